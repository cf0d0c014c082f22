// GET /players/me/inbox (issue 25): the games awaiting the player, soonest deadline first, each with what
// happened since the player's last move there, as GET /games/{id}/moves shows it to that seat (a draw of
// another seat stays hidden). Time is injected; the fixture game is "duel" (D1 roll, D2 draw: the turn passes).
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../support/databases.js';
import { bearer, serverForSuite, type TestServer } from '../../support/server.js';
import { signUp } from '../../support/tables.js';

const T0 = Date.parse('2026-03-01T12:00:00.000Z');

interface Created {
  id: string;
  toAct: number[];
  seats: { seat: number; token?: string }[];
}
interface InboxGame {
  id: string;
  seat: number;
  sinceYourLastMove: { after: number; count: number; entries: { seq: number; kind: string; seat: number | null }[] };
}

describe.each(testDatabases())('the inbox on $name', testDb => {
  let time = T0;
  const server: TestServer = serverForSuite(testDb, { now: () => new Date(time) });

  const act = (id: string, token: string, type: 'roll' | 'draw') =>
    server.api
      .post(`/games/${id}/moves`)
      .set(...bearer(token))
      .send({ move: { type } })
      .expect(200);
  const toAct = async (id: string): Promise<number> =>
    ((await server.api.get(`/games/${id}`).expect(200)).body as { toAct: number[] }).toAct[0] ?? -1;

  /** A 3-seat duel with the player at seat 0, played by tokens until it is seat 0's turn again after its move. */
  async function game(
    key: string,
    clock: Record<string, number> | undefined,
  ): Promise<{ id: string; tokens: string[] }> {
    const res = await server.api
      .post('/games')
      .set(...bearer(key))
      .send({
        game: 'duel',
        players: 3,
        options: { target: 1000 },
        seats: [{ me: true }, {}, {}],
        ...(clock ? { clock } : {}),
      })
      .expect(201);
    const created = res.body as Created;
    const tokens = created.seats.map(s => s.token ?? '');
    return { id: created.id, tokens };
  }

  it('lists the games awaiting me, soonest deadline first, with the entries since my last move as my seat sees them', async () => {
    time = T0;
    const me = await signUp(server.api, 'Inboxer');
    const later = await game(me.key, { perTurnSeconds: 3 * 86_400 });
    const sooner = await game(me.key, { perTurnSeconds: 86_400 });
    const none = await game(me.key, undefined);
    for (const g of [later, sooner, none]) {
      // Until the player's seat is to act: the others roll; then the player draws, and the two others
      // draw (hidden from the player) and roll.
      while ((await toAct(g.id)) !== 0) await act(g.id, g.tokens[await toAct(g.id)] ?? '', 'roll');
      time += 1000;
      await act(g.id, me.key, 'draw');
      await act(g.id, g.tokens[1] ?? '', 'draw');
      await act(g.id, g.tokens[2] ?? '', 'roll');
    }
    const res = await server.api
      .get('/players/me/inbox')
      .set(...bearer(me.key))
      .expect(200);
    const games = res.body.games as InboxGame[];
    expect(games.map(g => g.id)).toEqual([sooner.id, later.id, none.id]);
    expect(res.body.nextCursor).toBeNull();
    // Paged as "my games" is: the next page from nextCursor, in the same order, each game once.
    const first = await server.api
      .get('/players/me/inbox?limit=2')
      .set(...bearer(me.key))
      .expect(200);
    expect((first.body.games as InboxGame[]).map(g => g.id)).toEqual([sooner.id, later.id]);
    const second = await server.api
      .get('/players/me/inbox')
      .query({ limit: 2, cursor: first.body.nextCursor as string })
      .set(...bearer(me.key))
      .expect(200);
    expect((second.body.games as InboxGame[]).map(g => g.id)).toEqual([none.id]);
    expect(second.body.nextCursor).toBeNull();
    for (const item of games) {
      expect(item.seat).toBe(0);
      const since = item.sinceYourLastMove;
      expect(since.count).toBe(2);
      expect(since.entries.map(e => [e.kind, e.seat])).toEqual([
        ['move', 1],
        ['move', 2],
      ]);
      // The same entries, in the same shape, as the log shows them to the player's seat: seat 1's drawn
      // card stays hidden.
      const log = await server.api
        .get(`/games/${item.id}/moves?after=${since.after}`)
        .set(...bearer(me.key))
        .expect(200);
      expect(since.entries).toEqual(log.body.entries);
      expect(JSON.stringify(since.entries[0])).not.toMatch(/"card":\d/);
    }
    // A game not awaiting me is not in my inbox.
    await act(none.id, me.key, 'roll');
    const after = await server.api
      .get('/players/me/inbox?limit=5')
      .set(...bearer(me.key))
      .expect(200);
    expect((after.body.games as InboxGame[]).map(g => g.id)).toEqual([sooner.id, later.id]);
  });

  it('lists no game the player lost on time: the timeout is recorded first, as a read of the game records it, swept or not', async () => {
    time = T0 + 30 * 86_400_000;
    const me = await signUp(server.api, 'Late');
    const g = await game(me.key, { perTurnSeconds: 86_400 });
    while ((await toAct(g.id)) !== 0) await act(g.id, g.tokens[await toAct(g.id)] ?? '', 'roll');
    const listed = async (path: string): Promise<string[]> =>
      (
        (
          await server.api
            .get(path)
            .set(...bearer(me.key))
            .expect(200)
        ).body.games as { id: string }[]
      ).map(x => x.id);
    expect(await listed('/players/me/inbox')).toEqual([g.id]);
    // A day later the deadline has passed; this server sweeps no clocks (the tests' servers never do).
    time += 86_400_000;
    expect(await listed('/players/me/inbox')).toEqual([]);
    expect(await listed('/players/me/games?awaiting=true')).toEqual([]);
    const log = (await server.api.get(`/games/${g.id}/moves`).expect(200)).body as {
      entries: { kind: string; seat: number | null; createdAt: string }[];
    };
    expect(log.entries.filter(e => e.kind === 'timeout')).toMatchObject([
      { seat: 0, createdAt: new Date(time).toISOString() },
    ]);
  });

  it('needs the player key, a sensible limit, and a cursor this server issued', async () => {
    expect((await server.api.get('/players/me/inbox').expect(401)).body.code).toBeDefined();
    const me = await signUp(server.api, 'Limits');
    const res = await server.api
      .get('/players/me/inbox?limit=0')
      .set(...bearer(me.key))
      .expect(400);
    expect(res.body.code).toBe('invalid-request');
    const forged = await server.api
      .get('/players/me/inbox?cursor=bm90LWEtY3Vyc29y')
      .set(...bearer(me.key))
      .set('Accept-Language', 'de')
      .expect(400);
    expect(forged.body).toMatchObject({
      code: 'invalid-request',
      detail: 'Dieser Cursor stammt nicht von diesem Server.',
    });
  });
});
