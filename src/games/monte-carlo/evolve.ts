// Folding one fact into the state: mechanical, never random, never deciding anything the fact does not
// say. Decisions (who pays what, where a pawn goes) are taken in decide and written into facts; evolve
// only applies them and sets the step a fact opens (a bet after landing on a casino-2/1, the option after
// a win, a pledge or stake after a call…). Each case copies only what it touches (structural sharing), through
// nextState and nextTurn (state.ts) rather than spreads, and pawns and seats as whole literals: see there why.
import { squareAt } from './board.js';
import { stateFromPosition } from './position.js';
import type { Fact } from './schemas.js';
import type { Pawn, SeatState, State } from './state.js';
import { emptyTurn, nextState, nextTurn, OFF } from './state.js';
import type { Seat } from '../../engine/index.js';

const withSeat = (state: State, seat: Seat, change: (s: SeatState) => SeatState): State => {
  const current = state.seats[seat];
  if (!current) return state;
  const seats = state.seats.slice();
  seats[seat] = change(current);
  return nextState(state, { seats });
};

const addMoney = (state: State, party: Seat | 'bank', amount: number): State =>
  party === 'bank'
    ? nextState(state, { bank: state.bank + amount })
    : withSeat(state, party, s => ({ colours: s.colours, money: s.money + amount, resigned: s.resigned }));

/** A pawn arrives on `at`: it takes the next arrival stamp, so it lies on top of any stack there. */
function arrive(state: State, id: number, at: number): State {
  const pawn = state.pawns[id];
  if (!pawn) return state;
  const pawns = state.pawns.slice();
  pawns[id] = { seat: pawn.seat, colour: pawn.colour, at, arrival: state.clock };
  return nextState(state, { pawns, clock: state.clock + 1 });
}

function withdraw(state: State, seat: Seat): State {
  // C21: the pawns on the track leave it; pawns already home stay home (they count in the score).
  const pawns = state.pawns.map((p): Pawn =>
    p.seat === seat && p.at < state.board.finish ? { seat: p.seat, colour: p.colour, at: OFF, arrival: p.arrival } : p,
  );
  const ruins = state.ruins.filter(r => r.seat !== seat).map(r => (r.chooser === seat ? { ...r, chooser: r.seat } : r));
  const duel = state.duel && {
    ...state.duel,
    pending: state.duel.pending.filter(s => s !== seat),
    pledges: state.duel.stake === null ? state.duel.pledges.filter(p => p.seat !== seat) : state.duel.pledges,
  };
  const pledgesDone = state.step.type === 'pledge' && duel !== null && duel.pending.length === 0;
  return nextState(
    withSeat(state, seat, s => ({ colours: s.colours, money: s.money, resigned: true })),
    {
      pawns,
      ruins,
      duel,
      resignations: [...state.resignations, seat],
      step: pledgesDone ? { type: 'stake' } : state.step,
    },
  );
}

