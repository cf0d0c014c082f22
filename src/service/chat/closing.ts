// When a game's chat stops taking messages, the same moment its event stream stops carrying them: a waiting
// table and a game in play take them; a cancelled table's chat closes with its last entry, as its stream ends
// at once; a finished game's stays open `postGameMs` (POST_GAME_CHAT_MS) after its last entry, for the
// post-game chat, as its stream does (http/routes/events.ts asks here too). The last entry counts, not the
// one that ended the game: a rematch offered later opens a stream, and the chat, for another window. Reading
// stays open for good: only writing closes.
import type { GameStatus } from '../../store/schema.js';
import type { LoadedGame } from '../games/loaded-game.js';
import { Refusal } from '../refusal.js';
import { statusOf } from '../views/status.js';

export interface ChatSettings {
  /** How long a finished game's chat stays open after its last entry (POST_GAME_CHAT_MS), as its stream does. */
  readonly postGameMs: number;
}

/** When the chat of a game over (finished or cancelled) whose last entry was appended `at` closes. */
export const chatClosesAfter = (status: 'finished' | 'cancelled', at: Date, postGameMs: number): Date =>
  status === 'cancelled' ? at : new Date(at.getTime() + postGameMs);

/** When a game in `status` whose last entry was appended `at` closes its chat: null while it waits or is played. */
const closesFor = (status: GameStatus, at: Date, postGameMs: number): Date | null =>
  status === 'finished' || status === 'cancelled' ? chatClosesAfter(status, at, postGameMs) : null;

/** When `loaded`'s chat closes, or closed: null while the table waits or the game is played (no end is set). */
export const chatClosesAt = (loaded: LoadedGame, postGameMs: number): Date | null =>
  closesFor(statusOf(loaded), loaded.updatedAt, postGameMs);

/** Refuses a message to `loaded`'s chat at `now` once the game's chat has closed. */
export function requireChatOpen(loaded: LoadedGame, now: Date, postGameMs: number): void {
  const status = statusOf(loaded);
  const closes = closesFor(status, loaded.updatedAt, postGameMs);
  if (closes === null) return;
  // A cancelled table's chat is closed whatever the clocks say, as its stream ends without asking them.
  if (status === 'finished' && now.getTime() < closes.getTime()) return;
  const since = closes.toISOString();
  throw Refusal.of(
    'chat-closed',
    `The chat of game ${loaded.record.id} is closed since ${since}: ${
      status === 'cancelled'
        ? 'the table was cancelled'
        : 'the game is over, and its post-game chat lasted POST_GAME_CHAT_MS after its last entry'
    }. It can still be read.`,
    { closedAt: since },
  ).saying('chat-closed', { game: loaded.record.id, status, since });
}
