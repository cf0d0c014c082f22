// The players of the challenge suites (tests/http/challenges/) and their requests: people signed up with a
// handle of their own, a challenge one sends another, and the answer to it. Each request is returned
// unsent-for-status, so the test says which status it expects.
import type { Test } from 'supertest';
import { bearer, type Api } from './server.js';

export interface Player {
  readonly id: string;
  readonly key: string;
  readonly handle: string;
  readonly name: string;
}

export interface Challenges {
  /** A person signed up as `name`, with a handle no other player of the suite has ("ada1", "grace2", …). */
  player(name: string): Promise<Player>;
  /** Ada, who challenges, and Grace, whom she challenges. */
  pair(): Promise<[Player, Player]>;
  /** `from`'s challenge: Monad for two unless `body` says otherwise (it names the handle). */
  challenge(from: Player, body: Record<string, unknown>): Test;
  /** The challenged player's answer. */
  answer(to: Player, id: string, how?: 'accept' | 'decline'): Test;
}

/** The helpers for the suite's server (read when called: the server starts before the tests). */
export function challengesOn(server: { readonly api: Api }): Challenges {
  let signedUp = 0;
  const player = async (name: string): Promise<Player> =>
    (
      await server.api
        .post('/players')
        .send({ name, handle: `${name}${++signedUp}` })
        .expect(201)
    ).body as Player;
  return {
    player,
    pair: async () => [await player('ada'), await player('grace')],
    challenge: (from, body) =>
      server.api
        .post('/challenges')
        .set(...bearer(from.key))
        .send({ game: 'monad', players: 2, ...body }),
    answer: (to, id, how = 'accept') =>
      server.api
        .post(`/challenges/${id}/${how}`)
        .set(...bearer(to.key))
        .send(),
  };
}
