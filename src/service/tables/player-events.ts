// A player's own stream is written here: after each entry of a table game, the events it causes for the
// players sitting there (your turn, the table started, someone joined or left, cancelled, finished), in
// the same transaction as the entry, so an event exists exactly when its cause does. Classic games (no
// table row, no players) return at once: the move hot path pays nothing. Players are notified in the
// order of their ids, so two transactions lock players' rows in the same order. The same statement queues
// the webhooks and pushes an event causes (notifications/kinds.ts, store/players.ts): no round trip more.
import type { EntryKind } from '../../store/schema.js';
import { appendPlayerEvent } from '../../store/players.js';
import type { Executor } from '../../store/log.js';
import type { LoadedGame } from '../games/loaded-game.js';
import { clockView } from '../clocks/view.js';
import { statusOf, toActOf } from '../views/game-view.js';
import type { PlayerEvent } from '../players/schemas.js';
import { deliveryOf } from '../notifications/kinds.js';

type PlayerEventType = PlayerEvent['type'];

const STATUS_EVENTS: Partial<Record<ReturnType<typeof statusOf>, PlayerEventType>> = {
  active: 'started',
  finished: 'finished',
  cancelled: 'cancelled',
};

/** The events entry `after.version` (of kind `kind`, by `seat`) causes, written for every player seated. */
export async function notifyPlayers(
  db: Executor,
  before: LoadedGame | null,
  after: LoadedGame,
  kind: EntryKind,
  by: number | null,
): Promise<void> {
  if (after.record.table === null) return;
  const seated = after.seats
    .filter(s => s.playerId !== null)
    .sort((a, b) => ((a.playerId ?? '') < (b.playerId ?? '') ? -1 : 1));
  if (seated.length === 0) return;
  const statusBefore = before === null ? 'waiting' : statusOf(before);
  const status = statusOf(after);
  const toActBefore = new Set(before === null ? [] : toActOf(before));
  const toAct = toActOf(after);
  const at = after.updatedAt;
  const base = {
    gameId: after.record.id,
    game: after.record.game,
    version: after.version,
    status,
    toAct,
    at: at.toISOString(),
  };
  const clock = clockView(after);
  const deadlineOf = (seat: number): { deadline?: string } => {
    const deadline = clock?.seats.find(c => c.seat === seat)?.deadline;
    return deadline ? { deadline } : {};
  };
  for (const s of seated) {
    const types: PlayerEventType[] = [];
    if ((kind === 'join' || kind === 'leave') && by !== s.seat) types.push(kind === 'join' ? 'joined' : 'left');
    const changed = status !== statusBefore ? STATUS_EVENTS[status] : undefined;
    if (changed) types.push(changed);
    // A seat a bot plays for its person (a stand-in: clocks/stand-in.ts) is never that person's turn to play.
    if (toAct.includes(s.seat) && !toActBefore.has(s.seat) && s.bot === null) types.push('your-turn');
    for (const type of types) {
      const event: PlayerEvent = {
        type,
        ...base,
        seat: s.seat,
        ...(by !== null && (type === 'joined' || type === 'left') ? { by } : {}),
        ...(type === 'your-turn' ? deadlineOf(s.seat) : {}),
      };
      await appendPlayerEvent(db, s.playerId ?? '', after.record.id, event, at, deliveryOf(event));
    }
  }
}

/** Tells the players of a finished game that a rematch was opened, and where. */
export async function notifyRematch(db: Executor, old: LoadedGame, rematch: string, by: number): Promise<void> {
  const seated = old.seats
    .filter(s => s.playerId !== null && s.seat !== by)
    .sort((a, b) => ((a.playerId ?? '') < (b.playerId ?? '') ? -1 : 1));
  const at = old.updatedAt;
  for (const s of seated) {
    const event: PlayerEvent = {
      type: 'rematch-offered',
      gameId: old.record.id,
      game: old.record.game,
      version: old.version,
      seat: s.seat,
      status: statusOf(old),
      toAct: [],
      by,
      rematch,
      at: at.toISOString(),
    };
    await appendPlayerEvent(db, s.playerId ?? '', old.record.id, event, at, deliveryOf(event));
  }
}
