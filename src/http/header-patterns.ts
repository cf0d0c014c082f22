// The syntax of the headers that name a version, written once: the parsers (parse.ts, sse.ts,
// conditional.ts) test them, and the OpenAPI document gives them as `pattern`s, so a client generated from
// it refuses exactly what the server refuses. A game's entity tag is its version, "12" (weak W/"12" is
// accepted too); values arrive trimmed of surrounding spaces, as Node's parser delivers header values.

/** If-Match: one version as an entity tag, or `*` (RFC 9110 §13.1.1: any current game). */
export const IF_MATCH_PATTERN = '^(?:\\*|(?:W/)?"([0-9]{1,9})")$';

/**
 * If-None-Match: `*` or a list of versions as entity tags (RFC 9110 §13.1.2). The server ignores a list that
 * names no version (the game is sent whole), so only this form can earn a 304.
 */
export const IF_NONE_MATCH_PATTERN = '^(?:\\*|(?:W/)?"[0-9]{1,9}"(?:[ \\t]*,[ \\t]*(?:W/)?"[0-9]{1,9}")*)$';

/** Last-Event-ID: a version or an event number; empty means none (EventSource's first connection). */
export const LAST_EVENT_ID_PATTERN = '^[0-9]{0,9}$';
