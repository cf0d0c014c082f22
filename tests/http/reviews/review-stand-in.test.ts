// A review is of a person's decisions: once a bot stands in for a seat whose time ran out (clocks/stand-in.ts),
// the moves it plays there are the bot's, and the seat's review leaves them out. Before, they were reviewed as
// the person's own.
import { afterAll, describe, expect, it } from 'vitest';
import { builtInBots } from '../../../src/bots/registry.js';
import { games } from '../../../src/games/registry.js';
import { BotPool } from '../../../src/service/bots/pool.js';
import { sweepClocks } from '../../../src/service/clocks/sweep.js';
import { BUSY_MACHINE } from '../../support/busy-suite.js';
import { testDatabases } from '../../support/databases.js';
import { bearer, serverForSuite } from '../../support/server.js';

const T0 = Date.parse('2026-03-01T12:00:00.000Z');

describe.each(testDatabases())('the review of a seat a bot stood in for on $name', testDb => {
  let time = T0;
  const pool = new BotPool(1, BUSY_MACHINE);
  afterAll(() => pool.close());
  const server = serverForSuite(testDb, {
    games,
    bots: builtInBots,
    pool,
    reviews: { maxIterations: 20 },
    now: () => new Date(time),
  });

  it('leaves out the moves of the bot that stood in for the seat', async () => {
    const created = (
      await server.api
        .post('/games')
        .send({
          game: 'monad',
          players: 3,
          seed: 'review stand-in',
          seats: [{ name: 'Ada' }, { name: 'Grace' }, { name: 'Linus' }],
          clock: { perTurnSeconds: 60 },
          onTimeout: 'bot',
        })
        .expect(201)
    ).body as { id: string; toAct: number[]; seats: { seat: number; token: string }[] };
    const late = created.toAct[0] ?? 0;
    time = T0 + 60_000;
    await sweepClocks(server.app.deps);
    await server.app.deps.botRunner.idle();
    // The two people left resign, one after the other: the game is over.
    for (const { seat, token } of created.seats.filter(s => s.seat !== late)) {
      await server.api
        .post(`/games/${created.id}/resign`)
        .set(...bearer(token))
        .send({})
        .expect(200);
      await server.app.deps.botRunner.idle();
      expect(seat).not.toBe(late);
    }
    const log = (await server.api.get(`/games/${created.id}/moves`).expect(200)).body as {
      entries: { seq: number; kind: string; seat: number | null }[];
    };
    expect(log.entries.at(-1)?.kind).not.toBe('move');
    const handOver = log.entries.find(e => e.kind === 'stand-in')?.seq ?? -1;
    const botMoves = log.entries.filter(e => e.kind === 'move' && e.seat === late && e.seq > handOver);
    expect(botMoves.length).toBeGreaterThan(0);

    const review = (await server.api.get(`/games/${created.id}/review?seat=${late}`).expect(200)).body as {
      decisions: { seq: number }[];
    };
    // The seat's person made no move before their time ran out: nothing of theirs to review.
    expect(review.decisions).toEqual([]);
  });
});
