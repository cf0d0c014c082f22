// GET /games/{id}/review of a game whose kind has no reviewer (bots/registry.ts's reviewerFor: the tests' duel,
// a game a future server may add): a 404 review-not-offered problem in the caller's language, decided before
// anything is queued for the bot threads — not a 500 from a search that cannot run — and the same before the
// game ends (it never has a review) and for HEAD.
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { seededRng } from '../../../src/engine/index.js';
import { games } from '../../../src/games/registry.js';
import { BotPool } from '../../../src/service/bots/pool.js';
import type { ReviewRequest } from '../../../src/service/bots/worker.js';
import { BUSY_MACHINE } from '../../support/busy-suite.js';
import { testDatabases } from '../../support/databases.js';
import { fixtureGame } from '../../support/fixture-game.js';
import { playByTokens } from '../../support/replay.js';
import { newGame, serverForSuite } from '../../support/server.js';

/** The pool, counting the decisions it is asked to review. */
class CountingPool extends BotPool {
  reviewed = 0;
  override review(request: Omit<ReviewRequest, 'id' | 'log'>, log: readonly unknown[]) {
    this.reviewed++;
    return super.review(request, log);
  }
}

describe.each(testDatabases())('a review of a game with no reviewer on $name', testDb => {
  const pool = new CountingPool(1, BUSY_MACHINE);
  afterAll(() => pool.close());
  const server = serverForSuite(testDb, { games: [fixtureGame, ...games], pool, reviews: { maxIterations: 20 } });

  it('is a 404 review-not-offered, in the caller’s language, and queues nothing', async () => {
    // A chosen seed, so the deal is the same each run: each seat has a decision to review (the old code's 500).
    const g = await newGame(server.api, { game: 'duel', players: 2, options: { target: 8 }, seed: 'not-offered' });
    // Not a 409 "ask again once it is over" while it is on: it will never have one.
    const early = await server.api.get(`/games/${g.id}/review?seat=0`).expect(404);
    expect(early.body).toMatchObject({ code: 'review-not-offered', status: 404 });

    const { game, moves } = await playByTokens(server.api, g, seededRng(4));
    expect(game.status).toBe('finished');
    // Moves chosen among two or more (roll, draw, play a card): decisions the old code sent to the pool.
    expect(moves).toBeGreaterThan(1);
    for (const seat of [0, 1]) {
      const refused = await server.api.get(`/games/${g.id}/review?seat=${seat}`).expect(404);
      expect(refused.headers['content-type']).toContain('application/problem+json');
      expect(refused.body).toMatchObject({ code: 'review-not-offered', status: 404, title: 'This game has no review' });
      expect(refused.body.detail).toBe(
        `Game ${g.id} is a game of duel, which this server does not review: no review is offered for it.`,
      );
    }
    const fr = await server.api.get(`/games/${g.id}/review?seat=0`).set('Accept-Language', 'fr').expect(404);
    expect(fr.body.title).toBe('Cette partie n’a pas d’analyse');
    expect(fr.body.detail).toContain('que ce serveur n’analyse pas');
    const de = await server.api.get(`/games/${g.id}/review?seat=0`).set('Accept-Language', 'de').expect(404);
    expect(de.body.title).toBe('Diese Partie hat keine Analyse');
    expect(de.body.detail).toContain('das dieser Server nicht analysiert');
    // Whichever the seat: the game has none.
    const beyond = await server.api.get(`/games/${g.id}/review?seat=3`).expect(404);
    expect(beyond.body.code).toBe('review-not-offered');

    const head = await request(server.app.express).head(`/games/${g.id}/review?seat=0`).expect(404);
    expect(head.headers['content-type']).toContain('application/problem+json');
    expect(pool.reviewed).toBe(0);
  }, 120_000);

  it('still reviews a game of a kind that has a reviewer, on the same server', async () => {
    const g = await newGame(server.api, { game: 'monad', players: 2, options: { maxTurns: 2 } });
    await playByTokens(server.api, g, seededRng(2));
    const before = pool.reviewed;
    const review = await server.api.get(`/games/${g.id}/review?seat=0`).expect(200);
    expect(review.body).toMatchObject({ id: g.id, seat: 0, game: 'monad' });
    expect(pool.reviewed - before).toBe((review.body as { decisions: unknown[] }).decisions.length);
  }, 120_000);
});
