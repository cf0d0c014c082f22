// The random player: any legal move, uniformly. Works for every game, since it needs only the list.
import { pick } from '../engine/index.js';
import type { AnyStrategy } from './strategy.js';

export const randomStrategy: AnyStrategy = {
  name: 'random',
  choose: (turn, { rng }) => Promise.resolve(pick(turn.legal, rng)),
};
