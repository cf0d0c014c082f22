// Turn reminders are sent without any request, on the clock sweep's tick (clocks/sweep.ts): the games whose
// `remind_at` came (store/reminders.ts) are loaded, and each seat whose reminder is due (when.ts) is claimed
// and told in one transaction: the `turn_reminders` row, the player's `turn-reminder` event and, in the same
// statement as the event, its outbox rows (webhook, push, e-mail: store/players.ts). The row's primary key
// (game, turn, seat) lets one claim in when sweeps of several processes meet, and only that one writes the
// event and its deliveries. Then the game's `remind_at` moves on to its next reminder, in a statement of its own:
// holding the game's row and a player's in one transaction could deadlock with an append (game then players)
// or a vacation (player then games); if that update is lost, the next sweep finds the reminders claimed and
// moves it on. A fault of one game leaves it for the next sweep without holding up the others.
import { appendPlayerEvent } from '../../store/players.js';
import { claimReminder, remindersDue, setRemindAt } from '../../store/reminders.js';
import type { Deps } from '../deps.js';
import { loadGame } from '../games/load.js';
import type { LoadedGame } from '../games/loaded-game.js';
import { deliveryOf } from '../notifications/kinds.js';
import type { PlayerEvent } from '../players/schemas.js';
import { statusOf, toActOf } from '../views/status.js';
import { isReminderDue, owedReminders, type OwedReminder } from './when.js';

/** Games reminded per sweep at most; the rest wait for the next tick. */
const REMIND_BATCH = 100;

/** One sweep of the reminders due now; returns how many were sent by this call. */
export async function sendReminders(deps: Deps): Promise<number> {
  const now = deps.now();
  const ids = await remindersDue(deps.database.db, now, REMIND_BATCH);
  let sent = 0;
  for (const id of ids) sent += await remindGame(deps, id, now).catch(() => 0);
  return sent;
}

/** Sends the game's due reminders not sent yet, then moves its `remind_at` on; returns how many this call sent. */
async function remindGame(deps: Deps, gameId: string, now: Date): Promise<number> {
  const db = deps.database.db;
  const loaded = await loadGame(deps, db, gameId);
  const owed = owedReminders(loaded);
  // Players in the order of their ids, as every transaction that appends to several players' streams.
  const due = owed
    .filter(r => isReminderDue(loaded, r, now))
    .sort((a, b) => (a.playerId < b.playerId ? -1 : a.playerId > b.playerId ? 1 : a.seat - b.seat));
  let sent = 0;
  if (due.length > 0)
    await db.transaction().execute(async tx => {
      for (const r of due) {
        const claim = { gameId, version: loaded.version, turn: r.turn, seat: r.seat, playerId: r.playerId, at: now };
        if (!(await claimReminder(tx, claim))) continue;
        const event = reminderEvent(loaded, r, now);
        await appendPlayerEvent(tx, r.playerId, gameId, event, now, deliveryOf(event));
        sent += 1;
      }
    });
  const next = owed.find(r => r.at.getTime() > now.getTime())?.at ?? null;
  await setRemindAt(db, gameId, loaded.version, next);
  return sent;
}

function reminderEvent(loaded: LoadedGame, r: OwedReminder, now: Date): PlayerEvent {
  return {
    type: 'turn-reminder',
    gameId: loaded.record.id,
    game: loaded.record.game,
    version: loaded.version,
    seat: r.seat,
    status: statusOf(loaded),
    toAct: toActOf(loaded),
    deadline: r.deadline.toISOString(),
    remainingMs: r.deadline.getTime() - now.getTime(),
    at: now.toISOString(),
  };
}
