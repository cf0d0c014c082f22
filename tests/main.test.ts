// The real entry point, as `npm start` runs it: it migrates an empty embedded database, serves the
// registry's games on the port it is given, keeps a game across a restart of the process, and on SIGTERM
// ends the open event streams, stops cleanly and exits 0. One process per data folder: a second start on the
// same DATA_DIR exits 1 with a message while the first keeps serving, and a killed process leaves no lock
// that blocks the next start.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { START_WITHIN_MS, spawnMain, startMain } from './support/child-server.js';
import { openEvents } from './support/sse.js';

const dataDir = mkdtempSync(join(tmpdir(), 'croupier-main-'));
const start = () => startMain({ DATA_DIR: dataDir });
/** Each test starts the server up to three times, one after the other. */
const threeStarts = { timeout: 3 * START_WITHIN_MS };

describe('npm start (src/main.ts)', () => {
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('serves, survives a restart of the process, and stops cleanly on SIGTERM', threeStarts, async () => {
    const first = await start();
    expect((await fetch(`${first.base}/readyz`)).status).toBe(200);
    // It says how many connections its file-descriptor limit lets it hold (issue 22, hole 2).
    const capacity = first.lines
      .map(l => JSON.parse(l) as { msg: string; maxConnections?: number; fileDescriptorLimit?: number | null })
      .find(l => l.maxConnections !== undefined);
    expect(capacity?.msg).toMatch(/^can hold \d+ connections .* file-descriptor limit of \d+/);
    expect(capacity?.maxConnections).toBeLessThan(capacity?.fileDescriptorLimit ?? 0);
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
    expect(first.lines.some(l => l.includes('"msg":"stopped"'))).toBe(true);

    const second = await start();
    try {
      expect(await (await fetch(`${second.base}/games/${game.id}`)).json()).toEqual(before);
    } finally {
      second.child.kill('SIGTERM');
      expect(await second.exited).toBe(0);
    }
  });

  it('refuses a second process on the same DATA_DIR, and starts after the first was killed', threeStarts, async () => {
    const folder = mkdtempSync(join(tmpdir(), 'croupier-lock-'));
    try {
      const first = await startMain({ DATA_DIR: folder });
      const second = spawnMain({ DATA_DIR: folder });
      expect(await second.exited).toBe(1);
      const refusal = second.lines.map(l => JSON.parse(l) as { level: number; msg: string }).find(l => l.level === 60);
      expect(refusal?.msg).toContain(`is in use by process ${first.child.pid}`);
      expect(refusal?.msg).toContain('Stop that process or choose another DATA_DIR');
      expect((await fetch(`${first.base}/readyz`)).status).toBe(200);

      first.child.kill('SIGKILL');
      expect(await first.exited).toBeNull();
      const third = await startMain({ DATA_DIR: folder });
      try {
        expect((await fetch(`${third.base}/readyz`)).status).toBe(200);
      } finally {
        third.child.kill('SIGTERM');
        expect(await third.exited).toBe(0);
      }
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
