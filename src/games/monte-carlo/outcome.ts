// C20/C21: the result. A win ranks its winner first; everyone else (and everyone after `maxTurns`) is
// ranked by points, pawns home at their worth plus money, equal points sharing a place. Resigned players
// rank last, the earliest resignation lowest.
import { points } from './pawns.js';
import type { State } from './state.js';
import type { MonteCarloOutcome } from './schemas.js';
import type { Seat } from '../../engine/index.js';

export function outcome(state: State): MonteCarloOutcome | null {
  if (!state.ended) return null;
  const { reason, winner } = state.ended;
  const key = (seat: Seat): number => (seat === winner ? Number.MAX_SAFE_INTEGER : points(state, seat));
  const playing = state.seats.flatMap((s, seat) => (s.resigned ? [] : [seat])).sort((a, b) => key(b) - key(a) || a - b);
  const ranking: MonteCarloOutcome['ranking'] = [];
  playing.forEach((seat, index) => {
    const above = playing[index - 1];
    const tied = above !== undefined && key(above) === key(seat);
    ranking.push({ seat, place: tied ? (ranking[index - 1]?.place ?? 1) : index + 1, score: points(state, seat) });
  });
  [...state.resignations].reverse().forEach(seat => {
    ranking.push({ seat, place: ranking.length + 1, score: points(state, seat) });
  });
  const winners = winner !== null ? [winner] : ranking.filter(p => p.place === 1).map(p => p.seat);
  return { reason, winners, ranking };
}
