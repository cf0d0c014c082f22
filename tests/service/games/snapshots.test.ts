// Snapshots (issue 12): the log stays the truth. For random games of both games, appended through the
// server's own append path (which keeps a snapshot every SNAPSHOT_EVERY entries), a cold load (newest
// snapshot + tail) and a load as of any version (nearest snapshot at or before it + entries) give exactly
// the state a full fold of the log gives. A snapshot made under another stateVersion is ignored; one under
// the game's own stateVersion is used (so a wrong snapshot would show, and these tests can fail).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fold, seededRng, type AnyGame } from '../../../src/engine/index.js';
import { games } from '../../../src/games/registry.js';
import { appendDecision } from '../../../src/service/moves/append-decision.js';
import type { Deps } from '../../../src/service/deps.js';
import type { LoadedGame } from '../../../src/service/games/loaded-game.js';
import { loadGame, loadGameAt, SNAPSHOT_EVERY } from '../../../src/service/games/load.js';
import { statusOf } from '../../../src/service/views/game-view.js';
import { appendTableEntry } from '../../../src/service/tables/append.js';
import type { Database } from '../../../src/store/database.js';
import { readSnapshot, writeSnapshot } from '../../../src/store/snapshots.js';
import { testDatabases } from '../../support/databases.js';
import { serviceDeps } from '../../support/deps.js';
import { playout } from '../../support/playout.js';
import { insertPlayout } from '../../support/records.js';

const SEEDS = [1, 2];
const MAX_MOVES = 260;

