// A third party's client, compiled with `tsc --strict` against what @hey-api/openapi-ts generates from
// openapi/openapi.json into ./generated (tests/client/hey-api.test.ts does both). No casts: the answers
// narrow by the document's discriminators alone, a game by `game`, a move and a fact by `type`, and each
// switch ends in a `never` check, so a member the document loses or adds breaks the build.
import { createGame, getGame, listLegalMoves, makeMove } from './generated/sdk.gen.js';
import type { Game, MonadMove, MonadSeenFact, MonteCarloMove, Problem422 } from './generated/types.gen.js';

/** What a seat holds, by game: the view's shape follows `game`. */
export function holdings(game: Game): string {
  switch (game.game) {
    case 'monad':
      return `${game.view.hand?.length ?? 0} cards, ${game.view.monadStack} Monads in the stack`;
    case 'monte-carlo':
      return `$${game.view.bank} in the bank, ${game.view.board.length} squares`;
    default: {
      const unknown: never = game;
      return unknown;
    }
  }
}

export function describeMonadMove(move: MonadMove): string {
  switch (move.type) {
    case 'trade':
      return `trade ${move.cards.map(card => `${card.set} ${card.colour}`).join(' and ')}${move.takeBonus ? ' with the bonus' : ''}`;
    case 'buy':
      return `buy a ${move.target} with ${move.cards.length} cards`;
    case 'leap':
      return `leap with ${move.commons.join(', ')}`;
    case 'draw':
    case 'flip':
    case 'pass':
    case 'end_turn':
      return move.type;
    default: {
      const unknown: never = move;
      return unknown;
    }
  }
}

export function describeMonteCarloMove(move: MonteCarloMove): string {
  switch (move.type) {
    case 'name_colour':
      return `name ${move.colour}`;
    case 'move_pawn':
    case 'call_poker':
    case 'send_back':
      return `${move.type} pawn ${move.pawn}`;
    case 'bet':
      return `bet on ${move.suits.join(' and ')}`;
    case 'choose':
      return `option ${move.option}`;
    case 'pledge':
    case 'stake':
      return `${move.type} $${move.amount}`;
    case 'throw':
      return `throw dice ${move.dice.join(', ')}`;
    case 'roll':
    case 'end_turn':
    case 'stop_throwing':
      return move.type;
    default: {
      const unknown: never = move;
      return unknown;
    }
  }
}

/** A Monad fact and a Monte Carlo fact may share a `type` (turn_ended) with different shapes: each is its own. */
export function nextSeat(fact: MonadSeenFact): number | null {
  switch (fact.type) {
    case 'turn_ended':
      return fact.next;
    case 'passed':
      return fact.hand.length === 0 ? fact.seat : null;
    default:
      return null;
  }
}

/** The calls a bot makes, typed end to end: create, read, list legal moves, move. */
export async function playFirstMove(baseUrl: string): Promise<string> {
  const created = await createGame({ baseUrl, body: { game: 'monad', players: 2, seed: 'docs-example' } });
  if (created.data === undefined) return `refused: ${created.error.code}`;
  const id = created.data.id;
  const token = created.data.seats.find(s => s.seat === created.data.toAct[0])?.token ?? '';
  const auth = { baseUrl, auth: token, path: { id } };
  const game = await getGame(auth);
  const legal = await listLegalMoves(auth);
  const move = legal.data?.moves[0];
  if (game.data === undefined || move === undefined) return 'nothing to play';
  const moved = await makeMove({ ...auth, body: { move, expectedVersion: game.data.version } });
  if (moved.error !== undefined) {
    const problem: { code: string } = moved.error;
    return `refused: ${problem.code}`;
  }
  return holdings(moved.data);
}

export const ruleCode = (problem: Problem422): string => problem.code ?? '';
