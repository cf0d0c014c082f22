// A bot stands in (issue 25): at a table with `onTimeout: "bot"`, a seat whose time runs out in a game of 3
// or more players is played by the heuristic bot for the rest of the game; the log records the hand-over
// (a `stand-in` entry), the seat shows the bot, the clock counts it as that seat's timeout, and the seat's
// own token may no longer act; a rematch gives the seat back to its person. Time is injected; the sweep is
// called directly, as the clock tests do.
import { describe, expect, it } from 'vitest';
import { builtInBots } from '../../../src/bots/registry.js';
import { games } from '../../../src/games/registry.js';
import { sweepClocks } from '../../../src/service/clocks/sweep.js';
import { testDatabases } from '../../support/databases.js';
import { bearer, serverForSuite } from '../../support/server.js';
import { openEvents } from '../../support/sse.js';
import { signUp } from '../../support/tables.js';

const T0 = Date.parse('2026-03-01T12:00:00.000Z');

interface GameBody {
  id: string;
  status: string;
  toAct: number[];
  bots: { seat: number; bot: string }[];
  table: { seats: { seat: number; name: string | null; bot: string | null }[] };
  clock: { timedOut?: number[]; seats: { seat: number; deadline: string | null }[] };
  seats: { seat: number; token: string }[];
}

