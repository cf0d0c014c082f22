// The real entry point, as `npm start` runs it: it migrates an empty embedded database, serves the
// registry's games on the port it is given, keeps a game across a restart of the process, and on SIGTERM
// ends the open event streams, stops cleanly and exits 0.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { openEvents } from '../support/sse.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'croupier-main-'));

interface Running {
  readonly child: ChildProcess;
  readonly base: string;
  readonly lines: string[];
  readonly exited: Promise<number | null>;
}

function start(): Promise<Running> {
  const { DATABASE_URL: _server, ...env } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: root,
    env: { ...env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines: string[] = [];
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no start in 30 s:\n${lines.join('\n')}`)), 30_000);
    void exited.then((code) => reject(new Error(`exited with ${code}:\n${lines.join('\n')}`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      lines.push(line);
      const parsed = JSON.parse(line) as { msg?: string; port?: number };
      if (parsed.msg === 'croupier is serving') {
        clearTimeout(timer);
        resolve({ child, base: `http://127.0.0.1:${parsed.port}`, lines, exited });
      }
    });
  });
}

describe('npm start (src/main.ts)', () => {
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('serves, survives a restart of the process, and stops cleanly on SIGTERM', async () => {
    const first = await start();
    expect((await fetch(`${first.base}/readyz`)).status).toBe(200);
    const created = await fetch(`${first.base}/games`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ game: 'monad', players: 2, seed: 'main' }),
    });
    expect(created.status).toBe(201);
    const game = (await created.json()) as { id: string };
    const before = await (await fetch(`${first.base}/games/${game.id}`)).json();
    const stream = await openEvents(`${first.base}/games/${game.id}/events`);
    await stream.waitFor(1);

    first.child.kill('SIGTERM');
    await stream.ended;
    expect(await first.exited).toBe(0);
    expect(first.lines.some((l) => l.includes('"msg":"stopped"'))).toBe(true);

    const second = await start();
    try {
      expect(await (await fetch(`${second.base}/games/${game.id}`)).json()).toEqual(before);
    } finally {
      second.child.kill('SIGTERM');
      expect(await second.exited).toBe(0);
    }
  });
});
