// What a viewer may see of a game and of its log. Views and facts go through the game's `view` and `redact`;
// the server adds only what it owns (version, status, seats to act, the table, the seed once the game is
// over). A move is shown to the seat that made it and to everyone once the game is over: the contract
// redacts facts, not moves, and what a move made public is already in its facts. Table entries (join,
// leave, start…) carry no game facts: they are shown as `table`. No seat's token, key or invitation code
// is ever part of a view: seats are shown by name and state only.
import type { Seat, Viewer } from '../../engine/index.js';
import type { SeatRecord } from '../../store/games.js';
import type { LogEntry } from '../../store/log.js';
import type { ActAnswer, GameView, SeatState, SeenEntry, TableFact, TableSeat } from './schemas.js';
import type { LoadedGame } from '../games/loaded-game.js';
import { clockView, nextDeadline, outcomeOf } from '../clocks/view.js';
import { legalMovesOf, viewOf } from './seat-view.js';
import { isTableKind } from '../tables/state.js';
import { statusOf, toActOf } from './status.js';
import { undoOf } from '../undo/check.js';
import { seenAs } from './seen-as.js';
import { ratedTable } from '../ratings/participants.js';

export type { ActAnswer, GameView, SeenEntry } from './schemas.js';

export { statusOf, toActOf } from './status.js';

export function seatStateOf(s: Pick<SeatRecord, 'bot' | 'tokenHash' | 'reserved'>): SeatState {
  if (s.bot !== null) return 'bot';
  if (s.tokenHash !== null) return 'taken';
  return s.reserved ? 'reserved' : 'open';
}

export const tableSeats = (seats: readonly SeatRecord[]): TableSeat[] =>
  seats.map(s => ({
    seat: s.seat,
    name: s.name,
    bot: s.bot,
    ...(s.playerId !== null && typeof s.handle === 'string' ? { handle: s.handle } : {}),
    state: seatStateOf(s),
  }));

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
    rated: ratedTable(record, loaded.seats),
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
      expired: loaded.table.expired === true,
    },
    clock: clockView(loaded),
    deadline: nextDeadline(loaded)?.at.toISOString() ?? null,
    view: viewOf(game, state, seenAs(loaded, viewer)),
    undo: undoOf(loaded, viewer),
    seedHash: record.seedHash,
    seed: over ? record.seed : null,
    createdAt: record.createdAt.toISOString(),
    updatedAt: loaded.updatedAt.toISOString(),
  };
}

/** The mover's answer: the game as it sees it, and its legal moves when it is still to act (one request per move). */
export function presentToMover(loaded: LoadedGame, seat: Seat): ActAnswer {
  const view = present(loaded, seat);
  return view.toAct.includes(seat) ? { ...view, legalMoves: legalMovesOf(loaded.game, loaded.state, seat) } : view;
}

/**
 * An entry as `viewer` may see it in `loaded` (the game now: its facts are the spectator's until it has
 * started, views/seen-as.ts); `finished` says whether the game is over now (moves are then public).
 */
export function presentEntry(
  loaded: Pick<LoadedGame, 'game' | 'table'>,
  entry: LogEntry,
  viewer: Viewer,
  finished: boolean,
): SeenEntry {
  const base = { seq: entry.seq, kind: entry.kind, seat: entry.seat, createdAt: entry.createdAt.toISOString() };
  if (isTableKind(entry.kind)) {
    const [fact] = entry.facts;
    return { ...base, move: null, facts: [], ...(fact === undefined ? {} : { table: fact as TableFact }) };
  }
  // An undo shows to everyone the version it returned to; it has no facts, and its `move` is that version.
  if (entry.kind === 'undo') return { ...base, move: null, facts: [], returnsTo: entry.move.returnsTo };
  const ownMove = viewer !== null && viewer === entry.seat;
  return {
    ...base,
    move: entry.move !== null && (ownMove || finished) ? entry.move : null,
    facts: entry.facts.map(fact => loaded.game.redact(fact, seenAs(loaded, viewer))),
  };
}
