// What the operations routes ask of the layers below: whether the database answers (readiness), and how
// many reads of the log this process has made (a metric: per move, it should not grow with watchers).
import { ping } from '../store/games.js';
import { logReads } from '../store/log.js';
import type { Deps } from './deps.js';

/** Resolves once the database has answered a trivial query; rejects as the query did. */
export const databaseReady = (deps: Deps): Promise<void> => ping(deps.database.db);

/** Reads of the log (queries of entries) this process has made since it started. */
export const logReadCount = (): number => logReads.count;
