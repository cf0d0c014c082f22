// What a viewer may see of a game and of its log. Views and facts go through the game's `view` and `redact`;
// the server adds only what it owns (version, status, seats to act, the table, the seed once the game is
// over). A move is shown to the seat that made it and to everyone once the game is over: the contract
// redacts facts, not moves, and what a move made public is already in its facts. Table entries (join,
// leave, start…) carry no game facts: they are shown as `table`. No seat's token, key or invitation code
// is ever part of a view: seats are shown by name and state only.
import type { Outcome, Seat, Viewer } from '../../engine/index.js';
import type { SeatRecord } from '../../store/games.js';
import type { GameStatus } from '../../store/schema.js';
import type { LogEntry } from '../../store/log.js';
import type { LoadedGame } from '../games/loaded-game.js';
import { clockView, nextDeadline, outcomeOf, type ClockView } from '../clocks/view.js';
import { legalMovesOf, viewOf } from './seat-view.js';
import { isTableKind, type TableFact } from '../tables/state.js';

export type SeatState = 'open' | 'reserved' | 'taken' | 'bot';

export interface TableSeat {
  readonly seat: number;
  readonly name: string | null;
  readonly bot: string | null;
  readonly state: SeatState;
}

export interface TableView {
  readonly listed: boolean;
  readonly seats: readonly TableSeat[];
  /** The rematch of this game, once someone asked for it. */
  readonly rematch: string | null;
  /** The game this one is a rematch of. */
  readonly rematchOf: string | null;
}

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
  readonly table: TableView;
  /** Each seat's time and the deadlines of the seats to act (service/clocks); null for a game without a clock. */
  readonly clock: ClockView | null;
  /** The next deadline, as listings show it (games.deadline): a waiting table's joining deadline, else the seats'. */
  readonly deadline: string | null;
  readonly view: unknown;
  readonly seedHash: string;
  /** Revealed once the game is over (finished or cancelled), so anyone can replay the deal and the dice. */
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
  /** What a table entry (join, leave, start, cancel, rematch) records. */
  readonly table?: TableFact;
  readonly createdAt: string;
}

/** The status of the table and its game: waiting for people, active, finished, cancelled. */
export function statusOf(loaded: Pick<LoadedGame, 'game' | 'state' | 'table'>): GameStatus {
  switch (loaded.table.phase) {
    case 'waiting':
      return 'waiting';
    case 'cancelled':
      return 'cancelled';
    case 'playing':
      return loaded.game.outcome(loaded.state) === null ? 'active' : 'finished';
    default: {
      const unreachable: never = loaded.table.phase;
      throw new Error(`unknown phase ${String(unreachable)}`);
    }
  }
}

/** The seats to act: nobody while the table waits for people or after it was cancelled. */
export function toActOf(loaded: Pick<LoadedGame, 'game' | 'state' | 'table'>): number[] {
  return loaded.table.phase === 'playing' ? [...loaded.game.toAct(loaded.state)] : [];
}

export function seatStateOf(s: Pick<SeatRecord, 'bot' | 'tokenHash' | 'reserved'>): SeatState {
  if (s.bot !== null) return 'bot';
  if (s.tokenHash !== null) return 'taken';
  return s.reserved ? 'reserved' : 'open';
}

export const tableSeats = (seats: readonly SeatRecord[]): TableSeat[] =>
  seats.map(s => ({ seat: s.seat, name: s.name, bot: s.bot, state: seatStateOf(s) }));

export function present(loaded: LoadedGame, viewer: Viewer): GameView {
  const { game, state, record } = loaded;
  const status = statusOf(loaded);
  const over = status === 'finished' || status === 'cancelled';
  return {
    id: record.id,
    game: record.game,
    players: record.players,
    custom: record.custom,
    seeded: record.seeded,
    version: loaded.version,
    status,
    toAct: toActOf(loaded),
    outcome: status === 'finished' ? outcomeOf(loaded) : null,
    seat: viewer,
    bots: loaded.seats.flatMap(s => (s.bot === null ? [] : [{ seat: s.seat, bot: s.bot }])),
    table: {
      listed: record.table?.listed ?? false,
      seats: tableSeats(loaded.seats),
      rematch: loaded.table.rematch,
      rematchOf: record.table?.rematchOf ?? null,
    },
    clock: clockView(loaded),
    deadline: nextDeadline(loaded)?.at.toISOString() ?? null,
    view: viewOf(game, state, viewer),
    seedHash: record.seedHash,
    seed: over ? record.seed : null,
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
export function presentEntry(
  loaded: Pick<LoadedGame, 'game'>,
  entry: LogEntry,
  viewer: Viewer,
  finished: boolean,
): SeenEntry {
  const base = { seq: entry.seq, kind: entry.kind, seat: entry.seat, createdAt: entry.createdAt.toISOString() };
  if (isTableKind(entry.kind)) {
    const [fact] = entry.facts;
    return { ...base, move: null, facts: [], ...(fact === undefined ? {} : { table: fact as TableFact }) };
  }
  const ownMove = viewer !== null && viewer === entry.seat;
  return {
    ...base,
    move: entry.move !== null && (ownMove || finished) ? entry.move : null,
    facts: entry.facts.map(fact => loaded.game.redact(fact, viewer)),
  };
}
