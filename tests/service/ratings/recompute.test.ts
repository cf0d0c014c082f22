// The ratings stored as games finish are the ratings the logs give (issue 24): random games are played
// through the use cases (players with keys, built-in bots, people joining open seats, resignations, casual
// tables among them), then every rating is recomputed from the logs (service/ratings/recompute.ts, the code of
// `npm run ratings:recompute`) and must match; a stored rating changed by hand is then reported. A rated game has
// a clock (ratings/needs-clock.ts), except a few opened as before that rule (no clock, `rated` unsaid in the
// record): they were rated when they ended, and the recomputation rates them again.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtInBots } from '../../../src/bots/registry.js';
import { pick, seededRng, type Rng } from '../../../src/engine/index.js';
import { createGame, type SeatSpec } from '../../../src/service/games/create.js';
import { loadGame } from '../../../src/service/games/load.js';
import { act } from '../../../src/service/moves/act.js';
import { createPlayer } from '../../../src/service/players/players.js';
import { recomputeRatings } from '../../../src/service/ratings/recompute.js';
import { join } from '../../../src/service/tables/join.js';
import type { Deps } from '../../../src/service/deps.js';
import type { Database } from '../../../src/store/database.js';
import { testDatabases } from '../../support/databases.js';
import { serviceDeps } from '../../support/deps.js';
import { fixtureGame } from '../../support/fixture-game.js';

const GAMES = 24;

describe.each(testDatabases())('ratings recomputed from the logs on $name', testDb => {
  let database: Database;
  let deps: Deps;
  beforeAll(async () => {
    database = await testDb.connect();
    deps = { ...serviceDeps(database, [fixtureGame]), bots: builtInBots };
  });
  afterAll(async () => {
    await deps.botRunner.stop();
    await database.close();
    await testDb.dispose();
  });

  /** Plays game `id` to its end: each person's seat a random legal move, or now and then a resignation. */
  async function playOut(id: string, credentials: ReadonlyMap<number, string>, rng: Rng): Promise<void> {
    for (let i = 0; i < 1000; i++) {
      await deps.botRunner.idle();
      const loaded = await loadGame(deps, database.db, id);
      if (loaded.game.outcome(loaded.state) !== null) return;
      const seat = loaded.game.toAct(loaded.state).find(s => credentials.has(s));
      if (seat === undefined) continue;
      const token = credentials.get(seat);
      const command =
        rng.int(40) === 0
          ? { kind: 'resign' as const }
          : { kind: 'move' as const, move: pick(loaded.game.legalMoves(loaded.state, seat), rng) };
      await act(deps, { gameId: id, token, command });
    }
    throw new Error(`game ${id} did not end`);
  }

  it('matches the stored ratings after random games, and reports one changed by hand', async () => {
    const rng = seededRng(24);
    const people = [];
    for (const name of ['Ada', 'Grace', 'Alan', 'Emmy', 'Kurt']) people.push(await createPlayer(deps, { name }));
    const bots = ['random', 'heuristic'].filter(b => builtInBots.names('duel').includes(b));
    const olds: string[] = [];
    for (let g = 0; g < GAMES; g++) {
      const players = 2 + rng.int(3);
      const host = pick(people, rng);
      // Seat 0 is the host; the others a bot (at most one per strategy, and not every one) or an open seat.
      const seats: SeatSpec[] = [{ me: true }];
      const free = [...bots];
      for (let s = 1; s < players; s++) {
        const bot = free.length > 0 && rng.int(2) === 0 ? free.splice(rng.int(free.length), 1)[0] : undefined;
        seats.push(bot === undefined ? { open: true } : { bot });
      }
      const casual = rng.int(6) === 0;
      const old = !casual && rng.int(5) === 0;
      const created = await createGame(deps, {
        game: 'duel',
        players,
        options: { target: 5 + rng.int(6), handSize: 3 },
        seats,
        key: host.key,
        ...(casual ? { rated: false } : {}),
        ...(old ? {} : { clock: { perTurnSeconds: 86_400 } }),
      });
      if (old) {
        // The record as a server before the rule wrote it, read again from the database.
        await sql`update games set rated = null where id = ${created.id}`.execute(database.db);
        deps.cache.clear();
        olds.push(created.id);
      }
      const credentials = new Map<number, string>([[0, host.key]]);
      const others = people.filter(p => p.id !== host.id);
      for (const invite of created.invites) {
        const guest = others.splice(rng.int(others.length), 1)[0];
        if (!guest) throw new Error('not enough people');
        await join(deps, { gameId: created.id, key: guest.key, code: invite.code });
        credentials.set(invite.seat, guest.key);
      }
      await playOut(created.id, credentials, rng);
    }
    const history = await database.db.selectFrom('rating_history').select('game_id').distinct().execute();
    // Casual games and aborted ones (a person who resigned, or never had a turn, before the end) are not rated.
    expect(history.length).toBeGreaterThan(GAMES / 4);
    expect(history.filter(h => olds.includes(h.game_id)).length).toBeGreaterThan(0);

    const result = await recomputeRatings(deps);
    expect(result.differences).toEqual([]);
    expect(result.games).toBe(history.length);

    const row = await database.db.selectFrom('ratings').select(['player_id', 'mu']).limit(1).executeTakeFirstOrThrow();
    await database.db
      .updateTable('ratings')
      .set({ mu: Number(row.mu) + 0.5 })
      .where('player_id', '=', row.player_id)
      .execute();
    const changed = await recomputeRatings(deps);
    expect(changed.differences.map(d => d.player)).toEqual([row.player_id]);
  });
});
