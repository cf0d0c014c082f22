// One column of the table (bi, tri, quad or quint): all its cards are face up (M7), the top one is the card
// a trade or buy takes, so it is drawn large and the rest small beneath it, top first. An empty column
// says so in words, since it blocks trades and buys into that set.
import type { MonadColour } from '../../api/types';
import { t } from '../../i18n/i18n';
import { Card } from './card';
import { VALUE, colourName, setName, type Column } from './cards';

interface Props {
  readonly set: Column;
  /** Top first. */
  readonly colours: readonly MonadColour[];
  readonly last: boolean;
}

export function ColumnStack({ set, colours, last }: Props) {
  const [top, ...rest] = colours;
  return (
    <section
      class={`mcolumn${last ? ' is-last' : ''}`}
      aria-label={t('monad.column.label', { set: setName(set), n: colours.length })}
      data-column={set}
    >
      <h3>
        <span class="mcolumn-set">{setName(set)}</span>{' '}
        <span class="muted">
          · {t('monad.points', { n: VALUE[set] })} · {colours.length}
        </span>
      </h3>
      {top === undefined ? (
        <p class="mempty">{t('monad.empty')}</p>
      ) : (
        <>
          <Card card={{ set, colour: top }} note={t('monad.column.top', { set: setName(set) })} />
          {rest.length > 0 ? (
            <ol class="mcolumn-rest" aria-label={t('monad.column.under', { colours: rest.map(colourName).join(', ') })}>
              {rest.map((colour, i) => (
                <li key={i}>
                  <Card card={{ set, colour }} size="mini" />
                </li>
              ))}
            </ol>
          ) : null}
        </>
      )}
    </section>
  );
}
