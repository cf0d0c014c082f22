// Deciding a command on a loaded game and appending its facts as the next log entry: shared by the moves
// of seats (moves/act.ts), of built-in bots (bots/turns.ts) and the timeouts (clocks/timeout.ts), so all
// are logged and counted alike (service/log/append-entry.ts writes every entry). A seat's undo is decided
// here too, by the turn's undo window rather than the rules (undo/check.ts): it is appended, retried and
// replayed from its idempotency key exactly as a move is.
import { accept, reject, type Seat } from '../../engine/index.js';
import { keyDigest } from '../../store/key-digest.js';
import type { EntryBody, Executor } from '../../store/log.js';
import type { LoadedGame } from '../games/loaded-game.js';
import type { Deps } from '../deps.js';
import { chanceFor } from '../games/chance.js';
import { appendLogEntry } from '../log/append-entry.js';
import { checkUndo, requireUndoable } from '../undo/check.js';

/** A seat's move or resignation; or the server's `timeout` of a seat, decided as the game's resignation. */
export type SeatCommand =
  { readonly kind: 'move'; readonly move: unknown } | { readonly kind: 'resign' } | { readonly kind: 'undo' };
export type Command = SeatCommand | { readonly kind: 'timeout' };

/** The game's decision for `seat` on the loaded state, drawing the chance of the next entry (games/chance.ts). */
export function decideFor(loaded: LoadedGame, seat: Seat, command: Command): ReturnType<LoadedGame['game']['decide']> {
  const { game, state, record } = loaded;
  switch (command.kind) {
    case 'move':
      return game.decide(state, seat, command.move, chanceFor(record.rngVersion, record.seed, loaded.version + 1));
    case 'resign':
    case 'timeout':
      return game.resign(state, seat);
    case 'undo': {
      // An undo has no facts: its entry names the version it returns to (appendDecision).
      const check = checkUndo(loaded, seat);
      return check.ok ? accept() : reject('undo-not-allowed', `An undo is not allowed: ${check.reason}.`);
    }
    default: {
      const unreachable: never = command;
      throw new Error(`unknown command ${JSON.stringify(unreachable)}`);
    }
  }
}

/**
 * Appends the facts of `seat`'s command as the next entry (service/log/append-entry.ts) and returns the game
 * after it; throws a unique violation (errors.ts) if that version is taken, or if `seat` already used the
 * idempotency key `key` in this game.
 */
export async function appendDecision(
  deps: Deps,
  db: Executor,
  loaded: LoadedGame,
  seat: Seat,
  command: Command,
  facts: readonly unknown[],
  key: string | null,
  at: Date = deps.now(),
): Promise<LoadedGame> {
  const digest = key === null ? null : keyDigest(loaded.record.id, seat, key);
  const body: EntryBody = bodyOf(loaded, seat, command, facts, digest);
  return appendLogEntry(deps, db, loaded, body, at);
}

function bodyOf(
  loaded: LoadedGame,
  seat: Seat,
  command: Command,
  facts: readonly unknown[],
  keyDigest: string | null,
): EntryBody {
  switch (command.kind) {
    case 'move':
      return { kind: 'move', seat, move: command.move, facts, keyDigest };
    case 'undo':
      return { kind: 'undo', seat, move: { returnsTo: requireUndoable(loaded, seat) }, facts: [], keyDigest };
    case 'resign':
    case 'timeout':
      return { kind: command.kind, seat, move: null, facts, keyDigest };
    default: {
      const unreachable: never = command;
      throw new Error(`unknown command ${JSON.stringify(unreachable)}`);
    }
  }
}