export function evolve(state: State, fact: Fact): State {
  switch (fact.type) {
    case 'position_set':
      return stateFromPosition(fact.position, state.board, state.players, state.maxTurns);
    case 'deck_shuffled':
      return nextState(state, { drawPile: fact.order, resultPile: [], shuffles: state.shuffles + 1 });
    case 'turn_started': {
      const twoColours = (state.seats[fact.seat]?.colours.length ?? 1) > 1;
      return nextState(state, {
        turn: emptyTurn(fact.seat, fact.turn),
        step: { type: twoColours ? 'name_colour' : 'roll' },
        duel: null,
      });
    }
    case 'colour_named':
      return nextState(state, { turn: nextTurn(state.turn, { colour: fact.colour }), step: { type: 'roll' } });
    case 'die_rolled':
      return nextState(state, { turn: nextTurn(state.turn, { die: fact.die }), step: { type: 'move_pawn' } });
    case 'tax_assessed':
      return state;
    case 'transfer':
      return addMoney(addMoney(state, fact.from, -fact.amount), fact.to, fact.amount);
    case 'excess_returned':
      return addMoney(addMoney(state, fact.seat, -fact.amount), 'bank', fact.amount);
    case 'ruined':
      return nextState(state, {
        ruins: [...state.ruins, { seat: fact.seat, cause: fact.cause, chooser: fact.chooser }],
      });
    case 'pawn_sent_back': {
      const seat = state.pawns[fact.pawn]?.seat;
      const settled = state.ruins.findIndex(r => r.seat === seat);
      const moved = arrive(state, fact.pawn, fact.to);
      return settled < 0 ? moved : nextState(moved, { ruins: moved.ruins.filter((_, i) => i !== settled) });
    }
    case 'pawn_moved': {
      const moved = arrive(state, fact.pawn, fact.to);
      const kind = squareAt(state.board, fact.to).kind;
      const betting = kind === 'casino-2' || kind === 'casino-1';
      return nextState(moved, {
        turn: nextTurn(state.turn, { pawn: fact.pawn, bet: null }),
        step: betting ? { type: 'bet', pawn: fact.pawn, square: fact.to } : { type: 'resolving' },
      });
    }
    case 'bet_placed':
      return nextState(state, { turn: nextTurn(state.turn, { bet: fact.suits }), step: { type: 'resolving' } });
    case 'card_drawn':
      return nextState(state, {
        drawPile: state.drawPile.slice(1),
        resultPile: [...state.resultPile, fact.card],
        step:
          fact.win && state.turn.pawn !== null
            ? { type: 'option', pawn: state.turn.pawn, card: fact.card }
            : { type: 'resolving' },
      });
    case 'option_chosen':
      return nextState(state, { step: { type: 'resolving' } });
    case 'poker_offered':
      return nextState(state, { duel: null, step: { type: 'poker_call', pawn: fact.pawn, targets: fact.targets } });
    case 'poker_called':
      return nextState(state, {
        turn: nextTurn(state.turn, { challenged: [...state.turn.challenged, fact.target] }),
        duel: {
          challenger: fact.seat,
          pawn: fact.pawn,
          opponent: fact.opponent,
          target: fact.target,
          pending: fact.pledgers,
          pledges: [],
          stake: null,
          shares: [],
          thrower: null,
          challengerHand: null,
          challengerThrows: 0,
          opponentHand: null,
          opponentThrows: 0,
          winner: null,
        },
        step: { type: fact.pledgers.length > 0 ? 'pledge' : 'stake' },
      });
    case 'pledged': {
      if (!state.duel) return state;
      const pending = state.duel.pending.filter(s => s !== fact.seat);
      const duel = {
        ...state.duel,
        pending,
        pledges: [...state.duel.pledges, { seat: fact.seat, amount: fact.amount }],
      };
      return nextState(state, { duel, step: { type: pending.length > 0 ? 'pledge' : 'stake' } });
    }
    case 'stake_set':
      if (!state.duel) return state;
      return nextState(state, {
        duel: { ...state.duel, stake: fact.stake, shares: fact.shares, thrower: fact.seat },
        step: { type: 'throw' },
      });
    case 'dice_thrown': {
      const duel = state.duel;
      if (!duel) return state;
      return fact.seat === duel.challenger && duel.thrower === duel.challenger
        ? nextState(state, {
            duel: { ...duel, challengerHand: fact.faces, challengerThrows: duel.challengerThrows + 1 },
          })
        : nextState(state, { duel: { ...duel, opponentHand: fact.faces, opponentThrows: duel.opponentThrows + 1 } });
    }
    case 'throws_stopped': {
      const duel = state.duel;
      if (!duel) return state;
      return duel.thrower === duel.challenger
        ? nextState(state, { duel: { ...duel, thrower: duel.opponent } })
        : nextState(state, { duel: { ...duel, thrower: null }, step: { type: 'resolving' } });
    }
    case 'sudden_death':
      return state;
    case 'poker_won':
      return state.duel ? nextState(state, { duel: { ...state.duel, winner: fact.seat } }) : state;
    case 'pawn_raised':
      return arrive(state, fact.pawn, fact.square);
    case 'poker_abandoned':
      return nextState(state, { duel: null, step: { type: 'resolving' } });
    case 'turn_ended':
      return nextState(state, { duel: null, step: { type: 'resolving' } });
    case 'resigned':
      return withdraw(state, fact.seat);
    case 'game_ended':
      return nextState(state, {
        ended: { reason: fact.reason, winner: fact.winner },
        step: { type: 'over' },
        ruins: [],
      });
    default: {
      const unknown: never = fact;
      throw new Error(`unknown fact ${JSON.stringify(unknown)}`);
    }
  }
}
