// Folding one fact into the state (STYLE.md habit 3): pure, total over the facts `setup` and `decide`
// produce, never random. Each case copies only what the fact touches.
import { COMMON, colourIndex, kindOf, kindOfCard, setIndex, type Card, type Taken } from './cards.js';
import { stateFromPosition } from './position.js';
import { dealtState } from './setup.js';
import type { MonadFact } from './schemas.js';
import { adjustHand, columnOf, withSeat, type MonadState, type SeatState } from './state.js';

export function evolve(state: MonadState, fact: MonadFact): MonadState {
  switch (fact.type) {
    case 'dealt':
      return dealtState(state, fact);
    case 'positioned':
      return stateFromPosition(state.players, state.options, fact.position);
    case 'traded':
    case 'bought':
      return transaction(take(payIn(state, fact.seat, fact.gave), fact.seat, fact.took), true);
    case 'leapt':
      return transaction(
        take(
          payIn(
            state,
            fact.seat,
            fact.gave.map(colour => ({ set: 'common', colour })),
          ),
          fact.seat,
          fact.took,
        ),
        false,
      );
    case 'bonus_taken': {
      let next = state;
      for (const card of fact.cards) next = take(next, fact.seat, card);
      if (fact.fromDeck) next = drawCommon(next, fact.seat);
      return { ...next, turn: { ...next.turn, bonusUsed: true } };
    }
    case 'drew':
      return { ...drawCommon(state, fact.seat), passRun: [] };
    case 'flipped':
      // M17: turned over unshuffled; the card discarded first is drawn first.
      return { ...state, deck: state.discard, discard: [], passRun: [] };
    case 'passed':
      return { ...state, passRun: [...state.passRun, fact.seat] };
    case 'turn_ended':
      return {
        ...state,
        turn: { seat: fact.next, number: fact.turn + 1, transactions: 0, prepared: false, bonusUsed: false },
      };
    case 'resigned':
      return withSeat(state, fact.seat, s => ({ ...s, resigned: true }));
    case 'game_ended':
      return { ...state, ending: { reason: fact.reason, winners: fact.winners } };
    default: {
      const unreachable: never = fact;
      throw new Error(`unknown Monad fact ${JSON.stringify(unreachable)}`);
    }
  }
}

const transaction = (state: MonadState, prepares: boolean): MonadState => ({
  ...state,
  turn: { ...state.turn, transactions: state.turn.transactions + 1, prepared: state.turn.prepared || prepares },
  passRun: [],
});

/** M12, M14, M15: played cards leave the hand; commons go on the discard pile, others under their own column, in order. */
function payIn(state: MonadState, seat: number, cards: readonly Card[]): MonadState {
  const seats = state.seats.slice();
  const player = state.seats[seat] as SeatState;
  seats[seat] = { ...player, hand: adjustHand(player.hand, cards.map(kindOfCard), -1) };
  let discard = state.discard;
  const columns = state.columns.slice();
  for (const card of cards) {
    const set = setIndex(card.set);
    if (set === COMMON) discard = [...discard, colourIndex(card.colour)];
    else columns[columnOf(set)] = [...(columns[columnOf(set)] as readonly number[]), colourIndex(card.colour)];
  }
  return { ...state, seats, discard, columns };
}

/** The top card of a column goes to the hand; a Monad goes in front of the player. */
function take(state: MonadState, seat: number, took: Taken): MonadState {
  if (took.set === 'monad') {
    return { ...withSeat(state, seat, s => ({ ...s, monads: s.monads + 1 })), monadStack: state.monadStack - 1 };
  }
  const set = setIndex(took.set);
  const columns = state.columns.slice();
  columns[columnOf(set)] = (columns[columnOf(set)] as readonly number[]).slice(1);
  const kind = kindOf(set, colourIndex(took.colour));
  return { ...withSeat(state, seat, s => ({ ...s, hand: adjustHand(s.hand, [kind], 1) })), columns };
}

/** M16, M13: the top of the drawing deck to the hand; the deck ceases to exist with its last card (M17). */
function drawCommon(state: MonadState, seat: number): MonadState {
  const deck = state.deck as readonly number[];
  const kind = kindOf(COMMON, deck[0] as number);
  const rest = deck.slice(1);
  return {
    ...withSeat(state, seat, s => ({ ...s, hand: adjustHand(s.hand, [kind], 1) })),
    deck: rest.length > 0 ? rest : null,
  };
}
