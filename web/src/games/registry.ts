// The games this page draws, by the server's game id. A game missing here is still shown and playable
// through the generic drawing.
import type { AnyGameUi } from './contract';
import { genericUi } from './generic';
import { monadUi } from './monad';
import { monteCarloUi } from './monte-carlo';

export const gameUis: Readonly<Record<string, AnyGameUi>> = { monad: monadUi, 'monte-carlo': monteCarloUi };

export const uiFor = (game: string): AnyGameUi => gameUis[game] ?? { ...genericUi, id: game, title: () => game };
