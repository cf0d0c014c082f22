// M11, M19, M20, M21: who won and how everyone ranks. Places are shared by equal results (1, 1, 3);
// resigned seats rank below every other seat; in team play a seat's result is its team's Monads.
import type { Outcome, Placement } from '../../engine/index.js';
import { teamOf } from './cards.js';
import type { MonadState, SeatState } from './state.js';

const scoreOf = (state: MonadState, seat: number): number =>
  state.options.teams
    ? state.seats.reduce((sum, s, i) => (teamOf(i) === teamOf(seat) ? sum + s.monads : sum), 0)
    : (state.seats[seat] as SeatState).monads;

/** M19: the seats still playing with the best result — the winners of a blocked or timed-out game. */
export function leaders(state: MonadState): number[] {
  const playing = state.seats.flatMap((s, i) => (s.resigned ? [] : [i]));
  const best = Math.max(...playing.map(seat => scoreOf(state, seat)));
  return playing.filter(seat => scoreOf(state, seat) === best);
}

export function outcome(state: MonadState): Outcome | null {
  const ending = state.ending;
  if (ending === null) return null;
  // Sort key: winners first, then seats still playing, then resigned seats; within each, more Monads first.
  const key = (seat: number): [number, number] => [
    ending.winners.includes(seat) ? 0 : (state.seats[seat] as SeatState).resigned ? 2 : 1,
    -scoreOf(state, seat),
  ];
  const seats = state.seats.map((_, i) => i);
  const ranking: Placement[] = seats.map(seat => {
    const [group, score] = key(seat);
    const ahead = seats.filter(other => {
      const [g, s] = key(other);
      return g < group || (g === group && s < score);
    }).length;
    return { seat, place: ahead + 1, score: -score };
  });
  ranking.sort((a, b) => a.place - b.place || a.seat - b.seat);
  return { reason: ending.reason, winners: [...ending.winners], ranking };
}
