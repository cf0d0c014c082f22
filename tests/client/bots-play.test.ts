// Two HTTP bot clients (src/client/play-seat.ts) play whole games against a server listening on a real
// port, as `npm run bot` would: one client is cut off right after the server accepted one of its moves and a
// new client takes its seat with the same token; some answers to moves are lost after the server applied
// them, so the client retries with the same Idempotency-Key; and the server is stopped and started again on
// the same database and port while both clients keep playing. However the game was reached, the log must
// hold every accepted decision exactly once and end with the game's end.
//
// Clients follow the game and play "event → POST": they never ask for legal moves.
//
// A test fetch sits between each client and the server: it sees every answer (which Idempotency-Keys the
// server accepted), loses chosen answers, and fires the disconnection and the restart at exact moments.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { strategyNames } from '../../src/bots/registry.js';
import { BotError, playSeat, type SeatResult } from '../../src/client/play-seat.js';
import { sleep } from '../../src/client/retry.js';
import { seededRng } from '../../src/engine/index.js';
import { games } from '../../src/games/registry.js';
import { testDatabases, type TestDatabase } from '../support/databases.js';
import type { Database } from '../../src/store/database.js';
import { listen } from '../support/listening.js';

const BACKOFF = { initialMs: 10, maxMs: 100 };

interface Entry {
  readonly seq: number;
  readonly kind: string;
  readonly seat: number | null;
  readonly move: unknown;
  readonly facts: readonly { readonly type: string }[];
}

interface Finished {
  readonly status: string;
  readonly version: number;
  readonly outcome: { winners: number[]; ranking: { seat: number; place: number }[] } | null;
}

/** What one client's traffic showed: the Idempotency-Keys of the moves the server accepted. */
class Wire {
  readonly accepted = new Set<string>();
  posts = 0;
  lost = 0;
  /** Requests for legal moves: a client following the game gets them with its events and answers. */
  legalMoveReads = 0;
  constructor(
    private readonly hooks: {
      /** Whether to lose the answer to this accepted move (the server has applied it). */
      readonly lose?: (accepted: number) => boolean;
      /** Called once the server has accepted a move, before the client sees the answer. */
      readonly onAccepted?: (accepted: number) => void;
    } = {},
  ) {}

  readonly fetch: typeof fetch = async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const isMove = request.method === 'POST' && new URL(request.url).pathname.endsWith('/moves');
    if (new URL(request.url).pathname.endsWith('/legal-moves')) this.legalMoveReads++;
    const key = request.headers.get('idempotency-key');
    const response = await fetch(request);
    if (!isMove) return response;
    this.posts++;
    if (!response.ok || key === null) return response;
    const first = !this.accepted.has(key);
    this.accepted.add(key);
    if (first && this.hooks.lose?.(this.accepted.size)) {
      this.lost++;
      await response.body?.cancel();
      throw new TypeError('fetch failed: the answer was lost (test)');
    }
    if (first) this.hooks.onAccepted?.(this.accepted.size);
    return response;
  };
}

async function post(base: string, path: string, body: unknown): Promise<Record<string, unknown>> {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as Record<string, unknown>;
}

async function get<T>(base: string, path: string, token?: string): Promise<T> {
  const res = await fetch(`${base}${path}`, {
    headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
  });
  expect(res.status, `GET ${path}`).toBe(200);
  return (await res.json()) as T;
}

/** The whole log (moves are public once the game is over), page by page. */
async function wholeLog(base: string, gameId: string): Promise<Entry[]> {
  const entries: Entry[] = [];
  for (;;) {
    const page = await get<{ version: number; entries: Entry[] }>(
      base,
      `/games/${gameId}/moves?after=${entries.length - 1}&limit=1000`,
    );
    entries.push(...page.entries);
    if (entries.length > page.version) return entries;
  }
}

/** The log's own account of the game: ended by its last entry, every move counted per seat. */
async function expectFinishedLog(base: string, gameId: string, acceptedBySeat: readonly number[]): Promise<Entry[]> {
  const game = await get<Finished>(base, `/games/${gameId}`);
  expect(game.status).toBe('finished');
  expect(game.outcome?.winners.length ?? 0).toBeGreaterThan(0);
  const log = await wholeLog(base, gameId);
  expect(log.map(e => e.seq)).toEqual(log.map((_, i) => i));
  expect(log).toHaveLength(game.version + 1);
  const ends = log.filter(e => e.facts.some(f => f.type === 'game_ended')).map(e => e.seq);
  expect(ends).toEqual([game.version]);
  expect(log.slice(1).every(e => e.kind === 'move')).toBe(true);
  // Every decision the server accepted is in the log once: retries with the same key added nothing.
  const bySeat = acceptedBySeat.map((_, seat) => log.filter(e => e.kind === 'move' && e.seat === seat).length);
  expect(bySeat).toEqual(acceptedBySeat);
  return log;
}

/**
 * Games long enough for every event of the test (a client cut off after its 12th move, the restart after the
 * game's 60th) and no longer: a whole game of Monad was ~600 moves, over 60 s on a busy machine.
 */
const OPTIONS: Record<string, { options: object }> = { monad: { options: { maxTurns: 60 } } };

const strategiesOf = (game: string): [string, string] => [
  strategyNames(game).includes('heuristic') ? 'heuristic' : 'random',
  'random',
];

