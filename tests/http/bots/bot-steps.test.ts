// Issue 8: bot moves played inside a request are bounded in number and in time (service/bots/turns.ts); whatever is
// still due is played in the background, one step per transaction (service/bots/runner.ts), as ordinary log entries
// at consecutive versions — the log stays the same as if every move had been played at once.
import { describe, expect, it } from 'vitest';
import { builtInBots } from '../../../src/bots/registry.js';
import { BOT_STEP_MOVES } from '../../../src/service/bots/turns.js';
import { games } from '../../../src/games/registry.js';
import { testDatabases } from '../../support/databases.js';
import { bearer, serverForSuite } from '../../support/server.js';

interface GameBody {
  id: string;
  version: number;
  status: string;
  toAct: number[];
  seats?: { seat: number; token?: string }[];
}
interface LogBody {
  entries: { seq: number; seat: number | null; kind: string }[];
}

/** A clock that moves a second on at every reading: each step's time bound is reached after one bot move. */
function slowClock(): () => Date {
  let ms = Date.UTC(2026, 0, 1);
  return () => new Date((ms += 1_000));
}

describe.each(testDatabases())('bot steps bounded in time on $name', testDb => {
  const slow = serverForSuite(testDb, { games, bots: builtInBots, now: slowClock() });

  it('a request plays one bot move once its time is up; the rest follow in the background, in order', async () => {
    const { game, resigned } = await resignedToBots(slow, 30, 'slow-clock');
    // The resignation (one entry) and a single bot move: the step's time was up after it.
    expect(resigned.version).toBe(game.version + 2);
    expect(resigned.status).toBe('active');
    const final = await settled(slow, game.id);
    expect(final.status).toBe('finished');
    const entries: LogBody['entries'] = [];
    while (entries.length < final.version) {
      const page = (await slow.api.get(`/games/${game.id}/moves?after=${entries.length}&limit=1000`).expect(200))
        .body as LogBody;
      entries.push(...page.entries);
    }
    expect(entries.map(e => e.seq)).toEqual(Array.from({ length: final.version }, (_, i) => i + 1));
    const afterResigning = entries.filter(e => e.seq > resigned.version - 1);
    expect(afterResigning.every(e => e.kind === 'move' && (e.seat === 1 || e.seat === 2))).toBe(true);
  });

  it('a game the bots play out, one move a step on a starved machine, ends with no request after the resignation', async () => {
    // Over 200 bot moves: far more steps than a run once played (100), and no person left to start another.
    const { game } = await resignedToBots(slow, 150, 'slow-clock-long');
    await slow.app.deps.botRunner.idle();
    const final = (await slow.api.get(`/games/${game.id}`).expect(200)).body as GameBody;
    expect(final.status).toBe('finished');
    expect(final.version).toBeGreaterThan(game.version + 200);
  });
});

describe.each(testDatabases())('bot steps bounded in moves on $name', testDb => {
  const frozen = serverForSuite(testDb, { games, bots: builtInBots, now: () => new Date(Date.UTC(2026, 0, 1)) });

  it(`a request plays at most ${BOT_STEP_MOVES} bot moves, even with time to spare`, async () => {
    const { game, resigned } = await resignedToBots(frozen, 300, 'frozen-clock');
    expect(resigned.version).toBe(game.version + 1 + BOT_STEP_MOVES);
    expect((await settled(frozen, game.id)).status).toBe('finished');
  });
});

/**
 * A Monad game of one person and two random bots (seeded, at most `maxTurns` turns), opened on `server`, and the
 * answer to that person's resignation, which leaves the rest to the bots.
 */
async function resignedToBots(
  server: ReturnType<typeof serverForSuite>,
  maxTurns: number,
  seed: string,
): Promise<{ game: GameBody; resigned: GameBody }> {
  const seats = [{}, { bot: 'random' }, { bot: 'random' }];
  const opening = { game: 'monad', players: 3, options: { maxTurns }, seats, seed };
  const game = (await server.api.post('/games').send(opening).expect(201)).body as GameBody;
  const resigning = server.api.post(`/games/${game.id}/resign`).set(...bearer(game.seats?.[0]?.token ?? ''));
  const resigned = (await resigning.send({}).expect(200)).body as GameBody;
  return { game, resigned };
}

/** The game once the background has nothing left to play (each read starts a run when bots are due). */
async function settled(server: ReturnType<typeof serverForSuite>, id: string): Promise<GameBody> {
  for (let i = 0; i < 20; i++) {
    await server.app.deps.botRunner.idle();
    const game = (await server.api.get(`/games/${id}`).expect(200)).body as GameBody;
    if (game.status === 'finished' || !server.app.deps.botRunner.isRunning(id)) return game;
  }
  throw new Error('the bots did not settle');
}
