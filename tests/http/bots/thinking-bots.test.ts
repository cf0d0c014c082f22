// A seat played by the searching bot (issue 23): `{ bot: 'ismcts', thinkMs }` within the documented bounds,
// a 400 naming them otherwise; the bot thinks on the server's worker pool, outside any request, and its
// moves reach the log like any bot's. A thought the pool gives up (a thread starved or stuck past its budget
// and grace) is thought again after a wait, with no request needed to start it (service/bots/runner.ts).
import { afterAll, describe, expect, it } from 'vitest';
import { builtInBots } from '../../../src/bots/registry.js';
import { THINK_MS, type AnyStrategy, type BotCatalog } from '../../../src/bots/strategy.js';
import { pick, seededRng } from '../../../src/engine/index.js';
import { games } from '../../../src/games/registry.js';
import { BotPool, pooledBots, ThreadLost } from '../../../src/service/bots/pool.js';
import type { ThinkRequest } from '../../../src/service/bots/worker.js';
import { BUSY_MACHINE } from '../../support/busy-suite.js';
import { testDatabases } from '../../support/databases.js';
import { bearer, serverForSuite } from '../../support/server.js';
import { signUp } from '../../support/tables.js';

interface GameBody {
  id: string;
  version: number;
  status: string;
  seats?: { seat: number; token?: string; bot?: string }[];
}

describe.each(testDatabases())('thinking bots on $name', testDb => {
  const pool = new BotPool(1, BUSY_MACHINE);
  afterAll(() => pool.close());
  const server = serverForSuite(testDb, { games, bots: pooledBots(builtInBots, pool) });

  it.each([10, 5_001, 200.5])('refuses a think budget of %s ms with a 400 naming the bounds', async thinkMs => {
    const res = await server.api
      .post('/games')
      .send({ game: 'monad', players: 2, seats: [{}, { bot: 'ismcts', thinkMs }] })
      .expect(400);
    expect(res.body.detail).toContain(`from ${THINK_MS.min} to ${THINK_MS.max}`);
  });

  // JSON writes numbers past a double's range (1e400) as it writes any other: they parse as ±Infinity, which zod
  // refuses as no number at all, before the range check; the sentence still names the bounds, in every language.
  it.each([
    ['1e400', 'en', `from ${THINK_MS.min} to ${THINK_MS.max}`],
    ['-1e400', 'fr', `de ${THINK_MS.min} à ${THINK_MS.max}`],
    ['"200"', 'de', `von ${THINK_MS.min} bis ${THINK_MS.max}`],
  ])('refuses a think budget of %s with a 400 naming the bounds (%s)', async (thinkMs, language, bounds) => {
    const res = await server.api
      .post('/games')
      .set('Content-Type', 'application/json')
      .set('Accept-Language', language)
      .send(`{"game":"monad","players":2,"seats":[{},{"bot":"ismcts","thinkMs":${thinkMs}}]}`)
      .expect(400);
    expect(res.body.code).toBe('invalid-request');
    expect(res.body.errors).toEqual([{ path: 'seats.1.thinkMs', message: expect.stringContaining(bounds) }]);
  });

  it('refuses a think budget for a bot that answers at once', async () => {
    const res = await server.api
      .post('/games')
      .send({ game: 'monad', players: 2, seats: [{}, { bot: 'heuristic', thinkMs: 100 }] })
      .expect(400);
    expect(res.body.detail).toContain('thinkMs');
  });

  it('plays the ismcts seat from the pool, after the person moves', async () => {
    const created = await server.api
      .post('/games')
      .send({ game: 'monte-carlo', players: 2, seed: 'thinking', seats: [{}, { bot: 'ismcts', thinkMs: 20 }] })
      .expect(201);
    const game = created.body as GameBody;
    const token = game.seats?.[0]?.token as string;
    const rng = seededRng(3);
    let botMoves = 0;
    for (let i = 0; i < 40 && botMoves === 0; i++) {
      await server.app.deps.botRunner.idle();
      const legal = await server.api
        .get(`/games/${game.id}/legal-moves`)
        .set(...bearer(token))
        .expect(200);
      const { moves, version } = legal.body as { moves: unknown[]; version: number };
      if (moves.length > 0)
        await server.api
          .post(`/games/${game.id}/moves`)
          .set(...bearer(token))
          .send({ move: pick(moves, rng), expectedVersion: version })
          .expect(200);
      const log = await server.api.get(`/games/${game.id}/moves`).expect(200);
      botMoves = (log.body.entries as { seat: number | null; kind: string }[]).filter(
        e => e.seat === 1 && e.kind === 'move',
      ).length;
    }
    expect(botMoves).toBeGreaterThan(0);
  }, 60_000);
});

/** The pool, failing its first thought as it does one a thread did not answer in time. */
class FailingOnce extends BotPool {
  thoughts = 0;
  override think(request: Omit<ThinkRequest, 'id'>) {
    if (this.thoughts++ === 0) return Promise.reject(new ThreadLost('a bot thread did not answer in time'));
    return super.think(request);
  }
}

