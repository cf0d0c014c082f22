// What a viewer may see of a game and of its log. Views and facts go through the game's `view` and `redact`;
// the server adds only what it owns (version, status, seats to act, the seed once the game is over). A
// move is shown to the seat that made it and to everyone once the game is over: the contract redacts facts,
// not moves, and what a move made public is already in its facts.
import type { Outcome, Seat, Viewer } from '../engine/index.js';
import type { GameStatus } from '../store/schema.js';
import type { LogEntry } from '../store/log.js';
import type { LoadedGame } from './cache.js';
import { legalMovesOf, viewOf } from './seen.js';

export interface GameView {
  readonly id: string;
  readonly game: string;
  readonly players: number;
  readonly custom: boolean;
  /** The creator chose the seed: it is known to them, so the deal and the dice are not secret from them. */
  readonly seeded: boolean;
  readonly version: number;
  readonly status: GameStatus;
  readonly toAct: readonly number[];
  readonly outcome: Outcome | null;
  /** The seat this view is for; null for a spectator. */
  readonly seat: Viewer;
  /** Seats the server plays with built-in players. */
  readonly bots: readonly { readonly seat: number; readonly bot: string }[];
  readonly view: unknown;
  readonly seedHash: string;
  /** Revealed once the game is over, so anyone can replay the deal and the dice. */
  readonly seed: string | null;
  readonly createdAt: string;
  readonly updatedAt: string;
}

export interface SeenEntry {
  readonly seq: number;
  readonly kind: LogEntry['kind'];
  readonly seat: number | null;
  readonly move: unknown;
  readonly facts: readonly unknown[];
  readonly createdAt: string;
}

export function statusOf(loaded: LoadedGame): GameStatus {
  return loaded.game.outcome(loaded.state) === null ? 'active' : 'finished';
}

export function present(loaded: LoadedGame, viewer: Viewer): GameView {
  const { game, state, record } = loaded;
  const outcome = game.outcome(state);
  return {
    id: record.id,
    game: record.game,
    players: record.players,
    custom: record.custom,
    seeded: record.seeded,
    version: loaded.version,
    status: outcome === null ? 'active' : 'finished',
    toAct: [...game.toAct(state)],
    outcome,
    seat: viewer,
    bots: loaded.seats.flatMap((s) => (s.bot === null ? [] : [{ seat: s.seat, bot: s.bot }])),
    view: viewOf(game, state, viewer),
    seedHash: record.seedHash,
    seed: outcome === null ? null : record.seed,
    createdAt: record.createdAt.toISOString(),
    updatedAt: loaded.updatedAt.toISOString(),
  };
}

/** The mover's answer: the game as it sees it, and its legal moves when it is still to act (one request per move). */
export interface ActAnswer extends GameView {
  readonly legalMoves?: readonly unknown[];
}

export function presentToMover(loaded: LoadedGame, seat: Seat): ActAnswer {
  const view = present(loaded, seat);
  return view.toAct.includes(seat) ? { ...view, legalMoves: legalMovesOf(loaded.game, loaded.state, seat) } : view;
}

/** An entry as `viewer` may see it; `finished` says whether the game is over now (moves are then public). */
export function presentEntry(loaded: Pick<LoadedGame, 'game'>, entry: LogEntry, viewer: Viewer, finished: boolean): SeenEntry {
  const ownMove = viewer !== null && viewer === entry.seat;
  return {
    seq: entry.seq,
    kind: entry.kind,
    seat: entry.seat,
    move: entry.move !== null && (ownMove || finished) ? entry.move : null,
    facts: entry.facts.map((fact) => loaded.game.redact(fact, viewer)),
    createdAt: entry.createdAt.toISOString(),
  };
}
