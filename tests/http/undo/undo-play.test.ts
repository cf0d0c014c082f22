// Undo played at random (issue 21): whole games where the seat to act now and then takes back its last move
// whenever its game says it may, and asks for one when it says it may not. What the game shows is what the
// route does: every undo shown as allowed is accepted, to the version shown, and every one shown as refused is
// refused for the reason shown, changing nothing. At the end the export, undos and all, verifies: the server
// and `npm run verify` fold the undo window alike.
import { describe, expect, it } from 'vitest';
import { pick, seededRng } from '../../../src/engine/index.js';
import { games } from '../../../src/games/registry.js';
import { verifyExport } from '../../../src/verify/verify.js';
import { testDatabases } from '../../support/databases.js';
import { bearer, newGame, serverForSuite } from '../../support/server.js';

interface Game {
  version: number;
  status: string;
  toAct: number[];
  undo: { allowed: boolean; returnsTo?: number; reason?: string } | null;
}

describe.each(testDatabases())('undo played at random on $name', testDb => {
  const server = serverForSuite(testDb, { games });

  it.each([
    ['monad', { maxTurns: 2 }, 3],
    ['monte-carlo', { maxTurns: 6 }, 8],
  ] as const)(
    '%s: every undo as the game shows it, and the export verifies',
    async (game, options, choices) => {
      const rng = seededRng(choices);
      // A chosen seed: the deal and dice are the same each run as the choices are, so the game takes back and
      // is refused the same undos every time (a random deal once left a Monad game with no undo to take).
      const g = await newGame(server.api, { game, players: 2, options, seed: `undo-play-${game}` });
      let [undone, refused] = [0, 0];
      for (let n = 0; n < 600; n++) {
        const spectator = (await server.api.get(`/games/${g.id}`).expect(200)).body as Game;
        if (spectator.status === 'finished') break;
        expect(spectator.undo).toBeNull();
        const seat = pick(spectator.toAct, rng);
        const token = g.tokens[seat] ?? '';
        const seen = (
          await server.api
            .get(`/games/${g.id}`)
            .set(...bearer(token))
            .expect(200)
        ).body as Game;
        if (rng.int(10) < 4) {
          const res = await server.api
            .post(`/games/${g.id}/undo`)
            .set(...bearer(token))
            .send({ expectedVersion: seen.version });
          if (seen.undo?.allowed) {
            expect(res.status, JSON.stringify(res.body)).toBe(200);
            expect((res.body as Game).version).toBe(seen.version + 1);
            undone++;
            continue;
          }
          expect(res.body).toMatchObject({ status: 422, code: 'undo-not-allowed', reason: seen.undo?.reason });
          refused++;
          expect(((await server.api.get(`/games/${g.id}`).expect(200)).body as Game).version).toBe(seen.version);
        }
        const legal = await server.api
          .get(`/games/${g.id}/legal-moves`)
          .set(...bearer(token))
          .expect(200);
        await server.api
          .post(`/games/${g.id}/moves`)
          .set(...bearer(token))
          .send({ move: pick(legal.body.moves as unknown[], rng), expectedVersion: seen.version })
          .expect(200);
      }
      expect(undone).toBeGreaterThan(0);
      expect(refused).toBeGreaterThan(0);
      const exported = await server.api.get(`/games/${g.id}/export`).expect(200);
      const verdict = verifyExport(exported.body, games);
      expect(verdict).toEqual({ ok: true, summary: expect.stringContaining(`${undone} taken back`) });
    },
    60_000,
  );
});
