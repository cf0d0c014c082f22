// The games this server hosts. Adding a game is adding it here; nothing in service/ or http/ names a game.
import type { AnyGame } from '../engine/index.js';
import { monad } from './monad/index.js';
import { monteCarlo } from './monte-carlo/index.js';

export const games: readonly AnyGame[] = [monad, monteCarlo];
