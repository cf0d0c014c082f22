// The document's examples are true: played against a live server, for every game, they give the answers
// the document shows. The create example deals the example game; read with the token of its seat to act,
// the game is the `getGame` example; the legal moves start with the `listLegalMoves` example; the `makeMove`
// example is accepted and answers the documented game after the move; the log is the `readLog` example.
// Only the server's own values differ: the id, the tokens and the times.
import { describe, expect, it } from 'vitest';
import { builtInBots } from '../../../src/bots/registry.js';
import { games } from '../../../src/games/registry.js';
import { examplesOf } from '../../../src/http/openapi/examples.js';
import { testDatabases } from '../../support/databases.js';
import { bearer, serverForSuite } from '../../support/server.js';

/** The parts of an answer the server makes up (id, tokens, times), set to fixed values. */
function settled(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value), (key: string, v: unknown) =>
    key === 'id' || key === 'token' ? '<server>' : key === 'createdAt' || key === 'updatedAt' ? '<time>' : v,
  ) as unknown;
}

describe.each(testDatabases())('the examples of the OpenAPI document on $name', database => {
  const server = serverForSuite(database, { games, bots: builtInBots });

  it.each(games.map(game => [game.id, game] as const))(
    'run unchanged for %s and answer as documented',
    async (_id, game) => {
      const examples = examplesOf(game);
      const created = await server.api.post('/games').send(examples.createBody).expect(201);
      expect(settled(created.body)).toEqual(settled(examples.created));

      const id = (created.body as { id: string }).id;
      const toAct = (created.body as { toAct: number[] }).toAct[0];
      const seat = (created.body as { seats: { seat: number; token: string }[] }).seats.find(s => s.seat === toAct);
      if (!seat) throw new Error('no seat to act');
      const token = bearer(seat.token);

      const seen = await server.api
        .get(`/games/${id}`)
        .set(...token)
        .expect(200);
      expect(settled(seen.body)).toEqual(settled(examples.seen));

      const legal = await server.api
        .get(`/games/${id}/legal-moves`)
        .set(...token)
        .expect(200);
      const listed = legal.body as { version: number; moves: unknown[] };
      expect({ ...listed, moves: listed.moves.slice(0, examples.legalMoves.moves.length) }).toEqual(
        examples.legalMoves,
      );

      const moved = await server.api
        .post(`/games/${id}/moves`)
        .set(...token)
        .send(examples.moveBody)
        .expect(200);
      expect(settled(moved.body)).toEqual(settled(examples.moved));

      const log = await server.api
        .get(`/games/${id}/moves`)
        .set(...token)
        .expect(200);
      expect(settled(log.body)).toEqual(settled(examples.logPage));
    },
  );

  it('words the 422 example as the server does: the move, sent by a seat out of turn (M8)', async () => {
    const [monad] = games;
    if (!monad) throw new Error('no games');
    const examples = examplesOf(monad);
    const created = await server.api.post('/games').send(examples.createBody).expect(201);
    const body = created.body as { id: string; toAct: number[]; seats: { seat: number; token: string }[] };
    const other = body.seats.find(s => !body.toAct.includes(s.seat));
    if (!other) throw new Error('every seat is to act');
    const refused = await server.api
      .post(`/games/${body.id}/moves`)
      .set(...bearer(other.token))
      .send(examples.moveBody)
      .expect(422);
    expect(refused.body).toMatchObject({ code: examples.violation?.code, detail: examples.violation?.message });
  });
});
