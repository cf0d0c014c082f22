// The correspondence time bank (issue 25): `maxSeconds` caps a bank clock, the bounds allow days, and the
// table's `onTimeout` is checked at creation. Time is an injected clock; the fixture game is "duel".
import { describe, expect, it } from 'vitest';
import { sweepClocks } from '../../../src/service/clocks/sweep.js';
import { testDatabases } from '../../support/databases.js';
import { bearer, newGame, serverForSuite } from '../../support/server.js';

const T0 = Date.parse('2026-03-01T12:00:00.000Z');
const DAY = 86_400;

interface ClockBody {
  readonly kind: string;
  readonly maxSeconds?: number;
  readonly seats: { seat: number; remainingMs: number; deadline: string | null }[];
}

describe.each(testDatabases())('the time bank on $name', testDb => {
  let time = T0;
  const server = serverForSuite(testDb, { now: () => new Date(time) });

  it('accepts a Little Golem bank and shows its cap; the increment stops at the cap', async () => {
    time = T0;
    const clock = { initialSeconds: 10 * DAY, incrementSeconds: DAY, maxSeconds: 20 * DAY };
    const g = await newGame(server.api, { game: 'duel', players: 2, options: { target: 1000 }, clock });
    expect(g.body.clock).toMatchObject({ kind: 'fischer', ...clock });
    // Eleven quick rounds (an hour each): each earns a day, the bank stops at 20 days.
    for (let i = 0; i < 22; i++) {
      time += 3_600_000;
      const game = (await server.api.get(`/games/${g.id}`).expect(200)).body as { toAct: number[] };
      const seat = game.toAct[0] ?? 0;
      await server.api
        .post(`/games/${g.id}/moves`)
        .set(...bearer(g.tokens[seat] ?? ''))
        .send({ move: { type: 'roll' } })
        .expect(200);
    }
    const body = (await server.api.get(`/games/${g.id}`).expect(200)).body as { clock: ClockBody; status: string };
    expect(body.status).toBe('active');
    expect(body.clock.seats.map(s => s.remainingMs)).toEqual([20 * DAY * 1000, 20 * DAY * 1000]);
    // Swept like any clock: at the end of the capped bank, the timeout, dated at the deadline.
    const deadline = body.clock.seats.find(s => s.deadline !== null)?.deadline ?? '';
    expect(Date.parse(deadline)).toBe(time + 20 * DAY * 1000);
    time = Date.parse(deadline);
    expect(await sweepClocks(server.app.deps)).toBe(1);
    const log = (await server.api.get(`/games/${g.id}/moves`).expect(200)).body as {
      entries: { kind: string; createdAt: string }[];
    };
    expect(log.entries.at(-1)).toEqual(expect.objectContaining({ kind: 'timeout', createdAt: deadline }));
  });

  it('refuses a cap below the start, and banks past 60 days or increments past 7 days', async () => {
    for (const clock of [
      { initialSeconds: 10 * DAY, incrementSeconds: DAY, maxSeconds: 5 * DAY },
      { initialSeconds: 61 * DAY, incrementSeconds: 0 },
      { initialSeconds: DAY, incrementSeconds: 8 * DAY },
      { initialSeconds: DAY, incrementSeconds: DAY, maxSeconds: 61 * DAY },
      { perTurnSeconds: DAY, maxSeconds: 2 * DAY },
    ]) {
      const res = await server.api.post('/games').send({ game: 'duel', players: 2, clock }).expect(400);
      expect(res.body.code).toBe('invalid-request');
    }
  });

  it('onTimeout needs a clock, and "bot" needs 3 or more players; "resign" is the default and not stored', async () => {
    const noClock = await server.api.post('/games').send({ game: 'duel', players: 3, onTimeout: 'bot' }).expect(400);
    expect(noClock.body.detail).toContain('give the table a clock');
    const two = await server.api
      .post('/games')
      .send({ game: 'duel', players: 2, clock: { perTurnSeconds: DAY }, onTimeout: 'bot' })
      .expect(400);
    expect(two.body.detail).toContain('3 or more players');
    const three = await newGame(server.api, {
      game: 'duel',
      players: 3,
      clock: { perTurnSeconds: DAY },
      onTimeout: 'bot',
    });
    expect(three.body.clock).toMatchObject({ kind: 'per-turn', onTimeout: 'bot' });
    const resign = await newGame(server.api, {
      game: 'duel',
      players: 2,
      clock: { perTurnSeconds: DAY },
      onTimeout: 'resign',
    });
    expect(resign.body.clock).not.toHaveProperty('onTimeout');
  });
});
