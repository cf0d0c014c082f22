// Where the verifier reads an export from (src/verify/source.ts): a file or an http(s) URL, bounded in size and,
// for a URL, in time, so that a hostile server or a device that never stops sending ends in a sentence rather
// than the verifier running out of memory or waiting for ever.
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_EXPORT_BYTES, readExport, SourceError } from '../../src/verify/source.js';

const refusal = async (source: string, limits?: Parameters<typeof readExport>[1]): Promise<string> => {
  const error: unknown = await readExport(source, limits).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SourceError);
  return (error as SourceError).message;
};

describe('reading an export', () => {
  let server: Server;
  let base = '';
  beforeAll(async () => {
    server = createServer((req, res) => {
      if (req.url === '/export') {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end('{"game":{}}');
      } else if (req.url === '/endless') {
        // No length, and a body that never ends.
        res.writeHead(200, { 'content-type': 'application/json' });
        const chunk = Buffer.alloc(64 * 1024, 0x20);
        const pump = (): void => {
          while (!res.destroyed && res.write(chunk));
        };
        res.on('drain', pump);
        pump();
      } else if (req.url === '/declared') {
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(MAX_EXPORT_BYTES + 1) });
        res.write('{');
      } else if (req.url === '/trickle') {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.write('{"game":');
      } else {
        res.writeHead(409, { 'content-type': 'application/problem+json' });
        res.end(JSON.stringify({ detail: 'Game x is active: its export is public once it is finished.' }));
      }
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });

  it('reads a file and a URL', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'verify-'));
    writeFileSync(join(dir, 'export.json'), '{"seed":"x"}');
    expect(await readExport(join(dir, 'export.json'))).toEqual({ seed: 'x' });
    expect(await readExport(`${base}/export`)).toEqual({ game: {} });
  });

  it('stops a body that never ends at the size an export may have', async () => {
    expect(await refusal(`${base}/endless`)).toBe(`${base}/endless holds more than 32 MiB: it is not a game export`);
  });

  it('refuses an answer that says it is larger, without reading it', async () => {
    expect(await refusal(`${base}/declared`)).toContain('holds more than 32 MiB');
  });

  it('stops waiting for a body that trickles past the deadline', async () => {
    expect(await refusal(`${base}/trickle`, { timeoutMs: 300 })).toBe(
      `${base}/trickle did not answer in full within 0.3 s`,
    );
  });

  it('stops a file that never ends (a device) at the same size', async () => {
    expect(await refusal('/dev/zero', { maxBytes: 1024 * 1024 })).toBe(
      '/dev/zero holds more than 1 MiB: it is not a game export',
    );
  });

  it('says what the server answered to a game that is not over, and refuses other schemes', async () => {
    expect(await refusal(`${base}/games/x/export`)).toBe(
      `${base}/games/x/export answered 409: Game x is active: its export is public once it is finished.`,
    );
    expect(await refusal('file:///etc/passwd')).toBe('only http and https URLs are read, not file:');
    expect(await refusal('/no/such/file.json')).toBe('cannot read /no/such/file.json: ENOENT');
  });
});
