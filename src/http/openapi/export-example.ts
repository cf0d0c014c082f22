// The example of GET /games/{id}/export: the example game after its first move, ended by the other seat's
// resignation (the shortest way to a finished game), exported by the service's own function.
import { foldInto, type AnyGame } from '../../engine/index.js';
import type { LoadedGame } from '../../service/games/loaded-game.js';
import { exportOf, type GameExport } from '../../service/games/export.js';
import type { LogEntry } from '../../service/games/records.js';

const RESIGNED_AT = new Date('2026-01-01T12:01:00.000Z');

export function exportExample(
  game: AnyGame,
  moved: LoadedGame,
  log: readonly LogEntry[],
  resigner: number,
): GameExport {
  const resigned = game.resign(moved.state, resigner);
  if (!resigned.ok) throw new Error(`${game.id}: the example resignation was refused: ${resigned.violation.code}`);
  const entry: LogEntry = {
    seq: moved.version + 1,
    kind: 'resign',
    seat: resigner,
    move: null,
    facts: resigned.facts,
    keyDigest: null,
    createdAt: RESIGNED_AT,
  };
  const over: LoadedGame = {
    ...moved,
    version: entry.seq,
    state: foldInto(game, moved.state, resigned.facts),
    updatedAt: RESIGNED_AT,
  };
  if (game.outcome(over.state) === null)
    throw new Error(`${game.id}: the example game is not over after a resignation`);
  return exportOf(over, [...log, entry]);
}
