// A stand-in for the bot pool's thread (src/service/bots/worker.ts) that speaks its protocol but starts
// slowly, as a real thread does under tsx on a loaded machine while it compiles the rules and the bots:
// it says 'ready' only after `workerData.startMs`, then answers every request at once with the strategy's
// name — except the strategy "stuck", which it never answers (a thread stuck in a bug).
import { parentPort, workerData } from 'node:worker_threads';

const { startMs } = workerData as { startMs: number };

await new Promise(resolve => setTimeout(resolve, startMs));
parentPort?.on('message', (request: { id: number; strategy?: string }) => {
  if (request.strategy !== 'stuck') parentPort?.postMessage({ id: request.id, result: request.strategy });
});
parentPort?.postMessage('ready');
