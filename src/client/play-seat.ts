// Playing one seat to the end through the public API only — what `npm run bot` runs, and what a bot
// author can copy. One request per move: the seat follows the game's SSE stream with its token, and each
// event carries the seat's view and, while it is to act, its legal moves; the strategy chooses, and the
// move is submitted with the version it was chosen at and an Idempotency-Key that every retry of that
// submission reuses (a retry never plays a move twice). The move's answer carries the legal moves again
// when the seat is still to act, so a seat playing several moves in a row does not wait for their events.
// Network errors, 429/502/503/504 and a restarting server are waited out with backoff, each retry warned
// with its cause, for up to a minute by default; a conflict (someone else moved first) just means waiting
// for the next event. Only when no event comes for a long while is the game read with GET requests (a
// safety net, not the mechanism). It says what it plays, one line per move, and never prints the token.
import { randomUUID } from 'node:crypto';
import type { Rng } from '../engine/index.js';
import { strategyFor, strategyNames } from '../bots/registry.js';
import { THINK_MS, type AnyStrategy } from '../bots/strategy.js';
import { seatLog, type SeatLog } from './seat-log.js';
import { createApi, type GameResource, type Problem, type Schemas } from './api.js';
import { followGame } from './events.js';
import { backoffDelay, DEFAULT_BACKOFF, isTransient, retryAfterOf, sleep, type Backoff } from './retry.js';

export interface PlaySeatOptions {
  readonly baseUrl: string;
  readonly gameId: string;
  readonly token: string;
  /** A built-in strategy name: `random`, `heuristic`. */
  readonly strategy: string;
  readonly rng: Rng;
  /** What a thinking strategy (`ismcts`) may think per move, in ms (default THINK_MS.default). */
  readonly thinkMs?: number;
  readonly signal?: AbortSignal;
  readonly backoff?: Backoff;
  /** Give up when the server has not answered for this long (default DEFAULT_PATIENCE_MS). */
  readonly patienceMs?: number;
  /** Progress: a line per move played, the start and the end. */
  readonly log?: (line: string) => void;
  /** Retries and their causes; `log` when not given. */
  readonly warn?: (line: string) => void;
  readonly fetch?: typeof fetch;
}

export interface SeatResult {
  readonly game: GameResource;
  /** Moves this client submitted and saw accepted. */
  readonly moves: number;
}

export class BotError extends Error {}

/** How long an unreachable or overloaded server is waited for before giving up: a minute. */
export const DEFAULT_PATIENCE_MS = 60_000;

/** How long to wait for an event before reading the game anyway (a safety net, not the mechanism). */
const EVENT_PATIENCE_MS = 30_000;
/** Below this much time before its deadline, the seat logs that it is short of time (a slow network is the risk). */
export const SHORT_OF_TIME_MS = 5_000;

/** Consecutive refused moves (422) before giving up: a listed move should never be refused. */
const MAX_REFUSALS = 3;

/** What the seat knows of the game at one version: from an event, a move's answer, or (safety net) GETs. */
interface Situation {
  readonly version: number;
  readonly status: Schemas['GameStatus'];
  readonly toAct: readonly number[];
  readonly view: unknown;
  readonly legalMoves?: readonly unknown[] | undefined;
  /** The game's clock (absent or null without one). */
  readonly clock?: Schemas['Clock'] | null | undefined;
}

/** The ms left before `seat`'s deadline at `nowMs`, or null when its time does not run. */
export function timeLeft(clock: Schemas['Clock'] | null | undefined, seat: number, nowMs: number): number | null {
  const deadline = clock?.seats.find(s => s.seat === seat)?.deadline;
  return deadline ? Date.parse(deadline) - nowMs : null;
}

