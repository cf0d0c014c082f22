// A decision in progress: the facts emitted so far and the state they fold to. Every flow function
// emits through a Draft, so it always reads the state as its own facts left it, and the state after
// `decide` is by construction the state that folding the same facts gives (evolve is the one source).
// Chance is asked for by key (docs/fairness.md): the die of turn t is `die/t`, the k-th shuffle of the casino
// deck `casino-deck/k` (0 the opening one), each poker die its own key (duel.ts).
import { evolve } from './evolve.js';
import type { Fact } from './schemas.js';
import type { State } from './state.js';
import type { Chance } from '../../engine/index.js';

export class Draft {
  readonly facts: Fact[] = [];

  constructor(
    public state: State,
    readonly chance: Chance,
  ) {}

  emit(fact: Fact): void {
    this.facts.push(fact);
    this.state = evolve(this.state, fact);
  }
}
