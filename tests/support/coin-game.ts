// A constructed game of one decision for the searches' tests: seat 0 tosses one of the coins named in `odds`
// and wins on heads, with the chance its odds give; the toss is drawn from the keyed stream `toss`, so the
// searches that share keyed chance across moves (bots/ismcts/paired.ts) toss every coin on the same number.
// Only what a search reads of a game is there.
import type { Game, GameTypes } from '../../src/engine/index.js';

export interface CoinTypes<C extends string> extends GameTypes {
  state: { readonly won: boolean | null };
  move: C;
  fact: { won: boolean };
}

export function coinGame<C extends string>(odds: Readonly<Record<C, number>>): Game<CoinTypes<C>> {
  const coins = Object.keys(odds) as C[];
  const rules: Pick<Game<CoinTypes<C>>, 'toAct' | 'legalMoves' | 'decide' | 'evolve' | 'outcome'> = {
    toAct: state => (state.won === null ? [0] : []),
    legalMoves: () => coins,
    decide: (_state, _seat, coin, chance) => ({
      ok: true,
      facts: [{ won: chance.stream(['toss']).int(100) < odds[coin] * 100 }],
    }),
    evolve: (_state, fact) => ({ won: fact.won }),
    outcome: state =>
      state.won === null
        ? null
        : {
            reason: 'won',
            winners: [state.won ? 0 : 1],
            ranking: [
              { seat: state.won ? 0 : 1, place: 1 },
              { seat: state.won ? 1 : 0, place: 2 },
            ],
          },
  };
  return rules as Game<CoinTypes<C>>;
}
