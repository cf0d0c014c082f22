// Every entry a use case appends to a game's log is written here: a seat's move or resignation
// (moves/append-decision.ts), a bot's move (bots/turns.ts), a timeout (clocks/timeout.ts) and the table's
// entries (tables/append.ts). Entry 0 alone is written with its game (games/create.ts). One function numbers
// the entry (the version after the loaded one), folds it into the game, and builds the record the append
// writes in one statement (store/log.ts): the entry, the projection as of it (status, seats to act, outcome,
// next deadline) and the snapshot when one is due; so the projection and the snapshots never depend on
// which use case appended. Then the players' events (in the same transaction) and the observers. The entry
// that finishes a rated game also changes its players' ratings (ratings/rate-game.ts) in the same
// transaction: an append outside one (the fast path of moves/act.ts) is then wrapped in one.
import { readSeats } from '../../store/games.js';
import { appendEntry, type EntryBody, type Executor, type LogEntry } from '../../store/log.js';
import type { Deps } from '../deps.js';
import { nextDeadline, outcomeOf } from '../clocks/view.js';
import { foldEntries, snapshotDue } from '../games/load.js';
import type { LoadedGame } from '../games/loaded-game.js';
import { finishes, ratedParticipants } from '../ratings/participants.js';
import { rateGame } from '../ratings/rate-game.js';
import { notifyPlayers } from '../tables/player-events.js';
import { nextReminder } from '../reminders/when.js';
import { statusOf, toActOf } from '../views/game-view.js';

/**
 * Appends `body` as entry version+1, dated `at`, and returns the game after it; throws a unique violation
 * (store/errors.ts) if that version is taken, or if the entry's seat already used its idempotency key.
 * `change` (a join's or a leave's seat rows) runs right after the entry, whose primary key decided the race
 * first; the seats are then read again.
 */
export async function appendLogEntry(
  deps: Deps,
  db: Executor,
  loaded: LoadedGame,
  body: EntryBody,
  at: Date,
  change?: () => Promise<void>,
): Promise<LoadedGame> {
  const entry: LogEntry = { ...body, seq: loaded.version + 1, createdAt: at };
  let next = foldEntries(loaded, [entry]);
  const rates = finishes(loaded, next) && ratedParticipants(next) !== null;
  // Followers then hear of the entry from the notification sent at commit, as after any transaction.
  if (rates && !db.isTransaction)
    return deps.database.db.transaction().execute(tx => appendLogEntry(deps, tx, loaded, body, at, change));
  await appendEntry(db, {
    ...entry,
    gameId: loaded.record.id,
    status: statusOf(next),
    toAct: toActOf(next),
    outcome: outcomeOf(next),
    deadline: nextDeadline(next)?.at ?? null,
    remindAt: nextReminder(next),
    ...(snapshotDue(entry.seq)
      ? { snapshot: { stateVersion: next.game.stateVersion, state: next.state, table: next.table } }
      : {}),
    // Committed here, so delivered to this process's followers below; a transaction's entries are heard of at its commit.
    ...(db.isTransaction || deps.listener === undefined || !deps.observers.committed
      ? {}
      : { notifiedOtherwise: deps.listener }),
  });
  if (change) {
    await change();
    next = { ...next, seats: await readSeats(db, loaded.record.id) };
  }
  // The seats are final by now (a join's change ran above).
  const participants = rates ? ratedParticipants(next) : null;
  if (participants !== null) await rateGame(db, next, participants, at);
  await notifyPlayers(db, loaded, next, entry.kind, entry.seat);
  if (entry.kind === 'move') deps.observers.moveAccepted(next.game.id);
  // Inside a transaction the entry is not committed yet (and may never be): followers learn of it from
  // the notification sent at commit instead.
  if (!db.isTransaction) deps.observers.committed?.(next, entry);
  return next;
}
