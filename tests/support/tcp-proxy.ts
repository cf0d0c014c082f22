// A TCP proxy on 127.0.0.1 in front of the Postgres server, that can be frozen to act as a network
// partition: connections stay open (nothing is refused or reset, as after a cable pull) but no byte goes
// through until it thaws, when what was held is delivered, as TCP would retransmit it. Or taken down, as a
// server that stops (`pg_ctl stop -m immediate`): every connection is cut and new ones are closed at once,
// until it is up again.
import { connect, createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

export interface TcpProxy {
  /** The target URL with host and port replaced by the proxy's. */
  readonly url: string;
  freeze(): void;
  thaw(): void;
  down(): void;
  up(): void;
  close(): Promise<void>;
}

export async function startTcpProxy(targetUrl: string): Promise<TcpProxy> {
  const target = new URL(targetUrl);
  let frozen = false;
  let isDown = false;
  const held: (() => void)[] = [];
  const sockets = new Set<Socket>();
  const forward = (from: Socket, to: Socket): void => {
    from.on('data', chunk => {
      const send = (): void => {
        if (!to.destroyed) to.write(chunk);
      };
      if (frozen) held.push(send);
      else send();
    });
    from.on('close', () => {
      const end = (): void => {
        to.destroy();
      };
      if (frozen) held.push(end);
      else end();
    });
    from.on('error', () => undefined);
  };
  const server: Server = createServer(client => {
    if (isDown) {
      client.destroy();
      return;
    }
    const upstream = connect(Number(target.port || 5432), target.hostname);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
    }
    forward(client, upstream);
    forward(upstream, client);
  });
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve));
  const url = new URL(targetUrl);
  url.hostname = '127.0.0.1';
  url.port = String((server.address() as AddressInfo).port);
  return {
    url: url.toString(),
    freeze: () => {
      frozen = true;
    },
    down: () => {
      isDown = true;
      for (const s of sockets) s.destroy();
    },
    up: () => {
      isDown = false;
    },
    thaw: () => {
      frozen = false;
      for (const send of held.splice(0)) send();
    },
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise<void>(resolve => server.close(() => resolve()));
    },
  };
}
