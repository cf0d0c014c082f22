// Seats played by built-in bots (issue 5): the server plays their turns right after the move that hands
// them the turn, in the same request, as ordinary log entries, so that one person with one token plays a
// whole game against the computer.
import { describe, expect, it } from 'vitest';
import { builtInBots } from '../../../src/bots/registry.js';
import { pick, seededRng } from '../../../src/engine/index.js';
import { games } from '../../../src/games/registry.js';
import { testDatabases } from '../../support/databases.js';
import { bearer, serverForSuite } from '../../support/server.js';

interface GameBody {
  id: string;
  version: number;
  status: string;
  toAct: number[];
  bots: { seat: number; bot: string }[];
  outcome: { winners: number[] } | null;
  seats?: { seat: number; token?: string; bot?: string }[];
}
interface LogBody {
  entries: { seq: number; seat: number | null; kind: string }[];
}

describe.each(testDatabases())('bot seats on $name', testDb => {
  const server = serverForSuite(testDb, { games, bots: builtInBots });

  /**
   * Plays the person's seat with random legal moves until the game ends; returns each answer and the game at
   * its end. The bots' last moves may end it in the background after the person's last answer: a request
   * plays one step of bot moves, bounded in time, which a busy machine spends on a move or two.
   */
  async function playAlone(
    id: string,
    token: string,
    seed: number,
    limit = 5_000,
  ): Promise<{ answers: GameBody[]; final: GameBody }> {
    const rng = seededRng(seed);
    const answers: GameBody[] = [];
    for (let i = 0; i < limit; i++) {
      // A bot turn that outlasted its request's step goes on in the background (service/bots/turns.ts): wait for it.
      await server.app.deps.botRunner.idle();
      const legal = await server.api
        .get(`/games/${id}/legal-moves`)
        .set(...bearer(token))
        .expect(200);
      const { moves, version } = legal.body as { moves: unknown[]; version: number };
      if (moves.length === 0) break;
      const res = await server.api
        .post(`/games/${id}/moves`)
        .set(...bearer(token))
        .send({ move: pick(moves, rng), expectedVersion: version })
        .expect(200);
      const answer = res.body as GameBody;
      answers.push(answer);
      if (answer.status === 'finished') break;
    }
    const final = (await server.api.get(`/games/${id}`).expect(200)).body as GameBody;
    if (final.status !== 'finished') throw new Error('the game did not end');
    return { answers, final };
  }

  it('plays a whole Monad game against the heuristic with one token', async () => {
    const created = await server.api
      .post('/games')
      .send({ game: 'monad', players: 2, seed: 'bots-monad', seats: [{}, { bot: 'heuristic' }] })
      .expect(201);
    const game = created.body as GameBody;
    expect(game.seats).toEqual([
      { seat: 0, token: expect.any(String) },
      { seat: 1, bot: 'heuristic' },
    ]);
    expect(game.bots).toEqual([{ seat: 1, bot: 'heuristic' }]);
    const token = game.seats?.[0]?.token ?? '';

    const { answers, final } = await playAlone(game.id, token, 1);
    // Every answer hands the turn back to the person, ends the game, or leaves the bot to finish its turn
    // in the background (a step is bounded in time): nobody else is ever waited for.
    for (const answer of answers)
      expect(
        answer.status === 'finished' || (answer.toAct.length === 1 && [0, 1].includes(answer.toAct[0] ?? -1)),
      ).toBe(true);
    expect(final.outcome?.winners.length).toBeGreaterThan(0);

    const log = (
      await server.api
        .get(`/games/${game.id}/moves`)
        .set(...bearer(token))
        .expect(200)
    ).body as LogBody;
    const botEntries = log.entries.filter(e => e.seat === 1);
    expect(botEntries.length).toBeGreaterThan(0);
    expect(botEntries.every(e => e.kind === 'move')).toBe(true);
    expect(log.entries.at(-1)?.seq).toBe(final.version);
    // One request per move of the person; the bot's moves came inside them.
    expect(log.entries.filter(e => e.seat === 0)).toHaveLength(answers.length);
  });

  it('lets a bot that sits first play before the creator gets the game back', async () => {
    const created = await server.api
      .post('/games')
      .send({ game: 'monad', players: 2, seed: 'bot-first', seats: [{ bot: 'random' }, {}] })
      .expect(201);
    const game = created.body as GameBody;
    expect(game.version).toBeGreaterThan(0);
    expect(game.toAct).toEqual([1]);
  });

  it('plays Monte Carlo Gamble against bots, whose duels and choices are theirs to make', async () => {
    const created = await server.api
      .post('/games')
      .send({
        game: 'monte-carlo',
        players: 3,
        seed: 'bots-mc',
        options: { maxTurns: 45 },
        seats: [{ bot: 'random' }, {}, { bot: 'random' }],
      })
      .expect(201);
    const game = created.body as GameBody;
    const { final } = await playAlone(game.id, game.seats?.[1]?.token ?? '', 2);
    expect(final.status).toBe('finished');
  });

  it('plays the rest of the game when the last person resigns, in the background after the answer if it is long', async () => {
    const created = await server.api
      .post('/games')
      .send({
        game: 'monad',
        players: 3,
        seed: 'resign-to-bots',
        seats: [{}, { bot: 'heuristic' }, { bot: 'heuristic' }],
      })
      .expect(201);
    const game = created.body as GameBody;
    const res = await server.api
      .post(`/games/${game.id}/resign`)
      .set(...bearer(game.seats?.[0]?.token ?? ''))
      .send({})
      .expect(200);
    expect((res.body as GameBody).version).toBeGreaterThan(game.version + 1);
    await server.app.deps.botRunner.idle();
    const after = (await server.api.get(`/games/${game.id}`).expect(200)).body as GameBody;
    expect(after.status).toBe('finished');
    expect(after.outcome?.winners.every(seat => seat !== 0)).toBe(true);
  });

  it('answers a retried move with the first answer, bot replies included, and appends nothing', async () => {
    const created = await server.api
      .post('/games')
      .send({ game: 'monad', players: 2, seed: 'bots-retry', seats: [{}, { bot: 'heuristic' }] })
      .expect(201);
    const game = created.body as GameBody;
    const token = game.seats?.[0]?.token ?? '';
    // A whole turn that hands the turn to the bot: drawing is always possible once there is a deck, else
    // any listed move followed by end_turn.
    const legal = (
      await server.api
        .get(`/games/${game.id}/legal-moves`)
        .set(...bearer(token))
        .expect(200)
    ).body as { moves: { type: string }[] };
    const first = legal.moves[0];
    await server.api
      .post(`/games/${game.id}/moves`)
      .set(...bearer(token))
      .send({ move: first })
      .expect(200);
    const send = () =>
      server.api
        .post(`/games/${game.id}/moves`)
        .set(...bearer(token))
        .set('Idempotency-Key', 'end-1')
        .send({ move: { type: 'end_turn' } })
        .expect(200);
    const answer = (await send()).body as GameBody;
    expect(answer.version).toBeGreaterThan(2); // the end of turn, then the bot's turn
    expect(answer.toAct).toEqual([0]);
    const again = (await send()).body as GameBody;
    expect(again.version).toBe(answer.version);
    expect(again).toEqual(answer);
    const current = (await server.api.get(`/games/${game.id}`).expect(200)).body as GameBody;
    expect(current.version).toBe(answer.version);
  });

  it.each([
    ['a name the server does not have', [{}, { bot: 'grandmaster' }]],
    ['no person at the table', [{ bot: 'random' }, { bot: 'heuristic' }]],
    ['one entry too few', [{}]],
    ['an unknown key', [{}, { robot: 'random' }]],
  ])('refuses seats with %s (400), creating nothing', async (_name, seats) => {
    const before = (await server.api.get('/games').expect(200)).body as { games: unknown[] };
    const res = await server.api.post('/games').send({ game: 'monad', players: 2, seats }).expect(400);
    expect(res.body).toMatchObject({ status: 400, code: 'invalid-request' });
    expect((res.body as { detail: string }).detail.length).toBeGreaterThan(10);
    const after = (await server.api.get('/games').expect(200)).body as { games: unknown[] };
    expect(after.games.length).toBe(before.games.length);
  });

  it('gives no token for a bot seat, so nobody can move for it', async () => {
    const created = await server.api
      .post('/games')
      .send({ game: 'monad', players: 2, seats: [{}, { bot: 'random' }] })
      .expect(201);
    const game = created.body as GameBody;
    expect(game.seats?.[1]).not.toHaveProperty('token');
  });
});
