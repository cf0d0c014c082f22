// The example of GET /games/{id}/review: the exported example game (its first move, then the other seat's
// resignation) reviewed for the seat that moved, by the service's own decisions and the real reviewer — a
// few iterations of a seeded search, so the document is the same at every build.
import { reviewerFor } from '../../bots/registry.js';
import { turnOf } from '../../bots/turn.js';
import { seededRng, type AnyGame, type Seat } from '../../engine/index.js';
import type { GameExport } from '../../service/games/export.js';
import { configOf } from '../../service/games/load.js';
import type { LoadedGame } from '../../service/games/loaded-game.js';
import { decisionsOf } from '../../service/reviews/decisions.js';
import type { GameReview } from '../../service/reviews/schemas.js';

const ITERATIONS = 40;
const THINK_MS = 100;

export function reviewExample(game: AnyGame, dealt: LoadedGame, exported: GameExport, seat: Seat): GameReview {
  const reviewer = reviewerFor(game.id);
  const { log, decisions } = decisionsOf(game, configOf(dealt), exported.entries, seat, THINK_MS);
  return {
    id: exported.game.id,
    game: game.id,
    seat,
    thinkMs: THINK_MS,
    decisions: reviewer
      ? decisions.map(d => {
          // A clock that never moves: the search stops at its iterations, whatever the machine.
          const { played, best, iterations } = reviewer(turnOf(log, d.turn), d.played, {
            rng: seededRng(d.seq),
            now: () => 0,
            maxIterations: ITERATIONS,
          });
          return { seq: d.seq, played, best, iterations };
        })
      : [],
  };
}
