// A poker duel (C17–C19) while it lasts: who challenged whom with which pawns, the pledges, the stake and
// its shares, and both hands of poker dice with the throws used. Drawn only when the view has a duel.
import type { MonteCarloView } from '../../api/types';
import { t } from '../../i18n/i18n';
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
      role: 'challenger' as const,
    },
    {
      seat: duel.opponent,
      pawn: duel.target,
      hand: duel.opponentHand,
      throws: duel.opponentThrows,
      role: 'challenged' as const,
    },
  ];
  return (
    <section class="mc-panel mc-duel" aria-label={t('mc.duel.title')}>
      <h3>{t('mc.duel.title')}</h3>
      <p>
        {t('mc.duel.challenge', {
          challenger: names(duel.challenger),
          pawn: pawnName(view, duel.pawn),
          opponent: names(duel.opponent),
          target: pawnName(view, duel.target),
        })}{' '}
        {duel.stake === null ? t('mc.duel.noStake') : t('mc.duel.stake', { amount: money(duel.stake) })}
      </p>
      {duel.pledges.length > 0 ? (
        <p>
          {t('mc.duel.pledges', {
            list: duel.pledges
              .map(p => t('mc.duel.share', { name: names(p.seat), amount: money(p.amount) }))
              .join(', '),
          })}
        </p>
      ) : null}
      {duel.stake !== null && duel.shares.length > 1 ? (
        <p>
          {t('mc.duel.shares', {
            list: duel.shares.map(s => t('mc.duel.share', { name: names(s.seat), amount: money(s.amount) })).join(', '),
          })}
        </p>
      ) : null}
      <ul class="mc-hands">
        {hands.map(h => (
          <li key={h.role} class={duel.thrower === h.seat ? 'mc-throwing' : undefined}>
            <span>
              {t(h.role === 'challenger' ? 'mc.duel.challenger' : 'mc.duel.challenged', {
                name: names(h.seat),
                n: h.throws,
              })}
              {duel.winner === h.seat ? ` · ${t('mc.duel.wins')}` : ''}
            </span>
            <PokerDice faces={h.hand} label={t('mc.duel.dice', { name: names(h.seat) })} lit={lit.get(h.seat) ?? []} />
          </li>
        ))}
      </ul>
    </section>
  );
}