describe.each(testDatabases())('snapshots on $name', testDb => {
  let database: Database;
  let deps: Deps;
  beforeAll(async () => {
    database = await testDb.connect();
    deps = serviceDeps(database, games);
  });
  afterAll(async () => {
    await database.close();
    await testDb.dispose();
  });

  /** A playout's move appended through the server's append path (which keeps the snapshots due). */
  const appendStep = (loaded: LoadedGame, step: { seat: number; move: unknown; facts: readonly unknown[] }) =>
    appendDecision(deps, database.db, loaded, step.seat, { kind: 'move', move: step.move }, step.facts, null);

  /** A random playout of `game`, logged through appendDecision; returns the id and every fact per version. */
  const logged = async (game: AnyGame, seed: number) => {
    const config = { players: 2, options: game.schemas.options.parse({}) };
    const run = playout(game, config, seededRng(seed), MAX_MOVES);
    const id = randomUUID();
    let loaded = await insertPlayout(database.db, game, run, id, { options: config.options, seed: `s${seed}` });
    const factsByVersion: unknown[][] = [[...run.opening]];
    for (const step of run.steps) {
      loaded = await appendStep(loaded, step);
      factsByVersion.push([...step.facts]);
    }
    const foldTo = (version: number): unknown => fold(game, config, factsByVersion.slice(0, version + 1).flat());
    return { id, version: loaded.version, live: loaded.state, foldTo };
  };

  describe.each(games.map(g => [g.id, g] as const))('%s', (_name, game) => {
    it.each(SEEDS)('seed %i: snapshot + tail equals a full fold, at the end and at every version', async seed => {
      const g = await logged(game, seed);
      expect(g.version).toBeGreaterThan(SNAPSHOT_EVERY);
      // The append path kept the snapshots due.
      const newest = await readSnapshot(database.db, g.id, game.stateVersion);
      expect(newest?.version).toBe(Math.floor(g.version / SNAPSHOT_EVERY) * SNAPSHOT_EVERY);
      deps.cache.clear();
      const cold = await loadGame(deps, database.db, g.id);
      expect(cold.version).toBe(g.version);
      expect(cold.state).toEqual(g.foldTo(g.version));
      expect(cold.state).toEqual(g.live);
      for (const version of [0, 1, SNAPSHOT_EVERY - 1, SNAPSHOT_EVERY, SNAPSHOT_EVERY + 1, g.version - 1]) {
        deps.cache.clear();
        const at = await loadGameAt(deps, database.db, g.id, version);
        expect(at.version).toBe(version);
        expect(at.state).toEqual(g.foldTo(version));
      }
    });

    it('ignores a snapshot made under another stateVersion, and uses one made under its own', async () => {
      const g = await logged(game, 3);
      const bogus = { version: g.version - 1, state: g.foldTo(0), table: null, at: new Date() };
      await writeSnapshot(database.db, g.id, game.stateVersion + 1, bogus);
      deps.cache.clear();
      expect((await loadGame(deps, database.db, g.id)).state).toEqual(g.foldTo(g.version));
      expect((await loadGameAt(deps, database.db, g.id, g.version - 1)).state).toEqual(g.foldTo(g.version - 1));
      // The same wrong state under the game's own stateVersion is taken as the truth: the key is what protects.
      await writeSnapshot(database.db, g.id, game.stateVersion, bogus);
      deps.cache.clear();
      expect((await loadGameAt(deps, database.db, g.id, g.version - 1)).state).toEqual(g.foldTo(0));
    });
  });

  // Issue 9: the table around a game (waiting, playing, cancelled, its rematch) is folded from the log's
  // table entries, which a waiting table may pile up past K (joins and leaves). A snapshot keeps the table's
  // state with the game's, so snapshot + tail gives the table a full fold gives.
  it('keeps the table in its snapshots: a waiting table past K entries, its start, its moves and its rematch', async () => {
    const game = games[0] as AnyGame;
    const config = { players: 2, options: game.schemas.options.parse({}) };
    const run = playout(game, config, seededRng(5), MAX_MOVES);
    const id = randomUUID();
    let loaded = await insertPlayout(database.db, game, run, id, {
      options: config.options,
      seed: 's5',
      table: { listed: true, waiting: true, rematchOf: null },
    });
    while (loaded.version < SNAPSHOT_EVERY + 20) {
      const fact =
        loaded.version % 2 === 0
          ? ({ type: 'joined', seat: 1, name: 'Ada' } as const)
          : ({ type: 'left', seat: 1 } as const);
      loaded = await appendTableEntry(deps, database.db, loaded, fact, 1);
    }
    const waitingUntil = loaded.version;
    deps.cache.clear();
    const waiting = await loadGame(deps, database.db, id);
    expect(statusOf(waiting)).toBe('waiting');
    expect(waiting.table).toEqual(loaded.table);
    expect((await readSnapshot(database.db, id, game.stateVersion))?.table).toEqual({
      phase: 'waiting',
      rematch: null,
    });

    loaded = await appendTableEntry(deps, database.db, loaded, { type: 'started' }, null);
    for (const step of run.steps) {
      if (loaded.version >= 3 * SNAPSHOT_EVERY) break;
      loaded = await appendStep(loaded, step);
    }
    expect(loaded.version).toBeGreaterThan(2 * SNAPSHOT_EVERY);
    const rematch = randomUUID();
    loaded = await appendTableEntry(deps, database.db, loaded, { type: 'rematch', game: rematch }, 0);
    deps.cache.clear();
    const cold = await loadGame(deps, database.db, id);
    expect(cold.version).toBe(loaded.version);
    expect(cold.state).toEqual(loaded.state);
    expect(cold.table).toEqual({ phase: 'playing', rematch });
    expect(statusOf(cold)).toBe(statusOf(loaded));
    // As of a version while it waited, and one after it started: the nearest snapshot's table, then the entries.
    deps.cache.clear();
    expect(statusOf(await loadGameAt(deps, database.db, id, waitingUntil))).toBe('waiting');
    deps.cache.clear();
    const started = await loadGameAt(deps, database.db, id, 2 * SNAPSHOT_EVERY + 1);
    // Mid-turn, the table also holds the turn's undo window (service/undo/window.ts).
    expect(started.table).toMatchObject({ phase: 'playing', rematch: null });
    expect(statusOf(started)).toBe('active');
  });

  it('keeps a snapshot of a long log written without them, once folded', async () => {
    const game = games[0] as AnyGame;
    const g = await logged(game, 4);
    await database.db.deleteFrom('snapshots').where('game_id', '=', g.id).execute();
    deps.cache.clear();
    expect((await loadGame(deps, database.db, g.id)).state).toEqual(g.foldTo(g.version));
    const expected = Math.floor(g.version / SNAPSHOT_EVERY) * SNAPSHOT_EVERY;
    for (let i = 0; i < 50 && (await readSnapshot(database.db, g.id, game.stateVersion))?.version !== expected; i++) {
      await new Promise(resolve => setTimeout(resolve, 20));
    }
    expect((await readSnapshot(database.db, g.id, game.stateVersion))?.version).toBe(expected);
  });
});
