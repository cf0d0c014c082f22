// The legal moves as actions: the whole-turn actions as big buttons, then trades ("Trade" or "Trade and
// take the bonus" per pair of cards), buys per column and leaps, each showing the cards it gives. Picking
// cards of your hand narrows the lists to the moves that give them; with nothing picked every move is a
// visible button. Every move button carries data-move and sends exactly the server's move (contract.ts).
import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import type { MonadCard, MonadMove, MonadView } from '../../api/types';
import type { MovesProps } from '../contract';
import { Card } from './card';
import { VALUE, cardList, cardName, colourName, joinWords, setName, theCard } from './cards';
import { groupMoves, usesAll, type Target, type TurnMove } from './move-groups';
import { Labelled } from '../../chrome/labelled';
import { MoveHelp } from '../../chrome/help/move-help';
import { monadHelp } from './help';
import { t, type MessageKey } from '../../i18n/i18n';

const TURN_LABELS: Readonly<Record<TurnMove['type'], MessageKey>> = {
  draw: 'monad.move.draw',
  flip: 'monad.move.flip',
  pass: 'monad.move.pass',
  end_turn: 'monad.move.endTurn',
};

/** "the top tri (orange)", "a Monad". */
function targetName(target: Target, view: MonadView): string {
  if (target === 'monad') return t('monad.aMonad');
  const top = view.columns[target][0];
  return top === undefined
    ? t('monad.move.aSet', { set: setName(target) })
    : t('monad.move.topOf', { set: setName(target), colour: colourName(top) });
}

interface MoveButtonProps {
  readonly move: MonadMove;
  readonly onMove: (move: MonadMove) => void;
  readonly busy: boolean;
  readonly label: string;
  readonly cls?: string;
  readonly children?: ComponentChildren;
}

function MoveButton({ move, onMove, busy, label, cls, children }: MoveButtonProps) {
  return (
    <button type="button" class={cls} data-move={JSON.stringify(move)} disabled={busy} onClick={() => onMove(move)}>
      {children === undefined ? label : <Labelled label={label}>{children}</Labelled>}
    </button>
  );
}

function Cards({ cards }: { readonly cards: readonly MonadCard[] }) {
  return (
    <span class="mmove-cards" aria-hidden="true">
      {cards.map((card, i) => (
        <Card key={i} card={card} size="small" />
      ))}
    </span>
  );
}

const handKey = (hand: readonly MonadCard[]): string => hand.map(cardName).join(',');

