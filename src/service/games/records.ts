// The store's records as the layers above the service see them: the HTTP layer reaches the store only
// through the service (eslint.config.js), and its OpenAPI examples build a game's seats and log the way the
// store reads them.
export { plainSeat, type SeatRecord } from '../../store/games.js';
export type { LogEntry } from '../../store/log-entry.js';
