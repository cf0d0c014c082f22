// Worlds one seat cannot tell from the real one (for IS-MCTS bots and the fair-bot property tests). In Monte
// Carlo Gamble everything is public but the order of the casino draw pile (and the dice to come, which no
// state holds). Each draw pile — set by the opening position or by a shuffle — shows its first cards as
// they are drawn (`card_drawn`), so a world keeps those in that order and draws the rest of the pile at
// random: the cards still to come are exactly the current pile, in an order nobody has seen.
import type { Rng } from '../../engine/index.js';
import { shuffled } from '../../engine/index.js';
import { CARD_IDS, type CardId } from './cards.js';
import { evolve } from './evolve.js';
import type { Fact, SeenFact, View } from './schemas.js';
import { initialState, nextState, type State } from './state.js';

/** The config a view describes: the board is data in the view, the turn limit too. */
const initialOf = (view: View): State =>
  initialState({
    players: view.players,
    options: { board: view.board, ...(view.maxTurns === null ? {} : { maxTurns: view.maxTurns }) },
  });

/** For each fact that sets a draw pile, the cards drawn from that pile before the next one, in order. */
function drawnPerPile(log: readonly SeenFact[]): Map<number, CardId[]> {
  const piles = new Map<number, CardId[]>();
  let current: CardId[] = [];
  log.forEach((fact, i) => {
    if (fact.type === 'position_set' || fact.type === 'deck_shuffled') {
      current = [];
      piles.set(i, current);
    } else if (fact.type === 'card_drawn') current.push(fact.card);
  });
  return piles;
}

/** The seen log with every draw pile's unseen rest in an order drawn from `rng`, folded as it goes. */
function rebuild(view: View, log: readonly SeenFact[], rng: Rng): { facts: Fact[]; state: State } {
  const piles = drawnPerPile(log);
  let state = initialOf(view);
  const facts: Fact[] = [];
  log.forEach((seen, i) => {
    const pileOf = (cards: readonly CardId[]): CardId[] => {
      const drawn = piles.get(i) ?? [];
      const rest = cards.filter(card => !drawn.includes(card));
      return [...drawn, ...shuffled(rest, rng)];
    };
    let fact: Fact;
    if (seen.type === 'position_set') {
      const { drawPileSize: _size, ...position } = seen.position;
      // A position holds the 17 cards once (C4): the pile is every card not on the result pile.
      const all = CARD_IDS.filter(card => !position.resultPile.includes(card));
      fact = { type: 'position_set', position: { ...position, drawPile: pileOf(all) } };
    } else if (seen.type === 'deck_shuffled') {
      // C14: a shuffle gathers the draw pile and the result pile.
      fact = { type: 'deck_shuffled', order: pileOf([...state.drawPile, ...state.resultPile]) };
    } else fact = seen;
    facts.push(fact);
    state = evolve(state, fact);
  });
  return { facts, state };
}

/** The engine contract's `determinizer`: fold the log once, then only the draw pile's order is drawn per world. */
export function determinizer(view: View, log: readonly SeenFact[]): (rng: Rng) => State {
  const { state } = rebuild(view, log, { int: () => 0 });
  return rng => nextState(state, { drawPile: shuffled(state.drawPile, rng) });
}

/**
 * A whole history the seat cannot tell from the real one: its log with every draw pile's unseen order drawn
 * afresh. Folding it gives a state whose view, legal moves and redacted log are the seat's own.
 */
export function sampleHistory(view: View, log: readonly SeenFact[], rng: Rng): Fact[] {
  return rebuild(view, log, rng).facts;
}