describe.each(testDatabases())('a bot stands in on $name', testDb => {
  let time = T0;
  const server = serverForSuite(testDb, { games, bots: builtInBots, now: () => new Date(time) });

  const open = async (extra: Record<string, unknown>): Promise<GameBody> =>
    (
      await server.api
        .post('/games')
        .send({
          game: 'monad',
          players: 3,
          seed: 'stand-in',
          seats: [{ name: 'Ada' }, { name: 'Grace' }, { name: 'Linus' }],
          clock: { perTurnSeconds: 60 },
          ...extra,
        })
        .expect(201)
    ).body as GameBody;

  it('hands the seat that ran out of time to the heuristic bot; the others play on', async () => {
    time = T0;
    const created = await open({ onTimeout: 'bot' });
    const late = created.toAct[0] ?? 0;
    time = T0 + 60_000;
    await sweepClocks(server.app.deps);
    await server.app.deps.botRunner.idle();
    const game = (await server.api.get(`/games/${created.id}`).expect(200)).body as GameBody;
    expect(game.status).toBe('active');
    expect(game.bots).toEqual([{ seat: late, bot: 'heuristic' }]);
    expect(game.table.seats[late]).toMatchObject({ name: ['Ada', 'Grace', 'Linus'][late], bot: 'heuristic' });
    expect(game.clock.timedOut).toEqual([late]);
    // The bot played the seat's turn: someone else is to act, with a running deadline.
    expect(game.toAct).not.toContain(late);
    const log = (await server.api.get(`/games/${created.id}/moves`).expect(200)).body as {
      entries: { seq: number; kind: string; seat: number | null; createdAt: string; table?: unknown }[];
    };
    const handOver = log.entries.find(e => e.kind === 'stand-in');
    expect(handOver).toMatchObject({
      seat: late,
      createdAt: new Date(T0 + 60_000).toISOString(),
      table: { type: 'stood-in', seat: late, bot: 'heuristic' },
    });
    expect(log.entries.filter(e => e.kind === 'timeout')).toEqual([]);
    expect(log.entries.some(e => e.kind === 'move' && e.seat === late && e.seq > (handOver?.seq ?? 0))).toBe(true);
    // The person's token no longer acts for the seat: it lost on time.
    const token = created.seats.find(s => s.seat === late)?.token ?? '';
    const refused = await server.api
      .post(`/games/${created.id}/resign`)
      .set(...bearer(token))
      .send({});
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('time-out');
    expect(refused.body.detail).toContain('a bot plays it');
    // Nor is it offered moves or an undo on its stream while the bot plays its turns, from the hand-over on.
    const stream = await openEvents(`${await server.listen()}/games/${created.id}/events?token=${token}`, {
      'Last-Event-ID': String((handOver?.seq ?? 1) - 1),
    });
    try {
      const events = (await stream.waitFor(log.entries.length - (handOver?.seq ?? 0))).map(
        e => JSON.parse(e.data) as { toAct: number[]; legalMoves?: unknown; undo: { allowed: boolean } },
      );
      const botsTurns = events.filter(e => e.toAct.includes(late));
      expect(botsTurns.length).toBeGreaterThan(0);
      for (const event of botsTurns) {
        expect(event).not.toHaveProperty('legalMoves');
        expect(event.undo).toEqual({ allowed: false, reason: 'not-your-turn' });
      }
    } finally {
      stream.close();
    }
  });

  it('never tells the player whose seat a bot plays that it is their turn (no your-turn, webhook or push)', async () => {
    time = T0;
    const people = [
      await signUp(server.api, 'Ada'),
      await signUp(server.api, 'Grace'),
      await signUp(server.api, 'Linus'),
    ];
    const keys = people.map(p => p.key);
    const created = (
      await server.api
        .post('/games')
        .set(...bearer(keys[0] ?? ''))
        .send({
          game: 'monad',
          players: 3,
          seed: 'stand-in',
          seats: [{ me: true }, { open: true }, { open: true }],
          clock: { perTurnSeconds: 60 },
          onTimeout: 'bot',
        })
        .expect(201)
    ).body as GameBody & { invites: { code: string }[] };
    for (const [i, invite] of created.invites.entries())
      await server.api
        .post(`/games/${created.id}/join`)
        .set(...bearer(keys[i + 1] ?? ''))
        .send({ code: invite.code })
        .expect(200);
    const started = (await server.api.get(`/games/${created.id}`).expect(200)).body as GameBody;
    const late = started.toAct[0] ?? 0;
    time = T0 + 60_000;
    await sweepClocks(server.app.deps);
    await server.app.deps.botRunner.idle();
    type Entry = { seq: number; kind: string; seat: number | null };
    const entries = async (): Promise<Entry[]> =>
      ((await server.api.get(`/games/${created.id}/moves`).expect(200)).body as { entries: Entry[] }).entries;
    const handOver = (await entries()).find(e => e.kind === 'stand-in')?.seq ?? 0;
    // The people play on until the bot's seat has had a turn of its own again, after theirs.
    const botTurns = (log: Entry[]): number =>
      log.filter((e, i) => e.seq > handOver && e.kind === 'move' && e.seat === late && log[i - 1]?.seat !== late)
        .length;
    for (let moves = 0; botTurns(await entries()) < 2; moves++) {
      expect(moves).toBeLessThan(60);
      const game = (await server.api.get(`/games/${created.id}`).expect(200)).body as GameBody;
      const seat = game.toAct[0] ?? 0;
      const legal = (
        await server.api
          .get(`/games/${created.id}/legal-moves`)
          .set(...bearer(keys[seat] ?? ''))
          .expect(200)
      ).body as { moves: { type: string }[] };
      const move = legal.moves.find(m => m.type === 'end_turn') ?? legal.moves[0];
      await server.api
        .post(`/games/${created.id}/moves`)
        .set(...bearer(keys[seat] ?? ''))
        .send({ move })
        .expect(200);
    }
    // The others resign: the game ends, the last event of the late player's stream.
    for (const seat of [0, 1, 2].filter(s => s !== late))
      await server.api
        .post(`/games/${created.id}/resign`)
        .set(...bearer(keys[seat] ?? ''))
        .expect(200);
    const stream = await openEvents(`${await server.listen()}/players/me/events`, {
      Authorization: `Bearer ${keys[late] ?? ''}`,
      'Last-Event-ID': '0',
    });
    try {
      type Told = { type: string; gameId: string; version: number };
      const told = (): Told[] => stream.events.map(e => JSON.parse(e.data) as Told);
      while (!told().some(e => e.type === 'finished')) await stream.waitFor(stream.events.length + 1);
      expect(told().filter(e => e.type === 'your-turn' && e.version > handOver)).toEqual([]);
    } finally {
      stream.close();
    }
  });

  it('without onTimeout, the seat is resigned as before', async () => {
    time = T0;
    const created = await open({});
    const late = created.toAct[0] ?? 0;
    time = T0 + 60_000;
    await sweepClocks(server.app.deps);
    const log = (await server.api.get(`/games/${created.id}/moves`).expect(200)).body as {
      entries: { kind: string; seat: number | null }[];
    };
    expect(log.entries.map(e => [e.kind, e.seat]).at(-1)).toEqual(['timeout', late]);
    const game = (await server.api.get(`/games/${created.id}`).expect(200)).body as GameBody;
    expect(game.bots).toEqual([]);
  });

  it('gives the seat back to its person in a rematch, not to the bot that stood in for it', async () => {
    time = T0;
    const linus = await signUp(server.api, 'Linus');
    const created = await server.api
      .post('/games')
      .set(...bearer(linus.key))
      .send({
        game: 'monad',
        players: 3,
        seats: [{ me: true }, { bot: 'random' }, { bot: 'random' }],
        clock: { perTurnSeconds: 60 },
        onTimeout: 'bot',
      })
      .expect(201);
    const id = created.body.id as string;
    // Linus lets his time run out: the heuristic bot plays his seat to the end.
    for (let turn = 0; turn < 5; turn++) {
      await server.app.deps.botRunner.idle();
      if ((await server.api.get(`/games/${id}`).expect(200)).body.status === 'finished') break;
      time += 60_000;
      await sweepClocks(server.app.deps);
    }
    const old = (await server.api.get(`/games/${id}`).expect(200)).body as GameBody & { status: string };
    expect([old.status, old.table.seats[0]?.bot]).toEqual(['finished', 'heuristic']);
    const asked = await server.api
      .post(`/games/${id}/rematch`)
      .set(...bearer(linus.key))
      .expect(200);
    // Linus sits at seat 1 as himself, with a token that acts there; the bots keep their own seats.
    expect(asked.body.seat).toBe(1);
    expect(asked.body.game.table.seats.map((s: { bot: string | null }) => s.bot)).toEqual(['random', null, 'random']);
    const fresh = await server.api
      .get(`/games/${asked.body.game.id as string}`)
      .set(...bearer(asked.body.token as string))
      .expect(200);
    expect([fresh.body.seat, fresh.body.table.seats[1].name]).toEqual([1, 'Linus']);
  });
});
