// Games written straight into the store, as the server's creation would have written them: a record with
// the defaults of a classic duel, and a random playout's game at its start, ready for the service's append
// path (the tests of snapshots and loads then append its steps themselves).
import type { AnyGame } from '../../src/engine/index.js';
import type { LoadedGame } from '../../src/service/games/loaded-game.js';
import { insertGame, plainSeat, type GameRecord, type TableRecord } from '../../src/store/games.js';
import type { Executor } from '../../src/store/log.js';
import type { Playout } from './playout.js';

/** A game's record: a classic two-seat duel made now, unless `over` says otherwise. */
export const gameRecord = (id: string, over: Partial<GameRecord> = {}): GameRecord => ({
  id,
  game: 'duel',
  players: 2,
  options: {},
  seed: 's',
  seedHash: 'h',
  custom: false,
  seeded: false,
  rngVersion: 2,
  createdAt: new Date(),
  table: null,
  ...over,
});

/**
 * `run`'s game of two plain seats inserted with its opening entry, as the game it is at version 0: playing,
 * or, with `table`, a table waiting for people.
 */
export async function insertPlayout(
  db: Executor,
  game: AnyGame,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  run: Playout<any>,
  id: string,
  over: Partial<GameRecord> & { readonly table?: TableRecord | null } = {},
): Promise<LoadedGame> {
  const record = gameRecord(id, { game: game.id, ...over });
  const seats = [0, 1].map(seat => plainSeat(seat, null, null));
  const waiting = record.table?.waiting === true;
  await insertGame(db, {
    record,
    seats,
    facts: run.opening,
    status: waiting ? 'waiting' : 'active',
    toAct: waiting ? [] : game.toAct(run.initial),
    outcome: null,
  });
  return {
    record,
    seats,
    game,
    version: 0,
    state: run.initial,
    table: { phase: waiting ? 'waiting' : 'playing', rematch: null },
    updatedAt: record.createdAt,
  };
}
