// A rated game needs a clock (service/ratings/needs-clock.ts; lichess: unlimited-time games cannot be rated):
// without one, a player who is losing stops moving, the game never ends, and their rating is kept by walking
// away. `rated: true` without a clock is a 400 that stores nothing, in English, French and German; a table that
// does not say is casual without a clock from its creation (the game, the listings, and no rating when it
// ends), rated with one. A rematch and an accepted challenge follow the same rule; a game rated without a clock
// before the rule keeps saying so.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { builtInBots } from '../../../src/bots/registry.js';
import { challengesOn } from '../../support/challenges.js';
import { testDatabases } from '../../support/databases.js';
import { bearer, serverForSuite } from '../../support/server.js';
import {
  gameCount,
  inviteTable,
  joinByInvite,
  RATED_CLOCK,
  rollToTheEnd,
  signUp,
  type SignedUp,
} from '../../support/tables.js';

describe.each(testDatabases())('a rated game needs a clock on $name', testDb => {
  const server = serverForSuite(testDb, { bots: builtInBots });
  const { challenge, answer, pair } = challengesOn(server);
  const historyOf = async (gameId: string) =>
    server.database.db.selectFrom('rating_history').select('player_id').where('game_id', '=', gameId).execute();
  const ratedOf = async (gameId: string): Promise<unknown> =>
    (await server.api.get(`/games/${gameId}`).expect(200)).body.rated;

  /** A duel `a` opened and `b` joined, `extra` in its body, rolled to its end: its id. */
  async function played(a: SignedUp, b: SignedUp, extra: Record<string, unknown>): Promise<string> {
    const table = await inviteTable(server.api, a.key, 2, extra);
    await joinByInvite(server.api, table, b.key);
    await rollToTheEnd(server.api, table.id, [a.key, b.key]);
    return table.id;
  }

  it.each([
    ['en', 'A rated game needs a clock: without one, a player who is losing could stop moving'],
    ['fr', 'Une partie classée a besoin d’une pendule'],
    ['de', 'Eine gewertete Partie braucht eine Uhr'],
  ])('refuses "rated": true without a clock (%s), naming what to do and storing nothing', async (lang, words) => {
    const ada = await signUp(server.api, 'Ada');
    const before = await gameCount(server.database.db);
    const refused = await server.api
      .post('/games')
      .set(...bearer(ada.key))
      .set('Accept-Language', lang)
      .send({ game: 'duel', players: 2, rated: true, seats: [{ me: true }, { bot: 'random' }] })
      .expect(400);
    expect(refused.body).toMatchObject({ code: 'invalid-request', errors: [{ path: 'clock' }] });
    expect(refused.body.detail).toContain(words);
    expect(await gameCount(server.database.db)).toBe(before);
  });

  it('opens a table that does not say casual without a clock, from its creation, and rated with one', async () => {
    const ada = await signUp(server.api, 'Ada');
    const grace = await signUp(server.api, 'Grace');
    const cases: [Record<string, unknown>, boolean][] = [
      [{}, false],
      [{ clock: RATED_CLOCK }, true],
      [{ clock: RATED_CLOCK, rated: true }, true],
      [{ clock: RATED_CLOCK, rated: false }, false],
    ];
    for (const [extra, rated] of cases) {
      const table = await inviteTable(server.api, ada.key, 2, extra);
      expect([extra, table.body['rated']]).toEqual([extra, rated]);
      expect(await ratedOf(table.id)).toBe(rated);
      const page = (await server.api.get('/games?limit=1').expect(200)).body.games as { id: string; rated: boolean }[];
      expect(page).toEqual([expect.objectContaining({ id: table.id, rated })]);
    }
    // Played to the end: the casual game rates nobody, the clocked one both players.
    const casual = await played(ada, grace, {});
    expect([await ratedOf(casual), await historyOf(casual)]).toEqual([false, []]);
    const rated = await played(ada, grace, { clock: RATED_CLOCK });
    expect(await historyOf(rated)).toHaveLength(2);
  });

  it('opens a rematch casual when the game had no clock, even one rated before the rule, and rated with one', async () => {
    const ada = await signUp(server.api, 'Ada');
    const grace = await signUp(server.api, 'Grace');
    const rematchOf = async (id: string): Promise<unknown> =>
      (
        await server.api
          .post(`/games/${id}/rematch`)
          .set(...bearer(ada.key))
          .expect(200)
      ).body.game.rated;
    expect(await rematchOf(await played(ada, grace, { clock: RATED_CLOCK }))).toBe(true);
    expect(await rematchOf(await played(ada, grace, {}))).toBe(false);
    // A game that finished rated without a clock before the rule (its record left `rated` unsaid) stays rated,
    // as its ratings do (ratings/recompute.ts reads the same record); its rematch is casual.
    const old = await played(ada, grace, {});
    await sql`update games set rated = null where id = ${old}`.execute(server.database.db);
    server.app.deps.cache.clear();
    expect(await ratedOf(old)).toBe(true);
    expect(await rematchOf(old)).toBe(false);
  });

  it('opens an accepted challenge casual without a clock and rated with one, a bot’s too', async () => {
    const [ada, grace] = await pair();
    const accepted = async (body: Record<string, unknown>): Promise<unknown> => {
      const sent = await challenge(ada, { game: 'duel', ...body }).expect(201);
      const game =
        sent.body.status === 'accepted' ? sent.body : (await answer(grace, sent.body.id as string).expect(200)).body;
      return ratedOf(game.gameId as string);
    };
    expect(await accepted({ handle: grace.handle })).toBe(false);
    expect(await accepted({ handle: grace.handle, clock: RATED_CLOCK })).toBe(true);
    expect(await accepted({ handle: 'bot-random' })).toBe(false);
    expect(await accepted({ handle: 'bot-random', clock: RATED_CLOCK })).toBe(true);
  });
});
