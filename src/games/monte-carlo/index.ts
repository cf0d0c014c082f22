// Monte Carlo Gamble behind the game contract: the rule book docs/rules/monte-carlo.md (C1–C21),
// for 2 to 4 players. This file only wires the pieces: each rule lives in the module named for it.
import { boardOf, boardProblem, DEFAULT_SQUARES } from './board.js';
import { CARD_IDS } from './cards.js';
import { decide } from './decide.js';
import { determinizer } from './determinize.js';
import { evolve } from './evolve.js';
import { legalMoves, toAct } from './legal.js';
import { reveals } from './reveals.js';
import { outcome } from './outcome.js';
import { openingPosition, positionProblem } from './position.js';
import { resign } from './resign.js';
import type { Fact, MonteCarloOptions, Move, Position, SeenFact, View } from './schemas.js';
import { factSchema, moveSchema, optionsSchema, positionSchema, seenFactSchema, viewSchema } from './schemas.js';
import type { State } from './state.js';
import { initialState } from './state.js';
import { redact, view } from './view.js';
import type { Decision, Game, GameConfig } from '../../engine/index.js';
import { accept, reject, shuffled } from '../../engine/index.js';
import { messages } from './messages.js';

export interface MonteCarloTypes {
  options: MonteCarloOptions;
  state: State;
  move: Move;
  fact: Fact;
  seenFact: SeenFact;
  view: View;
  position: Position;
}

const MIN_PLAYERS = 2;
const MAX_PLAYERS = 4;

/** C2 and C3: the player count and the board, checked before any fact. */
function configProblem(config: GameConfig<MonteCarloOptions>): Decision<Fact> | null {
  if (!Number.isInteger(config.players) || config.players < MIN_PLAYERS || config.players > MAX_PLAYERS) {
    return reject('monte-carlo/C2-players', 'Monte Carlo Gamble is played by 2 to 4 players.', {});
  }
  const board = boardProblem(config.options.board ?? DEFAULT_SQUARES);
  return board === null ? null : reject('monte-carlo/C3-invalid-board', board, {});
}

export const monteCarlo: Game<MonteCarloTypes> = {
  id: 'monte-carlo',
  title: 'Monte Carlo Gamble',
  minPlayers: MIN_PLAYERS,
  maxPlayers: MAX_PLAYERS,
  messages,
  // 2: the state counts the casino deck's shuffles (chance keys).
  stateVersion: 2,
  schemas: {
    options: optionsSchema,
    move: moveSchema,
    fact: factSchema,
    seenFact: seenFactSchema,
    view: viewSchema,
    position: positionSchema,
  },
  initial: initialState,
  setup(config, chance) {
    // C2: the casino cards are shuffled face down; the order is in the opening fact, hidden by redact.
    const order = () => shuffled(CARD_IDS, chance.stream(['casino-deck', 0]));
    return (
      configProblem(config) ?? accept({ type: 'position_set', position: openingPosition(config.players, order()) })
    );
  },
  setupFromPosition(config, position) {
    const refused = configProblem(config);
    if (refused) return refused;
    const board = boardOf(config.options.board ?? DEFAULT_SQUARES);
    const problem = positionProblem(position, config.players, board, config.options.maxTurns ?? null);
    return problem ? { ok: false, violation: problem } : accept({ type: 'position_set', position });
  },
  evolve,
  decide,
  reveals,
  resign,
  legalMoves,
  toAct,
  view,
  redact,
  outcome,
  determinizer,
};
