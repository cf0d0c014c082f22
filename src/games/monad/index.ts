// Monad (Sid Sackson, 1970) behind the game contract. The rule book is docs/rules/monad.md; every rule's
// id (M1…M21) appears where the code implements it.
import type { Game } from '../../engine/index.js';
import { decide } from './decide.js';
import { determinizer } from './determinize.js';
import { evolve } from './evolve.js';
import { legalMoves } from './legal.js';
import { outcome } from './outcome.js';
import { setupFromPosition } from './position.js';
import { resign } from './resign.js';
import { reveals } from './reveals.js';
import {
  factSchema,
  moveSchema,
  optionsSchema,
  positionSchema,
  seenFactSchema,
  viewSchema,
  type MonadFact,
  type MonadMove,
  type MonadOptions,
  type MonadPosition,
  type MonadSeenFact,
  type MonadView,
} from './schemas.js';
import { initial, setup } from './setup.js';
import type { MonadState } from './state.js';
import { redact, view } from './view.js';
import { messages } from './messages.js';

export interface MonadTypes {
  options: MonadOptions;
  state: MonadState;
  move: MonadMove;
  fact: MonadFact;
  seenFact: MonadSeenFact;
  view: MonadView;
  position: MonadPosition;
}

export const monad: Game<MonadTypes> = {
  id: 'monad',
  title: 'Monad',
  minPlayers: 2,
  maxPlayers: 4,
  messages,
  stateVersion: 1,
  schemas: {
    options: optionsSchema,
    move: moveSchema,
    fact: factSchema,
    seenFact: seenFactSchema,
    view: viewSchema,
    position: positionSchema,
  },
  initial,
  setup,
  setupFromPosition,
  evolve,
  decide: (state, seat, move) => decide(state, seat, move),
  reveals,
  resign,
  legalMoves,
  toAct: state => (state.started && state.ending === null ? [state.turn.seat] : []),
  view,
  redact,
  outcome,
  determinizer,
};

export type { MonadState } from './state.js';
export type { MonadFact, MonadMove, MonadOptions, MonadPosition, MonadView } from './schemas.js';
