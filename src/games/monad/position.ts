// Custom games: a complete position in the documented schema (puzzles, analysis, tests) becomes the
// state, after checks that it could exist — the box holds no more cards than M4 says, the table for that
// many players no more than M5 leaves (commons per colour, identity colours), 10 Monads in all, a seat to
// move that is still playing, a turn record that adds up. So every position the rules accept is one a
// real game could reach in its cards, and every list built from it (legal moves) stays as small as theirs.
import { accept, type Decision, type GameConfig } from '../../engine/index.js';
import {
  COLUMN_SETS,
  KIND_COUNT,
  MONAD_DISCS,
  cardOfKind,
  colourIndex,
  copiesAtTable,
  copiesOfKind,
  COLOURS,
  describe,
  kindOf,
  kindOfCard,
  removedIdentities,
  teamOf,
} from './cards.js';
import { side } from './holdings.js';
import type { MonadFact, MonadOptions, MonadPosition } from './schemas.js';
import { configRefusal, handOf } from './setup.js';
import type { MonadState } from './state.js';
import { violation } from './violations.js';

export function stateFromPosition(players: number, options: MonadOptions, position: MonadPosition): MonadState {
  const held = position.seats.reduce((sum, s) => sum + s.monads, 0);
  return {
    players,
    options,
    started: true,
    seats: position.seats.map(s => ({
      identity: colourIndex(s.identity),
      hand: handOf(s.hand),
      monads: s.monads,
      resigned: s.resigned,
    })),
    columns: COLUMN_SETS.map(set => position.columns[set].map(colourIndex)),
    monadStack: position.monadStack ?? MONAD_DISCS - held,
    discard: position.discard.map(colourIndex),
    deck: position.deck === null ? null : position.deck.map(colourIndex),
    turn: { ...position.turn },
    passRun: [],
    ending: null,
  };
}

export function setupFromPosition(config: GameConfig<MonadOptions>, position: MonadPosition): Decision<MonadFact> {
  const refused = configRefusal(config);
  if (refused) return refused;
  const problem = positionProblem(config, position);
  return problem ?? accept<MonadFact>({ type: 'positioned', position });
}

function positionProblem(config: GameConfig<MonadOptions>, position: MonadPosition): Decision<MonadFact> | null {
  const { players } = config;
  if (position.seats.length !== players) {
    return violation(
      'M5',
      'position-seats',
      `The position has ${position.seats.length} seats for a ${players}-player game.`,
      { seats: position.seats.length, players },
    );
  }
  if (new Set(position.seats.map(s => s.identity)).size !== players) {
    return violation('M6', 'position-identities', 'Each seat needs its own identity colour.');
  }
  const removed = position.seats.find(s => removedIdentities(players).includes(colourIndex(s.identity)));
  if (removed) {
    const left = COLOURS.filter((_, c) => !removedIdentities(players).includes(c)).join(', ');
    return violation(
      'M5',
      'position-identity',
      `A ${players}-player table has no ${removed.identity} identity card (M5): choose among ${left}.`,
      { players, colour: removed.identity, left },
    );
  }
  const counts = new Array<number>(KIND_COUNT).fill(0);
  const count = (kind: number) => (counts[kind] = (counts[kind] as number) + 1);
  for (const seat of position.seats) for (const card of seat.hand) count(kindOfCard(card));
  COLUMN_SETS.forEach((set, i) => position.columns[set].forEach(c => count(kindOf(i + 1, colourIndex(c)))));
  for (const c of [...position.discard, ...(position.deck ?? [])]) count(kindOf(0, colourIndex(c)));
  const over = counts.findIndex((n, kind) => n > copiesOfKind(kind));
  if (over >= 0) {
    return violation(
      'M4',
      'position-too-many-cards',
      `The position holds ${counts[over]} ${describe(cardOfKind(over))} cards; the deck has ${copiesOfKind(over)}.`,
      { count: counts[over] ?? 0, ...cardOfKind(over), copies: copiesOfKind(over) },
    );
  }
  const overTable = counts.findIndex((n, kind) => n > copiesAtTable(players, kind));
  if (overTable >= 0) {
    const card = describe(cardOfKind(overTable));
    return violation(
      'M5',
      'position-cards',
      `The position holds ${counts[overTable]} ${card} cards; a ${players}-player table has ${copiesAtTable(players, overTable)} (M5).`,
      { count: counts[overTable] ?? 0, ...cardOfKind(overTable), players, copies: copiesAtTable(players, overTable) },
    );
  }
  const held = position.seats.reduce((sum, s) => sum + s.monads, 0);
  const stack = position.monadStack ?? MONAD_DISCS - held;
  if (held + stack !== MONAD_DISCS) {
    return violation(
      'M4',
      'position-monads',
      `The seats hold ${held} Monads and the stack ${stack}: there are ${MONAD_DISCS} in all.`,
      { held, stack, total: MONAD_DISCS },
    );
  }
  const draft = stateFromPosition(players, config.options, position);
  for (let seat = 0; seat < players; seat++) {
    const { seats, needed } = side(draft, seat);
    if (seats.reduce((sum, s) => sum + (draft.seats[s]?.monads ?? 0), 0) >= needed) {
      return violation('M11', 'position-already-won', `Seat ${seat} already holds the Monads needed to win.`, {
        seat,
      });
    }
  }
  const playing = position.seats.flatMap((s, i) => (s.resigned ? [] : [i]));
  const sides = new Set(config.options.teams ? playing.map(teamOf) : playing);
  if (sides.size < 2 || (config.options.teams && playing.length < players)) {
    return violation(
      'M21',
      'position-resigned',
      'A position needs two sides still playing (in team play, no resigned seat).',
    );
  }
  const { turn } = position;
  if (turn.seat >= players || position.seats[turn.seat]?.resigned) {
    return violation('M8', 'position-turn', `Seat ${turn.seat} cannot be the seat to move.`, { seat: turn.seat });
  }
  if ((turn.prepared || turn.bonusUsed) && turn.transactions === 0) {
    return violation('M9', 'position-turn', 'A turn with a trade, buy or bonus made has at least one transaction.');
  }
  return null;
}
