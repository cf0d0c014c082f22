// Issue 21: POST /games/{id}/undo. The seat to act takes back its own last move of the turn, back to the
// last thing revealed and before anyone else acts (Board Game Arena's policy). The log keeps every move and
// appends an `undo` naming the version it returns to; the game, `?at=N`, the event stream, idempotent
// retries and the export (which `npm run verify` replays) all follow it. Real games: Monad, whose trades of
// commons (M12) stay within the turn and reveal nothing, and Monte Carlo, whose die (C6) is a reveal.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games } from '../../../src/games/registry.js';
import { verifyExport } from '../../../src/verify/verify.js';
import { testDatabases } from '../../support/databases.js';
import { bearer, newGame, serverForSuite, type NewGame } from '../../support/server.js';
import { openEvents, type EventStream } from '../../support/sse.js';
import { signUp } from '../../support/tables.js';
import { commonsTrade, POSITION, type Move } from '../../support/monad-trades.js';

interface Game {
  version: number;
  toAct: number[];
  status: string;
  view: { hand?: unknown[] };
  undo: { allowed: boolean; returnsTo?: number; reason?: string } | null;
  updatedAt: string;
  legalMoves?: Move[];
}
interface Problem {
  status: number;
  code: string;
  reason?: string;
  detail: string;
  currentVersion?: number;
}

