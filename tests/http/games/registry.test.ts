// Every game of the registry through the same API, with no game-specific code: create a table, then play
// moves chosen among the listed legal ones, by whichever seat is to act. Every response is checked against
// the OpenAPI document, so each game's schemas and the server's unions are exercised for real.
import { describe, expect, it } from 'vitest';
import { pick, seededRng } from '../../../src/engine/index.js';
import { games } from '../../../src/games/registry.js';
import { testDatabases } from '../../support/databases.js';
import { bearer, newGame, serverForSuite } from '../../support/server.js';

describe.each(testDatabases())("the registry's games on $name", testDb => {
  const server = serverForSuite(testDb, { games });

  it.each(games.map(g => [g.id, g] as const))(
    '%s: 40 listed moves through the API, the log replays them',
    async (_id, game) => {
      const g = await newGame(server.api, { game: game.id, players: game.minPlayers, seed: `registry-${game.id}` });
      const rng = seededRng(7);
      let version = g.version;
      for (let i = 0; i < 40; i++) {
        const now = await server.api.get(`/games/${g.id}`).expect(200);
        if (now.body.status === 'finished') break;
        const seat = pick(now.body.toAct as number[], rng);
        const legal = await server.api
          .get(`/games/${g.id}/legal-moves`)
          .set(...bearer(g.tokens[seat] ?? ''))
          .expect(200);
        expect(legal.body.moves.length).toBeGreaterThan(0);
        const move: unknown = pick(legal.body.moves as unknown[], rng);
        const res = await server.api
          .post(`/games/${g.id}/moves`)
          .set(...bearer(g.tokens[seat] ?? ''))
          .send({ move, expectedVersion: version })
          .expect(200);
        expect(res.body.version).toBe(version + 1);
        version = res.body.version;
      }
      const log = await server.api.get(`/games/${g.id}/moves`).expect(200);
      expect(log.body.entries.map((e: { seq: number }) => e.seq)).toEqual(
        Array.from({ length: version + 1 }, (_, i) => i),
      );
    },
  );
});
