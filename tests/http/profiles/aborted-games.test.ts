// Aborted games are not rated (as lichess does): a game in which a person's seat never made a move of its own
// before it ended is not rated. Otherwise two accounts farm a rating: A opens a rated table, B joins and
// resigns at once, and twenty loops in under a second put A first on the leaderboard. Once every person has
// moved, a resignation ends a rated game like any other end.
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../support/databases.js';
import { fixtureGame } from '../../support/fixture-game.js';
import { bearer, serverForSuite } from '../../support/server.js';
import { RATED_CLOCK, signUp, type SignedUp } from '../../support/tables.js';

describe.each(testDatabases())('aborted games on $name', testDb => {
  const server = serverForSuite(testDb, { games: [fixtureGame] });
  const ratingsOf = async (handle: string) => (await server.api.get(`/players/${handle}`).expect(200)).body.ratings;
  const historyOf = async (gameId: string) =>
    server.database.db.selectFrom('rating_history').select('place').where('game_id', '=', gameId).execute();

  /** A rated duel A opened (seat 0) and B joined (seat 1): its id, who is to act, and a roll by them. */
  async function table(a: SignedUp, b: SignedUp) {
    const created = await server.api
      .post('/games')
      .set(...bearer(a.key))
      .send({
        game: 'duel',
        players: 2,
        rated: true,
        options: { target: 100 },
        seats: [{ me: true }, { open: true }],
        clock: RATED_CLOCK,
      })
      .expect(201);
    const id = created.body.id as string;
    await server.api
      .post(`/games/${id}/join`)
      .set(...bearer(b.key))
      .send({ code: created.body.invites[0].code })
      .expect(200);
    const mover = async (): Promise<SignedUp> =>
      (await server.api.get(`/games/${id}`).expect(200)).body.toAct[0] === 0 ? a : b;
    const roll = async (): Promise<SignedUp> => {
      const who = await mover();
      await server.api
        .post(`/games/${id}/moves`)
        .set(...bearer(who.key))
        .send({ move: { type: 'roll' } })
        .expect(200);
      return who;
    };
    return { id, mover, roll };
  }
  const resign = async (id: string, who: SignedUp) => {
    await server.api
      .post(`/games/${id}/resign`)
      .set(...bearer(who.key))
      .expect(200);
    expect((await server.api.get(`/games/${id}`).expect(200)).body.status).toBe('finished');
  };

  it('does not rate a game whose loser resigned before their first move, however often', async () => {
    const a = await signUp(server.api, 'Farmer');
    const b = await signUp(server.api, 'Second account');
    for (let i = 0; i < 5; i++) {
      const { id, mover, roll } = await table(a, b);
      // At once, or after A's first move when A is first to act: B never moved either way.
      if (i % 2 === 1 && (await mover()) === a) await roll();
      await resign(id, b);
      expect(await historyOf(id)).toEqual([]);
    }
    expect(await ratingsOf(a.handle)).toEqual({});
    expect(await ratingsOf(b.handle)).toEqual({});
    expect((await server.api.get('/leaderboards/duel').expect(200)).body.players).toEqual([]);
  });

  it('rates a game in which both moved and one then resigned', async () => {
    const a = await signUp(server.api, 'Ada');
    const b = await signUp(server.api, 'Grace');
    const { id, roll } = await table(a, b);
    const first = await roll();
    expect(await roll()).not.toBe(first);
    await resign(id, b);
    expect((await historyOf(id)).map(h => h.place).sort()).toEqual([1, 2]);
    expect((await ratingsOf(a.handle)).duel).toMatchObject({ games: 1 });
    expect((await ratingsOf(b.handle)).duel).toMatchObject({ games: 1 });
  });

  it('at a table of three, leaves out only the person who never moved: the two who played are rated', async () => {
    const [a, b, c] = [
      await signUp(server.api, 'Ada'),
      await signUp(server.api, 'Grace'),
      await signUp(server.api, 'Linus'),
    ];
    const created = await server.api
      .post('/games')
      .set(...bearer(a.key))
      .send({
        game: 'duel',
        players: 3,
        rated: true,
        options: { target: 100 },
        seats: [{ me: true }, { open: true }, { open: true }],
        clock: RATED_CLOCK,
      })
      .expect(201);
    const id = created.body.id as string;
    for (const [who, invite] of [
      [b, 0],
      [c, 1],
    ] as const)
      await server.api
        .post(`/games/${id}/join`)
        .set(...bearer(who.key))
        .send({ code: created.body.invites[invite].code })
        .expect(200);
    const bySeat = [a, b, c];
    // Linus leaves at once; Ada and Grace each roll once (whoever is to act), then Grace resigns: Ada wins.
    await server.api
      .post(`/games/${id}/resign`)
      .set(...bearer(c.key))
      .expect(200);
    const moved = new Set<SignedUp>();
    while (moved.size < 2) {
      const seat = (await server.api.get(`/games/${id}`).expect(200)).body.toAct[0] as number;
      const who = bySeat[seat] as SignedUp;
      await server.api
        .post(`/games/${id}/moves`)
        .set(...bearer(who.key))
        .send({ move: { type: 'roll' } })
        .expect(200);
      moved.add(who);
    }
    await resign(id, b);
    expect((await historyOf(id)).map(h => h.place).sort()).toEqual([1, 2]);
    expect((await ratingsOf(a.handle)).duel).toMatchObject({ games: 1 });
    expect((await ratingsOf(b.handle)).duel).toMatchObject({ games: 1 });
    expect(await ratingsOf(c.handle)).toEqual({});
  });
});
