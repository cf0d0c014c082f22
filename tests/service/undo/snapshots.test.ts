// Issue 21: undos and snapshots. A Monad game played at random through the server's own append path, where
// every move that may be taken back is taken back and played again (and, now and then, two in a row), so
// that undo entries fall on both sides of the snapshots kept every SNAPSHOT_EVERY entries, and some
// snapshot holds a turn's undo window. A cold load (newest snapshot + tail) and a load as of any version
// (nearest snapshot at or before it + entries) must give exactly the state the live fold had then.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededRng, type AnyGame } from '../../../src/engine/index.js';
import { monad } from '../../../src/games/monad/index.js';
import type { Deps } from '../../../src/service/deps.js';
import { loadGame, loadGameAt, SNAPSHOT_EVERY } from '../../../src/service/games/load.js';
import type { LoadedGame } from '../../../src/service/games/loaded-game.js';
import { appendDecision } from '../../../src/service/moves/append-decision.js';
import { checkUndo } from '../../../src/service/undo/check.js';
import type { TableState } from '../../../src/service/tables/state.js';
import type { Database } from '../../../src/store/database.js';
import { readEntries } from '../../../src/store/log.js';
import { readSnapshot } from '../../../src/store/snapshots.js';
import { testDatabases } from '../../support/databases.js';
import { serviceDeps } from '../../support/deps.js';
import { playout } from '../../support/playout.js';
import { insertPlayout } from '../../support/records.js';

describe.each(testDatabases())('undos and snapshots on $name', testDb => {
  let database: Database;
  let deps: Deps;
  beforeAll(async () => {
    database = await testDb.connect();
    deps = serviceDeps(database, [monad]);
  });
  afterAll(async () => {
    await database.close();
    await testDb.dispose();
  });

  it('snapshot + tail equals the live fold at every version, undos included', async () => {
    const game = monad as AnyGame;
    const config = { players: 2, options: game.schemas.options.parse({}) };
    const run = playout(game, config, seededRng(21), 400);
    const id = randomUUID();
    let loaded = await insertPlayout(database.db, game, run, id, { options: config.options, seed: 's21' });
    const live: LoadedGame[] = [loaded];
    const append = async (
      seat: number,
      command: { kind: 'move'; move: unknown } | { kind: 'undo' },
      facts: readonly unknown[],
    ) => {
      loaded = await appendDecision(deps, database.db, loaded, seat, command, facts, null);
      live.push(loaded);
    };
    let undos = 0;
    let previous: { seat: number; move: unknown; facts: readonly unknown[] } | null = null;
    for (const step of run.steps) {
      if (loaded.version > 3 * SNAPSHOT_EVERY) break;
      await append(step.seat, { kind: 'move', move: step.move }, step.facts);
      if (!checkUndo(loaded, step.seat).ok) {
        previous = null;
        continue;
      }
      // Take it back and play it again; every third time, take back the one before too and replay both.
      const twice = previous !== null && undos % 3 === 2 && checkUndo(loaded, step.seat).ok;
      await append(step.seat, { kind: 'undo' }, []);
      undos += 1;
      if (twice && previous && checkUndo(loaded, step.seat).ok) {
        await append(step.seat, { kind: 'undo' }, []);
        undos += 1;
        await append(previous.seat, { kind: 'move', move: previous.move }, previous.facts);
      }
      await append(step.seat, { kind: 'move', move: step.move }, step.facts);
      previous = { seat: step.seat, move: step.move, facts: step.facts };
    }
    expect(undos).toBeGreaterThan(20);
    expect(loaded.version).toBeGreaterThan(2 * SNAPSHOT_EVERY);
    const entries = await readEntries(database.db, id, -1);
    expect(entries.filter(e => e.kind === 'undo')).toHaveLength(undos);

    // Some snapshot was taken in the middle of a turn, with moves that could still be taken back.
    const windows = [];
    for (let v = SNAPSHOT_EVERY; v <= loaded.version; v += SNAPSHOT_EVERY) {
      const snapshot = await readSnapshot(database.db, id, game.stateVersion, v);
      expect(snapshot?.version).toBe(v);
      windows.push((snapshot?.table as TableState | null)?.undo?.points.length ?? 0);
    }
    expect(Math.max(...windows)).toBeGreaterThan(0);

    deps.cache.clear();
    const cold = await loadGame(deps, database.db, id);
    expect(cold.state).toEqual(loaded.state);
    expect(cold.table).toEqual(loaded.table);
    for (const then of live) {
      deps.cache.clear();
      const at = await loadGameAt(deps, database.db, id, then.version);
      expect(at.state, `state at ${then.version}`).toEqual(then.state);
      expect(at.table.undo, `undo window at ${then.version}`).toEqual(then.table.undo);
    }
  });
});
