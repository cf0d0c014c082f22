// Games created before chance was keyed (derivation 1: one stream per log entry) keep their derivation.
// v1-logs.json holds logs written by the code of commit 5d26a20, before this change (random moves, the
// server's entryRng for entry k): replaying them with derivation 1 gives the same facts byte for byte, so
// old games replay, snapshot and verify as before; and a game in progress when the migration ran, played
// on through the server, goes on drawing with derivation 1 and exports and verifies as such.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { canonical, type AnyGame, type Decision } from '../../src/engine/index.js';
import { games } from '../../src/games/registry.js';
import { chanceFor } from '../../src/service/games/chance.js';
import { newToken, sha256Hex } from '../../src/service/access/secrets.js';
import { insertGame, plainSeat } from '../../src/store/games.js';
import { verifyExport } from '../../src/verify/verify.js';
import { testDatabases } from '../support/databases.js';
import { bearer, serverForSuite } from '../support/server.js';
import logs from './v1-logs.json' with { type: 'json' };

interface OldLog {
  readonly game: string;
  readonly players: number;
  readonly options: unknown;
  readonly seed: string;
  readonly entries: readonly { seq: number; kind: string; seat: number | null; move: unknown; facts: unknown[] }[];
}
const oldLogs = logs as readonly OldLog[];
const gameOf = (id: string): AnyGame => games.find(g => g.id === id) as AnyGame;

/** The facts of each entry, replayed from the seed and the moves with this derivation. */
function replay(log: OldLog, version: number): unknown[][] {
  const game = gameOf(log.game);
  const config = { players: log.players, options: log.options };
  let state: unknown = game.initial(config);
  return log.entries.map(entry => {
    const chance = chanceFor(version, log.seed, entry.seq);
    const decision: Decision<unknown> =
      entry.kind === 'setup' ? game.setup(config, chance) : game.decide(state, entry.seat ?? -1, entry.move, chance);
    if (!decision.ok) return [decision.violation.code];
    for (const fact of decision.facts) state = game.evolve(state, fact);
    return [...decision.facts];
  });
}

describe('logs written before chance was keyed', () => {
  it.each(oldLogs.map(log => [log.seed, log] as const))('%s: derivation 1 gives every fact as written', (_, log) => {
    expect(canonical(replay(log, 1))).toBe(canonical(log.entries.map(e => e.facts)));
    // …and derivation 2 another deal: the version recorded with each game is what keeps old ones checkable.
    expect(canonical(replay(log, 2)[0])).not.toBe(canonical(log.entries[0]?.facts));
  });
});

describe.each(testDatabases())('a derivation-1 game played on through the server on $name', testDb => {
  const server = serverForSuite(testDb, { games });

  it('draws its dice with derivation 1, and its export verifies as such', async () => {
    const log = oldLogs.find(l => l.game === 'monte-carlo' && l.players === 2) as OldLog;
    const game = gameOf(log.game);
    const id = randomUUID();
    const tokens = [newToken(), newToken()];
    const setup = log.entries[0]?.facts ?? [];
    const config = { players: log.players, options: log.options };
    const state = setup.reduce((s: unknown, f) => game.evolve(s, f), game.initial(config));
    await insertGame(server.database.db, {
      record: {
        id,
        game: log.game,
        players: log.players,
        options: log.options,
        seed: log.seed,
        seedHash: sha256Hex(log.seed),
        custom: false,
        seeded: true,
        rngVersion: 1,
        createdAt: new Date(),
        table: null,
      },
      seats: tokens.map((token, seat) => plainSeat(seat, sha256Hex(token), null)),
      facts: setup,
      status: 'active',
      toAct: [...game.toAct(state)],
      outcome: null,
    });
    for (const entry of log.entries.slice(1)) {
      await server.api
        .post(`/games/${id}/moves`)
        .set(...bearer(tokens[entry.seat ?? 0] ?? ''))
        .send({ move: entry.move, expectedVersion: entry.seq - 1 })
        .expect(200);
    }
    await server.api.get(`/games/${id}/export`).expect(409);
    await server.api
      .post(`/games/${id}/resign`)
      .set(...bearer(tokens[0] ?? ''))
      .send({})
      .expect(200);
    const exported = await server.api.get(`/games/${id}/export`).expect(200);
    const document = exported.body as { game: { rngVersion: number }; entries: { facts: unknown[] }[] };
    expect(document.game.rngVersion).toBe(1);
    expect(canonical(document.entries.slice(0, log.entries.length).map(e => e.facts))).toBe(
      canonical(log.entries.map(e => e.facts)),
    );
    expect(verifyExport(document, games)).toMatchObject({ ok: true });
  });
});
