// The games awaiting a player ("my games" with awaiting=true, and the inbox): where their seat is to act, soonest
// deadline first. A deadline that passed with no sweep to record it yet (CLOCK_SWEEP_MS=0, or between two sweeps)
// is enforced first, as a read of the game would enforce it: a game its player lost on time is never listed as
// awaiting them, with a deadline in the past, while a move there is refused 409 time-out. Such games come first
// (the soonest deadlines), so a page holds them unless more than its limit are due at once. A game whose log
// cannot be read is listed as the projection has it (games/listing-reads.ts), its deadline passed.
import { enforceClock } from '../clocks/timeout.js';
import type { Deps } from '../deps.js';
import { listGamesFor, type GameList, type ListQuery } from '../games/list.js';
import { ListingReads } from '../games/listing-reads.js';

export async function awaitingGames(
  deps: Deps,
  playerId: string,
  query: Omit<ListQuery, 'player' | 'awaiting' | 'token'>,
  reads = new ListingReads(deps),
): Promise<GameList> {
  const listing = { ...query, awaiting: false, player: { id: playerId, toAct: true } };
  const listed = await listGamesFor(deps, listing, reads);
  const now = deps.now().getTime();
  const due = listed.games.filter(g => g.deadline !== null && Date.parse(g.deadline) <= now);
  if (due.length === 0) return listed;
  for (const g of due) await reads.of(g.id, () => enforceClock(deps, g.id));
  return listGamesFor(deps, listing, reads);
}