describe.each(testDatabases())('two HTTP bot clients on $name', (testDb: TestDatabase) => {
  // The database outlives the servers, as a database server outlives a restarted app. (Opening it here
  // also keeps the two concurrent tests from both creating it.)
  let database: Database;
  beforeAll(async () => {
    database = await testDb.connect();
  });
  afterAll(async () => {
    await database.close();
    await testDb.dispose();
  });

  const create = async (base: string, game: string, seed: string) => {
    const created = await post(base, '/games', { game, players: 2, seed, ...OPTIONS[game] });
    const tokens = (created['seats'] as { seat: number; token: string }[]).map(s => s.token);
    return { id: created['id'] as string, tokens };
  };

  const client = (
    base: string,
    gameId: string,
    token: string,
    strategy: string,
    seed: number,
    wire: Wire,
    signal?: AbortSignal,
    lines: string[] = [],
  ): Promise<SeatResult> =>
    playSeat({
      baseUrl: base,
      gameId,
      token,
      strategy,
      rng: seededRng(seed),
      backoff: BACKOFF,
      patienceMs: 20_000,
      fetch: wire.fetch,
      log: line => lines.push(line),
      ...(signal ? { signal } : {}),
    });

  // The two games run at once, each on its own server (so each restart is its own) over the one database.
  it.concurrent.each(['monad', 'monte-carlo'])(
    '%s: both seats finish a whole game through lost answers, a client cut off and replaced, and a server restart',
    async gameName => {
      const started = Date.now();
      let server = await listen(testDb, { games });
      const { base, port } = server;
      let restart: Promise<void> | undefined;
      try {
        const g = await create(base, gameName, `bots-play ${gameName}`);
        const [first, second] = strategiesOf(gameName);
        // After the 60th move of the game the server stops as on SIGTERM and, after a pause, starts
        // again on the same database and port.
        let accepted = 0;
        const onAccepted = () => {
          if (++accepted !== 60) return;
          restart = (async () => {
            await server.stop(200);
            await sleep(300);
            server = await listen(testDb, { games, port });
          })();
        };
        // Seat 0 loses the answer to every 9th move it plays, after the server applied it. Seat 1 is cut
        // off right after its 12th move was accepted, before it reads the answer, so it never learns that
        // the move went through; a new client with the same token takes over.
        const wire0 = new Wire({ lose: n => n % 9 === 0, onAccepted });
        const cut = new AbortController();
        const wire1 = new Wire({
          onAccepted: n => {
            onAccepted();
            if (n === 12) cut.abort(new Error('disconnected by the test'));
          },
        });
        const lines: string[] = [];
        const seat0 = client(base, g.id, g.tokens[0] ?? '', first, 1, wire0, undefined, lines);
        const gone = client(base, g.id, g.tokens[1] ?? '', second, 2, wire1, cut.signal);
        await expect(gone).rejects.toThrow('disconnected by the test');
        const wire1b = new Wire({ onAccepted });
        const seat1 = await client(base, g.id, g.tokens[1] ?? '', second, 3, wire1b, undefined, lines);
        const result0 = await seat0;
        expect(restart).toBeDefined();
        await restart;
        // The restart ended the clients' event streams; they followed the game again on the new server.
        expect(lines.some(line => line.startsWith('event stream lost'))).toBe(true);

        for (const [seat, result] of [result0, seat1].entries()) {
          expect(result.game.seat).toBe(seat);
          expect(result.game.status).toBe('finished');
          expect(result.game.outcome?.winners.length ?? 0).toBeGreaterThan(0);
        }
        // The clients said what they played, a line per move, and never printed a token.
        expect(lines.filter(line => /^move \d+: \w+ \(version \d+\)$/.test(line))).toHaveLength(
          result0.moves + seat1.moves,
        );
        for (const token of g.tokens) expect(lines.join('\n')).not.toContain(token);
        // What each finishing client counted is what the server accepted from it, a lost answer once.
        expect(wire0.lost).toBeGreaterThan(0);
        expect(result0.moves).toBe(wire0.accepted.size);
        expect(seat1.moves).toBe(wire1b.accepted.size);
        expect(wire1.accepted.size).toBe(12);
        // One request per move: the legal moves came with the events and the answers, never asked for.
        expect(wire0.legalMoveReads + wire1.legalMoveReads + wire1b.legalMoveReads).toBe(0);
        const log = await expectFinishedLog(base, g.id, [
          wire0.accepted.size,
          wire1.accepted.size + wire1b.accepted.size,
        ]);
        console.info(
          `${testDb.name} ${gameName}: ${log.length - 1} moves, ${first} vs ${second}, in ${Date.now() - started} ms`,
        );
      } finally {
        await restart?.catch(() => undefined);
        await server.stop();
      }
    },
  );

  it('a client that cannot play the seat says why', async () => {
    const server = await listen(testDb, { games });
    try {
      const g = await create(server.base, 'monad', 'bots-play refusals');
      await expect(client(server.base, g.id, g.tokens[0] ?? '', 'clairvoyant', 1, new Wire())).rejects.toThrow(
        /no strategy "clairvoyant"/,
      );
      await expect(client(server.base, g.id, 'not-a-token', 'random', 1, new Wire())).rejects.toThrow(BotError);
    } finally {
      await server.stop();
    }
  });
});
