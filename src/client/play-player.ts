// Playing every game of one player through the public API, with one player key — what `npm run bot -- --key`
// runs: one process, one event stream (GET /players/me/events), any number of games. At the start it plays
// the games where the player is to act now (GET /players/me/games?awaiting=true); then each "your-turn" or
// "started" event sends it to that game, where it plays while the player is to act. Decisions are
// submitted as in play-seat.ts (one Idempotency-Key per decision), and a dropped stream resumes with
// Last-Event-ID, so no turn is missed. Games are played one at a time, in the order their turns arrive.
import type { Rng } from '../engine/index.js';
import { strategyFor } from '../bots/registry.js';
import type { AnyStrategy } from '../bots/strategy.js';
import { createApi, type GameResource, type Schemas } from './api.js';
import { followStream } from './events.js';
import { fail, moveOnce, ok, sender, type Turn } from './play-seat.js';
import type { Backoff } from './retry.js';

export type PlayerEvent = Schemas['PlayerEvent'];

export interface PlayPlayerOptions {
  readonly baseUrl: string;
  /** The player key. */
  readonly key: string;
  /** A built-in strategy name (`random`, `heuristic`); games without it are played with `random`. */
  readonly strategy: string;
  readonly rng: Rng;
  /** What a thinking strategy (`ismcts`) may think per move, in ms. */
  readonly thinkMs?: number;
  readonly signal?: AbortSignal;
  readonly backoff?: Backoff;
  readonly patienceMs?: number;
  /** Stop after this many of the player's games have finished (default: never). */
  readonly games?: number;
  readonly log?: (line: string) => void;
  readonly fetch?: typeof fetch;
}

export interface PlayerResult {
  /** Moves submitted and accepted, over all games. */
  readonly moves: number;
  /** The games seen finishing, by id. */
  readonly finished: readonly string[];
}

/** Consecutive refused moves in one game before giving up on it. */
const MAX_REFUSALS = 3;

export async function playPlayer(options: PlayPlayerOptions): Promise<PlayerResult> {
  const log = options.log ?? (() => {});
  const api = createApi({
    baseUrl: options.baseUrl,
    token: options.key,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const send = sender(options, log);
  const signal = options.signal ?? null;
  const me = ok('read the player', await send(() => api.GET('/players/me', { signal })));
  log(`playing as ${me.name} (${me.id}) with the ${options.strategy} strategy`);
  const finished = new Set<string>();
  let moves = 0;

  const strategyOf = (game: string): AnyStrategy =>
    strategyFor(game, options.strategy) ?? strategyFor(game, 'random') ?? fail(`no strategy for ${game}`);

  /** Plays game `id` while the player is to act in it. */
  const play = async (id: string): Promise<void> => {
    const readGame = async (): Promise<GameResource> =>
      ok(
        'read the game',
        await send(() => api.GET('/games/{id}', { params: { path: { id } }, signal })),
      ) as GameResource;
    let game = await readGame();
    const turn: Turn = {
      api,
      send,
      gameId: id,
      signal,
      strategy: strategyOf(game.game),
      rng: options.rng,
      ...(options.thinkMs === undefined ? {} : { thinkMs: options.thinkMs }),
      log,
      readGame,
    };
    let refusals = 0;
    while (game.status === 'active' && game.seat !== null && game.toAct.includes(game.seat)) {
      options.signal?.throwIfAborted();
      const step = await moveOnce(turn, game);
      game = step.game;
      if (step.played) {
        moves++;
        refusals = 0;
      } else if (step.refused !== null && ++refusals >= MAX_REFUSALS) {
        log(`game ${id}: moves keep being refused (${step.refused}); waiting for the next event`);
        return;
      }
    }
    if (game.status === 'finished') finished.add(id);
  };

  const done = (): boolean => options.games !== undefined && finished.size >= options.games;
  const stop = new AbortController();
  const streamSignal = options.signal ? AbortSignal.any([options.signal, stop.signal]) : stop.signal;
  let markOpen: () => void = () => undefined;
  const opened = new Promise<void>(resolve => {
    markOpen = resolve;
  });
  // The stream is opened first, so that a turn arriving while the awaiting games are played is not missed.
  const stream = followStream<PlayerEvent>(`${options.baseUrl.replace(/\/+$/, '')}/players/me/events`, {
    token: options.key,
    signal: streamSignal,
    ...(options.backoff ? { backoff: options.backoff } : {}),
    ...(options.fetch ? { fetch: options.fetch } : {}),
    onOpen: () => markOpen(),
    onReconnect: (attempt, reason) => log(`player stream lost (${String(reason)}); reconnecting, attempt ${attempt}`),
  });
  const first = stream.next();
  // Events that arrive from here on wait in the open response while the awaiting games are played.
  await Promise.race([opened, first]);
  const awaiting = ok(
    'list my games',
    await send(() =>
      api.GET('/players/me/games', { params: { query: { awaiting: 'true', status: 'active', limit: 100 } }, signal }),
    ),
  );
  for (const game of awaiting.games) await play(game.id);
  try {
    let next: Promise<IteratorResult<PlayerEvent>> | null = first;
    while (!done()) {
      const { value, done: ended } = await (next ?? stream.next());
      next = null;
      if (ended) break;
      if (value.type === 'finished') finished.add(value.gameId);
      if (value.type === 'your-turn' || value.type === 'started') await play(value.gameId);
    }
  } finally {
    // An event still awaited when we stop ends with the abort: nothing is waiting for it.
    first.catch(() => undefined);
    stop.abort();
    await stream.return(undefined).catch(() => undefined);
  }
  return { moves, finished: [...finished] };
}
