// The rules help beside a table: a link to the game's "How to play" page and to its full rule book, and a
// legend of the kinds of square and card on the table, each with its "?" (help-tip.tsx). What each thing
// does comes from the game's help table, keyed by the kinds the server's view names.
import type { AnyGameUi } from '../../games/contract';
import { t } from '../../i18n/i18n';
import { href } from '../../router';
import type { HelpEntry } from './game-help';
import { HelpTip } from './help-tip';
import { rulesHref } from './rule-link';

function Legend({ game, label, prefix, entries }: LegendProps) {
  const list = Object.entries(entries);
  if (list.length === 0) return null;
  return (
    <div class="help-legend" role="group" aria-label={label}>
      <span class="help-legend-label">{label}</span>
      <ul>
        {list.map(([kind, entry]) => (
          <li key={kind}>
            {t(entry.title)} <HelpTip game={game} entry={entry} kind={`${prefix}-${kind}`} />
          </li>
        ))}
      </ul>
    </div>
  );
}

interface LegendProps {
  readonly game: string;
  readonly label: string;
  readonly prefix: string;
  readonly entries: Readonly<Record<string, HelpEntry>>;
}

export function TableHelp({ ui }: { readonly ui: AnyGameUi }) {
  const help = ui.help;
  if (help === undefined) return null;
  return (
    <section class="table-help" aria-label={t('help.label')} data-testid="table-help">
      <p class="table-help-links">
        <a href={href({ page: 'how-to-play', game: ui.id })}>{t('help.howToPlay', { game: ui.title() })}</a>
        {' · '}
        <a href={rulesHref(ui.id)} target="_blank" rel="noopener">
          {t('help.fullRules')}
        </a>
      </p>
      <Legend game={ui.id} label={t('help.squares')} prefix="square" entries={help.squares} />
      <Legend game={ui.id} label={t('help.cards')} prefix="card" entries={help.cards} />
    </section>
  );
}
