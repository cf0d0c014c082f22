// A listing shows many games and reads the logs of some (their seats' deadlines, a timeout due, what the inbox
// says happened since a seat's last move): one game whose log cannot be read or folded (a corrupt entry, an
// engine's error) must not take the whole listing down with it. That game is listed as the projection has it,
// or left out where the listing needs what only its log holds, and told to the observers once a listing
// however often the listing meets it (the server logs it as an error, with the game's id). A database that
// cannot answer is no single game's fault: that still fails the listing (503).
import { isUnavailable } from '../../store/errors.js';
import type { Deps } from '../deps.js';

export class ListingReads {
  private readonly unreadable = new Set<string>();

  constructor(private readonly deps: Deps) {}

  /** What `read` gives for the game; undefined when the game could not be read, now or earlier in this listing. */
  async of<T>(gameId: string, read: () => Promise<T>): Promise<T | undefined> {
    if (this.unreadable.has(gameId)) return undefined;
    try {
      return await read();
    } catch (error) {
      if (isUnavailable(error)) throw error;
      this.unreadable.add(gameId);
      this.deps.observers.unreadableGame?.(gameId, error);
      return undefined;
    }
  }
}
