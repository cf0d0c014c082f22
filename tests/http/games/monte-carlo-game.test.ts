// Monte Carlo Gamble through the HTTP API (issue 4): whole games played by seat tokens alone — read the
// game, take a seat that is to act, list its legal moves, send one with the version it was chosen at —
// to their end, on every database. Then the game is audited as anyone can once it is over: the outcome
// ranks every seat by points, the revealed seed hashes to the seedHash published at the start, and the seed
// with the logged moves reproduces every logged fact (src/service/games/rng.ts: one stream per entry), the
// final view and the outcome.
import { describe, expect, it } from 'vitest';
import { seededRng } from '../../../src/engine/index.js';
import { monteCarlo } from '../../../src/games/monte-carlo/index.js';
import { games } from '../../../src/games/registry.js';
import { testDatabases } from '../../support/databases.js';
import { expectReproducible, playByTokens } from '../../support/replay.js';
import { newGame, serverForSuite } from '../../support/server.js';

describe.each(testDatabases())('Monte Carlo Gamble through the API on $name', testDb => {
  const server = serverForSuite(testDb, { games });

  it.each([
    { players: 2, seed: 'monte-carlo http 2', rngSeed: 7 },
    { players: 3, seed: 'monte-carlo http 3', rngSeed: 8 },
  ])(
    '$players players: seat tokens play a whole game to its end; the revealed seed reproduces it',
    async ({ players, seed, rngSeed }) => {
      const started = Date.now();
      const g = await newGame(server.api, { game: 'monte-carlo', players, seed });
      expect(g.body['seed']).toBeNull();
      const { game, moves } = await playByTokens(server.api, g, seededRng(rngSeed));

      expect(game.status).toBe('finished');
      const outcome = game.outcome;
      expect(outcome).not.toBeNull();
      if (!outcome) return;
      expect(outcome.reason).toBe('won');
      expect(outcome.winners.length).toBeGreaterThan(0);
      // The ranking: every seat once, places from 1 in order, points for each, winners in first place.
      expect(outcome.ranking.map(p => p.seat).sort()).toEqual(Array.from({ length: players }, (_, i) => i));
      expect(outcome.ranking[0]?.place).toBe(1);
      for (const [i, p] of outcome.ranking.entries()) {
        expect(p.score).toEqual(expect.any(Number));
        if (i > 0) expect(p.place).toBeGreaterThanOrEqual(outcome.ranking[i - 1]?.place ?? 1);
      }
      for (const w of outcome.winners) expect(outcome.ranking.find(p => p.seat === w)?.place).toBe(1);

      const entries = await expectReproducible(
        server.api,
        monteCarlo,
        g,
        players,
        monteCarlo.schemas.options.parse({}),
        game,
      );
      expect(entries).toBe(moves + 1);
      console.info(
        `${testDb.name}: ${players}-player Monte Carlo Gamble, ${moves} moves over HTTP in ${Date.now() - started} ms`,
      );
    },
  );
});
