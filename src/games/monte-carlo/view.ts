// What a viewer sees. Everything in Monte Carlo Gamble is public (board, pawns, money, the result pile,
// bets, dice, choices) except the order of the casino draw pile and the seed (the state never holds the
// seed). So the view is the same for every seat and spectator, with the draw pile reduced to its size,
// and `redact` strips the order from the only facts that carry it: the opening position and shuffles.
import { isBlocked, isHome, pawnsHome, points, stackAt } from './pawns.js';
import { toAct } from './legal.js';
import { outcome } from './outcome.js';
import type { Fact, SeenFact, View } from './schemas.js';
import type { State } from './state.js';
import { OFF } from './state.js';
import type { Viewer } from '../../engine/index.js';

export function view(state: State, viewer: Viewer): View {
  const { board } = state;
  const shared = [...new Set(state.pawns.map(p => p.at))].filter(at => at > 0).sort((a, b) => a - b);
  const stacks = shared.flatMap(square => {
    const pawns = stackAt(state, square);
    return pawns.length > 1 ? [{ square, pawns }] : [];
  });
  return {
    viewer,
    players: state.players,
    board: [...board.squares],
    seats: state.seats.map((s, seat) => ({
      seat,
      colours: [...s.colours],
      money: s.money,
      resigned: s.resigned,
      pawnsHome: pawnsHome(state, seat),
      points: points(state, seat),
    })),
    bank: state.bank,
    pawns: state.pawns.map((p, pawn) => ({
      pawn,
      seat: p.seat,
      colour: p.colour,
      at: p.at === OFF ? 'off' : isHome(state, p) ? 'home' : p.at,
      blocked: isBlocked(state, pawn),
    })),
    stacks,
    casino: { drawPile: state.drawPile.length, resultPile: [...state.resultPile] },
    turn:
      state.turn.number === 0
        ? null
        : { seat: state.turn.seat, number: state.turn.number, colour: state.turn.colour, die: state.turn.die },
    step: state.step,
    duel: state.duel,
    ruins: [...state.ruins],
    toAct: toAct(state),
    maxTurns: state.maxTurns,
    outcome: outcome(state),
  };
}

export function redact(fact: Fact, _viewer: Viewer): SeenFact {
  switch (fact.type) {
    case 'position_set': {
      const { drawPile, ...rest } = fact.position;
      return { type: 'position_set', position: { ...rest, drawPileSize: drawPile.length } };
    }
    case 'deck_shuffled':
      return { type: 'deck_shuffled', cards: fact.order.length };
    default:
      return fact;
  }
}
