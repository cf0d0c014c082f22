// A rematch offered to the other players of a finished game, live (issue 21, defect 3): the game's own
// event stream ends with the game, so the page listens on the player's stream, where the server writes
// `rematch-offered` (with the opener's seat) for every other seated player, and reads the game again when
// one names this game. Who opened the rematch is also in the game's log (its `rematch` entry), which a page
// opened later reads.
import { useEffect } from 'preact/hooks';
import { followMe } from '../api/client';
import type { GamePlayerEvent, LogEntry, PlayerEvent } from '../api/types';

/** Whether a player event offers a rematch of this game. */
export const offersRematchOf = (
  event: Pick<GamePlayerEvent, 'type' | 'gameId'> | Pick<PlayerEvent, 'type'>,
  gameId: string,
): boolean => event.type === 'rematch-offered' && 'gameId' in event && event.gameId === gameId;

/** The seat that opened the rematch, from the game's `rematch` entry; null when none is among the entries. */
export const rematchOpener = (entries: readonly Pick<LogEntry, 'kind' | 'seat'>[]): number | null =>
  entries.find(e => e.kind === 'rematch')?.seat ?? null;

/** While `active` (a finished game, a player's key, no rematch yet), calls `onOffer` when one is offered. */
export function useRematchOffer(gameId: string, key: string | undefined, active: boolean, onOffer: () => void): void {
  useEffect(() => {
    if (!active || key === undefined) return;
    const stop = new AbortController();
    (async () => {
      for await (const event of followMe(key, stop.signal)) {
        if (offersRematchOf(event, gameId)) {
          onOffer();
          return;
        }
      }
    })().catch(() => undefined);
    return () => stop.abort();
  }, [gameId, key, active]);
}
