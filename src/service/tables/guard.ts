// Moves and resignations are for tables in play: while a table waits for people nobody may act (leave is
// the way out before the start), and a cancelled table is over. Table games only: a classic game is always
// in play until its rules end it.
import type { LoadedGame } from '../games/loaded-game.js';
import { Refusal } from '../refusal.js';

export function requirePlaying(loaded: Pick<LoadedGame, 'table' | 'record'>, what: 'move' | 'resign'): void {
  if (loaded.table.phase === 'waiting') {
    const hint = what === 'resign' ? ' To give up your seat before the start, POST /games/{id}/leave.' : '';
    throw Refusal.of(
      'not-started',
      `Game ${loaded.record.id} is waiting for people to take its open seats; nobody may ${what} yet.${hint}`,
    ).saying('not-started', { game: loaded.record.id, what });
  }
  if (loaded.table.phase === 'cancelled')
    throw Refusal.of('game-cancelled', `Game ${loaded.record.id} was cancelled before it started.`).saying(
      'game-cancelled',
      { game: loaded.record.id },
    );
}

/** What only a waiting table allows, and how the English sentence says it. */
const WAITING_ONLY = {
  join: 'join',
  leave: 'leave',
  cancel: 'cancel it',
  rematch: 'take your seat in the rematch',
} as const;

/** Join, leave and cancel are for tables still waiting for people. */
export function requireWaiting(loaded: Pick<LoadedGame, 'table' | 'record'>, what: keyof typeof WAITING_ONLY): void {
  if (loaded.table.phase !== 'waiting') {
    const phase = loaded.table.phase === 'cancelled' ? 'cancelled' : 'started';
    const now = phase === 'cancelled' ? 'was cancelled' : 'has started';
    throw Refusal.of(
      'not-waiting',
      `Game ${loaded.record.id} ${now}: you can ${WAITING_ONLY[what]} only while it waits for people.`,
    ).saying('not-waiting', { game: loaded.record.id, phase, what });
  }
}