export async function playSeat(options: PlaySeatOptions): Promise<SeatResult> {
  const api = createApi(options);
  const log = options.log ?? (() => {});
  const send = sender(options, options.warn ?? log);
  // Every request carries the signal: a stopped client stops at once, even in the middle of its turn.
  const signal = options.signal ?? null;
  const path = { params: { path: { id: options.gameId } }, signal };
  const readGame = async (): Promise<GameResource> =>
    ok('read the game', await send(() => api.GET('/games/{id}', path))) as GameResource;
  const game = await readGame();
  const strategy =
    strategyFor(game.game, options.strategy) ??
    fail(`no strategy "${options.strategy}" for ${game.game}; known: ${strategyNames(game.game).join(', ')}`);
  const seat = game.seat ?? fail('this token is not a seat of the game (a spectator cannot play)');
  log(`playing seat ${seat} of ${game.game} game ${game.id} with the ${strategy.name} strategy`);
  /** The safety net: the game and, when the seat is to act, its legal moves, read with two requests. */
  const readSituation = async (): Promise<Situation> => {
    const now = await readGame();
    if (now.status === 'finished' || !now.toAct.includes(seat)) return now;
    const legal = ok('list legal moves', await send(() => api.GET('/games/{id}/legal-moves', path)));
    return legal.version === now.version ? { ...now, legalMoves: legal.moves } : now;
  };
  const situations = follow(options, log);
  const facts = logReader(api, send, options.gameId, signal);
  let handled = -1;
  let moves = 0;
  let refusals = 0;
  try {
    for (;;) {
      options.signal?.throwIfAborted();
      const now = (await situations.newerThan(handled)) ?? (await readSituation());
      handled = now.version;
      if (now.status === 'finished') {
        const end = await readGame();
        log(`game over: ${JSON.stringify(end.outcome)}`);
        return { game: end, moves };
      }
      if (!now.toAct.includes(seat) || !now.legalMoves || now.legalMoves.length === 0) continue;
      const left = timeLeft(now.clock, seat, Date.now());
      if (left !== null && left < SHORT_OF_TIME_MS)
        log(`short of time: ${Math.max(0, left)} ms left before the deadline`);
      const move: unknown = await strategy.choose(
        {
          seat,
          view: now.view,
          legal: now.legalMoves,
          log: await facts.upTo(now.version),
          thinkMs: thinkMsOf(options),
        },
        { rng: options.rng, now: () => performance.now() },
      );
      const result = await submitMove({ api, send, gameId: options.gameId, signal }, move, now.version);
      if (result.response.ok && result.data) {
        moves++;
        refusals = 0;
        situations.offer(result.data);
        log(`move ${moves}: ${describe(move)} (version ${result.data.version})`);
        continue;
      }
      const problem = result.error as Problem | undefined;
      if (result.response.status === 422 && ++refusals >= MAX_REFUSALS)
        fail(`moves keep being refused: ${problem?.detail ?? ''}`);
      if (result.response.status !== 409 && result.response.status !== 422) ok('submit a move', result);
      log(`move not played (${problem?.code ?? result.response.status}): waiting for the next event`);
    }
  } finally {
    situations.stop();
  }
}

const thinkMsOf = (options: Pick<PlaySeatOptions, 'thinkMs'>): number => options.thinkMs ?? THINK_MS.default;

/** The seat's own log, read through the API (what a strategy is given besides its view and legal moves). */
export function logReader(
  api: ReturnType<typeof createApi>,
  send: ReturnType<typeof sender>,
  gameId: string,
  signal: AbortSignal | null,
): SeatLog {
  return seatLog(async after =>
    ok(
      'read the log',
      await send(() => api.GET('/games/{id}/moves', { params: { path: { id: gameId }, query: { after } }, signal })),
    ),
  );
}

/** Submits one decision with an Idempotency-Key that every retry of it (by `send`) reuses. */
function submitMove(turn: Pick<Turn, 'api' | 'send' | 'gameId' | 'signal'>, move: unknown, expectedVersion: number) {
  const key = randomUUID();
  return turn.send(() =>
    turn.api.POST('/games/{id}/moves', {
      params: { path: { id: turn.gameId }, header: { 'Idempotency-Key': key } },
      body: { move: move as Schemas['Move'], expectedVersion },
      signal: turn.signal,
    }),
  );
}

/** What one decision needs: the client, the game, the strategy and its randomness. */
export interface Turn {
  readonly api: ReturnType<typeof createApi>;
  readonly send: ReturnType<typeof sender>;
  readonly gameId: string;
  readonly signal: AbortSignal | null;
  readonly strategy: AnyStrategy;
  readonly rng: Rng;
  readonly thinkMs?: number;
  readonly log: (line: string) => void;
  readonly readGame: () => Promise<GameResource>;
}

/**
 * One decision of a seat that is to act (a player's games, play-player.ts): list its legal moves, let the
 * strategy choose, and submit with an Idempotency-Key that every retry of that submission reuses. Returns
 * the game after it and the move played (described), or, when it was not played (someone moved first, or
 * it was refused), the game read again and the refusal's detail.
 */
export async function moveOnce(
  turn: Turn,
  game: GameResource,
): Promise<{ game: GameResource; played: string | null; refused: string | null }> {
  const { api, send, signal } = turn;
  const path = { params: { path: { id: turn.gameId } }, signal };
  const legal = ok('list legal moves', await send(() => api.GET('/games/{id}/legal-moves', path)));
  if (legal.version !== game.version || legal.moves.length === 0)
    return { game: await turn.readGame(), played: null, refused: null };
  const seat = game.seat ?? fail('this token is not a seat of the game');
  const facts = await logReader(api, send, turn.gameId, signal).upTo(legal.version);
  const move: unknown = await turn.strategy.choose(
    { seat, view: game.view, legal: legal.moves, log: facts, thinkMs: thinkMsOf(turn) },
    { rng: turn.rng, now: () => performance.now() },
  );
  const result = await submitMove(turn, move, legal.version);
  if (result.response.ok && result.data)
    return { game: result.data as GameResource, played: describe(move), refused: null };
  const problem = result.error as Problem | undefined;
  if (result.response.status !== 409 && result.response.status !== 422) ok('submit a move', result);
  turn.log(`move not played (${problem?.code ?? result.response.status}): reading the game again`);
  return {
    game: await turn.readGame(),
    played: null,
    refused: result.response.status === 422 ? (problem?.detail ?? 'refused') : null,
  };
}

