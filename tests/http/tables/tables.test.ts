// Tables people join (issue 9): players and their keys, open seats and invitations, the lobby, leaving and
// cancelling, rematches. Every table entry is in the log; a waiting table has nobody to act and refuses
// moves; races for a seat are decided by the log. Tests use the fixture game ("duel") where the game does
// not matter, and one real Monad game.
import { describe, expect, it } from 'vitest';
import { builtInBots } from '../../../src/bots/registry.js';
import { pick, seededRng } from '../../../src/engine/index.js';
import { games } from '../../../src/games/registry.js';
import { testDatabases } from '../../support/databases.js';
import { fixtureGame } from '../../support/fixture-game.js';
import { bearer, serverForSuite } from '../../support/server.js';
import { inviteTable, rollToTheEnd, signUp } from '../../support/tables.js';

interface Seating {
  seat: number;
  token: string;
  game: {
    id: string;
    status: string;
    toAct: number[];
    version: number;
    table: { seats: { seat: number; name: string | null; state: string }[] };
  };
}

describe.each(testDatabases())('tables and players on $name', testDb => {
  const server = serverForSuite(testDb, { games: [fixtureGame, ...games], bots: builtInBots });

  describe('players', () => {
    it('POST /players gives an id, the name and a key shown once; the key says who you are', async () => {
      const ada = await signUp(server.api, '  Ada Lovelace ');
      expect(ada.name).toBe('Ada Lovelace');
      // At least 128 random bits: 256 bits in base64url are 43 characters.
      expect(ada.key.length).toBeGreaterThanOrEqual(43);
      const me = await server.api
        .get('/players/me')
        .set(...bearer(ada.key))
        .expect(200);
      expect(me.body).toEqual({ id: ada.id, name: 'Ada Lovelace', handle: 'Ada-Lovelace' });
      // Names are not unique.
      const other = await signUp(server.api, 'Ada Lovelace');
      expect(other.id).not.toBe(ada.id);
    });

    it.each([
      ['empty', ''],
      ['blank', '   '],
      ['41 characters', 'x'.repeat(41)],
      ['a control character', 'Ada\u0007'],
    ])('refuses a name that is %s (400 invalid-request)', async (_what, name) => {
      const res = await server.api.post('/players').send({ name }).expect(400);
      expect(res.body.code).toBe('invalid-request');
    });

    it('refuses /players/me without a key (401 missing-token) or with an unknown one (401 unknown-token)', async () => {
      expect((await server.api.get('/players/me').expect(401)).body.code).toBe('missing-token');
      expect(
        (
          await server.api
            .get('/players/me')
            .set(...bearer('not-a-key'))
            .expect(401)
        ).body.code,
      ).toBe('unknown-token');
    });
  });

  describe('a table by invitation', () => {
    it('waits with nobody to act, refuses moves, and starts when the invited player takes the seat', async () => {
      const ada = await signUp(server.api, 'Ada');
      const grace = await signUp(server.api, 'Grace');
      const { id, body } = await inviteTable(server.api, ada.key);
      expect(body.status).toBe('waiting');
      expect(body.toAct).toEqual([]);
      expect(body.invites).toHaveLength(1);
      const [invite] = body.invites;
      expect(invite?.seat).toBe(1);
      expect(invite?.url).toBe(`/games/${id}/join?code=${invite?.code}`);
      expect(body.seats).toEqual([
        { seat: 0, token: expect.any(String), name: 'Ada' },
        { seat: 1, open: true },
      ]);
      expect((body.table as { seats: unknown[] }).seats).toEqual([
        { seat: 0, name: 'Ada', bot: null, handle: ada.handle, state: 'taken' },
        { seat: 1, name: null, bot: null, state: 'open' },
      ]);
      // Nobody may move while the table waits (the key works as the seat's token).
      const early = await server.api
        .post(`/games/${id}/moves`)
        .set(...bearer(ada.key))
        .send({ move: { type: 'roll' } })
        .expect(422);
      expect(early.body.code).toBe('not-started');
      expect(
        (
          await server.api
            .get(`/games/${id}/legal-moves`)
            .set(...bearer(ada.key))
            .expect(200)
        ).body.moves,
      ).toEqual([]);
      // A resignation before the start is refused too: leaving is the way out.
      expect(
        (
          await server.api
            .post(`/games/${id}/resign`)
            .set(...bearer(ada.key))
            .expect(422)
        ).body.code,
      ).toBe('not-started');

      const joined = await server.api
        .post(`/games/${id}/join`)
        .set(...bearer(grace.key))
        .send({ code: invite?.code })
        .expect(200);
      const seating = joined.body as Seating;
      // My games, awaiting me: the game shows up for the player whose turn it is, and only for them.
      const toAct = seating.game.toAct[0];
      const [first, other] = toAct === 0 ? [ada.key, grace.key] : [grace.key, ada.key];
      const awaiting = await server.api
        .get('/players/me/games?awaiting=true')
        .set(...bearer(first))
        .expect(200);
      expect(
        awaiting.body.games.map((g: { id: string; seat: number; toAct: number[] }) => [g.id, g.seat, g.toAct]),
      ).toEqual([[id, toAct, [toAct]]]);
      expect(awaiting.body.games[0].table.seats.map((s: { name: string }) => s.name)).toEqual(['Ada', 'Grace']);
      expect(
        (
          await server.api
            .get('/players/me/games?awaiting=true')
            .set(...bearer(other))
            .expect(200)
        ).body.games,
      ).toEqual([]);
      expect(
        (
          await server.api
            .get('/players/me/games?status=active')
            .set(...bearer(other))
            .expect(200)
        ).body.games,
      ).toHaveLength(1);
      expect(seating.seat).toBe(1);
      expect(seating.token.length).toBeGreaterThanOrEqual(43);
      expect(seating.game.status).toBe('active');
      expect(seating.game.toAct).toHaveLength(1);
      expect(seating.game.table.seats.map(s => [s.name, s.state])).toEqual([
        ['Ada', 'taken'],
        ['Grace', 'taken'],
      ]);
      // The join and the start are log entries with versions, like moves.
      const log = await server.api.get(`/games/${id}/moves`).expect(200);
      expect(log.body.entries.map((e: { seq: number; kind: string }) => [e.seq, e.kind])).toEqual([
        [0, 'setup'],
        [1, 'join'],
        [2, 'start'],
      ]);
      expect(log.body.entries[1].table).toEqual({ type: 'joined', seat: 1, name: 'Grace' });

      // Played to the end by the two player keys; the seat token works too.
      const final = await rollToTheEnd(server.api, id, [ada.key, grace.key]);
      expect(final['status']).toBe('finished');
      const mine = await server.api
        .get('/players/me/games?status=finished')
        .set(...bearer(grace.key))
        .expect(200);
      expect(
        (
          await server.api
            .get('/players/me/games?awaiting=true')
            .set(...bearer(grace.key))
            .expect(200)
        ).body.games,
      ).toEqual([]);
      expect(mine.body.games.map((g: { id: string; seat: number }) => [g.id, g.seat])).toEqual([[id, 1]]);
      expect(
        await server.api
          .get(`/games/${id}`)
          .set(...bearer(seating.token))
          .expect(200)
          .then(r => r.body.seat),
      ).toBe(1);
    });

    it('refuses a wrong code (403 bad-invite), a code for another seat, and a table without a code when unlisted', async () => {
      const ada = await signUp(server.api, 'Ada');
      const { id, body } = await inviteTable(server.api, ada.key, 3);
      // A name at the table follows the players' rule (1 to 40 printable characters).
      expect(
        (
          await server.api
            .post(`/games/${id}/join`)
            .send({ code: body.invites[0]?.code, name: 'x'.repeat(41) })
            .expect(400)
        ).body.code,
      ).toBe('invalid-request');
      const bad = await server.api.post(`/games/${id}/join`).send({ code: 'made-up' }).expect(403);
      expect(bad.body.code).toBe('bad-invite');
      const [first] = body.invites;
      expect(
        (await server.api.post(`/games/${id}/join`).send({ code: first?.code, seat: 2 }).expect(403)).body.code,
      ).toBe('bad-invite');
      expect((await server.api.post(`/games/${id}/join`).send({}).expect(403)).body.code).toBe('bad-invite');
      // The code also works from the invite url's query string, once.
      const taken = await server.api
        .post(first?.url ?? '')
        .send({ name: 'Bob' })
        .expect(200);
      expect(taken.body.seat).toBe(1);
      expect(taken.body.game.status).toBe('waiting');
      expect((await server.api.post(`/games/${id}/join`).send({ code: first?.code }).expect(409)).body.code).toBe(
        'seat-taken',
      );
    });

    it('keeps a player to one seat per table (409 already-seated) and refuses an unknown key (401)', async () => {
      const ada = await signUp(server.api, 'Ada');
      const { id, body } = await inviteTable(server.api, ada.key, 3);
      const again = await server.api
        .post(`/games/${id}/join`)
        .set(...bearer(ada.key))
        .send({ code: body.invites[0]?.code })
        .expect(409);
      expect(again.body.code).toBe('already-seated');
      expect(
        (
          await server.api
            .post(`/games/${id}/join`)
            .set(...bearer('nobody'))
            .send({ code: body.invites[0]?.code })
            .expect(401)
        ).body.code,
      ).toBe('unknown-token');
      // A { me: true } seat needs a player key.
      const noKey = await server.api
        .post('/games')
        .send({ game: 'duel', players: 2, seats: [{ me: true }, { open: true }] })
        .expect(401);
      expect(noKey.body.code).toBe('missing-token');
      const twice = await server.api
        .post('/games')
        .set(...bearer(ada.key))
        .send({ game: 'duel', players: 2, seats: [{ me: true }, { me: true }] })
        .expect(400);
      expect(twice.body.code).toBe('invalid-request');
    });

    it('lets a seated person leave before the start (the seat and its code open again) and not after (422 not-waiting)', async () => {
      const ada = await signUp(server.api, 'Ada');
      const bob = await signUp(server.api, 'Bob');
      const { id, body } = await inviteTable(server.api, ada.key, 3);
      const code = body.invites[0]?.code;
      const joined = (
        await server.api
          .post(`/games/${id}/join`)
          .set(...bearer(bob.key))
          .send({ code })
          .expect(200)
      ).body as Seating;
      const left = await server.api
        .post(`/games/${id}/leave`)
        .set(...bearer(joined.token))
        .expect(200);
      expect(left.body.table.seats[1]).toEqual({ seat: 1, name: null, bot: null, state: 'open' });
      // The leaver's token no longer holds a seat; the code opens the seat again.
      expect(
        (
          await server.api
            .get(`/games/${id}`)
            .set(...bearer(joined.token))
            .expect(401)
        ).body.code,
      ).toBe('unknown-token');
      await server.api
        .post(`/games/${id}/join`)
        .set(...bearer(bob.key))
        .send({ code })
        .expect(200);
      await server.api.post(`/games/${id}/join`).send({ code: body.invites[1]?.code }).expect(200);
      const leaveLate = await server.api
        .post(`/games/${id}/leave`)
        .set(...bearer(bob.key))
        .expect(422);
      expect(leaveLate.body.code).toBe('not-waiting');
      const log = await server.api.get(`/games/${id}/moves`).expect(200);
      expect(log.body.entries.map((e: { kind: string }) => e.kind)).toEqual([
        'setup',
        'join',
        'leave',
        'join',
        'join',
        'start',
      ]);
    });

    it('lets its creator cancel a waiting table: terminal, seed revealed, nothing more accepted', async () => {
      const ada = await signUp(server.api, 'Ada');
      const { id, body } = await inviteTable(server.api, ada.key);
      const stranger = await server.api.post(`/games/${id}/cancel`).expect(401);
      expect(stranger.body.code).toBe('missing-token');
      const cancelled = await server.api
        .post(`/games/${id}/cancel`)
        .set(...bearer(ada.key))
        .expect(200);
      expect(cancelled.body.status).toBe('cancelled');
      expect(cancelled.body.toAct).toEqual([]);
      expect(cancelled.body.seed).toEqual(expect.any(String));
      expect(
        (await server.api.post(`/games/${id}/join`).send({ code: body.invites[0]?.code }).expect(422)).body.code,
      ).toBe('not-waiting');
      // Cancelling again answers the cancelled table as it is (issue 21: idempotent).
      expect(
        (
          await server.api
            .post(`/games/${id}/cancel`)
            .set(...bearer(ada.key))
            .expect(200)
        ).body.version,
      ).toBe(cancelled.body.version);
      const move = await server.api
        .post(`/games/${id}/moves`)
        .set(...bearer(ada.key))
        .send({ move: { type: 'roll' } })
        .expect(422);
      expect(move.body.code).toBe('game-cancelled');
      expect(
        (await server.api.get('/games?status=cancelled&limit=100').expect(200)).body.games.map(
          (g: { id: string }) => g.id,
        ),
      ).toContain(id);
    });

    it('bots at a waiting table play once it starts', async () => {
      const res = await server.api
        .post('/games')
        .send({ game: 'monad', players: 2, seed: 'bot waits', seats: [{ bot: 'heuristic' }, { open: true }] })
        .expect(201);
      expect(res.body.version).toBe(0);
      expect(res.body.status).toBe('waiting');
      const joined = (
        await server.api.post(`/games/${res.body.id}/join`).send({ code: res.body.invites[0].code }).expect(200)
      ).body as Seating;
      // Seat 0 (the bot) opens, so its turn was played right after the start.
      expect(joined.game.toAct).toEqual([1]);
      expect(joined.game.version).toBeGreaterThan(2);
    });
  });

  describe('the lobby', () => {
    it('lists listed tables with an open seat, with their seats; strangers fill one from the lobby', async () => {
      const created = await server.api
        .post('/games')
        .send({ game: 'duel', players: 3, listed: true, seats: [{ name: 'Host' }, { open: true }, { open: true }] })
        .expect(201);
      const id = created.body.id as string;
      // An unlisted waiting table is not in the lobby.
      const ada = await signUp(server.api, 'Ada');
      const hidden = await inviteTable(server.api, ada.key);
      const lobby = await server.api.get('/games?status=waiting&open=true&game=duel&limit=100').expect(200);
      const ids = lobby.body.games.map((g: { id: string }) => g.id);
      expect(ids).toContain(id);
      expect(ids).not.toContain(hidden.id);
      const listed = lobby.body.games.find((g: { id: string }) => g.id === id);
      expect(listed.table).toEqual({
        listed: true,
        seats: [
          { seat: 0, name: 'Host', bot: null, state: 'taken' },
          { seat: 1, name: null, bot: null, state: 'open' },
          { seat: 2, name: null, bot: null, state: 'open' },
        ],
      });
      const first = (await server.api.post(`/games/${id}/join`).send({ name: 'Stranger 1' }).expect(200))
        .body as Seating;
      expect(first.seat).toBe(1);
      expect((await server.api.post(`/games/${id}/join`).send({ seat: 1 }).expect(409)).body.code).toBe('seat-taken');
      const second = (await server.api.post(`/games/${id}/join`).send({ seat: 2, name: 'Stranger 2' }).expect(200))
        .body as Seating;
      expect(second.game.status).toBe('active');
      const after = await server.api.get('/games?status=waiting&open=true&limit=100').expect(200);
      expect(after.body.games.map((g: { id: string }) => g.id)).not.toContain(id);
      // Too late: every seat is taken.
      expect((await server.api.post(`/games/${id}/join`).send({}).expect(409)).body.code).toBe('seat-taken');
      // A classic game never waits for anyone.
      const classic = await server.api.post('/games').send({ game: 'duel', players: 2 }).expect(201);
      expect(
        (
          await server.api
            .post(`/games/${classic.body.id as string}/join`)
            .send({})
            .expect(422)
        ).body.code,
      ).toBe('not-waiting');
      // Pages of the lobby follow the cursor as the other listings do.
      const page = await server.api.get('/games?open=true&limit=1').expect(200);
      expect(page.body.games.length).toBeLessThanOrEqual(1);
    });
  });

  describe('rematch', () => {
    it('opens one new game with seats moved on by one; each person takes their seat; it starts when all have', async () => {
      const ada = await signUp(server.api, 'Ada');
      const grace = await signUp(server.api, 'Grace');
      const { id, body } = await inviteTable(server.api, ada.key);
      await server.api
        .post(`/games/${id}/join`)
        .set(...bearer(grace.key))
        .send({ code: body.invites[0]?.code })
        .expect(200);
      const early = await server.api
        .post(`/games/${id}/rematch`)
        .set(...bearer(ada.key))
        .expect(422);
      expect(early.body.code).toBe('not-finished');
      await rollToTheEnd(server.api, id, [ada.key, grace.key]);

      const first = await server.api
        .post(`/games/${id}/rematch`)
        .set(...bearer(grace.key))
        .expect(200);
      const next = first.body.game.id as string;
      expect(first.body.seat).toBe(0);
      expect(first.body.token).toEqual(expect.any(String));
      expect(first.body.game.status).toBe('waiting');
      expect(first.body.game.table).toMatchObject({ rematchOf: id, listed: false });
      expect(first.body.game.table.seats.map((s: { name: string; state: string }) => [s.name, s.state])).toEqual([
        ['Grace', 'taken'],
        ['Ada', 'reserved'],
      ]);
      // Nobody else takes a reserved seat.
      expect((await server.api.post(`/games/${next}/join`).send({ seat: 1 }).expect(403)).body.code).toBe('bad-invite');
      expect((await server.api.get(`/games/${id}`).expect(200)).body.table.rematch).toBe(next);

      const second = await server.api
        .post(`/games/${id}/rematch`)
        .set(...bearer(ada.key))
        .expect(200);
      expect(second.body.game.id).toBe(next);
      expect(second.body.seat).toBe(1);
      expect(second.body.game.status).toBe('active');
      // Idempotent: asking again names the same game, without a new token.
      const again = await server.api
        .post(`/games/${id}/rematch`)
        .set(...bearer(grace.key))
        .expect(200);
      expect(again.body).toMatchObject({ seat: 0, token: null, game: { id: next } });
      await rollToTheEnd(server.api, next, [grace.key, ada.key]);
      const log = await server.api.get(`/games/${id}/moves`).expect(200);
      expect(log.body.entries.at(-1)).toMatchObject({ kind: 'rematch', table: { type: 'rematch', game: next } });
    });

    it('works for a classic game too, by seat tokens, and keeps the bots', async () => {
      const created = await server.api
        .post('/games')
        .send({
          game: 'monad',
          players: 2,
          seed: 'rematch-bots',
          options: { maxTurns: 2 },
          seats: [{}, { bot: 'random' }],
        })
        .expect(201);
      const token = created.body.seats[0].token as string;
      // Resigning against the bot ends the game at once.
      await server.api
        .post(`/games/${created.body.id}/resign`)
        .set(...bearer(token))
        .expect(200);
      const res = await server.api
        .post(`/games/${created.body.id}/rematch`)
        .set(...bearer(token))
        .expect(200);
      expect(res.body.seat).toBe(1);
      expect(res.body.game.bots).toEqual([{ seat: 0, bot: 'random' }]);
      expect(res.body.game.status).toBe('active');
      // The bot opens at seat 0 and has played its turn; the person is to act.
      expect(res.body.game.toAct).toEqual([1]);
    });
  });

  it('plays a real Monad game made by invitation to its end with two player keys', async () => {
    const ada = await signUp(server.api, 'Ada');
    const grace = await signUp(server.api, 'Grace');
    const created = await server.api
      .post('/games')
      .set(...bearer(ada.key))
      .send({
        game: 'monad',
        players: 2,
        seed: 'monad by invitation',
        options: { maxTurns: 6 },
        seats: [{ me: true }, { open: true }],
      })
      .expect(201);
    const id = created.body.id as string;
    await server.api
      .post(`/games/${id}/join`)
      .set(...bearer(grace.key))
      .send({ code: created.body.invites[0].code })
      .expect(200);
    const keys = [ada.key, grace.key];
    const rng = seededRng(9);
    let game = (await server.api.get(`/games/${id}`).expect(200)).body as { status: string; toAct: number[] };
    for (let i = 0; i < 500 && game.status === 'active'; i++) {
      const seat = game.toAct[0] ?? 0;
      const legal = await server.api
        .get(`/games/${id}/legal-moves`)
        .set(...bearer(keys[seat] ?? ''))
        .expect(200);
      const move = pick(legal.body.moves as unknown[], rng);
      game = (
        await server.api
          .post(`/games/${id}/moves`)
          .set(...bearer(keys[seat] ?? ''))
          .send({ move })
          .expect(200)
      ).body;
    }
    expect(game.status).toBe('finished');
  });
});
