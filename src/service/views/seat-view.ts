// A seat's view and legal moves, computed once per state: the mover's answer and the events of the same
// version (streams/game-feed.ts) are built from the same state object, and Monad's legal moves (every buy of a large
// hand) are the dearest thing a move costs after I/O. Keyed weakly by the state, so nothing outlives it.
import type { AnyGame, Viewer } from '../../engine/index.js';

interface Seen {
  readonly views: Map<Viewer, unknown>;
  readonly legal: Map<number, readonly unknown[]>;
}

const memo = new WeakMap<object, Seen>();

function seenOf(state: unknown): Seen | null {
  if (typeof state !== 'object' || state === null) return null;
  let seen = memo.get(state);
  if (!seen) {
    seen = { views: new Map(), legal: new Map() };
    memo.set(state, seen);
  }
  return seen;
}

export function viewOf(game: AnyGame, state: unknown, viewer: Viewer): unknown {
  const seen = seenOf(state);
  if (!seen) return game.view(state, viewer);
  if (!seen.views.has(viewer)) seen.views.set(viewer, game.view(state, viewer));
  return seen.views.get(viewer);
}

export function legalMovesOf(game: AnyGame, state: unknown, seat: number): readonly unknown[] {
  const seen = seenOf(state);
  if (!seen) return game.legalMoves(state, seat);
  let moves = seen.legal.get(seat);
  if (!moves) {
    moves = game.legalMoves(state, seat);
    seen.legal.set(seat, moves);
  }
  return moves;
}
