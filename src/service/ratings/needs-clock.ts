// A rated game needs a clock, as on lichess (unlimited-time games cannot be rated): without one, a player who is
// losing can simply stop moving, the game never ends, and their rating is kept by walking away. A table opened
// without a clock is therefore casual, and says so in its record from its creation (`rated: false`), whichever
// way it was opened (POST /games, an accepted challenge, a rematch); `rated: true` without a clock is refused
// (games/create.ts). The rule is applied when a table is opened, not read from the clock afterwards
// (participants.ts `ratedTable`): a game that finished rated without a clock before the rule keeps its ratings,
// and `npm run ratings:recompute` gives them again.
import type { ClockOption } from '../../store/clock-option.js';

/**
 * The `rated` a new table is stored with, from the one it asked for (or kept from the game it follows on):
 * false without a clock; otherwise as asked, null when unsaid (rated while no seat is anonymous).
 */
export const ratedOnOpening = (asked: boolean | null | undefined, clock: ClockOption | null): boolean | null =>
  clock === null ? false : (asked ?? null);
