// The games this server serves, by id. They arrive by injection (createApp, main.ts): nothing in service/ or
// http/ names a game.
import type { AnyGame } from '../../engine/index.js';

export type Catalog = ReadonlyMap<string, AnyGame>;

export function catalogOf(games: readonly AnyGame[]): Catalog {
  if (games.length === 0) throw new Error('a server needs at least one game');
  const byId = new Map<string, AnyGame>();
  for (const game of games) {
    if (byId.has(game.id)) throw new Error(`two games share the id "${game.id}"`);
    byId.set(game.id, game);
  }
  return byId;
}
