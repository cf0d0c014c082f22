// The consumer of `npm run bench:webhooks`, in a process of its own so that the bench's client (a hundred
// moves in flight) does not delay the arrivals it times: it answers 204 to every POST on 127.0.0.1 and
// reports each arrival to its parent over IPC, in batches, as [webhook-id, turn key or '', time]. Times are
// `performance.timeOrigin + performance.now()`, comparable with the parent's on the same machine.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

type Arrival = [id: string, turn: string, at: number];

let batch: Arrival[] = [];
const flush = (): void => {
  if (batch.length === 0) return;
  process.send?.({ arrivals: batch });
  batch = [];
};
setInterval(flush, 10).unref();

const server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    const at = performance.timeOrigin + performance.now();
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
      type: string;
      gameId?: string;
      version?: number;
    };
    batch.push([
      String(req.headers['webhook-id']),
      body.type === 'your-turn' ? `${body.gameId}:${body.version}` : '',
      at,
    ]);
    res.writeHead(204).end();
  });
});
server.keepAliveTimeout = 30_000;
server.listen(0, '127.0.0.1', () => process.send?.({ port: (server.address() as AddressInfo).port }));
process.on('disconnect', () => process.exit(0));
