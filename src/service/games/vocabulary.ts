// The words of a game's record and log that the layers above the service name (the HTTP schemas enumerate
// them): a game's statuses and the kinds of its entries. Re-exported from the store, whose columns hold
// them, so that the HTTP layer reaches the store only through the service (eslint.config.js); and kept
// apart from records.ts, so that the schemas (which the page's tests check forms against) import no I/O.
export { ENTRY_KINDS, GAME_STATUSES, type EntryKind, type GameStatus } from '../../store/schema.js';