describe.each(testDatabases())('a thought the pool gave up on $name', testDb => {
  const pool = new FailingOnce(1, BUSY_MACHINE);
  afterAll(() => pool.close());
  const server = serverForSuite(testDb, { games, bots: pooledBots(builtInBots, pool) });

  it('is thought again after a wait, and the bot moves with nobody asking', async () => {
    const created = await server.api
      .post('/games')
      .send({ game: 'monte-carlo', players: 2, seed: 'retried', seats: [{ bot: 'ismcts', thinkMs: 20 }, {}] })
      .expect(201);
    const game = created.body as GameBody;
    // Reading the log starts no bot run: only the runner's retry can bring the bot's move.
    let botMoves = 0;
    for (let i = 0; i < 300 && botMoves === 0; i++) {
      await new Promise(resolve => setTimeout(resolve, 50));
      const log = await server.api.get(`/games/${game.id}/moves`).expect(200);
      botMoves = (log.body.entries as { seat: number | null; kind: string }[]).filter(
        e => e.seat === 0 && e.kind === 'move',
      ).length;
    }
    expect(pool.thoughts).toBeGreaterThan(1);
    expect(botMoves).toBeGreaterThan(0);
  }, 60_000);
});

/** `ismcts` as a strategy that thinks until the test lets it answer (its first legal move). */
function heldThoughts(): { bots: BotCatalog; asked: () => number; answer: () => void } {
  let asked = 0;
  const waiting: (() => void)[] = [];
  const bots: BotCatalog = {
    names: gameId => builtInBots.names(gameId),
    get(gameId, name) {
      const strategy = builtInBots.get(gameId, name);
      if (!strategy?.thinks) return strategy;
      const held: AnyStrategy = {
        name: strategy.name,
        thinks: true,
        choose: async turn => {
          asked++;
          await new Promise<void>(resolve => waiting.push(resolve));
          return turn.legal[0];
        },
      };
      return held;
    },
  };
  return { bots, asked: () => asked, answer: () => waiting.splice(0).forEach(resolve => resolve()) };
}

describe.each(testDatabases())('a game that ends while its bot thinks, on $name', testDb => {
  const held = heldThoughts();
  const server = serverForSuite(testDb, { games, bots: held.bots });

  it('drops the thought: the game stays as the resignation left it', async () => {
    const created = await server.api
      .post('/games')
      .send({ game: 'monte-carlo', players: 2, seats: [{ bot: 'ismcts', thinkMs: 20 }, {}] })
      .expect(201);
    const game = created.body as GameBody;
    expect(game.seats?.[0]).toEqual({ seat: 0, bot: 'ismcts' });
    const token = game.seats?.[1]?.token as string;
    for (let i = 0; i < 200 && held.asked() === 0; i++) await new Promise(resolve => setTimeout(resolve, 10));
    expect(held.asked()).toBe(1);
    const resigned = await server.api
      .post(`/games/${game.id}/resign`)
      .set(...bearer(token))
      .expect(200);
    expect(resigned.body).toMatchObject({ status: 'finished', version: 1 });
    held.answer();
    await server.app.deps.botRunner.idle();
    const after = await server.api.get(`/games/${game.id}`).expect(200);
    expect(after.body).toMatchObject({ status: 'finished', version: 1 });
    expect(held.asked()).toBe(1);
  });
});

// The pool takes turns between whom tables' decisions are for (service/bots/pool.ts): the table's opener, kept
// for every table (games.opened_by), not only for those with an open seat, which alone count in the quotas.
describe.each(testDatabases())("a thinking bot's decision is for its table's opener, on $name", testDb => {
  const owners: (string | undefined)[] = [];
  const bots: BotCatalog = {
    names: gameId => builtInBots.names(gameId),
    get(gameId, name) {
      const strategy = builtInBots.get(gameId, name);
      if (!strategy?.thinks) return strategy;
      const noting: AnyStrategy = {
        name: strategy.name,
        thinks: true,
        choose: async (turn, { owner }) => {
          owners.push(owner);
          return turn.legal[0];
        },
      };
      return noting;
    },
  };
  const server = serverForSuite(testDb, { games, bots });

  /** Opens a table whose bot moves first and whose other seat is taken at once; the owner its bot thought for. */
  async function ownerOfOpened(seat: object, key?: string): Promise<{ owner: string | undefined; row: string | null }> {
    owners.length = 0;
    const request = server.api.post('/games');
    if (key !== undefined) request.set(...bearer(key));
    const created = await request
      .send({ game: 'monte-carlo', players: 2, seats: [{ bot: 'ismcts', thinkMs: 20 }, seat] })
      .expect(201);
    await server.app.deps.botRunner.idle();
    const row = await server.app.deps.database.db
      .selectFrom('games')
      .select('opened_by')
      .where('id', '=', (created.body as GameBody).id)
      .executeTakeFirstOrThrow();
    return { owner: owners[0], row: row.opened_by };
  }

  it('names the address of a table opened without a player key, with no open seat', async () => {
    const { owner, row } = await ownerOfOpened({});
    expect(owner).toMatch(/^ip:[0-9a-f]{64}$/);
    expect(row).toBe(owner);
  });

  it('names the player who opened it at their own seat', async () => {
    const ada = await signUp(server.api, 'Ada');
    const { owner, row } = await ownerOfOpened({ me: true }, ada.key);
    expect(owner).toBe(`player:${ada.id}`);
    expect(row).toBe(owner);
  });
});
