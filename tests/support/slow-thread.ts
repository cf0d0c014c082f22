// A stand-in for the bot pool's thread (src/service/bots/worker.ts) that speaks its protocol but starts
// slowly, as a real thread does under tsx on a loaded machine while it compiles the rules and the bots:
// it says it is ready (with its kernel id, as the real one does) only after `workerData.startMs`, then
// answers every request at once with the strategy's name (a review's: its review's) and this thread's
// id, `name@threadId` — except three strategies, stuck in bugs or late: "stuck" it never answers (idle),
// "spin" it never answers either, spinning; "late" it answers after `workerData.lateMs`, idle meanwhile.
import { parentPort, threadId, workerData } from 'node:worker_threads';
import { ownThreadId } from '../../src/service/bots/thread-stat.js';

const { startMs, lateMs = 0, noTid = false } = workerData as { startMs: number; lateMs?: number; noTid?: boolean };

await new Promise(resolve => setTimeout(resolve, startMs));
parentPort?.on('message', (request: { id: number; strategy?: string; review?: string }) => {
  const name = request.strategy ?? request.review;
  const answer = () => parentPort?.postMessage({ id: request.id, result: `${name}@${threadId}` });
  if (name === 'stuck') return;
  if (name === 'spin') for (let spins = 0; ; spins++);
  if (name === 'late') setTimeout(answer, lateMs);
  else answer();
});
// `noTid`: as a thread where there is no /proc.
parentPort?.postMessage({ kind: 'ready', tid: noTid ? null : ownThreadId() });
