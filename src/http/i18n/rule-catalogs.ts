// The games' rule sentences in other languages, gathered once from the games served (each game's
// `messages`, data beside its rules), by game id: what the problem middleware words a refused move with.
import type { AnyGame } from '../../engine/index.js';
import type { RuleCatalogs } from './problem-words.js';

export const ruleCatalogs = (games: readonly AnyGame[]): RuleCatalogs =>
  new Map(games.flatMap(game => (game.messages === undefined ? [] : [[game.id, game.messages] as const])));
