// Positions: the documented shape of a whole table at the start of a step, used for the opening (C2)
// and for custom games. `positionProblem` checks everything the rules take for granted (C1–C4, C10,
// C12, C14, C16, C20), so that no rule has to defend against an impossible table.
import type { Board } from './board.js';
import { isCasino, isPassing, squareAt } from './board.js';
import { CARD_IDS, type CardId } from './cards.js';
import { canMove } from './pawns.js';
import type { Position } from './schemas.js';
import type { Pawn, State } from './state.js';
import { emptyTurn, nextTurn } from './state.js';
import type { Colour } from './vocabulary.js';
import { MONEY, pawnsPerColour, SEAT_COLOURS } from './vocabulary.js';
import type { RuleViolation } from '../../engine/index.js';

/** C2: every pawn on the start, $10,000 each, seat 0 to play, the cards in the order shuffled. */
export function openingPosition(players: number, drawPile: readonly CardId[]): Position {
  const colours = SEAT_COLOURS[players] ?? [];
  const perColour = pawnsPerColour(players);
  return {
    seats: colours.map(cs => ({ colours: [...cs], money: MONEY.opening })),
    pawns: colours.flatMap(cs =>
      cs.flatMap(colour => Array.from({ length: perColour }, () => ({ colour, at: 0 as const }))),
    ),
    bank: MONEY.total - players * MONEY.opening,
    drawPile: [...drawPile],
    resultPile: [],
    turn: { seat: 0, number: 1, step: players === 2 ? 'name_colour' : 'roll' },
  };
}

// The values a sentence names travel as params, so the HTTP layer can say it in French and German (messages.ts);
// `{}` when it names none: a violation without params is said in English only (http/i18n/problem-words.ts).
const problem = (
  rule: string,
  message: string,
  params: Readonly<Record<string, string | number>> = {},
): RuleViolation => ({ code: `monte-carlo/${rule}`, message, params });

/** The colour of each pawn id, seat by seat and colour by colour. */
const expectedColours = (position: Position, players: number): Colour[] =>
  position.seats.flatMap(s =>
    s.colours.flatMap(colour => Array.from({ length: pawnsPerColour(players) }, () => colour)),
  );

function seatsProblem(position: Position, players: number): RuleViolation | null {
  if (position.seats.length !== players) {
    return problem(
      'C2-players',
      `The position has ${position.seats.length} seats but the table has ${players} players.`,
    );
  }
  const perSeat = players === 2 ? 2 : 1;
  const all = position.seats.flatMap(s => s.colours);
  if (position.seats.some(s => s.colours.length !== perSeat) || new Set(all).size !== all.length) {
    return problem('C2-colours', `Each seat plays ${perSeat} colour(s) of its own with ${players} players.`, {
      perSeat,
      players,
    });
  }
  const colours = expectedColours(position, players);
  if (position.pawns.length !== colours.length || position.pawns.some((p, i) => p.colour !== colours[i])) {
    return problem(
      'C2-pawns',
      `List ${pawnsPerColour(players)} pawns of each colour, seat by seat and colour by colour (${colours.join(', ')}).`,
      { perColour: pawnsPerColour(players), colours: colours.join(', ') },
    );
  }
  return null;
}

function pawnsProblem(position: Position, board: Board): RuleViolation | null {
  for (const [id, pawn] of position.pawns.entries()) {
    if (pawn.at === 'home') continue;
    if (pawn.at >= board.finish)
      return problem('C9-square', `Pawn ${id} is beyond the track: use 'home' for a pawn home.`, { pawn: id });
    const kind = squareAt(board, pawn.at).kind;
    if (isPassing(kind)) {
      return isCasino(kind)
        ? problem('C14-never-rests-on-casino', `Pawn ${id} cannot rest on the casino square ${pawn.at}.`, {
            pawn: id,
            square: pawn.at,
          })
        : problem('C12-never-rests-on-arrow', `Pawn ${id} cannot rest on the arrow square ${pawn.at}.`, {
            pawn: id,
            square: pawn.at,
          });
    }
  }
  for (const stack of position.stacks ?? []) {
    const there = position.pawns.flatMap((p, id) => (p.at === stack.square ? [id] : []));
    const listed = [...stack.pawns].sort((a, b) => a - b);
    if (
      squareAt(board, stack.square).kind !== 'green' ||
      listed.length !== there.length ||
      listed.some((id, i) => id !== there[i])
    ) {
      return problem(
        'C10-stack-order',
        `The stack on square ${stack.square} must be a green square listing exactly its pawns.`,
        { square: stack.square },
      );
    }
  }
  return null;
}

