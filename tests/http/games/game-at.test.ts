// GET /games/{id}?at=N: the game as the caller could see it right after entry N, with the fixture game
// "duel" (hidden hands, D1 roll, D2 draw, D7 the last seat left wins). The answer has the shape of the game
// now; hidden information stays hidden at any version, and the seed shows only once the game is over.
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../support/databases.js';
import { bearer, newGame, serverForSuite, type Api, type NewGame } from '../../support/server.js';

interface Seen {
  version: number;
  status: string;
  toAct: number[];
  seat: number | null;
  seed: string | null;
  view: { hand: number[] | null; handSizes: number[]; scores: number[] };
}

/** The deal decides who starts: in these tests, seat "0" is the seat dealt the first turn and "1" the other. */
const real = (g: NewGame, s: number): number => (s + (g.toAct[0] ?? 0)) % 2;
const seat = (g: NewGame, s: number): [string, string] => bearer(g.tokens[real(g, s)] ?? '');
/** Hand sizes by real seat, given the first seat's and the other's. */
const sizes = (g: NewGame, first: number, other: number): number[] =>
  real(g, 0) === 0 ? [first, other] : [other, first];

/** The first seat draws (D2, entry 1), the other rolls (D1, entry 2). */
async function twoTurns(api: Api, seed: string): Promise<NewGame> {
  const g = await newGame(api, { game: 'duel', players: 2, seed });
  await api
    .post(`/games/${g.id}/moves`)
    .set(...seat(g, 0))
    .send({ move: { type: 'draw' }, expectedVersion: 0 })
    .expect(200);
  await api
    .post(`/games/${g.id}/moves`)
    .set(...seat(g, 1))
    .send({ move: { type: 'roll' }, expectedVersion: 1 })
    .expect(200);
  return g;
}

describe.each(testDatabases())('GET /games/{id}?at=N on $name', testDb => {
  const server = serverForSuite(testDb);
  const at = (g: NewGame, n: number | string, viewer?: number) => {
    const req = server.api.get(`/games/${g.id}?at=${n}`);
    return viewer === undefined ? req : req.set(...seat(g, viewer));
  };

  it('at 0 is the table as dealt: the seat sees its hand of then, not of now', async () => {
    const g = await twoTurns(server.api, 'at zero');
    const dealt = (
      await server.api
        .get(`/games/${g.id}`)
        .set(...seat(g, 0))
        .expect(200)
    ).body as Seen;
    const then = (await at(g, 0, 0).expect(200)).body as Seen;
    expect(then).toMatchObject({ version: 0, status: 'active', toAct: [real(g, 0)], seat: real(g, 0), seed: null });
    expect(then.view.handSizes).toEqual([3, 3]);
    expect(dealt.view.handSizes).toEqual(sizes(g, 4, 3));
    // The hand of then is the hand of now without the card drawn at entry 1.
    expect(dealt.view.hand?.slice(0, 3)).toEqual(then.view.hand);
  });

  it("another seat's hand stays hidden at an old version; a spectator sees no hand", async () => {
    const g = await twoTurns(server.api, 'at hidden');
    const byOne = (await at(g, 1, 1).expect(200)).body as Seen;
    const byZero = (await at(g, 1, 0).expect(200)).body as Seen;
    expect(byOne).toMatchObject({
      version: 1,
      toAct: [real(g, 1)],
      seat: real(g, 1),
      view: { handSizes: sizes(g, 4, 3) },
    });
    expect(byOne.view.hand).toHaveLength(3);
    expect(byZero.view.hand).toHaveLength(4);
    expect(byOne.view.hand).not.toEqual(byZero.view.hand?.slice(0, 3));
    const spectator = (await at(g, 1).expect(200)).body as Seen;
    expect(spectator).toMatchObject({ version: 1, seat: null, view: { hand: null } });
  });

  it('at the current version is the game now, without an ETag', async () => {
    const g = await twoTurns(server.api, 'at now');
    const now = await server.api
      .get(`/games/${g.id}`)
      .set(...seat(g, 1))
      .expect(200);
    const atNow = await at(g, 2, 1).expect(200);
    expect(atNow.body).toEqual(now.body);
    expect(now.headers['etag']).toBe('"2"');
    expect(atNow.headers['etag']).toBeUndefined();
  });

  it('beyond the current version is a 404 version-not-found naming the versions there are', async () => {
    const g = await twoTurns(server.api, 'at beyond');
    const res = await at(g, 3, 0).expect(404);
    expect(res.body).toMatchObject({ code: 'version-not-found', type: '/problems/version-not-found' });
    expect(res.body.detail).toContain('from 0 to 2');
  });

  it.each(['-1', 'x', '1.5', '1&at=2'])('at=%s is a 400 invalid-request', async n => {
    const g = await twoTurns(server.api, 'at invalid');
    const res = await at(g, n).expect(400);
    expect(res.body).toMatchObject({ code: 'invalid-request' });
  });

  it("refuses another game's token at any version, as now (403)", async () => {
    const [g, other] = [await twoTurns(server.api, 'at mine'), await newGame(server.api)];
    const res = await server.api
      .get(`/games/${g.id}?at=0`)
      .set(...seat(other, 0))
      .expect(403);
    expect(res.body.code).toBe('wrong-game');
  });

  it('once the game is over (D7, the other seat resigned), every version shows the seed; the state is still then', async () => {
    const g = await twoTurns(server.api, 'at finished');
    expect(((await at(g, 0).expect(200)).body as Seen).seed).toBeNull();
    await server.api
      .post(`/games/${g.id}/resign`)
      .set(...seat(g, 1))
      .send({})
      .expect(200);
    const then = (await at(g, 0).expect(200)).body as Seen;
    expect(then).toMatchObject({
      version: 0,
      status: 'active',
      toAct: [real(g, 0)],
      seed: 'at finished',
      view: { hand: null, handSizes: [3, 3] },
    });
  });
});
