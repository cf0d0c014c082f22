// One card face: the set in words and as pips (a common has one, a quint five), its points, its colour in
// words and whether it is warm (sun, plain face) or cool (snowflake, striped face). Colour is never the
// only cue, so the card reads in grey too; the whole face is one labelled image for screen readers.
import type { MonadCard } from '../../api/types';
import { t } from '../../i18n/i18n';
import { SETS, VALUE, cardName, colourName, faceName, warmth, warmthName } from './cards';

interface Props {
  readonly card: MonadCard;
  /** A smaller face (moves, the last move); `mini` is a chip naming only the colour (under a column's top). */
  readonly size?: 'full' | 'small' | 'mini';
  /** Marked as part of the last move. */
  readonly last?: boolean;
  /** Extra words for the label ("top of the tri column"). */
  readonly note?: string;
}

export function Card({ card, size = 'full', last = false, note }: Props) {
  const temp = warmth(card.colour);
  const pips = SETS.indexOf(card.set) + 1;
  const label = [
    t('monad.cardLabel', { card: cardName(card), warmth: warmthName(card.colour), points: VALUE[card.set] }),
    ...(note === undefined ? [] : [note]),
    ...(last ? [t('monad.seat.lastMove')] : []),
  ].join(', ');
  const classes = [
    'mcard',
    `mcard-${card.colour}`,
    `mcard-${temp}`,
    size === 'full' ? '' : `mcard-${size}`,
    last ? 'is-last' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <span class={classes} role="img" aria-label={label} title={label} data-card={`${card.colour}-${card.set}`}>
      <span class="mcard-set" aria-hidden="true">
        {faceName(card.set)}
      </span>
      <span class="mcard-pips" aria-hidden="true">
        {'◆'.repeat(pips)}
      </span>
      {size === 'full' ? (
        <span class="mcard-value" aria-hidden="true">
          {t('monad.points', { n: VALUE[card.set] })}
        </span>
      ) : null}
      <span class="mcard-foot" aria-hidden="true">
        <span class="mcard-temp">{temp === 'warm' ? '☀' : '❄'}</span> {colourName(card.colour)}
      </span>
    </span>
  );
}

/** A Monad disc: the goal of the game (80 points to buy, two quints to trade). */
export function MonadDisc({ last = false, label }: { readonly last?: boolean; readonly label?: string }) {
  const said = label ?? t('monad.disc');
  return (
    <span
      class={`monad-disc${last ? ' is-last' : ''}`}
      role="img"
      aria-label={last ? `${said}, ${t('monad.seat.lastMove')}` : said}
      title={said}
    >
      <span aria-hidden="true">{t('monad.discLetter')}</span>
    </span>
  );
}
