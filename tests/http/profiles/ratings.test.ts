// Ratings, profiles and leaderboards (issue 24). A table with a clock is rated unless it says `rated: false`,
// as long as every seat is a player with a key or a built-in bot (without a clock it is casual:
// rated-clock.test.ts); a rated game changes its players' ratings once, when it finishes (a resignation too,
// unless a person resigned before their first move: the game is aborted), and the profile shows them; a player
// leaves provisional after 10 games and then appears on the leaderboard. Bad input is a problem that stores
// nothing.
import { describe, expect, it } from 'vitest';
import { builtInBots } from '../../../src/bots/registry.js';
import { testDatabases } from '../../support/databases.js';
import { bearer, serverForSuite } from '../../support/server.js';
import { gameCount, RATED_CLOCK, signUp, type SignedUp } from '../../support/tables.js';

interface Profile {
  handle: string;
  kind: string;
  builtIn?: string;
  games: Record<string, { played: number; won: number }>;
  ratings: Record<string, { rating: number; games: number; provisional: boolean }>;
  history: Record<string, { rating: number; place: number; gameId: string }[]>;
  recent: { id: string; game: string; won: boolean }[];
}

describe.each(testDatabases())('ratings on $name', testDb => {
  const server = serverForSuite(testDb, { bots: builtInBots });
  const profile = async (handle: string): Promise<Profile> =>
    (await server.api.get(`/players/${handle}`).expect(200)).body as Profile;
  const count = async (table: 'ratings' | 'rating_history') =>
    Number(
      (
        await server.database.db
          .selectFrom(table)
          .select(eb => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  /**
   * A duel of `player` against the random bot, played to its end; the game's id. Its target is above a die's
   * 6, so the bot cannot win before the player's first move (which would abort the game: not rated).
   */
  async function againstBot(player: SignedUp, extra: Record<string, unknown> = {}): Promise<string> {
    const res = await server.api
      .post('/games')
      .set(...bearer(player.key))
      .send({
        game: 'duel',
        players: 2,
        options: { target: 7 },
        seats: [{ me: true }, { bot: 'random' }],
        clock: RATED_CLOCK,
        ...extra,
      })
      .expect(201);
    const id = res.body.id as string;
    await playToTheEnd(id, player.key);
    return id;
  }

  /** Plays the one person's seat (rolling when it may, else its first legal move) until the game ends. */
  async function playToTheEnd(id: string, credential: string): Promise<void> {
    for (let i = 0; i < 500; i++) {
      await server.app.deps.botRunner.idle();
      const legal = await server.api
        .get(`/games/${id}/legal-moves`)
        .set(...bearer(credential))
        .expect(200);
      const moves = legal.body.moves as { type: string }[];
      if (moves.length === 0) {
        const game = await server.api.get(`/games/${id}`).expect(200);
        if (game.body.status === 'finished') return;
        continue;
      }
      const move = moves.find(m => m.type === 'roll') ?? moves[0];
      await server.api
        .post(`/games/${id}/moves`)
        .set(...bearer(credential))
        .send({ move })
        .expect(200);
    }
    throw new Error(`game ${id} did not end in 500 moves`);
  }

  it('rates a finished game of a player against a built-in bot, once, and shows it on both profiles', async () => {
    const ada = await signUp(server.api, 'Ada');
    const id = await againstBot(ada);
    const mine = await profile(ada.handle);
    expect(mine).toMatchObject({ handle: ada.handle, kind: 'person', games: { duel: { played: 1 } } });
    expect(mine.ratings['duel']).toMatchObject({ games: 1, provisional: true });
    expect(mine.history['duel']).toEqual([expect.objectContaining({ gameId: id })]);
    expect(mine.recent.map(g => g.id)).toEqual([id]);
    const won = mine.games['duel']?.won === 1;
    // Winning against a newcomer raises the ordinal; losing still may (σ shrinks), but never above a win.
    if (won) expect(mine.ratings['duel']?.rating).toBeGreaterThan(1000);
    const bot = await profile('bot-random');
    expect(bot).toMatchObject({ kind: 'bot', builtIn: 'random', ratings: { duel: { games: 1, provisional: true } } });
    expect(bot.history['duel']?.[0]?.place).toBe(won ? 2 : 1);
    // Exactly once: one history row per player of the game, however often the finished game is read.
    await server.api.get(`/games/${id}`).expect(200);
    const rows = await server.database.db
      .selectFrom('rating_history')
      .select('player_id')
      .where('game_id', '=', id)
      .execute();
    expect(rows).toHaveLength(2);
  });

  it('counts a resignation like any end once the resigning seat has moved; before its first move, the game is aborted', async () => {
    const grace = await signUp(server.api, 'Grace');
    const open = async () =>
      (
        await server.api
          .post('/games')
          .set(...bearer(grace.key))
          .send({
            game: 'duel',
            players: 2,
            options: { target: 100 },
            seats: [{ me: true }, { bot: 'random' }],
            clock: RATED_CLOCK,
          })
          .expect(201)
      ).body.id as string;
    const resign = (id: string) =>
      server.api
        .post(`/games/${id}/resign`)
        .set(...bearer(grace.key))
        .expect(200);
    // At once: Grace never moved, so the game is not rated (ratings/participants.ts), though it is played.
    await resign(await open());
    expect((await profile(grace.handle)).ratings).toEqual({});
    const id = await open();
    // The bot may open the game (the deal draws who starts, and a card it plays asks for an answer): Grace
    // makes a legal move once her turn comes.
    await server.app.deps.botRunner.idle();
    const legal = await server.api
      .get(`/games/${id}/legal-moves`)
      .set(...bearer(grace.key))
      .expect(200);
    await server.api
      .post(`/games/${id}/moves`)
      .set(...bearer(grace.key))
      .send({ move: legal.body.moves[0] })
      .expect(200);
    await resign(id);
    const mine = await profile(grace.handle);
    expect(mine.games['duel']?.played).toBe(2);
    expect(mine.ratings['duel']).toMatchObject({ games: 1 });
    expect(mine.history['duel']).toEqual([expect.objectContaining({ gameId: id, place: 2 })]);
    expect(mine.ratings['duel']?.rating).toBeLessThan(1000);
  });

  it('leaves casual games out: asked for, or with an anonymous seat', async () => {
    const alan = await signUp(server.api, 'Alan');
    await againstBot(alan, { rated: false });
    const anonymous = await server.api
      .post('/games')
      .send({ game: 'duel', players: 2, options: { target: 6 }, seats: [{}, { bot: 'random' }], clock: RATED_CLOCK })
      .expect(201);
    const before = await count('rating_history');
    await playToTheEnd(anonymous.body.id as string, anonymous.body.seats[0].token as string);
    expect(await count('rating_history')).toBe(before);
    const mine = await profile(alan.handle);
    expect(mine.ratings).toEqual({});
    expect(mine.games['duel']?.played).toBe(1);
  });

  it('refuses a rated game with an anonymous seat, and an anonymous join of a rated table, storing nothing', async () => {
    const before = await gameCount(server.database.db);
    const refused = await server.api
      .post('/games')
      .set('Accept-Language', 'de')
      .send({ game: 'duel', players: 2, rated: true, seats: [{}, { bot: 'random' }], clock: RATED_CLOCK })
      .expect(400);
    expect(refused.body).toMatchObject({ code: 'invalid-request', errors: [{ path: 'seats.0' }] });
    expect(refused.body.detail).toContain('Platz 0 wäre anonym');
    const after = await gameCount(server.database.db);
    expect(after).toBe(before);

    const kurt = await signUp(server.api, 'Kurt');
    const table = await server.api
      .post('/games')
      .set(...bearer(kurt.key))
      .send({
        game: 'duel',
        players: 2,
        rated: true,
        seats: [{ me: true }, { open: true }],
        listed: true,
        clock: RATED_CLOCK,
      })
      .expect(201);
    const stranger = await server.api
      .post(`/games/${table.body.id as string}/join`)
      .send({})
      .expect(401);
    expect(stranger.body.code).toBe('missing-token');
    const emmy = await signUp(server.api, 'Emmy');
    await server.api
      .post(`/games/${table.body.id as string}/join`)
      .set(...bearer(emmy.key))
      .send({})
      .expect(200);
  });

  it('says on the game, in the listings and in the export whether the table is rated', async () => {
    const emmy = await signUp(server.api, 'Emmy');
    const open = async (extra: Record<string, unknown>, seats: unknown[] = [{ me: true }, { bot: 'random' }]) =>
      (
        await server.api
          .post('/games')
          .set(...bearer(emmy.key))
          .send({ game: 'duel', players: 2, seats, ...extra })
          .expect(201)
      ).body as { id: string; rated: boolean };
    const clock = { clock: RATED_CLOCK };
    const cases: [Record<string, unknown>, unknown[] | undefined, boolean][] = [
      [clock, undefined, true],
      [{ ...clock, rated: false }, undefined, false],
      [{ ...clock, seed: 'known' }, undefined, false],
      [clock, [{}, { bot: 'random' }], false],
      // A waiting table: rated as long as its open seat is taken with a key.
      [clock, [{ me: true }, { open: true }], true],
      // Without a clock, casual (rated-clock.test.ts).
      [{}, undefined, false],
    ];
    for (const [extra, seats, rated] of cases) {
      const created = await open(extra, seats);
      expect([extra, seats, created.rated]).toEqual([extra, seats, rated]);
      expect((await server.api.get(`/games/${created.id}`).expect(200)).body.rated).toBe(rated);
      const page = (await server.api.get('/games?limit=1').expect(200)).body.games as { id: string; rated: boolean }[];
      expect(page).toEqual([expect.objectContaining({ id: created.id, rated })]);
    }
    const over = await open({ rated: false });
    await server.api
      .post(`/games/${over.id}/resign`)
      .set(...bearer(emmy.key))
      .expect(200);
    expect((await server.api.get(`/games/${over.id}/export`).expect(200)).body.game.rated).toBe(false);
  });

  it('answers 404 for an unknown handle', async () => {
    const res = await server.api.get('/players/nobody-at-all').expect(404);
    expect(res.body).toMatchObject({ code: 'player-not-found' });
  });

  it.each([
    ['en', 'No player has the handle "a\\u000Ab\\u202Ec\\"d".'],
    ['fr', 'Aucun joueur n’a l’identifiant ou le pseudo « a\\u000Ab\\u202Ec\\"d ».'],
    ['de', 'Kein Spieler hat die Kennung oder das Kürzel „a\\u000Ab\\u202Ec\\"d“.'],
  ])('repeats an unknown handle escaped (%s): no line feed or bidi override in the detail', async (lang, detail) => {
    const res = await server.api.get('/players/a%0Ab%E2%80%AEc%22d').set('Accept-Language', lang).expect(404);
    expect(res.body).toMatchObject({ code: 'player-not-found', detail });
    expect(res.body.detail).not.toMatch(/[\n\u202e]/u);
  });

  it('lists established players on the leaderboard, best first, in pages', async () => {
    const before = (await server.api.get('/leaderboards/duel').expect(200)).body as { players: { handle: string }[] };
    const lin = await signUp(server.api, 'Lin');
    for (let i = 0; i < 9; i++) await againstBot(lin);
    // Nine games: still provisional, not listed; the bot has played more and is.
    let board = (await server.api.get('/leaderboards/duel').expect(200)).body as {
      players: { handle: string; rank: number; kind: string; rating: number; games: number }[];
      next?: string;
    };
    expect(board.players.map(p => p.handle)).not.toContain(lin.handle);
    expect(before.players.map(p => p.handle)).not.toContain(lin.handle);
    await againstBot(lin);
    board = (await server.api.get('/leaderboards/duel').expect(200)).body as typeof board;
    expect(board.players.map(p => p.handle).sort()).toEqual(['bot-random', lin.handle].sort());
    expect(board.players.find(p => p.handle === 'bot-random')?.kind).toBe('bot');
    expect(board.players.map(p => p.rank)).toEqual([1, 2]);
    expect(board.players[0]?.rating).toBeGreaterThanOrEqual(board.players[1]?.rating ?? 0);
    expect(board.next).toBeUndefined();
    const first = (await server.api.get('/leaderboards/duel?limit=1').expect(200)).body as typeof board;
    expect(first.players).toEqual([board.players[0]]);
    const second = (await server.api.get(`/leaderboards/duel?limit=1&cursor=${first.next ?? ''}`).expect(200))
      .body as typeof board;
    expect(second.players).toEqual([board.players[1]]);
    expect(second.next).toBeUndefined();
    const mine = await profile(lin.handle);
    expect(mine.ratings['duel']).toMatchObject({ games: 10, provisional: false });
    expect(mine.history['duel']).toHaveLength(10);
  });

  it('refuses a cursor it did not write and a game it does not serve', async () => {
    expect((await server.api.get('/leaderboards/duel?cursor=nonsense').expect(400)).body.code).toBe('invalid-request');
    expect((await server.api.get('/leaderboards/chess').expect(400)).body.code).toBe('invalid-request');
  });
});
