// What each viewer may see (the rule book's visibility section): everything public, their own hand, and
// never another hand, the drawing deck's order, or a card drawn by someone else.
import type { Viewer } from '../../engine/index.js';
import { cardOfKind, COLOURS, MONADS_TO_WIN, TARGETS, TEAM_MONADS_TO_WIN, type Colour, type Target } from './cards.js';
import { forEachTrade } from './legal-trades.js';
import { outcome } from './outcome.js';
import type { MonadFact, MonadSeenFact, MonadView } from './schemas.js';
import { handSize, type MonadState } from './state.js';
import { handCards } from './turn.js';

const colourName = (c: number): Colour => COLOURS[c] as Colour;

export function view(state: MonadState, viewer: Viewer): MonadView {
  const own = viewer === null ? undefined : state.seats[viewer];
  return {
    players: state.players,
    teams: state.options.teams,
    you: own === undefined ? null : viewer,
    hand: own === undefined ? null : handCards(own.hand),
    seats: state.seats.map((s, seat) => ({
      seat,
      identity: colourName(s.identity),
      monads: s.monads,
      handSize: handSize(s.hand),
      resigned: s.resigned,
    })),
    columns: {
      bi: (state.columns[0] ?? []).map(colourName),
      tri: (state.columns[1] ?? []).map(colourName),
      quad: (state.columns[2] ?? []).map(colourName),
      quint: (state.columns[3] ?? []).map(colourName),
    },
    monadStack: state.monadStack,
    discard: state.discard.map(colourName),
    deckSize: state.deck === null ? null : state.deck.length,
    turn: { ...state.turn },
    passRun: [...state.passRun],
    monadsToWin: state.options.teams ? TEAM_MONADS_TO_WIN : (MONADS_TO_WIN[state.players] as number),
    options: state.options,
    outcome: outcome(state),
    ...(viewer !== null && toAct(state, viewer) ? { trades: tradesOf(state, viewer) } : {}),
  };
}

const toAct = (state: MonadState, seat: number): boolean =>
  state.started && state.ending === null && state.turn.seat === seat;

/** What each trade the seat may make takes (M12, M12w), so a client labels a trade without the rule. */
function tradesOf(state: MonadState, seat: number): NonNullable<MonadView['trades']> {
  const trades: NonNullable<MonadView['trades']> = [];
  forEachTrade(state, seat, ({ a, b, set }) => {
    trades.push({ cards: [cardOfKind(a), cardOfKind(b)], takes: TARGETS[set] as Target });
  });
  return trades;
}

export function redact(fact: MonadFact, viewer: Viewer): MonadSeenFact {
  switch (fact.type) {
    case 'dealt':
      return {
        ...fact,
        seats: fact.seats.map((s, seat) => (seat === viewer ? s : { identity: s.identity, handSize: s.handSize })),
      };
    case 'positioned': {
      const { deck, seats, ...rest } = fact.position;
      return {
        type: 'positioned',
        position: {
          ...rest,
          seats: seats.map((s, seat) => {
            const { hand, ...open } = s;
            return seat === viewer ? { ...open, hand, handSize: hand.length } : { ...open, handSize: hand.length };
          }),
          deckSize: deck === null ? null : deck.length,
        },
      };
    }
    case 'drew':
      return fact.seat === viewer ? fact : { type: 'drew', seat: fact.seat };
    case 'bonus_taken': {
      if (fact.seat === viewer) return fact;
      const { common: _hidden, ...open } = fact;
      return open;
    }
    case 'traded':
    case 'bought':
    case 'leapt':
    case 'flipped':
    case 'passed':
    case 'turn_ended':
    case 'resigned':
    case 'game_ended':
      return fact;
    default: {
      const unreachable: never = fact;
      throw new Error(`unknown Monad fact ${JSON.stringify(unreachable)}`);
    }
  }
}
