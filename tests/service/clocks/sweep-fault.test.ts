// The clock sweep (src/service/clocks/sweep.ts) and one game it cannot enforce: a fault of that game alone
// (here its load throws) must not hold up the timeouts of the games due after it, batch after batch, nor the
// turn reminders due after it (service/reminders/remind.ts).
import { describe, expect, it, vi } from 'vitest';
import { sweepClocks } from '../../../src/service/clocks/sweep.js';
import { testDatabases } from '../../support/databases.js';
import { newGame, serverForSuite } from '../../support/server.js';
import { myTurn, signUp } from '../../support/tables.js';

/** The game whose every load fails, once the test names it. */
const poisoned = vi.hoisted(() => ({ id: null as string | null }));
vi.mock('../../../src/service/games/load.js', async importOriginal => {
  const original = await importOriginal<typeof import('../../../src/service/games/load.js')>();
  return {
    ...original,
    loadGame: (...args: Parameters<typeof original.loadGame>) =>
      args[2] === poisoned.id ? Promise.reject(new Error('a fault of this game alone')) : original.loadGame(...args),
  };
});

const T0 = Date.parse('2026-03-01T12:00:00.000Z');

describe.each(testDatabases())('a sweep meeting a game it cannot enforce, on $name', testDb => {
  let time = T0;
  const server = serverForSuite(testDb, { now: () => new Date(time) });

  it('times out the games due after it, and sweeps it again next time', async () => {
    time = T0;
    // The poisoned game's deadline is the soonest, so it comes first in the sweep's batch.
    const first = await newGame(server.api, { game: 'duel', players: 2, clock: { perTurnSeconds: 5 } });
    const second = await newGame(server.api, { game: 'duel', players: 2, clock: { perTurnSeconds: 10 } });
    poisoned.id = first.id;
    time = T0 + 20_000;
    await expect(sweepClocks(server.app.deps)).resolves.toBe(2);
    const kinds = async (id: string) =>
      ((await server.api.get(`/games/${id}/moves`).expect(200)).body.entries as { kind: string }[]).map(e => e.kind);
    expect(await kinds(second.id)).toContain('timeout');
    // Still due: the next sweep tries it again, and enforces it once the fault is gone.
    poisoned.id = null;
    expect(await sweepClocks(server.app.deps)).toBe(1);
    expect(await kinds(first.id)).toContain('timeout');
  });

  it('sends the reminders due after it, and its own once the fault is gone', async () => {
    time = T0;
    const ada = await signUp(server.api, 'Ada');
    const grace = await signUp(server.api, 'Grace');
    // Ada's day a move is reminded first (at 12 hours), Grace's 30 hours a move at 15 hours; both are due at 20.
    const first = await myTurn(server.api, ada.key, { perTurnSeconds: 86_400 });
    await myTurn(server.api, grace.key, { perTurnSeconds: 30 * 3_600 });
    poisoned.id = first.id;
    time = T0 + 20 * 3_600_000;
    await sweepClocks(server.app.deps);
    const reminded = async (playerId: string) =>
      (
        await server.database.db
          .selectFrom('turn_reminders')
          .select('game_id')
          .where('player_id', '=', playerId)
          .execute()
      ).length;
    expect(await reminded(grace.id)).toBe(1);
    expect(await reminded(ada.id)).toBe(0);
    poisoned.id = null;
    await sweepClocks(server.app.deps);
    expect(await reminded(ada.id)).toBe(1);
  });
});
