// A poker duel (C17–C19) while it lasts: who challenged whom with which pawns, the pledges, the stake and
// its shares, and both hands of poker dice with the throws used. Drawn only when the view has a duel.
import type { MonteCarloView } from '../../api/types';
import type { SeatNames } from '../contract';
import { pawnName } from './pawn-names';
import { PokerDice } from './poker-dice';
import { money } from './words';

type Duel = NonNullable<MonteCarloView['duel']>;

export function DuelPanel({
  view,
  duel,
  names,
  lit,
}: {
  readonly view: MonteCarloView;
  readonly duel: Duel;
  readonly names: SeatNames;
  readonly lit: ReadonlyMap<number, readonly number[]>;
}) {
  const hands = [
    {
      seat: duel.challenger,
      pawn: duel.pawn,
      hand: duel.challengerHand,
      throws: duel.challengerThrows,
      role: 'challenger',
    },
    {
      seat: duel.opponent,
      pawn: duel.target,
      hand: duel.opponentHand,
      throws: duel.opponentThrows,
      role: 'challenged',
    },
  ];
  return (
    <section class="mc-panel mc-duel" aria-label="Poker">
      <h3>Poker</h3>
      <p>
        {names(duel.challenger)} ({pawnName(view, duel.pawn)}) challenges {names(duel.opponent)} (
        {pawnName(view, duel.target)}). {duel.stake === null ? 'Stake not named yet.' : `Stake: ${money(duel.stake)}.`}
      </p>
      {duel.pledges.length > 0 ? (
        <p>Pledges: {duel.pledges.map(p => `${names(p.seat)} ${money(p.amount)}`).join(', ')}.</p>
      ) : null}
      {duel.stake !== null && duel.shares.length > 1 ? (
        <p>Shares: {duel.shares.map(s => `${names(s.seat)} ${money(s.amount)}`).join(', ')}.</p>
      ) : null}
      <ul class="mc-hands">
        {hands.map(h => (
          <li key={h.role} class={duel.thrower === h.seat ? 'mc-throwing' : undefined}>
            <span>
              {names(h.seat)}, {h.role}: {h.throws} throw{h.throws === 1 ? '' : 's'}
              {duel.winner === h.seat ? ' · wins' : ''}
            </span>
            <PokerDice faces={h.hand} label={`${names(h.seat)}'s dice`} lit={lit.get(h.seat) ?? []} />
          </li>
        ))}
      </ul>
    </section>
  );
}