export function MonadMoves({ view, moves, onMove, busy }: MovesProps<MonadView, MonadMove>) {
  const hand = view.hand ?? [];
  // The picked cards are positions in the hand; a new hand (after any move) starts with nothing picked.
  const [picked, setPicked] = useState<{ key: string; at: readonly number[] }>({ key: '', at: [] });
  const at = picked.key === handKey(hand) ? picked.at : [];
  const selected = at.flatMap(i => (hand[i] === undefined ? [] : [hand[i]]));
  const toggle = (i: number) =>
    setPicked({ key: handKey(hand), at: at.includes(i) ? at.filter(j => j !== i) : [...at, i] });
  const shown = moves.filter(m => usesAll(m, selected));
  const groups = groupMoves(shown, view);
  const all = groupMoves(moves, view);
  const hasCardMoves = all.trades.length + all.buys.length + all.leaps.length > 0;
  return (
    <div class="mmoves">
      {groups.turn.length > 0 ? (
        <div class="mmoves-turn" role="group" aria-label={t('monad.move.turnActions')}>
          {groups.turn.map(move => (
            <span key={move.type} class="mmove-with-help">
              <MoveButton
                move={move}
                onMove={onMove}
                busy={busy}
                label={t(TURN_LABELS[move.type])}
                cls={move.type === 'end_turn' ? 'mmove-main' : 'secondary'}
              />
              <MoveHelp game="monad" help={monadHelp} moveType={move.type} />
            </span>
          ))}
        </div>
      ) : null}
      {hasCardMoves && hand.length > 0 ? (
        <fieldset class="mpick">
          <legend>{t('monad.move.pick')}</legend>
          <div class="mpick-cards">
            {hand.map((card, i) => (
              <button key={i} type="button" class="mpick-card" aria-pressed={at.includes(i)} onClick={() => toggle(i)}>
                <Labelled label={t('monad.move.pickCard', { card: theCard(card) })}>
                  <Card card={card} size="small" />
                </Labelled>
              </button>
            ))}
          </div>
          {selected.length > 0 ? (
            <p>
              {t('monad.move.showing', { cards: cardList(selected) })}{' '}
              <button type="button" class="link" onClick={() => setPicked({ key: '', at: [] })}>
                {t('monad.move.showAll')}
              </button>
            </p>
          ) : null}
        </fieldset>
      ) : null}
      {all.trades.length > 0 ? (
        <section class="mmove-group" aria-label={t('monad.move.trades')}>
          <h3>
            {t('monad.move.tradeHeading')} <MoveHelp game="monad" help={monadHelp} moveType="trade" />
          </h3>
          {groups.trades.length === 0 ? <p class="muted">{t('monad.move.noTrade')}</p> : null}
          <ul>
            {groups.trades.map(row => (
              <li key={JSON.stringify(row.cards)} class="mmove-row">
                <Cards cards={row.cards} />
                {row.target === null ? null : <span class="mmove-what">→ {targetName(row.target, view)}</span>}
                {row.moves.map(move => {
                  const bonus = move.takeBonus === true;
                  const text = bonus ? t('monad.move.tradeBonus') : t('monad.move.trade');
                  return (
                    <MoveButton
                      key={String(bonus)}
                      move={move}
                      onMove={onMove}
                      busy={busy}
                      label={
                        row.target === null
                          ? t('monad.move.tradeLabelCards', { text, cards: cardList(row.cards) })
                          : t('monad.move.tradeLabel', {
                              text,
                              cards: cardList(row.cards),
                              target: targetName(row.target, view),
                            })
                      }
                      cls={bonus ? 'mmove-bonus' : undefined}
                    >
                      {text}
                    </MoveButton>
                  );
                })}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {all.buys.length > 0 ? (
        <section class="mmove-group" aria-label={t('monad.move.buys')}>
          <h3>
            {t('monad.move.buyHeading')} <MoveHelp game="monad" help={monadHelp} moveType="buy" />
          </h3>
          {groups.buys.length === 0 ? <p class="muted">{t('monad.move.noBuy')}</p> : null}
          {groups.buys.map(({ target, moves: buys }) => (
            <div key={target} class="mmove-buys" data-target={target}>
              <h4>{t('monad.move.buyTarget', { target: targetName(target, view), points: VALUE[target] })}</h4>
              <ul>
                {buys.map(move => (
                  <li key={JSON.stringify(move.cards)}>
                    <MoveButton
                      move={move}
                      onMove={onMove}
                      busy={busy}
                      label={t('monad.move.buyLabel', {
                        target: targetName(target, view),
                        cards: cardList(move.cards),
                      })}
                      cls="secondary mmove-card-button"
                    >
                      <Cards cards={move.cards} />{' '}
                      <span>
                        {t('monad.move.buyButton', { points: move.cards.reduce((s, c) => s + VALUE[c.set], 0) })}
                      </span>
                    </MoveButton>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </section>
      ) : null}
      {all.leaps.length > 0 ? (
        <section class="mmove-group" aria-label={t('monad.move.leaps')}>
          <h3>
            {t('monad.move.leapHeading')} <MoveHelp game="monad" help={monadHelp} moveType="leap" />
          </h3>
          {groups.leaps.length === 0 ? <p class="muted">{t('monad.move.noLeap')}</p> : null}
          <ul>
            {groups.leaps.map(move => {
              const target = move.commons.length === 4 ? 'tri' : move.commons.length === 5 ? 'quad' : 'quint';
              return (
                <li key={JSON.stringify(move.commons)}>
                  <MoveButton
                    move={move}
                    onMove={onMove}
                    busy={busy}
                    label={t('monad.move.leapLabel', {
                      n: move.commons.length,
                      colours: joinWords(move.commons.map(colourName)),
                      target: targetName(target, view),
                    })}
                    cls="secondary mmove-card-button"
                  >
                    <Cards cards={move.commons.map(colour => ({ set: 'common', colour }))} />{' '}
                    <span>{t('monad.move.leapButton', { set: setName(target) })}</span>
                  </MoveButton>
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
      {moves.length === 0 ? <p class="muted">{t('monad.move.none')}</p> : null}
    </div>
  );
}
