// One column of the table (bi, tri, quad or quint): all its cards are face up (M7), the top one is the card
// a trade or buy takes, so it is drawn large and the rest small beneath it, top first. An empty column
// says so in words, since it blocks trades and buys into that set.
import type { MonadColour } from '../../api/types';
import { Card } from './card';
import { VALUE, type Column } from './cards';

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
      aria-label={`The ${set} column: ${colours.length} card${colours.length === 1 ? '' : 's'}`}
      data-column={set}
    >
      <h3>
        {set}{' '}
        <span class="muted">
          · {VALUE[set]} pts · {colours.length}
        </span>
      </h3>
      {top === undefined ? (
        <p class="mempty">Empty</p>
      ) : (
        <>
          <Card card={{ set, colour: top }} note={`top of the ${set} column`} />
          {rest.length > 0 ? (
            <ol class="mcolumn-rest" aria-label={`Under the top, in order: ${rest.join(', ')}`}>
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
