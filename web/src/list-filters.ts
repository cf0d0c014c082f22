// The listings' filters as the URL's fragment holds them (`#/lobby?game=monad&players=2&clock=none`), so a
// filtered lobby or My games can be reloaded, bookmarked and sent; parsed and written here, pure (tested in
// tests/web/router.test.ts). A value the page does not know is dropped, never sent to the server.
export const CLOCK_KINDS = ['none', 'per-turn', 'fischer'] as const;
export type ClockKind = (typeof CLOCK_KINDS)[number];

export interface ListFilters {
  readonly game?: string;
  readonly players?: number;
  readonly clock?: ClockKind;
}

const GAME = /^[a-z0-9-]{1,40}$/;

export function parseFilters(query: URLSearchParams): ListFilters {
  const game = query.get('game');
  const players = query.get('players');
  const clock = query.get('clock');
  return {
    ...(game !== null && GAME.test(game) ? { game } : {}),
    ...(players !== null && /^[1-9]\d?$/.test(players) ? { players: Number(players) } : {}),
    ...(clock !== null && (CLOCK_KINDS as readonly string[]).includes(clock) ? { clock: clock as ClockKind } : {}),
  };
}

/** `?game=…&players=…&clock=…`, or '' without a filter. */
export function filtersQuery(filters: ListFilters | undefined): string {
  const query = new URLSearchParams();
  if (filters?.game !== undefined) query.set('game', filters.game);
  if (filters?.players !== undefined) query.set('players', String(filters.players));
  if (filters?.clock !== undefined) query.set('clock', filters.clock);
  const text = query.toString();
  return text === '' ? '' : `?${text}`;
}

export const hasFilters = (filters: ListFilters): boolean => Object.keys(filters).length > 0;
