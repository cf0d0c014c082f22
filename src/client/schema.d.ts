// Generated from openapi/openapi.json by `npm run client` (openapi-typescript). Do not edit.

export interface paths {
    "/docs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Interactive documentation (Swagger UI) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description An HTML page; its assets are served from this origin. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/html": string;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/games": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List games
         * @description Newest first, with a cursor. `awaiting=true` with a bearer token lists that seat's game while the seat is to act.
         */
        get: {
            parameters: {
                query?: {
                    /** @description true: only the game of the bearer token, and only while its seat is to act. */
                    awaiting?: "true" | "false";
                    /** @description nextCursor of the previous page. */
                    cursor?: string;
                    game?: "monad" | "monte-carlo";
                    limit?: number;
                    status?: components["schemas"]["GameStatus"];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description One page of games. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["GameList"];
                    };
                };
                /** @description Malformed JSON, or a body, query or header of the wrong shape (code malformed-json or invalid-request). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or unknown seat token (missing-token, unknown-token). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Too many requests (rate-limited); see Retry-After. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The database is unreachable (database-unavailable). */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Create a game
         * @description Deals a new table (or sets one up from `position`, marked custom). The answer holds every seat's token and the spectator's view.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CreateGameBody"];
                };
            };
            responses: {
                /** @description The new game. */
                201: {
                    headers: {
                        /** @description The version, as an entity tag: "12". */
                        ETag?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CreatedGame"];
                    };
                };
                /** @description Malformed JSON, or a body, query or header of the wrong shape (code malformed-json or invalid-request). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The body is too large (payload-too-large). */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A body encoding the server does not read (unsupported-media-type). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The rules forbid this now, out of turn included: code is the rule, detail its message; or idempotency-key-reused. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Too many requests (rate-limited); see Retry-After. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The database is unreachable (database-unavailable). */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/games/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a game
         * @description With a seat token, as that seat sees it; without, as a spectator.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The game. */
                200: {
                    headers: {
                        /** @description The version, as an entity tag: "12". */
                        ETag?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Game"];
                    };
                };
                /** @description Not modified (If-None-Match). */
                304: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Malformed JSON, or a body, query or header of the wrong shape (code malformed-json or invalid-request). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or unknown seat token (missing-token, unknown-token). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The token holds a seat in another game (wrong-game). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description No such game (game-not-found). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Too many requests (rate-limited); see Retry-After. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The database is unreachable (database-unavailable). */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/games/{id}/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Follow a game (Server-Sent Events)
         * @description One event per version: `id:` is the version and `data:` a GameEvent (JSON). Without Last-Event-ID the first event is the game now; with it, every entry after that version. Comments are sent as heartbeats. The token may be given as `?token=` for EventSource.
         */
        get: {
            parameters: {
                query?: {
                    /** @description The seat token, for clients that cannot set headers (EventSource). */
                    token?: string;
                };
                header?: {
                    /** @description Resume after this version. */
                    "last-event-id"?: string;
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A stream of events whose data are GameEvent. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/event-stream": components["schemas"]["GameEvent"];
                    };
                };
                /** @description Malformed JSON, or a body, query or header of the wrong shape (code malformed-json or invalid-request). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or unknown seat token (missing-token, unknown-token). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The token holds a seat in another game (wrong-game). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description No such game (game-not-found). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Too many requests (rate-limited); see Retry-After. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The database is unreachable (database-unavailable). */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/games/{id}/legal-moves": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The legal moves of the token's seat
         * @description Empty when the seat may not act now.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The moves, in a deterministic order. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["LegalMoves"];
                    };
                };
                /** @description Malformed JSON, or a body, query or header of the wrong shape (code malformed-json or invalid-request). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or unknown seat token (missing-token, unknown-token). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The token holds a seat in another game (wrong-game). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description No such game (game-not-found). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Too many requests (rate-limited); see Retry-After. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The database is unreachable (database-unavailable). */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/games/{id}/moves": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the log
         * @description Entries after `after`, each redacted for the caller (a seat with its token, else a spectator).
         */
        get: {
            parameters: {
                query?: {
                    /** @description Entries with seq greater than this; -1 includes the creation entry. */
                    after?: number | null;
                    limit?: number;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The entries. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["LogPage"];
                    };
                };
                /** @description Malformed JSON, or a body, query or header of the wrong shape (code malformed-json or invalid-request). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or unknown seat token (missing-token, unknown-token). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The token holds a seat in another game (wrong-game). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description No such game (game-not-found). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Too many requests (rate-limited); see Retry-After. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The database is unreachable (database-unavailable). */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        /** Make a move */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A retried request with the same key gets the first answer and changes nothing. */
                    "idempotency-key"?: string;
                    /** @description The expected version as an entity tag ("12"); the body's expectedVersion wins. */
                    "if-match"?: string;
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["MoveBody"];
                };
            };
            responses: {
                /** @description The game after the move, as the mover sees it, with its legal moves while it is still to act. */
                200: {
                    headers: {
                        /** @description The version, as an entity tag: "12". */
                        ETag?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MoveResult"];
                    };
                };
                /** @description Malformed JSON, or a body, query or header of the wrong shape (code malformed-json or invalid-request). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or unknown seat token (missing-token, unknown-token). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The token holds a seat in another game (wrong-game). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description No such game (game-not-found). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The game is at another version than expected (version-conflict, with currentVersion). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The body is too large (payload-too-large). */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A body encoding the server does not read (unsupported-media-type). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The rules forbid this now, out of turn included: code is the rule, detail its message; or idempotency-key-reused. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Too many requests (rate-limited); see Retry-After. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The database is unreachable (database-unavailable). */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/games/{id}/resign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resign
         * @description Accepted at any time while the game is on; the game's rules say what follows.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A retried request with the same key gets the first answer and changes nothing. */
                    "idempotency-key"?: string;
                    /** @description The expected version as an entity tag ("12"); the body's expectedVersion wins. */
                    "if-match"?: string;
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": components["schemas"]["ResignBody"];
                };
            };
            responses: {
                /** @description The game after the resignation, as the resigning seat sees it. */
                200: {
                    headers: {
                        /** @description The version, as an entity tag: "12". */
                        ETag?: string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MoveResult"];
                    };
                };
                /** @description Malformed JSON, or a body, query or header of the wrong shape (code malformed-json or invalid-request). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or unknown seat token (missing-token, unknown-token). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The token holds a seat in another game (wrong-game). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description No such game (game-not-found). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The game is at another version than expected (version-conflict, with currentVersion). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The body is too large (payload-too-large). */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A body encoding the server does not read (unsupported-media-type). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The rules forbid this now, out of turn included: code is the rule, detail its message; or idempotency-key-reused. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Too many requests (rate-limited); see Retry-After. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The database is unreachable (database-unavailable). */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/healthz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The process is up */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Up. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Health"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/metrics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Prometheus metrics */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Metrics in the Prometheus text format. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/plain": string;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** This document */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The OpenAPI 3.1 document for the games this server hosts. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            openapi: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/readyz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The database answers */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Ready. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Health"];
                    };
                };
                /** @description The database is unreachable (database-unavailable). */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        BotSeat: {
            /** @description The built-in player (strategy) the server plays this seat with. */
            bot: string;
            seat: number;
        };
        CreatedGame: components["schemas"]["Game"] & {
            seats: components["schemas"]["SeatToken"][];
        };
        CreateGameBody: components["schemas"]["CreateMonadGame"] | components["schemas"]["CreateMonteCarloGame"];
        CreateMonadGame: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            game: "monad";
            options?: components["schemas"]["MonadOptions"];
            players: number;
            /** @description Starts from this complete position; the game is then marked custom. */
            position?: {
                /** @description Each column top first. */
                columns: {
                    bi: components["schemas"]["MonadColour"][];
                    quad: components["schemas"]["MonadColour"][];
                    quint: components["schemas"]["MonadColour"][];
                    tri: components["schemas"]["MonadColour"][];
                };
                /**
                 * @description Next card first; null: no drawing deck.
                 * @default null
                 */
                deck: components["schemas"]["MonadColour"][] | null;
                /**
                 * @description First discarded first; the top is last.
                 * @default []
                 */
                discard: components["schemas"]["MonadColour"][];
                /** @description Default: the 10 Monads less those held. */
                monadStack?: number;
                seats: {
                    hand: components["schemas"]["MonadCard"][];
                    identity: components["schemas"]["MonadColour"];
                    /** @default 0 */
                    monads: number;
                    /** @default false */
                    resigned: boolean;
                }[];
                /**
                 * @default {
                 *       "bonusUsed": false,
                 *       "number": 1,
                 *       "prepared": false,
                 *       "seat": 0,
                 *       "transactions": 0
                 *     }
                 */
                turn: {
                    /** @default false */
                    bonusUsed: boolean;
                    /** @default 1 */
                    number: number;
                    /**
                     * @description A trade or buy was made this turn (M15).
                     * @default false
                     */
                    prepared: boolean;
                    seat: number;
                    /** @default 0 */
                    transactions: number;
                };
            };
            /** @description One entry per seat: {} for a person, { "bot": name } for a built-in player the server plays at once when the turn is its own. At least one person. Default: every seat a person. */
            seats?: {
                /** @enum {string} */
                bot?: "random" | "heuristic";
            }[];
            /** @description Makes the game reproducible; without it the seed comes from a CSPRNG. */
            seed?: string;
        };
        CreateMonteCarloGame: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            game: "monte-carlo";
            options?: components["schemas"]["MonteCarloOptions"];
            players: number;
            /** @description Starts from this complete position; the game is then marked custom. */
            position?: {
                /** @description Dollars; all money moves in multiples of $10,000 (C1). */
                bank: number;
                /** @description The casino draw pile, top first (secret in views). */
                drawPile: ("spades-1" | "spades-2" | "spades-3" | "spades-4" | "hearts-1" | "hearts-2" | "hearts-3" | "hearts-4" | "diamonds-1" | "diamonds-2" | "diamonds-3" | "diamonds-4" | "clubs-1" | "clubs-2" | "clubs-3" | "clubs-4" | "jackpot")[];
                /** @description Every pawn, seat by seat and colour by colour (the index is the pawn id): its square or home. */
                pawns: {
                    at: number | "home";
                    /** @enum {string} */
                    colour: "red" | "blue" | "yellow" | "white";
                }[];
                /** @description The casino result pile, oldest first; the last card is on top. */
                resultPile: ("spades-1" | "spades-2" | "spades-3" | "spades-4" | "hearts-1" | "hearts-2" | "hearts-3" | "hearts-4" | "diamonds-1" | "diamonds-2" | "diamonds-3" | "diamonds-4" | "clubs-1" | "clubs-2" | "clubs-3" | "clubs-4" | "jackpot")[];
                /** @description One entry per seat in turn order: the colours it plays (two with two players) and its money. */
                seats: {
                    colours: ("red" | "blue" | "yellow" | "white")[];
                    /** @description Dollars; all money moves in multiples of $10,000 (C1). */
                    money: number;
                }[];
                /** @description Stacking order (bottom first) on green squares holding several pawns; unlisted squares stack in id order. */
                stacks?: {
                    pawns: number[];
                    /** @description A square of the track, 0 = start; the last square is the finish (a pawn there is home). */
                    square: number;
                }[];
                turn: {
                    /**
                     * @description With two players, the colour named (steps roll and move_pawn).
                     * @enum {string}
                     */
                    colour?: "red" | "blue" | "yellow" | "white";
                    /** @description The number rolled (step move_pawn; a tax on a 4 is already settled). */
                    die?: number;
                    /** @description The number of this turn, counting from 1 (maxTurns counts these). */
                    number: number;
                    seat: number;
                    /** @enum {string} */
                    step: "name_colour" | "roll" | "move_pawn";
                };
            };
            /** @description One entry per seat: {} for a person, { "bot": name } for a built-in player the server plays at once when the turn is its own. At least one person. Default: every seat a person. */
            seats?: {
                /** @enum {string} */
                bot?: "random" | "heuristic";
            }[];
            /** @description Makes the game reproducible; without it the seed comes from a CSPRNG. */
            seed?: string;
        };
        /** @enum {string} */
        EntryKind: "setup" | "move" | "resign";
        Game: {
            /** @description The seats the server plays with built-in players. */
            bots: components["schemas"]["BotSeat"][];
            /** Format: date-time */
            createdAt: string;
            /** @description Created from a position rather than dealt. */
            custom: boolean;
            game: string;
            id: string;
            outcome: components["schemas"]["Outcome"] | null;
            players: number;
            /** @description Whose view this is; null for a spectator. */
            seat: number | null;
            /** @description The seed, shown once the game is finished. */
            seed: string | null;
            /** @description Hex SHA-256 of the seed, public from the start. */
            seedHash: string;
            status: components["schemas"]["GameStatus"];
            toAct: number[];
            /** Format: date-time */
            updatedAt: string;
            /** @description The seq of the last log entry; also the ETag. */
            version: number;
            view: components["schemas"]["View"];
        };
        /** @description The data of one server-sent event; its id is the version. A stream opened with a seat's token carries that seat's view and, while it is to act, its legal moves: a client following the game needs one request per move. */
        GameEvent: {
            entry: components["schemas"]["LogEntry"];
            /** @description Present while the seat whose view this is is to act: its legal moves (as GET /games/{id}/legal-moves lists them), so a client need not ask. */
            legalMoves?: components["schemas"]["Move"][];
            outcome: components["schemas"]["Outcome"] | null;
            status: components["schemas"]["GameStatus"];
            toAct: number[];
            version: number;
            view: components["schemas"]["View"] & unknown;
        };
        GameList: {
            games: components["schemas"]["GameSummary"][];
            nextCursor: string | null;
        };
        /** @enum {string} */
        GameStatus: "active" | "finished";
        GameSummary: {
            /** Format: date-time */
            createdAt: string;
            custom: boolean;
            game: string;
            id: string;
            outcome: components["schemas"]["Outcome"] | null;
            players: number;
            seedHash: string;
            status: components["schemas"]["GameStatus"];
            toAct: number[];
            /** Format: date-time */
            updatedAt: string;
            version: number;
        };
        Health: {
            /** @enum {string} */
            status: "ok" | "ready";
        };
        LegalMoves: {
            moves: components["schemas"]["Move"][];
            version: number;
        };
        LogEntry: {
            /** Format: date-time */
            createdAt: string;
            facts: components["schemas"]["SeenFact"][];
            kind: components["schemas"]["EntryKind"];
            /** @description Shown to the seat that made it, and to everyone once the game is over. */
            move: components["schemas"]["MonadTrade"] | components["schemas"]["MonadBuy"] | components["schemas"]["MonadLeap"] | components["schemas"]["MonadDraw"] | components["schemas"]["MonadFlip"] | components["schemas"]["MonadPass"] | components["schemas"]["MonadEndTurn"] | {
                /** @enum {string} */
                colour: "red" | "blue" | "yellow" | "white";
                /** @enum {string} */
                type: "name_colour";
            } | {
                /** @enum {string} */
                type: "roll";
            } | {
                /** @description A pawn id: pawns are numbered seat by seat, colour by colour (view.pawns). */
                pawn: number;
                /** @enum {string} */
                type: "move_pawn";
            } | {
                suits: ("spades" | "hearts" | "diamonds" | "clubs")[];
                /** @enum {string} */
                type: "bet";
            } | {
                /** @enum {string} */
                option: "A" | "B";
                /** @enum {string} */
                type: "choose";
            } | {
                /** @description A pawn id: pawns are numbered seat by seat, colour by colour (view.pawns). */
                pawn: number;
                /** @enum {string} */
                type: "call_poker";
            } | {
                /** @enum {string} */
                type: "end_turn";
            } | {
                /** @description Dollars; all money moves in multiples of $10,000 (C1). */
                amount: number;
                /** @enum {string} */
                type: "pledge";
            } | {
                /** @description Dollars; all money moves in multiples of $10,000 (C1). */
                amount: number;
                /** @enum {string} */
                type: "stake";
            } | {
                dice: number[];
                /** @enum {string} */
                type: "throw";
            } | {
                /** @enum {string} */
                type: "stop_throwing";
            } | {
                /** @description A pawn id: pawns are numbered seat by seat, colour by colour (view.pawns). */
                pawn: number;
                /** @enum {string} */
                type: "send_back";
            } | null;
            seat: number | null;
            seq: number;
        };
        LogPage: {
            entries: components["schemas"]["LogEntry"][];
            version: number;
        };
        MonadBuy: {
            /** @description M14: two or more cards of lower sets worth at least the target; placed in this order. */
            cards: components["schemas"]["MonadCard"][];
            /** @enum {string} */
            target: "bi" | "tri" | "quad" | "quint" | "monad";
            /** @enum {string} */
            type: "buy";
        };
        /** @description A card named by set and colour. */
        MonadCard: {
            colour: components["schemas"]["MonadColour"];
            /** @enum {string} */
            set: "common" | "bi" | "tri" | "quad" | "quint";
        };
        /**
         * @description M1: red, orange, yellow are warm; purple, blue, green are cool.
         * @enum {string}
         */
        MonadColour: "red" | "orange" | "yellow" | "purple" | "blue" | "green";
        /** @description M16 */
        MonadDraw: {
            /** @enum {string} */
            type: "draw";
        };
        /** @description M9: ends a turn of transactions. */
        MonadEndTurn: {
            /** @enum {string} */
            type: "end_turn";
        };
        /** @description M17 */
        MonadFlip: {
            /** @enum {string} */
            type: "flip";
        };
        MonadLeap: {
            /** @description M15: 4, 5 or 6 commons of different colours for a tri, quad or quint. */
            commons: components["schemas"]["MonadColour"][];
            /** @enum {string} */
            type: "leap";
        };
        MonadOptions: {
            /**
             * @description M13 variant (DE): a missing set ends the bonus instead of losing just that part.
             * @default false
             */
            bonusStopsAtGap: boolean;
            /** @description M19: the game ends as if blocked after this many turns (for bot matches). */
            maxTurns?: number;
            /**
             * @description M20: four players in two teams, seats 0 and 2 against 1 and 3.
             * @default false
             */
            teams: boolean;
        };
        /** @description M18 */
        MonadPass: {
            /** @enum {string} */
            type: "pass";
        };
        MonadTrade: {
            /** @description M12: two cards, one warm and one cool; traded cards go under their column in this order. */
            cards: components["schemas"]["MonadCard"][];
            /** @description M13: take the bonus this trade earns (default: decline it). */
            takeBonus?: boolean;
            /** @enum {string} */
            type: "trade";
        };
        MonadView: {
            /** @description Every column, top first (M7: all public). */
            columns: {
                bi: components["schemas"]["MonadColour"][];
                quad: components["schemas"]["MonadColour"][];
                quint: components["schemas"]["MonadColour"][];
                tri: components["schemas"]["MonadColour"][];
            };
            /** @description null: no drawing deck (M17). */
            deckSize: number | null;
            /** @description First discarded first; the top is last. */
            discard: components["schemas"]["MonadColour"][];
            /** @description Your hand, sorted; null for a spectator. */
            hand: components["schemas"]["MonadCard"][] | null;
            monadStack: number;
            monadsToWin: number;
            options: components["schemas"]["MonadOptions"];
            outcome: {
                ranking: {
                    place: number;
                    score?: number;
                    seat: number;
                }[];
                reason: string;
                winners: number[];
            } | null;
            /** @description M19: seats that passed since the last turn that was not a pass. */
            passRun: number[];
            players: number;
            seats: {
                handSize: number;
                identity: components["schemas"]["MonadColour"];
                monads: number;
                resigned: boolean;
                seat: number;
            }[];
            teams: boolean;
            turn: {
                bonusUsed: boolean;
                number: number;
                prepared: boolean;
                seat: number;
                transactions: number;
            };
            /** @description The seat this view is for; null for a spectator. */
            you: number | null;
        };
        MonteCarloOptions: {
            /** @description Another track, validated against C3; default: the reconstructed board. */
            board?: components["schemas"]["MonteCarloSquare"][];
            /** @description End the game after this many turns and rank it by points (C21). */
            maxTurns?: number;
        };
        /** @description C3: one square of the track. */
        MonteCarloSquare: {
            /** @enum {string} */
            kind: "start";
        } | {
            /** @enum {string} */
            kind: "green";
        } | {
            /** @enum {string} */
            kind: "bank";
        } | {
            /** @enum {string} */
            kind: "to-bank-1";
        } | {
            /** @enum {string} */
            kind: "to-bank-2";
        } | {
            /** @enum {string} */
            kind: "casino-3";
            suits: [
                "spades" | "hearts" | "diamonds" | "clubs",
                "spades" | "hearts" | "diamonds" | "clubs",
                "spades" | "hearts" | "diamonds" | "clubs"
            ];
        } | {
            /** @enum {string} */
            kind: "casino-2";
        } | {
            /** @enum {string} */
            kind: "casino-1";
        } | {
            /** @enum {string} */
            kind: "finish";
        };
        MonteCarloView: {
            /** @description Dollars; all money moves in multiples of $10,000 (C1). */
            bank: number;
            board: components["schemas"]["MonteCarloSquare"][];
            casino: {
                /** @description Cards left to draw (their order is secret). */
                drawPile: number;
                resultPile: ("spades-1" | "spades-2" | "spades-3" | "spades-4" | "hearts-1" | "hearts-2" | "hearts-3" | "hearts-4" | "diamonds-1" | "diamonds-2" | "diamonds-3" | "diamonds-4" | "clubs-1" | "clubs-2" | "clubs-3" | "clubs-4" | "jackpot")[];
            };
            duel: {
                challenger: number;
                challengerHand: ("9" | "10" | "J" | "Q" | "K" | "A")[] | null;
                challengerThrows: number;
                opponent: number;
                opponentHand: ("9" | "10" | "J" | "Q" | "K" | "A")[] | null;
                opponentThrows: number;
                /** @description A pawn id: pawns are numbered seat by seat, colour by colour (view.pawns). */
                pawn: number;
                /** @description C19: seats still to pledge, in order. */
                pending: number[];
                pledges: {
                    /** @description Dollars; all money moves in multiples of $10,000 (C1). */
                    amount: number;
                    seat: number;
                }[];
                /** @description C19: who stands for which part of the stake; the challenger alone without pledges. */
                shares: {
                    /** @description Dollars; all money moves in multiples of $10,000 (C1). */
                    amount: number;
                    seat: number;
                }[];
                /** @description Dollars; all money moves in multiples of $10,000 (C1). */
                stake: number | null;
                /** @description A pawn id: pawns are numbered seat by seat, colour by colour (view.pawns). */
                target: number;
                thrower: number | null;
                winner: number | null;
            } | null;
            maxTurns: number | null;
            outcome: {
                ranking: {
                    place: number;
                    score?: number;
                    seat: number;
                }[];
                /** @enum {string} */
                reason: "won" | "max-turns" | "resigned";
                winners: number[];
            } | null;
            pawns: {
                /** @description `off`: the pawn of a resigned player left the track. */
                at: number | "home" | "off";
                /** @description C10: an opponent pawn lies above it. */
                blocked: boolean;
                /** @enum {string} */
                colour: "red" | "blue" | "yellow" | "white";
                /** @description A pawn id: pawns are numbered seat by seat, colour by colour (view.pawns). */
                pawn: number;
                seat: number;
            }[];
            players: number;
            ruins: {
                /** @enum {string} */
                cause: "tax" | "casino" | "poker";
                chooser: number | null;
                seat: number;
            }[];
            seats: {
                colours: ("red" | "blue" | "yellow" | "white")[];
                /** @description Dollars; all money moves in multiples of $10,000 (C1). */
                money: number;
                pawnsHome: number;
                /** @description C21: pawns home × their worth, plus money. */
                points: number;
                resigned: boolean;
                seat: number;
            }[];
            stacks: {
                /** @description Bottom first; the last is the master. */
                pawns: number[];
                /** @description A square of the track, 0 = start; the last square is the finish (a pawn there is home). */
                square: number;
            }[];
            step: {
                /** @enum {string} */
                type: "setup";
            } | {
                /** @enum {string} */
                type: "name_colour";
            } | {
                /** @enum {string} */
                type: "roll";
            } | {
                /** @enum {string} */
                type: "move_pawn";
            } | {
                /** @description A pawn id: pawns are numbered seat by seat, colour by colour (view.pawns). */
                pawn: number;
                /** @description A square of the track, 0 = start; the last square is the finish (a pawn there is home). */
                square: number;
                /** @enum {string} */
                type: "bet";
            } | {
                /** @enum {string} */
                card: "spades-1" | "spades-2" | "spades-3" | "spades-4" | "hearts-1" | "hearts-2" | "hearts-3" | "hearts-4" | "diamonds-1" | "diamonds-2" | "diamonds-3" | "diamonds-4" | "clubs-1" | "clubs-2" | "clubs-3" | "clubs-4" | "jackpot";
                /** @description A pawn id: pawns are numbered seat by seat, colour by colour (view.pawns). */
                pawn: number;
                /** @enum {string} */
                type: "option";
            } | {
                /** @description A pawn id: pawns are numbered seat by seat, colour by colour (view.pawns). */
                pawn: number;
                targets: number[];
                /** @enum {string} */
                type: "poker_call";
            } | {
                /** @enum {string} */
                type: "pledge";
            } | {
                /** @enum {string} */
                type: "stake";
            } | {
                /** @enum {string} */
                type: "throw";
            } | {
                /** @enum {string} */
                type: "resolving";
            } | {
                /** @enum {string} */
                type: "over";
            };
            toAct: number[];
            turn: {
                /** @enum {string|null} */
                colour: "red" | "blue" | "yellow" | "white" | null;
                die: number | null;
                number: number;
                seat: number;
            } | null;
            viewer: number | null;
        };
        /** @description A move of one of the games; the game of the URL decides which. */
        Move: components["schemas"]["MonadTrade"] | components["schemas"]["MonadBuy"] | components["schemas"]["MonadLeap"] | components["schemas"]["MonadDraw"] | components["schemas"]["MonadFlip"] | components["schemas"]["MonadPass"] | components["schemas"]["MonadEndTurn"] | {
            /** @enum {string} */
            colour: "red" | "blue" | "yellow" | "white";
            /** @enum {string} */
            type: "name_colour";
        } | {
            /** @enum {string} */
            type: "roll";
        } | {
            /** @description A pawn id: pawns are numbered seat by seat, colour by colour (view.pawns). */
            pawn: number;
            /** @enum {string} */
            type: "move_pawn";
        } | {
            suits: ("spades" | "hearts" | "diamonds" | "clubs")[];
            /** @enum {string} */
            type: "bet";
        } | {
            /** @enum {string} */
            option: "A" | "B";
            /** @enum {string} */
            type: "choose";
        } | {
            /** @description A pawn id: pawns are numbered seat by seat, colour by colour (view.pawns). */
            pawn: number;
            /** @enum {string} */
            type: "call_poker";
        } | {
            /** @enum {string} */
            type: "end_turn";
        } | {
            /** @description Dollars; all money moves in multiples of $10,000 (C1). */
            amount: number;
            /** @enum {string} */
            type: "pledge";
        } | {
            /** @description Dollars; all money moves in multiples of $10,000 (C1). */
            amount: number;
            /** @enum {string} */
            type: "stake";
        } | {
            dice: number[];
            /** @enum {string} */
            type: "throw";
        } | {
            /** @enum {string} */
            type: "stop_throwing";
        } | {
            /** @description A pawn id: pawns are numbered seat by seat, colour by colour (view.pawns). */
            pawn: number;
            /** @enum {string} */
            type: "send_back";
        };
        MoveBody: {
            /** @description Refuse with 409 unless the game is at this version (or use If-Match). */
            expectedVersion?: number;
            move: components["schemas"]["Move"];
        };
        /** @description The game after a move or resignation, as the mover sees it, with its legal moves when it is still to act. */
        MoveResult: components["schemas"]["Game"] & {
            /** @description Present while the seat whose view this is is to act: its legal moves (as GET /games/{id}/legal-moves lists them), so a client need not ask. */
            legalMoves?: components["schemas"]["Move"][];
        };
        Outcome: {
            ranking: {
                place: number;
                score?: number;
                seat: number;
            }[];
            /** @description Why the game ended, in the game's words: won, blocked, max-turns, resigned… */
            reason: string;
            winners: number[];
        };
        /** @description RFC 9457 problem details. */
        Problem: {
            /** @description The server's code (version-conflict…) or the rule a move breaks (monad/M18-pass-not-allowed). */
            code: string;
            /** @description With version-conflict: the version the game is at. */
            currentVersion?: number;
            detail: string;
            /** @description What is wrong in the request, field by field. */
            errors?: {
                message: string;
                path: string;
            }[];
            instance?: string;
            status: number;
            title: string;
            /** @description A URI naming the kind of problem: urn:croupier:problem:<code>. */
            type: string;
        } & {
            [key: string]: unknown;
        };
        ResignBody: {
            expectedVersion?: number;
        };
        SeatToken: {
            /** @description The built-in player of a seat played by the server; such a seat has no token. */
            bot?: string;
            seat: number;
            /** @description The bearer token of a seat played by a person. Shown once, to the creator. */
            token?: string;
        };
        /** @description A fact of the log as the caller may see it. */
        SeenFact: {
            columns: {
                bi: components["schemas"]["MonadColour"][];
                quad: components["schemas"]["MonadColour"][];
                quint: components["schemas"]["MonadColour"][];
                tri: components["schemas"]["MonadColour"][];
            };
            removed: {
                bonus: number;
                commons: components["schemas"]["MonadColour"][];
                identities: components["schemas"]["MonadColour"][];
            };
            seats: {
                hand?: components["schemas"]["MonadCard"][];
                handSize: number;
                identity: components["schemas"]["MonadColour"];
            }[];
            /** @enum {string} */
            type: "dealt";
        } | {
            position: {
                /** @description Each column top first. */
                columns: {
                    bi: components["schemas"]["MonadColour"][];
                    quad: components["schemas"]["MonadColour"][];
                    quint: components["schemas"]["MonadColour"][];
                    tri: components["schemas"]["MonadColour"][];
                };
                deckSize: number | null;
                /**
                 * @description First discarded first; the top is last.
                 * @default []
                 */
                discard: components["schemas"]["MonadColour"][];
                /** @description Default: the 10 Monads less those held. */
                monadStack?: number;
                seats: {
                    hand?: components["schemas"]["MonadCard"][];
                    handSize: number;
                    identity: components["schemas"]["MonadColour"];
                    /** @default 0 */
                    monads: number;
                    /** @default false */
                    resigned: boolean;
                }[];
                /**
                 * @default {
                 *       "bonusUsed": false,
                 *       "number": 1,
                 *       "prepared": false,
                 *       "seat": 0,
                 *       "transactions": 0
                 *     }
                 */
                turn: {
                    /** @default false */
                    bonusUsed: boolean;
                    /** @default 1 */
                    number: number;
                    /**
                     * @description A trade or buy was made this turn (M15).
                     * @default false
                     */
                    prepared: boolean;
                    seat: number;
                    /** @default 0 */
                    transactions: number;
                };
            };
            /** @enum {string} */
            type: "positioned";
        } | {
            gave: components["schemas"]["MonadCard"][];
            seat: number;
            took: components["schemas"]["MonadCard"] | {
                /** @enum {string} */
                set: "monad";
            };
            /** @enum {string} */
            type: "traded";
            wild: boolean;
        } | {
            /** @description Tops of the lower columns, highest first. */
            cards: components["schemas"]["MonadCard"][];
            common?: components["schemas"]["MonadColour"];
            /** @description Whether a common was taken from the drawing deck. */
            fromDeck: boolean;
            seat: number;
            /** @enum {string} */
            type: "bonus_taken";
        } | {
            gave: components["schemas"]["MonadCard"][];
            seat: number;
            took: components["schemas"]["MonadCard"] | {
                /** @enum {string} */
                set: "monad";
            };
            /** @enum {string} */
            type: "bought";
        } | {
            gave: components["schemas"]["MonadColour"][];
            seat: number;
            took: components["schemas"]["MonadCard"];
            /** @enum {string} */
            type: "leapt";
        } | {
            colour?: components["schemas"]["MonadColour"];
            seat: number;
            /** @enum {string} */
            type: "drew";
        } | {
            seat: number;
            size: number;
            /** @enum {string} */
            type: "flipped";
        } | {
            /** @description M18: the hand shown to everyone. */
            hand: components["schemas"]["MonadCard"][];
            seat: number;
            /** @enum {string} */
            type: "passed";
        } | {
            next: number;
            seat: number;
            turn: number;
            /** @enum {string} */
            type: "turn_ended";
        } | {
            seat: number;
            /** @enum {string} */
            type: "resigned";
        } | {
            /** @enum {string} */
            reason: "won" | "blocked" | "max-turns" | "resigned";
            /** @enum {string} */
            type: "game_ended";
            winners: number[];
        } | {
            position: {
                /** @description Dollars; all money moves in multiples of $10,000 (C1). */
                bank: number;
                /** @description How many cards the draw pile holds; their order is secret. */
                drawPileSize: number;
                /** @description Every pawn, seat by seat and colour by colour (the index is the pawn id): its square or home. */
                pawns: {
                    at: number | "home";
                    /** @enum {string} */
                    colour: "red" | "blue" | "yellow" | "white";
                }[];
                /** @description The casino result pile, oldest first; the last card is on top. */
                resultPile: ("spades-1" | "spades-2" | "spades-3" | "spades-4" | "hearts-1" | "hearts-2" | "hearts-3" | "hearts-4" | "diamonds-1" | "diamonds-2" | "diamonds-3" | "diamonds-4" | "clubs-1" | "clubs-2" | "clubs-3" | "clubs-4" | "jackpot")[];
                /** @description One entry per seat in turn order: the colours it plays (two with two players) and its money. */
                seats: {
                    colours: ("red" | "blue" | "yellow" | "white")[];
                    /** @description Dollars; all money moves in multiples of $10,000 (C1). */
                    money: number;
                }[];
                /** @description Stacking order (bottom first) on green squares holding several pawns; unlisted squares stack in id order. */
                stacks?: {
                    pawns: number[];
                    /** @description A square of the track, 0 = start; the last square is the finish (a pawn there is home). */
                    square: number;
                }[];
                turn: {
                    /**
                     * @description With two players, the colour named (steps roll and move_pawn).
                     * @enum {string}
                     */
                    colour?: "red" | "blue" | "yellow" | "white";
                    /** @description The number rolled (step move_pawn; a tax on a 4 is already settled). */
                    die?: number;
                    /** @description The number of this turn, counting from 1 (maxTurns counts these). */
                    number: number;
                    seat: number;
                    /** @enum {string} */
                    step: "name_colour" | "roll" | "move_pawn";
                };
            };
            /** @enum {string} */
            type: "position_set";
        } | {
            /** @description How many cards the new draw pile holds. */
            cards: number;
            /** @enum {string} */
            type: "deck_shuffled";
        } | {
            seat: number;
            turn: number;
            /** @enum {string} */
            type: "turn_started";
        } | {
            /** @enum {string} */
            colour: "red" | "blue" | "yellow" | "white";
            seat: number;
            /** @enum {string} */
            type: "colour_named";
        } | {
            die: number;
            seat: number;
            /** @enum {string} */
            type: "die_rolled";
        } | {
            /** @description Dollars; all money moves in multiples of $10,000 (C1). */
            amount: number;
            /** @enum {string} */
            reason: "pawn-on-start" | "standard" | "last-pawn";
            seat: number;
            /** @enum {string} */
            type: "tax_assessed";
        } | {
            /** @description Dollars; all money moves in multiples of $10,000 (C1). */
            amount: number;
            from: number | "bank";
            /** @enum {string} */
            reason: "tax" | "bank" | "start" | "casino-win" | "casino-loss" | "poker";
            to: number | "bank";
            /** @enum {string} */
            type: "transfer";
        } | {
            /** @description Dollars; all money moves in multiples of $10,000 (C1). */
            amount: number;
            seat: number;
            /** @enum {string} */
            type: "excess_returned";
        } | {
            /** @enum {string} */
            cause: "tax" | "casino" | "poker";
            chooser: number | null;
            seat: number;
            /** @enum {string} */
            type: "ruined";
        } | {
            /** @description A square of the track, 0 = start; the last square is the finish (a pawn there is home). */
            from: number;
            /** @description A pawn id: pawns are numbered seat by seat, colour by colour (view.pawns). */
            pawn: number;
            /** @description A square of the track, 0 = start; the last square is the finish (a pawn there is home). */
            to: number;
            /** @enum {string} */
            type: "pawn_sent_back";
        } | {
            /** @description A square of the track, 0 = start; the last square is the finish (a pawn there is home). */
            from: number;
            /** @description A pawn id: pawns are numbered seat by seat, colour by colour (view.pawns). */
            pawn: number;
            /** @enum {string} */
            reason: "die" | "casino-a" | "casino-b" | "casino-loss" | "arrow";
            /** @description A square of the track, 0 = start; the last square is the finish (a pawn there is home). */
            to: number;
            /** @enum {string} */
            type: "pawn_moved";
        } | {
            /** @description A pawn id: pawns are numbered seat by seat, colour by colour (view.pawns). */
            pawn: number;
            seat: number;
            /** @description A square of the track, 0 = start; the last square is the finish (a pawn there is home). */
            square: number;
            suits: ("spades" | "hearts" | "diamonds" | "clubs")[];
            /** @enum {string} */
            type: "bet_placed";
        } | {
            /** @enum {string} */
            card: "spades-1" | "spades-2" | "spades-3" | "spades-4" | "hearts-1" | "hearts-2" | "hearts-3" | "hearts-4" | "diamonds-1" | "diamonds-2" | "diamonds-3" | "diamonds-4" | "clubs-1" | "clubs-2" | "clubs-3" | "clubs-4" | "jackpot";
            /** @enum {string} */
            type: "card_drawn";
            win: boolean;
        } | {
            /** @enum {string} */
            option: "A" | "B";
            seat: number;
            /** @enum {string} */
            type: "option_chosen";
        } | {
            /** @description A pawn id: pawns are numbered seat by seat, colour by colour (view.pawns). */
            pawn: number;
            seat: number;
            targets: number[];
            /** @enum {string} */
            type: "poker_offered";
        } | {
            opponent: number;
            /** @description A pawn id: pawns are numbered seat by seat, colour by colour (view.pawns). */
            pawn: number;
            pledgers: number[];
            seat: number;
            /** @description A pawn id: pawns are numbered seat by seat, colour by colour (view.pawns). */
            target: number;
            /** @enum {string} */
            type: "poker_called";
        } | {
            /** @description Dollars; all money moves in multiples of $10,000 (C1). */
            amount: number;
            seat: number;
            /** @enum {string} */
            type: "pledged";
        } | {
            seat: number;
            shares: {
                /** @description Dollars; all money moves in multiples of $10,000 (C1). */
                amount: number;
                seat: number;
            }[];
            /** @description Dollars; all money moves in multiples of $10,000 (C1). */
            stake: number;
            /** @enum {string} */
            type: "stake_set";
        } | {
            dice: number[];
            faces: ("9" | "10" | "J" | "Q" | "K" | "A")[];
            seat: number;
            /** @enum {string} */
            type: "dice_thrown";
        } | {
            seat: number;
            throws: number;
            /** @enum {string} */
            type: "throws_stopped";
        } | {
            challenger: ("9" | "10" | "J" | "Q" | "K" | "A")[];
            opponent: ("9" | "10" | "J" | "Q" | "K" | "A")[];
            /** @enum {string} */
            type: "sudden_death";
        } | {
            /** @enum {string} */
            challengerHand: "nothing" | "one-pair" | "two-pairs" | "three-of-a-kind" | "low-straight" | "high-straight" | "full-house" | "four-of-a-kind" | "five-of-a-kind";
            loser: number;
            /** @enum {string} */
            opponentHand: "nothing" | "one-pair" | "two-pairs" | "three-of-a-kind" | "low-straight" | "high-straight" | "full-house" | "four-of-a-kind" | "five-of-a-kind";
            seat: number;
            /** @enum {string} */
            type: "poker_won";
        } | {
            /** @description A pawn id: pawns are numbered seat by seat, colour by colour (view.pawns). */
            pawn: number;
            /** @description A square of the track, 0 = start; the last square is the finish (a pawn there is home). */
            square: number;
            /** @enum {string} */
            type: "pawn_raised";
        } | {
            seat: number;
            /** @enum {string} */
            type: "poker_abandoned";
        } | {
            seat: number;
            /** @enum {string} */
            type: "turn_ended";
        } | {
            seat: number;
            /** @enum {string} */
            type: "resigned";
        } | {
            /** @enum {string} */
            reason: "won" | "max-turns" | "resigned";
            /** @enum {string} */
            type: "game_ended";
            winner: number | null;
        };
        /** @description The table as one seat (or a spectator) may see it, in the game's own shape. */
        View: components["schemas"]["MonadView"] | components["schemas"]["MonteCarloView"];
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