interface Answer<T> {
  readonly data?: T;
  readonly error?: unknown;
  readonly response: Response;
}

/** The data of a successful answer, or a BotError naming what failed. */
export function ok<T>(what: string, answer: Answer<T>): T {
  if (answer.response.ok && answer.data !== undefined) return answer.data;
  const problem = answer.error as Problem | undefined;
  return fail(`could not ${what}: ${answer.response.status} ${problem?.code ?? ''} ${problem?.detail ?? ''}`.trim());
}

/**
 * Sends a request until the server gives an answer that is not transient: network errors (a restarting
 * server) and 429/502/503/504 are waited out with backoff, honouring Retry-After.
 */
export function sender(
  options: Pick<PlaySeatOptions, 'patienceMs' | 'backoff' | 'signal'>,
  warn: (line: string) => void,
) {
  const patience = options.patienceMs ?? DEFAULT_PATIENCE_MS;
  return async <T>(request: () => Promise<Answer<T>>): Promise<Answer<T>> => {
    const since = Date.now();
    for (let attempt = 1; ; attempt++) {
      let wait = backoffDelay(attempt, options.backoff ?? DEFAULT_BACKOFF);
      let cause: string;
      try {
        const answer = await request();
        if (!isTransient(answer.response.status)) return answer;
        const retryAfter = retryAfterOf(answer.response);
        if (retryAfter !== null) wait = retryAfter * 1000;
        cause = `${answer.response.status} ${(answer.error as Problem | undefined)?.code ?? ''}`.trim();
      } catch (error) {
        // Stopped on purpose: say why (the signal's reason), not that a request was cut.
        if (options.signal?.aborted) throw (options.signal.reason as Error | undefined) ?? error;
        cause = causeOf(error);
      }
      const waited = Date.now() - since;
      if (waited + wait > patience)
        fail(`the server has not answered within ${patience / 1000} s (last: ${cause}); giving up`);
      warn(`no answer from the server (${cause}); retrying in ${(wait / 1000).toFixed(1)} s`);
      await sleep(wait, options.signal);
    }
  };
}

/** Why a request failed, in a word when there is one: fetch wraps the socket's error (ECONNREFUSED…). */
function causeOf(error: unknown): string {
  const cause = (error as { cause?: { code?: unknown; message?: unknown } } | null)?.cause;
  if (typeof cause?.code === 'string') return cause.code;
  if (typeof cause?.message === 'string') return cause.message;
  return error instanceof Error ? error.message : String(error);
}

/** A move in a few words for the progress line: its type. */
function describe(move: unknown): string {
  const type = (move as { type?: unknown } | null)?.type;
  return typeof type === 'string' ? type : JSON.stringify(move).slice(0, 80);
}

/**
 * The newest situation the seat's SSE stream (or a move's answer) has shown, and a way to wait for one
 * newer than a version: null after EVENT_PATIENCE_MS without one.
 */
function follow(options: PlaySeatOptions, log: (line: string) => void) {
  const stop = new AbortController();
  const signal = options.signal ? AbortSignal.any([options.signal, stop.signal]) : stop.signal;
  let latest: Situation | null = null;
  const waiter: { wake: (() => void) | null } = { wake: null };
  const offer = (situation: Situation): void => {
    if (latest !== null && latest.version >= situation.version) return;
    latest = situation;
    waiter.wake?.();
  };
  void (async () => {
    try {
      for await (const event of followGame({
        ...options,
        signal,
        onReconnect: (attempt, reason) =>
          log(`event stream lost (${String(reason)}); reconnecting, attempt ${attempt}`),
      })) {
        offer(event);
      }
    } catch {
      // Aborted, or refused for good: waiting falls back to its timeout and the game is read again.
    }
  })();
  return {
    offer,
    async newerThan(version: number): Promise<Situation | null> {
      const newer = (): Situation | null => (latest !== null && latest.version > version ? latest : null);
      if (newer()) return newer();
      await new Promise<void>(resolve => {
        const timer = setTimeout(done, EVENT_PATIENCE_MS);
        function done() {
          clearTimeout(timer);
          waiter.wake = null;
          signal.removeEventListener('abort', done);
          resolve();
        }
        waiter.wake = () => newer() !== null && done();
        signal.addEventListener('abort', done, { once: true });
      });
      if (options.signal?.aborted) throw options.signal.reason as Error;
      return newer();
    },
    stop: () => stop.abort(),
  };
}

export function fail(message: string): never {
  throw new BotError(message);
}
