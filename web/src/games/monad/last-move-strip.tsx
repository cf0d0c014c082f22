// The last move, spelled out above the table: the sentences of its facts and, for a trade, buy or leap,
// the cards given and taken side by side, so a move made while you looked away is seen at once.
import type { LogEntry, MonadCard, MonadFact } from '../../api/types';
import { t } from '../../i18n/i18n';
import { causeOf, type SeatNames } from '../contract';
import { Card, MonadDisc } from './card';
import { describeFact } from './describe';
import { monadFacts } from './last-move';

function Exchange({
  gave,
  took,
}: {
  readonly gave: readonly MonadCard[];
  readonly took: MonadCard | { set: 'monad' };
}) {
  return (
    <span class="mexchange">
      {gave.map((card, i) => (
        <Card key={i} card={card} size="small" />
      ))}
      <span class="marrow" aria-label={t('monad.last.for')}>
        →
      </span>
      {'colour' in took ? <Card card={took} size="small" last /> : <MonadDisc last />}
    </span>
  );
}

function exchangeOf(fact: MonadFact) {
  switch (fact.type) {
    case 'traded':
    case 'bought':
      return <Exchange gave={fact.gave} took={fact.took} />;
    case 'leapt':
      return <Exchange gave={fact.gave.map(colour => ({ set: 'common', colour }))} took={fact.took} />;
    default:
      return null;
  }
}

export function LastMoveStrip({ last, names }: { readonly last: LogEntry | null; readonly names: SeatNames }) {
  const facts = monadFacts(last);
  if (last === null || facts.length === 0 || last.kind === 'setup') return null;
  return (
    <section class="mlast is-last" aria-label={t('monad.last.title')} data-testid="last-move" data-seq={last.seq}>
      <h3>{t('monad.last.title')}</h3>
      {facts.map((fact, i) => (
        <p key={i}>
          {describeFact(fact, names, undefined, causeOf(last))} {exchangeOf(fact)}
        </p>
      ))}
    </section>
  );
}
