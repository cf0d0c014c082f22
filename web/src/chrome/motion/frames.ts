// The versions between two that the page saw, read from the server as the viewer could see them then
// (GET /games/{id}?at=N, the history's reads: another seat's hidden cards stay hidden), each with the
// entry that made it. The move's own answer and the event stream bring only the newest version when a bot
// plays right after a move, so the versions in between are read here to be shown one by one.
import { getGame, readLog } from '../../api/client';
import type { Game, LogEntry } from '../../api/types';

export interface Frame {
  readonly game: Game;
  /** The entry that made this version: drawn as the last move. */
  readonly entry: LogEntry | null;
}

/** Frames for versions first..last, oldest first. */
export type LoadFrames = (first: number, last: number) => Promise<readonly Frame[]>;

export const framesFromServer =
  (id: string, key: string | undefined): LoadFrames =>
  async (first, last) => {
    const versions = Array.from({ length: Math.max(0, last - first + 1) }, (_, i) => first + i);
    const [games, log] = await Promise.all([
      Promise.all(versions.map(at => getGame(id, key, at))),
      readLog(id, key, first - 1),
    ]);
    return games.map(game => ({ game, entry: log.entries.find(e => e.seq === game.version) ?? null }));
  };
