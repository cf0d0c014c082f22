// Deciding a command on a loaded game and appending its facts as the next log entry: shared by the moves
// of seats (act.ts) and of built-in bots (bot-turns.ts), so both are logged and counted alike.
import type { Seat } from '../engine/index.js';
import { keyDigest } from '../store/key-digest.js';
import { appendEntry, type Executor, type LogEntry } from '../store/log.js';
import type { LoadedGame } from './cache.js';
import type { Deps } from './deps.js';
import { foldEntries, snapshotDue } from './load.js';
import { statusOf, toActOf } from './present.js';
import { nextDeadline, outcomeOf } from './clocks/view.js';
import { chanceFor } from './games/chance.js';
import { notifyPlayers } from './tables/notify.js';

/** A seat's move or resignation; or the server's `timeout` of a seat, decided as the game's resignation. */
export type SeatCommand = { readonly kind: 'move'; readonly move: unknown } | { readonly kind: 'resign' };
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
    default: {
      const unreachable: never = command;
      throw new Error(`unknown command ${JSON.stringify(unreachable)}`);
    }
  }
}

/**
 * Appends the facts as entry version+1 and returns the game after it; throws a unique violation (errors.ts)
 * if that version is taken, or if `seat` already used the idempotency key `key` in this game.
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
  const { game } = loaded;
  const digest = key === null ? null : keyDigest(loaded.record.id, seat, key);
  const entry: LogEntry = {
    seq: loaded.version + 1,
    kind: command.kind,
    seat,
    move: command.kind === 'move' ? command.move : null,
    facts,
    keyDigest: digest,
    createdAt: at,
  };
  const next = foldEntries(loaded, [entry]);
  const outcome = outcomeOf(next);
  await appendEntry(db, {
    gameId: loaded.record.id,
    seq: entry.seq,
    kind: entry.kind,
    seat,
    move: entry.move,
    facts,
    keyDigest: digest,
    at: entry.createdAt,
    status: statusOf(next),
    toAct: toActOf(next),
    outcome,
    deadline: nextDeadline(next)?.at ?? null,
    ...(snapshotDue(entry.seq)
      ? { snapshot: { stateVersion: game.stateVersion, state: next.state, table: next.table } }
      : {}),
    // Committed here, so delivered to this process's followers below; a transaction's entries are heard of at its commit.
    ...(db.isTransaction || deps.listener === undefined || !deps.observers.committed
      ? {}
      : { notifiedOtherwise: deps.listener }),
  });
  await notifyPlayers(db, loaded, next, command.kind, seat);
  if (command.kind === 'move') deps.observers.moveAccepted(game.id);
  // Inside a transaction the entry is not committed yet (and may never be): followers learn of it from
  // the notification sent at commit instead.
  if (!db.isTransaction) deps.observers.committed?.(next, entry);
  return next;
}
