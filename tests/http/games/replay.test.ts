// A finished Monad game audited from its revealed seed (issue 4's reproduction check, applied to the
// first game): the seed hashes to the seedHash published at creation, and the seed with the logged moves
// and resignation reproduces every fact each viewer was shown — hidden deals and draws included, as the
// seat that saw them saw them — the final view and the outcome. Played by seat tokens with random listed
// moves; `maxTurns` keeps the game short, and a resignation midway puts a `resign` entry in the log.
import { describe, expect, it } from 'vitest';
import { seededRng } from '../../../src/engine/index.js';
import { monad } from '../../../src/games/monad/index.js';
import { games } from '../../../src/games/registry.js';
import { testDatabases } from '../../support/databases.js';
import { expectReproducible, playByTokens, type GameBody } from '../../support/replay.js';
import { bearer, newGame, serverForSuite } from '../../support/server.js';

describe.each(testDatabases())('replaying a finished game from its seed on $name', testDb => {
  const server = serverForSuite(testDb, { games });

  it('Monad, 3 players, one resigning midway: the revealed seed and the logged moves reproduce every fact', async () => {
    const options = { maxTurns: 40 };
    const g = await newGame(server.api, { game: 'monad', players: 3, seed: 'replay monad 3', options });
    const rng = seededRng(11);
    const before = await playByTokens(server.api, g, rng, { moves: 20 });
    expect(before.game.status).toBe('active');
    const resigned = await server.api
      .post(`/games/${g.id}/resign`)
      .set(...bearer(g.tokens[2] ?? ''))
      .send({})
      .expect(200);
    expect((resigned.body as GameBody).status).toBe('active');
    const { game, moves } = await playByTokens(server.api, g, rng);
    expect(game.status).toBe('finished');
    expect(game.outcome?.winners.length ?? 0).toBeGreaterThan(0);
    // The resigned seat ranks last.
    expect(game.outcome?.ranking.at(-1)?.seat).toBe(2);

    const entries = await expectReproducible(server.api, monad, g, 3, monad.schemas.options.parse(options), game);
    expect(entries).toBe(before.moves + 1 + moves + 1);
  });
});