describe.each(testDatabases())('POST /games/{id}/undo on $name', testDb => {
  const server = serverForSuite(testDb, { games });
  const open: EventStream[] = [];
  let base = '';
  beforeAll(async () => {
    base = await server.listen();
  });
  afterAll(() => {
    for (const s of open) s.close();
  });

  const as = (g: NewGame, seat: number) => bearer(g.tokens[seat] ?? '');
  const read = async (g: NewGame, seat: number): Promise<Game> =>
    (
      await server.api
        .get(`/games/${g.id}`)
        .set(...as(g, seat))
        .expect(200)
    ).body as Game;
  const move = async (g: NewGame, seat: number, m: Move, expectedVersion: number): Promise<Game> =>
    (
      await server.api
        .post(`/games/${g.id}/moves`)
        .set(...as(g, seat))
        .send({ move: m, expectedVersion })
        .expect(200)
    ).body as Game;
  const undo = (g: NewGame, seat: number, expectedVersion?: number) =>
    server.api
      .post(`/games/${g.id}/undo`)
      .set(...as(g, seat))
      .send(expectedVersion === undefined ? {} : { expectedVersion });

  /** A Monad game whose first seat has just traded two commons (entry 1), with the game as of entry 0. */
  async function afterATrade(seed: string) {
    const g = await newGame(server.api, { game: 'monad', players: 2, seed, position: POSITION });
    const mover = g.toAct[0] ?? 0;
    const legal = await server.api
      .get(`/games/${g.id}/legal-moves`)
      .set(...as(g, mover))
      .expect(200);
    const before = { ...(await read(g, mover)), legalMoves: (legal.body as { moves: Move[] }).moves };
    const trade = commonsTrade(before.legalMoves ?? []);
    if (!trade) throw new Error('the position has a trade of commons');
    const traded = await move(g, mover, trade, 0);
    return { g, mover, before, traded, trade };
  }

  it('takes back the last move: 200 with the game as it was, an undo entry naming the version, undo shown', async () => {
    const { g, mover, before, traded } = await afterATrade('undo one');
    expect(traded.toAct).toEqual([mover]);
    expect(traded.undo).toEqual({ allowed: true, returnsTo: 0 });
    expect(before.undo).toEqual({ allowed: false, reason: 'nothing-to-undo' });
    const res = await undo(g, mover, 1).expect(200);
    const undone = res.body as Game;
    expect(res.headers.etag).toBe('"2"');
    expect(undone.version).toBe(2);
    const { legalMoves: _moves, ...game } = before;
    expect(undone).toMatchObject({ ...game, version: 2, updatedAt: undone.updatedAt });
    expect(undone.legalMoves).toEqual(before.legalMoves);
    expect(undone.undo).toEqual({ allowed: false, reason: 'nothing-to-undo' });
    // The other seat's view of the table is the one it had before the trade, too.
    const other = 1 - mover;
    expect((await read(g, other)).view).toEqual(
      (
        await server.api
          .get(`/games/${g.id}?at=0`)
          .set(...as(g, other))
          .expect(200)
      ).body.view,
    );
    expect((await read(g, other)).undo).toEqual({ allowed: false, reason: 'not-your-turn' });
    const log = (await server.api.get(`/games/${g.id}/moves`).expect(200)).body as {
      entries: { seq: number; kind: string; seat: number | null; returnsTo?: number; move: unknown }[];
    };
    expect(log.entries.map(e => e.kind)).toEqual(['setup', 'move', 'undo']);
    expect(log.entries[2]).toMatchObject({ seq: 2, kind: 'undo', seat: mover, returnsTo: 0, move: null });
  });

  it('takes back two moves one at a time, then refuses a third: nothing-to-undo', async () => {
    const { g, mover, before, traded } = await afterATrade('undo two');
    const second = commonsTrade(traded.legalMoves ?? []) ?? { type: 'end_turn' };
    const twice = await move(g, mover, second, 1);
    if (second.type === 'end_turn') throw new Error('the position has two trades of commons');
    expect(twice.undo).toEqual({ allowed: true, returnsTo: 1 });
    const first = (await undo(g, mover, 2).expect(200)).body as Game;
    expect(first.view).toEqual(traded.view);
    expect(first.undo).toEqual({ allowed: true, returnsTo: 0 });
    expect(((await undo(g, mover, 3).expect(200)).body as Game).view).toEqual(before.view);
    const refused = (await undo(g, mover, 4).expect(422)).body as Problem;
    expect(refused).toMatchObject({ code: 'undo-not-allowed', reason: 'nothing-to-undo' });
    expect(refused.detail).toMatch(/no move this turn/);
  });

  it('refuses the seat not to act (not-your-turn), and a game that is over (not-in-play)', async () => {
    const { g, mover } = await afterATrade('undo others');
    const other = 1 - mover;
    expect(((await undo(g, other, 1).expect(422)).body as Problem).reason).toBe('not-your-turn');
    await server.api
      .post(`/games/${g.id}/resign`)
      .set(...as(g, other))
      .send({})
      .expect(200);
    expect(((await undo(g, mover).expect(422)).body as Problem).reason).toBe('not-in-play');
  });

  it('once another seat acted, the move is out of reach: the turn passed, and the next seat has nothing to undo', async () => {
    const { g, mover } = await afterATrade('undo passed');
    const ended = await move(g, mover, { type: 'end_turn' }, 1);
    expect(ended.undo).toEqual({ allowed: false, reason: 'not-your-turn' });
    const other = 1 - mover;
    expect(((await undo(g, other, 2).expect(422)).body as Problem).reason).toBe('nothing-to-undo');
    expect(((await undo(g, mover, 2).expect(422)).body as Problem).reason).toBe('not-your-turn');
  });

  it('Monte Carlo: a colour named may be taken back, but not past the die (C6): revealed, said in French and German', async () => {
    const g = await newGame(server.api, { game: 'monte-carlo', players: 2, seed: 'undo die' });
    const mover = g.toAct[0] ?? 0;
    const legal = await server.api
      .get(`/games/${g.id}/legal-moves`)
      .set(...as(g, mover))
      .expect(200);
    const named = (legal.body as { moves: Move[] }).moves.find(m => m.type === 'name_colour');
    if (!named) throw new Error('two players name a colour first (C8)');
    expect((await move(g, mover, named, 0)).undo).toEqual({ allowed: true, returnsTo: 0 });
    await undo(g, mover, 1).expect(200);
    await move(g, mover, named, 2);
    const rolled = await move(g, mover, { type: 'roll' }, 3);
    if (!rolled.toAct.includes(mover)) throw new Error('the seed must leave a pawn to move after the roll');
    expect(rolled.undo).toEqual({ allowed: false, reason: 'revealed' });
    const refused = (await undo(g, mover, 4).expect(422)).body as Problem;
    expect(refused).toMatchObject({ code: 'undo-not-allowed', reason: 'revealed' });
    const fr = await undo(g, mover, 4).set('Accept-Language', 'fr').expect(422);
    expect(fr.headers['content-language']).toBe('fr');
    expect((fr.body as Problem).detail).toMatch(/a révélé/);
    const de = await undo(g, mover, 4).set('Accept-Language', 'de').expect(422);
    expect((de.body as Problem).detail).toMatch(/aufgedeckt/);
  });

  it('M13: a bonus common from the drawing deck is revealed: the trade and those before it stay (revealed)', async () => {
    const { g, mover, traded } = await afterATrade('undo bonus');
    const bonus = traded.legalMoves?.find(m => m.type === 'trade' && m.takeBonus === true);
    if (!bonus) throw new Error('the position has a bonus trade');
    const took = await move(g, mover, bonus, 1);
    expect(took.undo).toEqual({ allowed: false, reason: 'revealed' });
    expect(((await undo(g, mover, 2).expect(422)).body as Problem).reason).toBe('revealed');
    // A later move that reveals nothing may still be taken back, to just after the reveal.
    const third = commonsTrade(took.legalMoves ?? []);
    if (!third) throw new Error('the position has two trades of commons');
    expect((await move(g, mover, third, 2)).undo).toEqual({ allowed: true, returnsTo: 2 });
    expect(((await undo(g, mover, 3).expect(200)).body as Game).view).toEqual(took.view);
  });

  it('409 on a stale expectedVersion, as for moves, changing nothing', async () => {
    const { g, mover } = await afterATrade('undo stale');
    const refused = (await undo(g, mover, 0).expect(409)).body as Problem;
    expect(refused).toMatchObject({ code: 'version-conflict', currentVersion: 1 });
    const stale = await server.api
      .post(`/games/${g.id}/undo`)
      .set(...as(g, mover))
      .set('If-Match', '"0"')
      .send();
    expect(stale.status).toBe(409);
    expect((await read(g, mover)).version).toBe(1);
  });

  it('an idempotent retry gets the first answer and takes back nothing more; the key is not reused for a move', async () => {
    const { g, mover, traded } = await afterATrade('undo retry');
    const second = commonsTrade(traded.legalMoves ?? []);
    if (!second) throw new Error('the position has two trades of commons');
    await move(g, mover, second, 1);
    const send = () =>
      server.api
        .post(`/games/${g.id}/undo`)
        .set(...as(g, mover))
        .set('Idempotency-Key', 'undo-once')
        .send({});
    const first = (await send().expect(200)).body as Game;
    const again = (await send().expect(200)).body as Game;
    expect(again).toEqual(first);
    expect(first.version).toBe(3);
    expect((await read(g, mover)).version).toBe(3);
    const reused = await server.api
      .post(`/games/${g.id}/moves`)
      .set(...as(g, mover))
      .set('Idempotency-Key', 'undo-once')
      .send({ move: second });
    expect((reused.body as Problem).code).toBe('idempotency-key-reused');
  });

  it('a move and undos sent at once under one key: one of them is appended, the others replay it or are refused', async () => {
    const { g, mover, traded } = await afterATrade('undo key race');
    const second = commonsTrade(traded.legalMoves ?? []) ?? { type: 'end_turn' };
    const keyed = (path: string, body: object) =>
      server.api
        .post(`/games/${g.id}/${path}`)
        .set(...as(g, mover))
        .set('Idempotency-Key', 'one-key')
        .send(body);
    const answers = await Promise.all([keyed('undo', {}), keyed('moves', { move: second }), keyed('undo', {})]);
    const log = (await server.api.get(`/games/${g.id}/moves?after=1`).expect(200)).body as {
      entries: { kind: string }[];
    };
    expect(log.entries).toHaveLength(1);
    for (const answer of answers) {
      if (answer.status === 200) expect((answer.body as Game).version).toBe(2);
      else expect([answer.status, (answer.body as Problem).code]).toEqual([422, 'idempotency-key-reused']);
    }
    const taken = answers.filter(a => a.status === 200).length;
    expect(taken).toBe(log.entries[0]?.kind === 'undo' ? 2 : 1);
  });

  it("a move's key is not reused for an undo or a resignation (422, nothing appended); another seat's is its own", async () => {
    const g = await newGame(server.api, { game: 'monad', players: 2, seed: 'undo key of a move', position: POSITION });
    const mover = g.toAct[0] ?? 0;
    const legal = await server.api
      .get(`/games/${g.id}/legal-moves`)
      .set(...as(g, mover))
      .expect(200);
    const trade = commonsTrade((legal.body as { moves: Move[] }).moves);
    if (!trade) throw new Error('the position has a trade of commons');
    const keyed = (path: string, seat: number) =>
      server.api
        .post(`/games/${g.id}/${path}`)
        .set(...as(g, seat))
        .set('Idempotency-Key', 'one-key');
    await keyed('moves', mover).send({ move: trade }).expect(200);
    for (const path of ['undo', 'resign']) {
      const reused = await keyed(path, mover).set('Accept-Language', 'fr').send({}).expect(422);
      expect(reused.body).toMatchObject({ code: 'idempotency-key-reused' });
      expect((reused.body as Problem).detail).toContain('« one-key »');
    }
    // Keys are the seat's own: the other seat's undo with it is answered as any undo of that seat.
    expect(
      (
        (
          await keyed('undo', 1 - mover)
            .send({})
            .expect(422)
        ).body as Problem
      ).reason,
    ).toBe('not-your-turn');
    expect((await read(g, mover)).version).toBe(1);
    expect((await read(g, mover)).undo).toEqual({ allowed: true, returnsTo: 0 });
  });

  it('?at=N across an undo: the move at N, the state it returned to after it', async () => {
    const { g, mover, before, traded } = await afterATrade('undo at');
    await undo(g, mover, 1).expect(200);
    const at = async (n: number) =>
      (
        await server.api
          .get(`/games/${g.id}?at=${n}`)
          .set(...as(g, mover))
          .expect(200)
      ).body as Game;
    expect((await at(1)).view).toEqual(traded.view);
    expect((await at(2)).view).toEqual(before.view);
    expect((await at(2)).version).toBe(2);
  });

  it('reaches watchers as an event: the undo entry and the table it returned to', async () => {
    const { g, mover, before } = await afterATrade('undo event');
    const stream = await openEvents(`${base}/games/${g.id}/events`, {
      Authorization: `Bearer ${g.tokens[mover] ?? ''}`,
    });
    open.push(stream);
    await stream.waitFor(1);
    await undo(g, mover, 1).expect(200);
    const events = await stream.waitFor(2);
    const data = JSON.parse(events[1]?.data ?? '{}') as {
      version: number;
      entry: { kind: string; returnsTo?: number };
      view: unknown;
      undo?: Game['undo'];
    };
    server.contract.validate('components/schemas/GameEvent', data);
    expect(data).toMatchObject({ version: 2, entry: { kind: 'undo', returnsTo: 0 } });
    expect(data.view).toEqual(before.view);
    expect(data.undo).toEqual({ allowed: false, reason: 'nothing-to-undo' });
  });

  it('exports a finished game with undos, which verifies; a forged undo does not', async () => {
    const { g, mover, traded } = await afterATrade('undo export');
    await undo(g, mover, 1).expect(200);
    await move(g, mover, commonsTrade(traded.legalMoves ?? []) ?? { type: 'end_turn' }, 2);
    await server.api
      .post(`/games/${g.id}/resign`)
      .set(...as(g, 1 - mover))
      .send({})
      .expect(200);
    const document = (await server.api.get(`/games/${g.id}/export`).expect(200)).body as {
      entries: { kind: string; returnsTo?: number; seat: number | null }[];
    };
    expect(document.entries.map(e => e.kind)).toEqual(['setup', 'move', 'undo', 'move', 'resign']);
    expect(verifyExport(document, games)).toMatchObject({ ok: true, summary: expect.stringContaining('1 taken back') });
    const forged = structuredClone(document);
    (forged.entries[2] as { seat: number | null }).seat = 1 - mover;
    expect(verifyExport(forged, games)).toMatchObject({ ok: false, problem: expect.stringMatching(/entry 2 \(undo/) });
  });
});

// An undo after the seat's deadline is answered as a move or a resignation then is: 409 time-out, the timeout
// recorded instead (it was 422 undo-not-allowed `not-in-play`: the undo's own check ran before the clock's).
describe.each(testDatabases())('POST /games/{id}/undo past the deadline on $name', testDb => {
  const T0 = Date.parse('2026-11-26T12:00:00Z');
  let time = T0;
  const server = serverForSuite(testDb, { games, now: () => new Date(time) });

  async function clockedTrade(seed: string) {
    time = T0;
    const g = await newGame(server.api, {
      game: 'monad',
      players: 2,
      seed,
      position: POSITION,
      clock: { perTurnSeconds: 60 },
    });
    const mover = g.toAct[0] ?? 0;
    const legal = await server.api
      .get(`/games/${g.id}/legal-moves`)
      .set(...bearer(g.tokens[mover] ?? ''))
      .expect(200);
    const trade = commonsTrade((legal.body as { moves: Move[] }).moves);
    if (!trade) throw new Error('the position has a trade of commons');
    await server.api
      .post(`/games/${g.id}/moves`)
      .set(...bearer(g.tokens[mover] ?? ''))
      .send({ move: trade, expectedVersion: 0 })
      .expect(200);
    return { g, mover };
  }
  const undoAs = (g: NewGame, seat: number) =>
    server.api
      .post(`/games/${g.id}/undo`)
      .set(...bearer(g.tokens[seat] ?? ''))
      .send({});

  it('is 409 time-out, the timeout recorded instead, whether or not it was recorded before', async () => {
    const { g, mover } = await clockedTrade('undo late');
    // In time, the undo would be allowed.
    time = T0 + 59_000;
    const seen = await server.api
      .get(`/games/${g.id}`)
      .set(...bearer(g.tokens[mover] ?? ''))
      .expect(200);
    expect(seen.body.undo).toEqual({ allowed: true, returnsTo: 0 });
    time = T0 + 61_000;
    const late = await undoAs(g, mover).expect(409);
    expect(late.body).toMatchObject({ code: 'time-out' });
    expect(late.body.detail).toBe(`Seat ${mover} ran out of time in game ${g.id}: it lost on time.`);
    // Asked again, now that the timeout is in the log: the same answer.
    const again = await undoAs(g, mover).set('Accept-Language', 'de').expect(409);
    expect(again.body.code).toBe('time-out');
    const log = (await server.api.get(`/games/${g.id}/moves`).expect(200)).body as { entries: { kind: string }[] };
    expect(log.entries.map(e => e.kind)).toEqual(['setup', 'move', 'timeout']);
  });

  // A client that sends the version it saw (the page does) was told 409 version-conflict: its own request had
  // just recorded the timeout, and the version it expected was checked before the clock.
  it('is 409 time-out with the version expected too (body or If-Match), and for a move or a resignation', async () => {
    const late = [
      (g: NewGame, seat: number) => undoAs(g, seat).send({ expectedVersion: 1 }),
      (g: NewGame, seat: number) => undoAs(g, seat).set('If-Match', '"1"'),
      (g: NewGame, seat: number) =>
        server.api
          .post(`/games/${g.id}/moves`)
          .set(...bearer(g.tokens[seat] ?? ''))
          .send({ move: { type: 'end_turn' }, expectedVersion: 1 }),
      (g: NewGame, seat: number) =>
        server.api
          .post(`/games/${g.id}/resign`)
          .set(...bearer(g.tokens[seat] ?? ''))
          .send({ expectedVersion: 1 }),
    ];
    for (const [i, send] of late.entries()) {
      const { g, mover } = await clockedTrade(`late with a version ${i}`);
      time = T0 + 61_000;
      const refused = await send(g, mover).expect(409);
      expect(refused.body).toMatchObject({ code: 'time-out' });
      const log = (await server.api.get(`/games/${g.id}/moves`).expect(200)).body as { entries: { kind: string }[] };
      expect(log.entries.map(e => e.kind)).toEqual(['setup', 'move', 'timeout']);
    }
  });
});

// A vacation of the other seat's player (players/vacation.ts) is a table entry that pauses a clock and changes
// nothing on the table: the seat to act may still take back its moves of the turn, and the export verifies.
describe.each(testDatabases())('POST /games/{id}/undo across a vacation on $name', testDb => {
  const T0 = Date.parse('2026-11-26T12:00:00Z');
  const server = serverForSuite(testDb, { games, now: () => new Date(T0) });

  it("takes back the seat's move of the turn after the other player went on vacation", async () => {
    const [ada, bob] = [await signUp(server.api, 'Ada'), await signUp(server.api, 'Bob')];
    const created = await server.api
      .post('/games')
      .set(...bearer(ada.key))
      .send({
        game: 'monad',
        players: 2,
        seed: 'undo vacation',
        position: POSITION,
        seats: [{ me: true }, { open: true }],
        clock: { perTurnSeconds: 2 * 86_400 },
      })
      .expect(201);
    const id = created.body.id as string;
    const started = await server.api
      .post(`/games/${id}/join`)
      .set(...bearer(bob.key))
      .send({ code: (created.body.invites as { code: string }[])[0]?.code })
      .expect(200);
    const mover = (started.body.game.toAct as number[])[0] ?? 0;
    const [moverKey, otherKey] = mover === 0 ? [ada.key, bob.key] : [bob.key, ada.key];
    const legal = await server.api
      .get(`/games/${id}/legal-moves`)
      .set(...bearer(moverKey))
      .expect(200);
    const traded = await server.api
      .post(`/games/${id}/moves`)
      .set(...bearer(moverKey))
      .send({ move: commonsTrade((legal.body as { moves: Move[] }).moves) })
      .expect(200);
    const returnsTo = (traded.body as Game).version - 1;
    await server.api
      .post('/players/me/vacation')
      .set(...bearer(otherKey))
      .send({ until: new Date(T0 + 86_400_000).toISOString() })
      .expect(200);
    const game = (
      await server.api
        .get(`/games/${id}`)
        .set(...bearer(moverKey))
        .expect(200)
    ).body as Game;
    expect(game.undo).toEqual({ allowed: true, returnsTo });
    await server.api
      .post(`/games/${id}/undo`)
      .set(...bearer(moverKey))
      .send({})
      .expect(200);
    await server.api
      .post(`/games/${id}/resign`)
      .set(...bearer(otherKey))
      .send({})
      .expect(200);
    const document = (await server.api.get(`/games/${id}/export`).expect(200)).body as {
      entries: { kind: string }[];
    };
    expect(document.entries.map(e => e.kind)).toEqual(['setup', 'join', 'start', 'move', 'vacation', 'undo', 'resign']);
    expect(verifyExport(document, games)).toMatchObject({ ok: true, summary: expect.stringContaining('1 taken back') });
  });
});