function moneyProblem(position: Position): RuleViolation | null {
  const amounts = [...position.seats.map(s => s.money), position.bank];
  if (amounts.some(amount => amount % MONEY.unit !== 0))
    return problem('C1-money-unit', 'All money comes in multiples of $10,000.');
  if (position.seats.some(s => s.money < MONEY.floor || s.money > MONEY.cap)) {
    return problem('C16-money-range', 'Every player holds between $10,000 and $250,000.');
  }
  const total = amounts.reduce((a, b) => a + b, 0);
  if (total !== MONEY.total) {
    return problem('C1-money-total', `The bank and the players must hold $1,000,000 together, not $${total}.`, {
      total,
    });
  }
  return null;
}

function cardsProblem(position: Position): RuleViolation | null {
  const cards = [...position.drawPile, ...position.resultPile];
  if (cards.length !== CARD_IDS.length || new Set(cards).size !== CARD_IDS.length) {
    return problem('C4-casino-cards', 'The draw pile and the result pile must hold the 17 casino cards, each once.');
  }
  return null;
}

function turnProblem(position: Position, players: number, board: Board, maxTurns: number | null): RuleViolation | null {
  const { seat, step, colour, die, number } = position.turn;
  const seatColours = position.seats[seat]?.colours;
  if (!seatColours) return problem('C2-seat', `Seat ${seat} is not at this table.`, { seat });
  if (maxTurns !== null && number > maxTurns)
    return problem('C21-max-turns', `Turn ${number} is past the last turn, ${maxTurns}.`, {
      turn: number,
      max: maxTurns,
    });
  const named = players === 2 && step !== 'name_colour';
  if (named !== (colour !== undefined)) {
    return problem(
      'C8-colour-named',
      named
        ? 'Name the colour the two-player seat moves this turn.'
        : 'Only a named colour of a two-player game goes with this step.',
      { named: named ? 'yes' : 'no' },
    );
  }
  if (colour !== undefined) {
    const home = position.pawns.every(p => p.colour !== colour || p.at === 'home');
    if (!seatColours.includes(colour) || home)
      return problem('C8-colour', `Seat ${seat} cannot move ${colour}.`, { seat, colour });
  }
  if ((step === 'move_pawn') !== (die !== undefined))
    return problem('C6-die', 'A die goes with the move_pawn step, and only with it.');
  if (die !== undefined) {
    const state = stateFromPosition(position, board, players, maxTurns);
    if (
      !state.pawns.some(
        (p, id) => p.seat === seat && (colour === undefined || p.colour === colour) && canMove(state, id, die),
      )
    ) {
      return problem('C7-no-pawn-can-move', `No pawn of seat ${seat} can move by ${die}.`, { seat, die });
    }
  }
  return null;
}

/** Why this position cannot be played, or null. */
export function positionProblem(
  position: Position,
  players: number,
  board: Board,
  maxTurns: number | null,
): RuleViolation | null {
  const done = position.seats.findIndex((_, seat) => {
    const colours = position.seats[seat]?.colours ?? [];
    return position.pawns.every(p => !colours.includes(p.colour) || p.at === 'home');
  });
  return (
    seatsProblem(position, players) ??
    pawnsProblem(position, board) ??
    moneyProblem(position) ??
    cardsProblem(position) ??
    (done >= 0
      ? problem('C20-already-won', `Seat ${done} has all its pawns home: that game is over.`, { seat: done })
      : null) ??
    turnProblem(position, players, board, maxTurns)
  );
}

/** The state a position describes. Stacks not listed take the order of pawn ids; listed stacks their listed order. */
export function stateFromPosition(position: Position, board: Board, players: number, maxTurns: number | null): State {
  const seatOf = new Map<Colour, number>(position.seats.flatMap((s, seat) => s.colours.map(c => [c, seat] as const)));
  let clock = position.pawns.length;
  const arrival = new Map<number, number>();
  for (const stack of position.stacks ?? []) for (const id of stack.pawns) arrival.set(id, clock++);
  const pawns = position.pawns.map((p, id): Pawn => ({
    seat: seatOf.get(p.colour) ?? 0,
    colour: p.colour,
    at: p.at === 'home' ? board.finish : p.at,
    arrival: arrival.get(id) ?? id,
  }));
  const { turn } = position;
  return {
    board,
    players,
    maxTurns,
    seats: position.seats.map(s => ({ colours: s.colours, money: s.money, resigned: false })),
    pawns,
    clock,
    bank: position.bank,
    drawPile: position.drawPile,
    resultPile: position.resultPile,
    shuffles: 0,
    turn: nextTurn(emptyTurn(turn.seat, turn.number), { colour: turn.colour ?? null, die: turn.die ?? null }),
    step: { type: turn.step },
    duel: null,
    ruins: [],
    resignations: [],
    ended: null,
  };
}
