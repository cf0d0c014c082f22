// The controls of the listings' filters (issue 21): game, players, clock kind. Each change goes to the URL
// (router.ts, list-filters.ts), and the page lists what the URL says: the server filters, never the page.
import { gameUis } from '../games/registry';
import { t } from '../i18n/i18n';
import { CLOCK_KINDS, type ClockKind, type ListFilters } from '../list-filters';

interface Props {
  readonly filters: ListFilters;
  readonly onChange: (filters: ListFilters) => void;
}

const CLOCK_WORDS = {
  none: 'list.clockNone',
  'per-turn': 'list.clockPerTurn',
  fischer: 'list.clockFischer',
} as const satisfies Record<ClockKind, string>;

/** Drops a filter set back to "any" (the empty choice). */
function without(filters: ListFilters, name: keyof ListFilters): ListFilters {
  const { [name]: _gone, ...rest } = filters;
  return rest;
}

export function ListFiltersForm({ filters, onChange }: Props) {
  const uis = Object.values(gameUis);
  const most = Math.max(...uis.map(ui => ui.maxPlayers));
  const least = Math.min(...uis.map(ui => ui.minPlayers));
  const set = (name: keyof ListFilters, value: string): void => {
    if (value === '') onChange(without(filters, name));
    else if (name === 'players') onChange({ ...filters, players: Number(value) });
    else if (name === 'clock') onChange({ ...filters, clock: value as ClockKind });
    else onChange({ ...filters, game: value });
  };
  return (
    <form
      class="list-filters"
      data-testid="list-filters"
      aria-label={t('list.filters')}
      onSubmit={e => e.preventDefault()}
    >
      <label>
        {t('list.filterGame')}
        <select name="game" value={filters.game ?? ''} onChange={e => set('game', e.currentTarget.value)}>
          <option value="">{t('list.anyGame')}</option>
          {uis.map(ui => (
            <option key={ui.id} value={ui.id}>
              {ui.title()}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('list.filterPlayers')}
        <select
          name="players"
          value={filters.players === undefined ? '' : String(filters.players)}
          onChange={e => set('players', e.currentTarget.value)}
        >
          <option value="">{t('list.anyPlayers')}</option>
          {Array.from({ length: most - least + 1 }, (_, i) => least + i).map(n => (
            <option key={n} value={String(n)}>
              {t('list.players', { n })}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('list.filterClock')}
        <select name="clock" value={filters.clock ?? ''} onChange={e => set('clock', e.currentTarget.value)}>
          <option value="">{t('list.anyClock')}</option>
          {CLOCK_KINDS.map(kind => (
            <option key={kind} value={kind}>
              {t(CLOCK_WORDS[kind])}
            </option>
          ))}
        </select>
      </label>
    </form>
  );
}
