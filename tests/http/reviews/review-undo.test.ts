// A review (GET /games/{id}/review) follows the game as it stands, as the game itself does after an undo: the
// moves an undo took back are no decisions of the seat, and the decisions after them are searched from the
// state the undo returned to. Before, the review folded every move of the log, the undone ones included.
import { afterAll, describe, expect, it } from 'vitest';
import { games } from '../../../src/games/registry.js';
import { BotPool } from '../../../src/service/bots/pool.js';
import { BUSY_MACHINE } from '../../support/busy-suite.js';
import { testDatabases } from '../../support/databases.js';
import { commonsTrade, POSITION, type Move } from '../../support/monad-trades.js';
import { bearer, newGame, serverForSuite } from '../../support/server.js';

describe.each(testDatabases())('the review of a game with an undo on $name', testDb => {
  const pool = new BotPool(1, BUSY_MACHINE);
  afterAll(() => pool.close());
  const server = serverForSuite(testDb, { games, pool, reviews: { maxIterations: 40 } });

  it('reviews the moves that stand, from the state the undo returned to, and not the move taken back', async () => {
    const g = await newGame(server.api, { game: 'monad', players: 2, seed: 'review undo', position: POSITION });
    const mover = g.toAct[0] ?? 0;
    const as = (seat: number) => bearer(g.tokens[seat] ?? '');
    const legal = async (): Promise<Move[]> =>
      (
        (
          await server.api
            .get(`/games/${g.id}/legal-moves`)
            .set(...as(mover))
            .expect(200)
        ).body as { moves: Move[] }
      ).moves;
    const before = await legal();
    const trade = commonsTrade(before);
    if (!trade) throw new Error('the position has a trade of commons');
    await server.api
      .post(`/games/${g.id}/moves`)
      .set(...as(mover))
      .send({ move: trade, expectedVersion: 0 })
      .expect(200);
    await server.api
      .post(`/games/${g.id}/undo`)
      .set(...as(mover))
      .send({ expectedVersion: 1 })
      .expect(200);
    // Back where it was: the same choices, of which the seat now takes one that is no trade (a draw, M16).
    expect(await legal()).toEqual(before);
    const other = before.find(m => m.type === 'draw');
    if (!other) throw new Error('the seat may draw');
    await server.api
      .post(`/games/${g.id}/moves`)
      .set(...as(mover))
      .send({ move: other, expectedVersion: 2 })
      .expect(200);
    await server.api
      .post(`/games/${g.id}/resign`)
      .set(...as(1 - mover))
      .send({})
      .expect(200);

    const review = (await server.api.get(`/games/${g.id}/review?seat=${mover}`).expect(200)).body as {
      decisions: { seq: number; played: { move: unknown } }[];
    };
    expect(review.decisions.map(d => d.seq)).toEqual([3]);
    expect(review.decisions[0]?.played.move).toEqual(other);
  });
});
