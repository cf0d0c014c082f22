// Use cases: a seat moves, resigns, or takes back its last move of the turn (an undo, undo/check.ts). The log's primary key (game, seq) is what keeps two writers from
// both appending version N+1, so a decision may be made optimistically on the cached game:
//
// - Fast path (the cache holds the game): decide on the cached state and append in one statement. A cache
//   behind, because another process appended (no sticky routing), is caught up without a transaction: when
//   the request expects a later version than the cached one, or when the insert hits the primary key, one
//   read of the log's tail brings it up to date, and the decision is made again and appended again (once).
//   An idempotency key goes into the same statement (as its digest, key-digest.ts), which inserts nothing
//   when the seat already used the key (log.ts; no unique index since migrations/0008) and reports it as a
//   unique violation: a retry of an accepted request is a miss that the tail does not explain (or explains
//   by the seat's own entry with that key), and the slow path then finds the first entry and replays its
//   answer. A refusal by the rules or a version conflict is never sent from the fast path, since a stale
//   state could be the reason.
// - Slow path: one transaction reads the log after the cached version (or the whole log), checks the
//   idempotency key and the expected version, lets the game decide, and appends. A request that loses a race
//   here is decided again on the new state (bounded), unless it named the version it expected: a conflict.
//
// In a game with seats played by built-in bots, the bots' replies are played after the append, in the same
// transaction (bots/turns.ts: one bounded step; any rest in the background, bots/runner.ts); such games always
// take the slow path, so that a person's move and the bot moves it triggers are committed together or not
// at all.
import { canonical, type Seat } from '../../engine/index.js';
import { isUniqueViolation } from '../../store/errors.js';
import { keyDigest } from '../../store/key-digest.js';
import { findEntryByKey, readEntries, type Executor, type LogEntry } from '../../store/log.js';
import { appendDecision, decideFor, type SeatCommand as Command } from './append-decision.js';
import { seatOf } from '../access/authenticate.js';
import { afterBotReplies, continueBots, hasBots, playBots } from '../bots/turns.js';
import { enforceClock, isDue } from '../clocks/timeout.js';
import type { LoadedGame } from '../games/loaded-game.js';
import type { Deps } from '../deps.js';
import { foldEntries, loadGame, loadGameAt } from '../games/load.js';
import { AGAIN, retryLostRace } from '../log/retry-lost-race.js';
import { presentToMover, type ActAnswer } from '../views/game-view.js';
import { issuesOf, Refusal } from '../refusal.js';
import { requirePlaying } from '../tables/guard.js';
import { requireUndoable } from '../undo/check.js';

/** How many times a request that lost a race (without an expected version) is decided again. */
const MAX_ATTEMPTS = 5;

export interface Act {
  readonly gameId: string;
  readonly token: string | undefined;
  readonly command: Command;
  readonly expectedVersion?: number;
  readonly idempotencyKey?: string;
}

export async function act(deps: Deps, request: Act): Promise<ActAnswer> {
  const fast = await optimistic(deps, request);
  if (fast) return fast;
  // A unique violation means someone appended first (or used this idempotency key first): the next
  // attempt sees their entry, and answers with a conflict, a replay, or a decision on the new state.
  const result = await retryLostRace(
    async () => {
      const attempt = await deps.database.db.transaction().execute(tx => attemptAct(deps, tx, request));
      if (!attempt.due) return attempt;
      // A deadline passed: its timeout is appended (and committed) first, then the request is decided again.
      await enforceClock(deps, request.gameId);
      return AGAIN;
    },
    {
      attempts: MAX_ATTEMPTS,
      exhausted: async () => {
        const current = await loadGame(deps, deps.database.db, request.gameId);
        throw Refusal.of(
          'version-conflict',
          `The game changed ${MAX_ATTEMPTS} times while this request was decided; send it again.`,
          { currentVersion: current.version },
        ).saying('version-conflict/busy', { what: 'game', attempts: MAX_ATTEMPTS });
      },
    },
  );
  if (result.appended) deps.cache.put(result.loaded);
  continueBots(deps, result.loaded);
  return presentToMover(result.loaded, result.seat);
}

