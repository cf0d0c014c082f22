// GET /games/{id}/export: public once the game is over (no token), a 409 problem before; the document is
// the game as listings show it (with its options and chance derivation), the seed, and the log as GET
// /games/{id}/moves gives it with nothing redacted — and it verifies (src/verify/verify.ts), as a file or
// straight from the server's URL with `npm run verify`.
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { seededRng } from '../../../src/engine/index.js';
import { games } from '../../../src/games/registry.js';
import { verifyExport } from '../../../src/verify/verify.js';
import { testDatabases } from '../../support/databases.js';
import { countReads } from '../../support/log-reads.js';
import { playByTokens, readWholeLog } from '../../support/replay.js';
import { bearer, newGame, serverForSuite } from '../../support/server.js';

const root = new URL('../../../', import.meta.url);

function verifyCli(source: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise(resolve => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'scripts/verify.ts', source],
      { cwd: root, timeout: 60_000 },
      (error, stdout, stderr) =>
        resolve({ code: error ? (typeof error.code === 'number' ? error.code : null) : 0, stdout, stderr }),
    );
  });
}

describe.each(testDatabases())('exporting a game on $name', testDb => {
  const server = serverForSuite(testDb, { games });

  it('is a 409 problem while the game is on, and the whole unredacted game once it is over', async () => {
    const options = { maxTurns: 6 };
    const g = await newGame(server.api, { game: 'monad', players: 2, options });
    const early = await server.api.get(`/games/${g.id}/export`).expect(409);
    expect(early.body).toMatchObject({ code: 'game-not-over', status: 409 });
    expect(early.headers['content-type']).toMatch(/^application\/problem\+json/);

    const { game } = await playByTokens(server.api, g, seededRng(3));
    expect(game.status).toBe('finished');
    const res = await server.api.get(`/games/${g.id}/export`).expect(200);
    const document = res.body as {
      game: Record<string, unknown>;
      seed: string;
      seedHash: string;
      entries: { seq: number; kind: string; seat: number | null; move: unknown; facts: unknown[] }[];
    };
    const listing = await server.api.get('/games?game=monad&limit=100').expect(200);
    const listed = (listing.body as { games: Record<string, unknown>[] }).games.find(x => x.id === g.id);
    expect(document.game).toEqual({ ...listed, options: document.game['options'], rngVersion: 2 });
    expect(document.game['options']).toMatchObject(options);
    const shown = (await server.api.get(`/games/${g.id}`).expect(200)).body as { seed: string; seedHash: string };
    expect(document.seed).toBe(shown.seed);
    expect(document.seedHash).toBe(shown.seedHash);
    // The log as a seat sees it, and each seat's hand unredacted in the deal: nothing is hidden any more.
    const seen = await readWholeLog(server.api, g.id, g.tokens[0]);
    expect(document.entries.map(({ seq, kind, seat, move }) => ({ seq, kind, seat, move }))).toEqual(
      seen.map(({ seq, kind, seat, move }) => ({ seq, kind, seat, move })),
    );
    const [deal] = document.entries[0]?.facts as [{ seats: { hand?: unknown[] }[] }];
    expect(deal.seats.every(s => Array.isArray(s.hand) && s.hand.length > 0)).toBe(true);

    expect(verifyExport(document, games)).toMatchObject({ ok: true });
    const dir = mkdtempSync(join(tmpdir(), 'croupier-export-'));
    const file = join(dir, 'game.json');
    writeFileSync(file, JSON.stringify(document));
    const fromFile = await verifyCli(file);
    expect(fromFile).toMatchObject({ code: 0, stderr: '' });
    expect(fromFile.stdout).toMatch(new RegExp(`^verified monad game ${g.id}: 2 players, `));
    const url = await server.listen();
    const fromUrl = await verifyCli(`${url}/games/${g.id}/export`);
    expect(fromUrl).toMatchObject({ code: 0, stdout: fromFile.stdout });

    const cut = { ...document, entries: document.entries.slice(0, -1) };
    writeFileSync(file, JSON.stringify(cut));
    const truncated = await verifyCli(file);
    expect(truncated.code).toBe(1);
    expect(truncated.stderr).toMatch(
      /^verify: the log ends at seq \d+ but the game is at version \d+: it is truncated\n$/,
    );
    writeFileSync(file, JSON.stringify(document).slice(0, 500));
    expect(await verifyCli(file)).toMatchObject({
      code: 1,
      stderr: `verify: ${file} is not JSON (a truncated download?)\n`,
    });
    expect(await verifyCli(`file://${file}`)).toMatchObject({
      code: 1,
      stderr: 'verify: only http and https URLs are read, not file:\n',
    });
    expect((await verifyCli(`${url}/games/00000000-0000-4000-8000-000000000000/export`)).stderr).toMatch(
      /^verify: http:\/\/.*answered 404: /,
    );
    // Resigning after the end changes nothing: the export stays the same.
    await server.api
      .post(`/games/${g.id}/resign`)
      .set(...bearer(g.tokens[0] ?? ''))
      .send({});
    expect((await server.api.get(`/games/${g.id}/export`).expect(200)).body).toEqual(document);
  });

  // A table with an open seat has drawn its deal at creation and shows it to nobody while it waits: its export
  // (the seed, every hand) is refused then, and public once the table is cancelled, when there is nothing to play.
  it('is a 409 while a table waits, and the seed and its empty game once it is cancelled, which verifies', async () => {
    const creator = (await server.api.post('/players').send({ name: 'Ada' }).expect(201)).body as { key: string };
    const table = await server.api
      .post('/games')
      .set(...bearer(creator.key))
      .send({ game: 'monte-carlo', players: 2, seats: [{ me: true }, { open: true }] })
      .expect(201);
    const id = (table.body as { id: string }).id;
    const waiting = await server.api.get(`/games/${id}/export`).set('Accept-Language', 'de').expect(409);
    expect(waiting.body).toMatchObject({ code: 'game-not-over' });
    expect(waiting.body.detail).toContain('noch nicht begonnen');
    await server.api
      .post(`/games/${id}/cancel`)
      .set(...bearer(creator.key))
      .send({})
      .expect(200);
    const res = await server.api.get(`/games/${id}/export`).expect(200);
    const document = res.body as { game: { status: string }; entries: { kind: string }[] };
    expect(document.game.status).toBe('cancelled');
    expect(document.entries.map(e => e.kind)).toEqual(['setup', 'cancel']);
    expect(verifyExport(document, games)).toEqual({ ok: true, summary: expect.stringContaining('(cancelled)') });
  });

  it('refuses an id that is no game, as a 404 problem', async () => {
    const res = await server.api.get('/games/00000000-0000-4000-8000-000000000000/export').expect(404);
    expect(res.body).toMatchObject({ code: 'game-not-found' });
  });

  // Express would answer HEAD with GET's handler: the whole log read and written out for a body it drops.
  it("answers HEAD with GET's status and headers (but Content-Length) without reading the log", async () => {
    const g = await newGame(server.api, { game: 'monad', players: 2, options: { maxTurns: 4 } });
    await request(server.app.express).head(`/games/${g.id}/export`).expect(409);
    await playByTokens(server.api, g, seededRng(11));
    // Loading the game reads the log's tail past what this process holds (nothing new here): GET reads the whole
    // log on top, HEAD does not.
    const reads = countReads(g.id);
    try {
      const head = await request(server.app.express).head(`/games/${g.id}/export`).expect(200);
      const headReads = reads.count;
      const get = await server.api.get(`/games/${g.id}/export`).expect(200);
      expect(reads.count - headReads).toBe(headReads + 1);
      for (const name of ['content-type', 'cache-control']) expect(head.headers[name]).toBe(get.headers[name]);
      expect(head.headers['content-length']).toBeUndefined();
      await request(server.app.express).head('/games/00000000-0000-4000-8000-000000000000/export').expect(404);
      await request(server.app.express).head(`/games/${g.id}/export?at=1`).expect(400);
    } finally {
      reads.stop();
    }
  });
});
