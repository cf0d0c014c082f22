// The use cases' dependencies for tests that call the service layer directly (no HTTP app): a fresh cache,
// no built-in players, the real clock, and observers that count nothing.
import { NO_BOTS } from '../../src/bots/strategy.js';
import type { AnyGame } from '../../src/engine/index.js';
import { BotRunner } from '../../src/service/bots/runner.js';
import { ReviewDesk } from '../../src/service/reviews/desk.js';
import { GameCache } from '../../src/service/games/cache.js';
import { catalogOf } from '../../src/service/games/catalog.js';
import type { Deps } from '../../src/service/deps.js';
import type { Database } from '../../src/store/database.js';
import { DEFAULT_NOTIFICATION_SETTINGS, Notifications } from '../../src/service/notifications/settings.js';

export function serviceDeps(database: Database, games: readonly AnyGame[]): Deps {
  return {
    database,
    catalog: catalogOf(games),
    bots: NO_BOTS,
    cache: new GameCache(),
    botRunner: new BotRunner(),
    // These tests review nothing: a review asked of this desk fails.
    reviews: new ReviewDesk({ size: 1, review: () => Promise.reject(new Error('no review pool in service tests')) }),
    now: () => new Date(),
    observers: { moveAccepted: () => undefined, moveRejected: () => undefined },
    notifications: new Notifications({ ...DEFAULT_NOTIFICATION_SETTINGS, allowPrivate: true }),
  };
}