/** The fast path; null when the slow path must answer. */
async function optimistic(deps: Deps, request: Act): Promise<ActAnswer | null> {
  let cached = deps.cache.get(request.gameId);
  // Tables people join take the slow path: seats change under the cache, and players' events are written
  // in the same transaction as the move. So do games with a clock: a deadline is checked on the fresh log.
  if (!cached || hasBots(cached) || cached.record.table !== null || cached.table.clock) return null;
  const db = deps.database.db;
  const expected = request.expectedVersion;
  if (expected !== undefined && expected > cached.version) {
    const tail = await readEntries(db, request.gameId, cached.version);
    cached = caughtUp(deps, cached, tail);
  }
  if (expected !== undefined && expected !== cached.version) return null;
  const seat = await seatOf(db, cached, request.token);
  const command = parseCommand(cached, request.command);
  for (let attempt = 0; attempt < 2; attempt++) {
    const decision = decideFor(cached, seat, command);
    if (!decision.ok) return null;
    try {
      const next = await appendDecision(
        deps,
        db,
        cached,
        seat,
        command,
        decision.facts,
        request.idempotencyKey ?? null,
      );
      deps.cache.put(next);
      return presentToMover(next, seat);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
    // Someone appended first, or the key was used: one read of the tail tells which.
    const tail = await readEntries(db, request.gameId, cached.version);
    cached = caughtUp(deps, cached, tail);
    // Keys are scoped per seat: only this seat's own entry with the key explains the miss.
    const digest =
      request.idempotencyKey === undefined ? null : keyDigest(cached.record.id, seat, request.idempotencyKey);
    const keyUsed = digest !== null && tail.some(e => e.seat === seat && e.keyDigest === digest);
    if (tail.length === 0 || keyUsed || expected !== undefined) return null;
  }
  return null;
}

/** The cached game with the tail folded in, cached in turn. */
function caughtUp(deps: Deps, cached: LoadedGame, tail: readonly LogEntry[]): LoadedGame {
  if (tail.length === 0) return cached;
  const loaded = foldEntries(cached, tail);
  deps.cache.put(loaded);
  return loaded;
}

/** A request decided (appended, or replayed from its idempotency key); or found a deadline passed first. */
type Attempt =
  | { readonly due: false; readonly loaded: LoadedGame; readonly seat: Seat; readonly appended: boolean }
  | { readonly due: true };

async function attemptAct(deps: Deps, tx: Executor, request: Act): Promise<Attempt> {
  const loaded = await loadGame(deps, tx, request.gameId);
  const seat = await seatOf(tx, loaded, request.token);
  const command = parseCommand(loaded, request.command);
  if (request.idempotencyKey !== undefined) {
    const earlier = await findEntryByKey(tx, loaded.record.id, seat, request.idempotencyKey);
    if (earlier)
      return {
        due: false,
        loaded: await replay(deps, tx, loaded, request, earlier, seat, command),
        seat,
        appended: false,
      };
  }
  // The clock is heard before the version expected and the undo's own check: a seat out of time is told so
  // (409 time-out) whatever it sends, rather than that the game moved on (or is no longer in play) because of
  // the timeout its own request recorded.
  if (loaded.table.clock?.timedOut.includes(seat)) {
    const standIn = loaded.table.clock.option.onTimeout === 'bot' && loaded.record.players >= 3 ? 'bot' : 'none';
    throw Refusal.of(
      'time-out',
      `Seat ${seat} ran out of time in game ${request.gameId}: it lost on time${standIn === 'bot' ? ', and a bot plays it for the rest of the game' : ''}.`,
    ).saying('time-out', { seat, game: request.gameId, standIn });
  }
  if (request.expectedVersion !== undefined && request.expectedVersion !== loaded.version) {
    throw Refusal.of('version-conflict', `The game is at version ${loaded.version}, not ${request.expectedVersion}.`, {
      currentVersion: loaded.version,
    }).saying('version-conflict', { version: loaded.version, expected: request.expectedVersion });
  }
  if (command.kind !== 'undo') requirePlaying(loaded, command.kind);
  // Time is read once: a move is appended at the instant it was found in time, so it is either before the
  // deadline (accepted) or after it (refused, with the timeout recorded), never both.
  const now = deps.now();
  if (isDue(loaded, now)) return { due: true };
  if (command.kind === 'undo') requireUndoable(loaded, seat);
  const decision = decideFor(loaded, seat, command);
  if (!decision.ok) {
    // Typically "not your turn" while bots are still due: their moves go on in the background.
    continueBots(deps, loaded);
    if (command.kind === 'move') deps.observers.moveRejected(loaded.record.game);
    throw Refusal.rule(decision.violation);
  }
  const next = await appendDecision(
    deps,
    tx,
    loaded,
    seat,
    command,
    decision.facts,
    request.idempotencyKey ?? null,
    now,
  );
  return { due: false, loaded: await playBots(deps, tx, next), seat, appended: true };
}

/** The move parsed by its game's schema (the HTTP layer knows only the union of all games' moves). */
function parseCommand(loaded: LoadedGame, command: Command): Command {
  if (command.kind !== 'move') return command;
  const parsed = loaded.game.schemas.move.safeParse(command.move, { reportInput: true });
  if (!parsed.success) {
    throw Refusal.of('invalid-request', `This is not a move of ${loaded.game.title}.`, {
      errors: issuesOf(parsed.error),
    }).saying('invalid-request/not-a-move', { title: loaded.game.title });
  }
  return { kind: 'move', move: parsed.data };
}

/** The first answer to a retried request: the game as of the entry its key names. */
async function replay(
  deps: Deps,
  tx: Executor,
  loaded: LoadedGame,
  request: Act,
  earlier: LogEntry,
  seat: Seat,
  command: Command,
): Promise<LoadedGame> {
  // Keys are scoped per seat, so `earlier` is this seat's own: naming its key reveals nothing of another's.
  // `earlier` was found by the key's 64-bit digest (key-digest.ts): another key of this seat with the same
  // digest (one chance in 2^64 per pair of the seat's keys in a game) would be taken for this one, and the
  // comparison below answers 422, or, when the request repeats that entry's move, that entry's answer: as if
  // the client had reused its key. Never another seat's entry, nor a move the seat did not send.
  const sameRequest =
    earlier.seat === seat &&
    earlier.kind === command.kind &&
    (command.kind !== 'move' || canonical(earlier.move) === canonical(command.move));
  if (!sameRequest) {
    throw Refusal.of(
      'idempotency-key-reused',
      `Idempotency key "${request.idempotencyKey ?? ''}" was used by your seat for another request in this game: use a new key for a new request.`,
    ).saying('idempotency-key-reused', { key: request.idempotencyKey ?? '' });
  }
  // The first answer also showed the bot moves that request played right after its own entry.
  const later = hasBots(loaded) ? await readEntries(tx, request.gameId, earlier.seq) : [];
  return loadGameAt(deps, tx, request.gameId, afterBotReplies(loaded, later, earlier.seq));
}
