// The page's places, in the URL's fragment (`/#/games/<id>`): the server serves one page at `/`, and a
// fragment never reaches the server, so an invitation link's code stays out of its logs and of Referer
// headers. Parsing and formatting are pure, tested both ways (tests/web/router.test.ts). The lobby and My
// games carry their filters (list-filters.ts).
import { filtersQuery, hasFilters, parseFilters, type ListFilters } from './list-filters';

export type Route =
  | { readonly page: 'home'; readonly filters?: ListFilters }
  | { readonly page: 'lobby'; readonly filters?: ListFilters }
  | { readonly page: 'new'; readonly game: string | null }
  | { readonly page: 'game'; readonly id: string; readonly at: number | null }
  | { readonly page: 'join'; readonly id: string; readonly code: string | null }
  | { readonly page: 'how-to-play'; readonly game: string | null }
  | { readonly page: 'player'; readonly handle: string }
  | { readonly page: 'leaderboard'; readonly game: string | null }
  | { readonly page: 'not-found'; readonly hash: string };

const ID = /^[A-Za-z0-9-]{1,64}$/;
const HANDLE = /^[A-Za-z0-9_-]{1,64}$/;

export function parseRoute(hash: string): Route {
  const raw = hash.replace(/^#/, '');
  const [path = '', search = ''] = raw.split('?', 2);
  const query = new URLSearchParams(search);
  const parts = path.split('/').filter(p => p !== '');
  const filters = parseFilters(query);
  const filtered = hasFilters(filters) ? { filters } : {};
  if (parts.length === 0) return { page: 'home', ...filtered };
  if (parts.length === 1 && parts[0] === 'lobby') return { page: 'lobby', ...filtered };
  if (parts.length === 1 && parts[0] === 'new') return { page: 'new', game: query.get('game') };
  if (parts[0] === 'how-to-play' && parts.length <= 2 && (parts[1] === undefined || ID.test(parts[1])))
    return { page: 'how-to-play', game: parts[1] ?? null };
  if (parts[0] === 'players' && parts.length === 2 && parts[1] !== undefined && HANDLE.test(parts[1]))
    return { page: 'player', handle: parts[1] };
  if (parts[0] === 'leaderboards' && parts.length <= 2 && (parts[1] === undefined || ID.test(parts[1])))
    return { page: 'leaderboard', game: parts[1] ?? null };
  if (parts[0] === 'games' && parts[1] !== undefined && ID.test(parts[1])) {
    if (parts.length === 2) {
      const at = query.get('at');
      return { page: 'game', id: parts[1], at: at !== null && /^\d{1,9}$/.test(at) ? Number(at) : null };
    }
    if (parts.length === 3 && parts[2] === 'join') return { page: 'join', id: parts[1], code: query.get('code') };
  }
  return { page: 'not-found', hash: raw };
}

export function href(route: Route): string {
  switch (route.page) {
    case 'home':
      return `#/${filtersQuery(route.filters)}`;
    case 'lobby':
      return `#/lobby${filtersQuery(route.filters)}`;
    case 'new':
      return route.game === null ? '#/new' : `#/new?game=${encodeURIComponent(route.game)}`;
    case 'how-to-play':
      return route.game === null ? '#/how-to-play' : `#/how-to-play/${route.game}`;
    case 'game':
      return `#/games/${route.id}${route.at === null ? '' : `?at=${route.at}`}`;
    case 'join':
      return `#/games/${route.id}/join${route.code === null ? '' : `?code=${encodeURIComponent(route.code)}`}`;
    case 'player':
      return `#/players/${route.handle}`;
    case 'leaderboard':
      return route.game === null ? '#/leaderboards' : `#/leaderboards/${route.game}`;
    case 'not-found':
      return `#${route.hash}`;
    default:
      return route satisfies never;
  }
}

/** An invitation as a link to this page (absolute, to copy and send). */
export const inviteLink = (origin: string, gameId: string, code: string): string =>
  `${origin}/${href({ page: 'join', id: gameId, code })}`;

/** Goes to `route`; with `replace`, in place of the current history entry (a corrected URL, not a step). */
export function navigate(route: Route, { replace = false }: { readonly replace?: boolean } = {}): void {
  if (replace) globalThis.location.replace(href(route));
  else globalThis.location.hash = href(route);
}
