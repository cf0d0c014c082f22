// Helpers for tests of tables and players: signing up, creating a table by invitation, and playing a
// fixture game ("duel") to its end by rolling, each seat acting with whatever credential the test holds.
import { expect } from 'vitest';
import type { Executor } from '../../src/store/log.js';
import { bearer, type Api } from './server.js';

export interface SignedUp {
  readonly id: string;
  readonly name: string;
  readonly handle: string;
  readonly key: string;
}

/**
 * The clock of a table a test means to be rated: a rated game needs one (service/ratings/needs-clock.ts), and a
 * day a turn is more than any test takes.
 */
export const RATED_CLOCK = { perTurnSeconds: 86_400 } as const;

/** How many games the database holds: a refused table must leave it as it was. */
export const gameCount = async (db: Executor): Promise<number> =>
  Number(
    (
      await db
        .selectFrom('games')
        .select(eb => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

export async function signUp(api: Api, name: string): Promise<SignedUp> {
  const res = await api.post('/players').send({ name }).expect(201);
  return res.body as SignedUp;
}

/** How many keys (devices) the player holding `key` has. */
export const keyCount = async (api: Api, key: string): Promise<number> =>
  (
    await api
      .get('/players/me/keys')
      .set(...bearer(key))
      .expect(200)
  ).body.keys.length as number;

export interface Invitation {
  readonly id: string;
  readonly body: Record<string, unknown> & {
    invites: { seat: number; code: string; url: string }[];
    seats: { seat: number; token?: string }[];
  };
}

/** A waiting duel: the creator (by key) at seat 0, open seats after. */
export async function inviteTable(
  api: Api,
  creatorKey: string,
  players = 2,
  extra: Record<string, unknown> = {},
): Promise<Invitation> {
  const seats = [{ me: true }, ...Array.from({ length: players - 1 }, () => ({ open: true }))];
  const res = await api
    .post('/games')
    .set(...bearer(creatorKey))
    .send({ game: 'duel', players, options: { target: 8 }, seats, ...extra })
    .expect(201);
  return { id: res.body.id as string, body: res.body as Invitation['body'] };
}

/** The player of `key` takes the table's first open seat with its invitation code; the join must succeed. */
export async function joinByInvite(api: Api, table: Invitation, key: string): Promise<void> {
  await api
    .post(`/games/${table.id}/join`)
    .set(...bearer(key))
    .send({ code: table.body.invites[0]?.code })
    .expect(200);
}

export interface MyTurn {
  readonly id: string;
  readonly toAct: number[];
  readonly seats: { seat: number; token?: string }[];
}

/**
 * A duel on `clock` with the player of `key` at seat 0, to act: seat 1 is a token's, which rolls first if dealt
 * the turn. Its target (1000) keeps it going for as long as a test of clocks needs.
 */
export async function myTurn(api: Api, key: string, clock: Record<string, unknown>): Promise<MyTurn> {
  const res = await api
    .post('/games')
    .set(...bearer(key))
    .send({ game: 'duel', players: 2, options: { target: 1000 }, seats: [{ me: true }, {}], clock })
    .expect(201);
  const g = res.body as MyTurn;
  if (g.toAct[0] === 1)
    await api
      .post(`/games/${g.id}/moves`)
      .set(...bearer(g.seats[1]?.token ?? ''))
      .send({ move: { type: 'roll' } })
      .expect(200);
  return g;
}

/** Rolls until the duel is over; `credentials[seat]` acts for each seat. Returns the final game. */
export async function rollToTheEnd(
  api: Api,
  gameId: string,
  credentials: readonly string[],
): Promise<Record<string, unknown>> {
  for (let i = 0; i < 200; i++) {
    const game = (await api.get(`/games/${gameId}`).expect(200)).body as { status: string; toAct: number[] };
    if (game.status === 'finished') return game;
    expect(game.status).toBe('active');
    const seat = game.toAct[0] ?? 0;
    await api
      .post(`/games/${gameId}/moves`)
      .set(...bearer(credentials[seat] ?? ''))
      .send({ move: { type: 'roll' } })
      .expect(200);
  }
  throw new Error(`game ${gameId} did not end in 200 rolls`);
}
