// Ratings that could be farmed, and the leaderboard's cursor. A game whose deal its creator knew or chose (a
// chosen seed, a custom position) is casual, and asking for it rated is a 400 that stores nothing, in
// English, French and German. A seat whose time ran out lost on time: with `onTimeout: "bot"` the bot that
// plays on for it may win, but the person is rated last, counted as a loss on the profile, and the bot is
// not credited with a seat it did not hold as itself; a seat that ran out before its first move aborts the
// game (not rated), and so does a table of bots whose one person left before moving (no bots' game is rated).
// A seat taken without a key stays one when a bot stands in for it: the table stays casual. A cursor this server could not have written is a 400, never a 500.
import { describe, expect, it, vi } from 'vitest';
import { builtInBots } from '../../../src/bots/registry.js';
import { games } from '../../../src/games/registry.js';
import { sweepClocks } from '../../../src/service/clocks/sweep.js';
import { fixtureGame } from '../../support/fixture-game.js';
import { testDatabases } from '../../support/databases.js';
import { bearer, serverForSuite } from '../../support/server.js';
import { gameCount, RATED_CLOCK, signUp } from '../../support/tables.js';

// The stand-in's game is drawn from this seed (games/create.ts takes a new one for each rated game): one in
// which the heuristic bot, standing in for seat 0 after its person's first move, wins, so what it won can be
// told from the person's place.
const STAND_IN_SEED = vi.hoisted(() => ({ value: null as string | null }));
vi.mock('../../../src/service/access/secrets.js', async importOriginal => {
  const real = await importOriginal<typeof import('../../../src/service/access/secrets.js')>();
  return { ...real, newSeed: () => STAND_IN_SEED.value ?? real.newSeed() };
});

const T0 = Date.parse('2026-03-01T12:00:00.000Z');

