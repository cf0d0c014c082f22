// A webhook consumer on 127.0.0.1 for tests: it records every request (headers and body) and answers with
// what the test's `answer` says (a status; `hang` to hold the request until closed; or a promise of a status, to hold
// the request in flight until the test lets it go).
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
}

export type Answer = number | 'hang' | Promise<number>;

export interface Receiver {
  readonly url: string;
  readonly received: Received[];
  answer: (request: Received, index: number) => Answer;
  /** Resolves once `count` requests arrived. */
  until(count: number): Promise<void>;
  close(): Promise<void>;
}

export async function startReceiver(answer: Receiver['answer'] = () => 204): Promise<Receiver> {
  const received: Received[] = [];
  const waiting: { count: number; resolve: () => void }[] = [];
  const held = new Set<ServerResponse>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const request = { headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
      received.push(request);
      const a = receiver.answer(request, received.length - 1);
      const reply = (status: number): void => void res.writeHead(status).end(status >= 400 ? 'no' : '');
      if (a === 'hang') held.add(res);
      else if (typeof a === 'number') reply(a);
      else {
        held.add(res);
        void a.then(status => {
          held.delete(res);
          if (!res.destroyed) reply(status);
        });
      }
      for (const w of waiting.filter(w => received.length >= w.count)) w.resolve();
    });
  });
  server.keepAliveTimeout = 100;
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve));
  const receiver: Receiver = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    received,
    answer,
    until: count =>
      received.length >= count ? Promise.resolve() : new Promise(resolve => waiting.push({ count, resolve })),
    async close() {
      for (const res of held) res.destroy();
      server.closeAllConnections();
      await new Promise<void>(resolve => server.close(() => resolve()));
    },
  };
  return receiver;
}
