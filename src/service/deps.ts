// What every use case receives: the database, the served games, the cache, a clock, and observers the
// HTTP layer turns into metrics. `main.ts` (or a test) builds it once.
import type { BotCatalog } from '../bots/strategy.js';
import type { BotRunner } from './bots/runner.js';
import type { ReviewDesk } from './reviews/desk.js';
import type { Database } from '../store/database.js';
import type { LogEntry } from '../store/log.js';
import type { GameCache } from './games/cache.js';
import type { LoadedGame } from './games/loaded-game.js';
import type { Catalog } from './games/catalog.js';
import type { TableQuotas } from './tables/quota-limits.js';
import type { RelyingParty } from './players/relying-party.js';
import type { Notifications } from './notifications/settings.js';

export interface Observers {
  moveAccepted(game: string): void;
  moveRejected(game: string): void;
  /**
   * An entry is committed (appended outside any transaction), with the game after it: this process's
   * followers of the game get it without reading the log (streams/game-feed.ts). Optional: tests and tools ignore it.
   */
  committed?(loaded: LoadedGame, entry: LogEntry): void;
  /** A listing met a game whose log it could not read or fold, and listed it without (games/listing-reads.ts). */
  unreadableGame?(gameId: string, error: unknown): void;
}

export interface Deps {
  readonly database: Database;
  readonly catalog: Catalog;
  /** The built-in players that may take seats. */
  readonly bots: BotCatalog;
  readonly cache: GameCache;
  /** Plays bot moves a request left for later, in the background of this process. */
  readonly botRunner: BotRunner;
  /** Computes post-game reviews on the worker pool, below the bots at tables (reviews/). */
  readonly reviews: ReviewDesk;
  readonly now: () => Date;
  readonly observers: Observers;
  /**
   * Who passkeys are made for (players/passkeys.ts), from PUBLIC_ORIGIN: asked when needed, since the default
   * (http://localhost:<port>) knows its port once the server listens. http://localhost:3000 when absent.
   */
  readonly relyingParty?: () => RelyingParty;
  /** What one creator may open (tables/quota.ts); its defaults when absent. */
  readonly quotas?: TableQuotas;
  /** Vacation days each player has in any 365 days (players/vacation.ts); 14 when absent. */
  readonly vacationDaysPerYear?: number;
  /**
   * This process's name among the followers of games (streams/wakeup-hub.ts), when `observers.committed` hands the
   * entries it commits to its own followers: its appends outside a transaction then notify only other processes.
   */
  readonly listener?: string;
  /** How webhooks and pushes are checked and sent, with their keys (notifications/settings.ts). */
  readonly notifications: Notifications;
}