describe.each(testDatabases())('ratings that cannot be farmed on $name', testDb => {
  let time = T0;
  const server = serverForSuite(testDb, {
    games: [...games, fixtureGame],
    bots: builtInBots,
    now: () => new Date(time),
  });
  /** A player's ratings on their profile; none for a built-in bot that was never rated (no profile yet). */
  const ratingsOf = async (handle: string) => {
    const res = await server.api.get(`/players/${handle}`);
    return res.status === 404 ? {} : (res.body.ratings as Record<string, unknown>);
  };
  const historyOf = async (gameId: string) =>
    server.database.db
      .selectFrom('rating_history')
      .select(['player_id', 'place'])
      .where('game_id', '=', gameId)
      .execute();

  it('leaves a game with a chosen seed or a custom position casual', async () => {
    time = T0;
    const ada = await signUp(server.api, 'Ada');
    // Seat 0 needs one roll to reach the target from the position its creator chose.
    const position = { hands: [[3], [4]], deck: [1, 2], scores: [5, 0], turn: 0 };
    for (const extra of [{ seed: 'known to Ada' }, { position }]) {
      const created = await server.api
        .post('/games')
        .set(...bearer(ada.key))
        .send({
          game: 'duel',
          players: 2,
          options: { target: 6 },
          seats: [{ me: true }, { bot: 'random' }],
          clock: RATED_CLOCK,
          ...extra,
        })
        .expect(201);
      const id = created.body.id as string;
      if ('position' in extra) {
        await server.api
          .post(`/games/${id}/moves`)
          .set(...bearer(ada.key))
          .send({ move: { type: 'roll' } })
          .expect(200);
        expect((await server.api.get(`/games/${id}`).expect(200)).body.outcome.winners).toEqual([0]);
      } else {
        await server.api
          .post(`/games/${id}/resign`)
          .set(...bearer(ada.key))
          .expect(200);
      }
      expect((await server.api.get(`/games/${id}`).expect(200)).body.status).toBe('finished');
      expect(await historyOf(id)).toEqual([]);
    }
    const profile = await server.api.get(`/players/${ada.handle}`).expect(200);
    expect(profile.body.ratings).toEqual({});
    expect(profile.body.games).toMatchObject({ duel: { played: 2 } });
  });

  it.each([
    ['en', 'seed', 'A rated game starts from a deal nobody knows: with a "seed" of your choosing'],
    ['fr', 'seed', 'avec « seed » à votre choix'],
    ['de', 'position', 'Mit einem selbst gewählten „position“'],
  ])('refuses a rated game with a chosen start (%s, %s), storing nothing', async (lang, field, words) => {
    const grace = await signUp(server.api, 'Grace');
    const before = await gameCount(server.database.db);
    const start =
      field === 'seed' ? { seed: 'abc' } : { position: { hands: [[3], [4]], deck: [1], scores: [0, 0], turn: 0 } };
    const refused = await server.api
      .post('/games')
      .set(...bearer(grace.key))
      .set('Accept-Language', lang)
      .send({
        game: 'duel',
        players: 2,
        rated: true,
        seats: [{ me: true }, { bot: 'random' }],
        clock: RATED_CLOCK,
        ...start,
      })
      .expect(400);
    expect(refused.body).toMatchObject({ code: 'invalid-request', errors: [{ path: field }] });
    expect(refused.body.detail).toContain(words);
    expect(await gameCount(server.database.db)).toBe(before);
  });

  it('rates a seat that ran out of time last, whatever the bot standing in for it won', async () => {
    time = T0;
    const linus = await signUp(server.api, 'Linus');
    STAND_IN_SEED.value = 'stand-in wins after a move 1';
    let created;
    try {
      created = await server.api
        .post('/games')
        .set(...bearer(linus.key))
        .send({
          game: 'monad',
          players: 3,
          seats: [{ me: true }, { bot: 'random' }, { bot: 'heuristic' }],
          clock: { perTurnSeconds: 60 },
          onTimeout: 'bot',
        })
        .expect(201);
    } finally {
      STAND_IN_SEED.value = null;
    }
    const id = created.body.id as string;
    expect(created.body.toAct).toEqual([0]);
    // Linus moves once (a game he never moved in is aborted, not rated), then lets his next turn run out.
    const legal = await server.api
      .get(`/games/${id}/legal-moves`)
      .set(...bearer(linus.key))
      .expect(200);
    await server.api
      .post(`/games/${id}/moves`)
      .set(...bearer(linus.key))
      .send({ move: legal.body.moves[0] })
      .expect(200);
    await server.app.deps.botRunner.idle();
    expect((await server.api.get(`/games/${id}`).expect(200)).body.toAct).toEqual([0]);
    time = T0 + 60_000;
    await sweepClocks(server.app.deps);
    await server.app.deps.botRunner.idle();
    const game = (await server.api.get(`/games/${id}`).expect(200)).body;
    expect(game.status).toBe('finished');
    expect(game.clock.timedOut).toEqual([0]);
    // The bot that stood in for seat 0 won the game as it was played...
    expect(game.outcome.winners).toEqual([0]);
    // ...but Linus lost on time: last place, no win, on the ratings and on the profile.
    const profile = (await server.api.get(`/players/${linus.handle}`).expect(200)).body;
    expect(profile.history.monad).toEqual([expect.objectContaining({ gameId: id, place: 3 })]);
    expect(profile.ratings.monad.rating).toBeLessThan(1000);
    expect(profile.games.monad).toEqual({ played: 1, won: 0 });
    expect(profile.recent).toEqual([expect.objectContaining({ id, won: false })]);
    const rows = await server.database.db
      .selectFrom('ratings')
      .select(['games', 'wins'])
      .where('player_id', '=', await playerId(linus.handle))
      .execute();
    expect(rows).toEqual([{ games: 1, wins: 0 }]);
    // The heuristic bot sat at seat 2 as itself; seat 0 was Linus's.
    const heuristic = (await server.api.get('/players/bot-heuristic').expect(200)).body;
    expect(heuristic.recent.filter((g: { id: string }) => g.id === id)).toEqual([expect.objectContaining({ seat: 2 })]);
  });

  it('does not rate a game whose person ran out of time before their first move (aborted)', async () => {
    time = T0;
    const alan = await signUp(server.api, 'Alan');
    const created = await server.api
      .post('/games')
      .set(...bearer(alan.key))
      .send({ game: 'duel', players: 2, seats: [{ me: true }, { bot: 'random' }], clock: { perTurnSeconds: 60 } })
      .expect(201);
    const id = created.body.id as string;
    await server.app.deps.botRunner.idle();
    time = T0 + 60_000;
    await sweepClocks(server.app.deps);
    const game = (await server.api.get(`/games/${id}`).expect(200)).body;
    expect([game.status, game.clock.timedOut]).toEqual(['finished', [0]]);
    expect(await historyOf(id)).toEqual([]);
    expect((await server.api.get(`/players/${alan.handle}`).expect(200)).body.ratings).toEqual({});
  });

  it('does not rate the bots among themselves when the one person left before their first move', async () => {
    time = T0;
    const mara = await signUp(server.api, 'Mara');
    const created = await server.api
      .post('/games')
      .set(...bearer(mara.key))
      .send({
        game: 'monad',
        players: 3,
        seats: [{ me: true }, { bot: 'random' }, { bot: 'heuristic' }],
        clock: RATED_CLOCK,
      })
      .expect(201);
    const id = created.body.id as string;
    expect(created.body.rated).toBe(true);
    const botsBefore = [await ratingsOf('bot-random'), await ratingsOf('bot-heuristic')];
    // Mara resigns at once: the bots play the game out between them, a bots' game nobody may open.
    await server.api
      .post(`/games/${id}/resign`)
      .set(...bearer(mara.key))
      .expect(200);
    await server.app.deps.botRunner.idle();
    expect((await server.api.get(`/games/${id}`).expect(200)).body.status).toBe('finished');
    expect(await historyOf(id)).toEqual([]);
    expect([await ratingsOf('bot-random'), await ratingsOf('bot-heuristic')]).toEqual(botsBefore);
  });

  it('leaves a table casual when a bot stands in for a seat taken without a key', async () => {
    time = T0;
    const tove = await signUp(server.api, 'Tove');
    // Seat 2's token is handed to someone without a key: the table is casual from the start.
    const created = await server.api
      .post('/games')
      .set(...bearer(tove.key))
      .send({
        game: 'monad',
        players: 3,
        seats: [{ me: true }, { bot: 'random' }, {}],
        clock: { perTurnSeconds: 60 },
        onTimeout: 'bot',
      })
      .expect(201);
    const id = created.body.id as string;
    expect(created.body.rated).toBe(false);
    // Tove moves once when her turn comes; every other turn of a person runs out, and bots play on for them.
    let moved = false;
    for (let turn = 0; turn < 10; turn++) {
      await server.app.deps.botRunner.idle();
      const game = (await server.api.get(`/games/${id}`).expect(200)).body;
      if (game.status === 'finished') break;
      if (!moved && game.toAct.includes(0)) {
        const legal = await server.api
          .get(`/games/${id}/legal-moves`)
          .set(...bearer(tove.key))
          .expect(200);
        await server.api
          .post(`/games/${id}/moves`)
          .set(...bearer(tove.key))
          .send({ move: legal.body.moves[0] })
          .expect(200);
        moved = true;
      } else {
        time += 60_000;
        await sweepClocks(server.app.deps);
      }
    }
    const game = (await server.api.get(`/games/${id}`).expect(200)).body;
    expect([game.status, moved, game.clock.timedOut]).toEqual(['finished', true, expect.arrayContaining([2])]);
    // The bot standing in for the anonymous seat made it no built-in bot's seat: the game stays casual.
    expect(game.rated).toBe(false);
    expect(await historyOf(id)).toEqual([]);
    expect((await server.api.get(`/players/${tove.handle}`).expect(200)).body.ratings).toEqual({});
  });

  const playerId = async (handle: string): Promise<string> =>
    (await server.database.db.selectFrom('players').select('id').where('handle', '=', handle).executeTakeFirstOrThrow())
      .id;

  it.each([
    ['a rating beyond an integer column', { r: 1e300, p: '00000000-0000-4000-8000-000000000000', n: 0 }],
    ['a rating just past int4', { r: 2_147_483_648, p: '00000000-0000-4000-8000-000000000000', n: 0 }],
    ['a rank beyond any page', { r: 1000, p: '00000000-0000-4000-8000-000000000000', n: 1e300 }],
    ['a negative rank', { r: 1000, p: '00000000-0000-4000-8000-000000000000', n: -1 }],
    ['null', null],
  ])('refuses a cursor with %s as one it did not write', async (_what, cursor) => {
    const encoded = Buffer.from(JSON.stringify(cursor)).toString('base64url');
    const res = await server.api.get(`/leaderboards/monad?cursor=${encoded}`).set('Accept-Language', 'de').expect(400);
    expect(res.body).toMatchObject({ code: 'invalid-request', errors: [{ path: 'cursor' }] });
    expect(res.body.detail).toBe('Dieser Cursor stammt nicht von diesem Server.');
  });
});
