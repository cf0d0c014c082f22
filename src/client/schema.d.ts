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
                /** @description To /docs/, where the page's relative asset links resolve. */
                301: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Malformed JSON, or a path, query, header or body of the wrong shape (code malformed-json or invalid-request): an unknown query parameter, malformed percent-encoding, a NUL character or a lone UTF-16 surrogate anywhere, a body that is not what its Content-Encoding says. */
                400: {
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
    "/games": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List games
         * @description Newest first, with a cursor. `awaiting=true` with a bearer token lists that seat's game while the seat is to act; `status=waiting&open=true` is the lobby: listed tables with a seat anyone may take.
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
                    /** @description true: the lobby, listed tables with a seat anyone may take (POST /games/{id}/join). */
                    open?: "true" | "false";
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
                /** @description Malformed JSON, or a path, query, header or body of the wrong shape (code malformed-json or invalid-request): an unknown query parameter, malformed percent-encoding, a NUL character or a lone UTF-16 surrogate anywhere, a body that is not what its Content-Encoding says. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or unknown seat token or player key (missing-token, unknown-token). */
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
         * @description Deals a new table (or sets one up from `position`, marked custom). The answer holds the token of every person's seat, an invitation per open seat, and the spectator's view. With an open seat the game is `waiting` until its last seat is taken. A `{ "me": true }` seat needs the player key as bearer.
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
                /** @description Malformed JSON, or a path, query, header or body of the wrong shape (code malformed-json or invalid-request): an unknown query parameter, malformed percent-encoding, a NUL character or a lone UTF-16 surrogate anywhere, a body that is not what its Content-Encoding says. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or unknown seat token or player key (missing-token, unknown-token). */
                401: {
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
                /** @description A body that is not JSON (Content-Type other than application/json), or an encoding the server does not read (unsupported-media-type). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The rules forbid this now, out of turn included: code is the rule, detail its message; or idempotency-key-reused, not-started (the table waits for people), game-cancelled, not-waiting (join, leave, cancel after the start), not-finished (rematch). */
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
         * @description With a seat token, as that seat sees it; without, as a spectator. With `?at=N`, as the caller could see it right after entry N (`version` is N; another seat's hidden information stays hidden; the seed only once the game is over), without an ETag.
         */
        get: {
            parameters: {
                query?: {
                    /** @description A past version: the game as the caller may see it right after that entry (0 = as created). Beyond the current version: 404 version-not-found. */
                    at?: number;
                };
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
                /** @description Malformed JSON, or a path, query, header or body of the wrong shape (code malformed-json or invalid-request): an unknown query parameter, malformed percent-encoding, a NUL character or a lone UTF-16 surrogate anywhere, a body that is not what its Content-Encoding says. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or unknown seat token or player key (missing-token, unknown-token). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The token or key holds no seat in this game (wrong-game), or the invitation does not open that seat (bad-invite). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description No such game (game-not-found), or `at` beyond its version (version-not-found). */
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
    "/games/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a waiting table
         * @description Any seated person may cancel a game that has not started: its status becomes `cancelled` (terminal) and its seed is revealed.
         */
        post: operations["cancelGame"];
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
         * @description One event per version: `id:` is the version and `data:` a GameEvent (JSON). Without Last-Event-ID the first event is the game now; with it, every entry after that version. Comments are sent as heartbeats. The token may be given as `?token=` for EventSource. The stream ends after the event of the game's final entry; on a finished game it sends the game as it is (or, resuming, what is left) and ends. HEAD answers with the same status and headers as GET and no stream.
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
                /** @description Malformed JSON, or a path, query, header or body of the wrong shape (code malformed-json or invalid-request): an unknown query parameter, malformed percent-encoding, a NUL character or a lone UTF-16 surrogate anywhere, a body that is not what its Content-Encoding says. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or unknown seat token or player key (missing-token, unknown-token). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The token or key holds no seat in this game (wrong-game), or the invitation does not open that seat (bad-invite). */
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
    "/games/{id}/join": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Take a seat at a waiting table
         * @description With an invitation `code` (body or `?code=`), takes that seat; at a listed table, any open seat (`seat`, or the first open one). With a player key as bearer, the key works on this game too and the player's stream hears about it. Of several people racing for the last seat one gets 200 and the others 409 seat-taken. Taking the last free seat starts the game (a `start` entry).
         */
        post: operations["joinGame"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/games/{id}/leave": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Give up your seat before the start
         * @description Frees the caller's seat while the game is waiting: its token stops working, and its invitation code works again. After the start, resign instead.
         */
        post: operations["leaveGame"];
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
                /** @description Malformed JSON, or a path, query, header or body of the wrong shape (code malformed-json or invalid-request): an unknown query parameter, malformed percent-encoding, a NUL character or a lone UTF-16 surrogate anywhere, a body that is not what its Content-Encoding says. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or unknown seat token or player key (missing-token, unknown-token). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The token or key holds no seat in this game (wrong-game), or the invitation does not open that seat (bad-invite). */
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
                /** @description Malformed JSON, or a path, query, header or body of the wrong shape (code malformed-json or invalid-request): an unknown query parameter, malformed percent-encoding, a NUL character or a lone UTF-16 surrogate anywhere, a body that is not what its Content-Encoding says. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or unknown seat token or player key (missing-token, unknown-token). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The token or key holds no seat in this game (wrong-game), or the invitation does not open that seat (bad-invite). */
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
                    /** @description A retried request with the same key gets the first answer and changes nothing. Keys are scoped to the seat: another seat's keys are its own. */
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
                /** @description The game after the move, as the mover sees it. */
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
                /** @description Malformed JSON, or a path, query, header or body of the wrong shape (code malformed-json or invalid-request): an unknown query parameter, malformed percent-encoding, a NUL character or a lone UTF-16 surrogate anywhere, a body that is not what its Content-Encoding says. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or unknown seat token or player key (missing-token, unknown-token). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The token or key holds no seat in this game (wrong-game), or the invitation does not open that seat (bad-invite). */
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
                /** @description The game is at another version than expected (version-conflict, with currentVersion), the seat is taken (seat-taken), or the player already sits there (already-seated). */
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
                /** @description A body that is not JSON (Content-Type other than application/json), or an encoding the server does not read (unsupported-media-type). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The rules forbid this now, out of turn included: code is the rule, detail its message; or idempotency-key-reused, not-started (the table waits for people), game-cancelled, not-waiting (join, leave, cancel after the start), not-finished (rematch). */
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
    "/games/{id}/rematch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Play again
         * @description By a seated person of a finished game. The first call opens the rematch (same game, options and bots, a new seed, every seat moved on by one) and seats the caller; every other person takes their reserved seat by calling this too, and the new game starts when all have. Every call names the same new game, which the old game's view shows as `table.rematch`.
         */
        post: operations["rematchGame"];
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
         * @description Accepted at any time while the game is on; the game's rules say what follows. The body is optional; when sent it must be JSON (else 415) with no other field than expectedVersion.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A retried request with the same key gets the first answer and changes nothing. Keys are scoped to the seat: another seat's keys are its own. */
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
                        "application/json": components["schemas"]["Game"];
                    };
                };
                /** @description Malformed JSON, or a path, query, header or body of the wrong shape (code malformed-json or invalid-request): an unknown query parameter, malformed percent-encoding, a NUL character or a lone UTF-16 surrogate anywhere, a body that is not what its Content-Encoding says. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or unknown seat token or player key (missing-token, unknown-token). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The token or key holds no seat in this game (wrong-game), or the invitation does not open that seat (bad-invite). */
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
                /** @description The game is at another version than expected (version-conflict, with currentVersion), the seat is taken (seat-taken), or the player already sits there (already-seated). */
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
                /** @description A body that is not JSON (Content-Type other than application/json), or an encoding the server does not read (unsupported-media-type). */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description The rules forbid this now, out of turn included: code is the rule, detail its message; or idempotency-key-reused, not-started (the table waits for people), game-cancelled, not-waiting (join, leave, cancel after the start), not-finished (rematch). */
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
                /** @description Malformed JSON, or a path, query, header or body of the wrong shape (code malformed-json or invalid-request): an unknown query parameter, malformed percent-encoding, a NUL character or a lone UTF-16 surrogate anywhere, a body that is not what its Content-Encoding says. */
                400: {
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
                /** @description Malformed JSON, or a path, query, header or body of the wrong shape (code malformed-json or invalid-request): an unknown query parameter, malformed percent-encoding, a NUL character or a lone UTF-16 surrogate anywhere, a body that is not what its Content-Encoding says. */
                400: {
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
                /** @description Malformed JSON, or a path, query, header or body of the wrong shape (code malformed-json or invalid-request): an unknown query parameter, malformed percent-encoding, a NUL character or a lone UTF-16 surrogate anywhere, a body that is not what its Content-Encoding says. */
                400: {
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
    "/players": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Become a player
         * @description A name (1 to 40 printable characters, not unique) and a key that identifies you across games, shown once. Send it as `Authorization: Bearer <key>`.
         */
        post: operations["createPlayer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/players/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Who the key belongs to
         * @description The player of the bearer key.
         */
        get: operations["getMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/players/me/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My event stream (Server-Sent Events)
         * @description One stream for all the player's games: an event when it becomes the player's turn in any game, when a table they sit at starts, is joined, left, cancelled or finished, and when a rematch is offered. `id:` is the event's number in the player's stream; resume with Last-Event-ID (0 replays from the first event); without it the stream starts with the next event. The key may be given as `?key=` for EventSource.
         */
        get: operations["followMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/players/me/games": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My games
         * @description The games the player sits at, newest first, with their seats and names, whose turn it is and the last activity (`updatedAt`); `awaiting=true`: only those where the player is to act.
         */
        get: operations["listMyGames"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/problems/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What a problem code of the server means
         * @description The page a problem's `type` leads to for the server's own codes: the status, the title and what to do. HTML by default; the markdown itself with `Accept: text/markdown`.
         */
        get: operations["explainProblem"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/problems/{game}/{rule}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The rule a refused move breaks
         * @description The page a rule code's `type` leads to (`/problems/monad/M18-pass-not-allowed`): the rule's text, quoted from the game's rule book, with a link to the rule in the whole book. The rule id (M18) decides; the words after it describe the case. HTML by default; the markdown itself with `Accept: text/markdown`.
         */
        get: operations["explainRuleProblem"];
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
                /** @description Malformed JSON, or a path, query, header or body of the wrong shape (code malformed-json or invalid-request): an unknown query parameter, malformed percent-encoding, a NUL character or a lone UTF-16 surrogate anywhere, a body that is not what its Content-Encoding says. */
                400: {
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
    "/rules/{game}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A game's rule book
         * @description The whole rule book the game is played by (docs/rules/<game>.md); each rule's item carries its id as an anchor (#M18). HTML by default; the markdown itself with `Accept: text/markdown`.
         */
        get: operations["getRuleBook"];
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
            /** @description One invitation per open seat. */
            invites: components["schemas"]["Invite"][];
            seats: components["schemas"]["SeatToken"][];
        };
        CreateGameBody: components["schemas"]["CreateMonadGame"] | components["schemas"]["CreateMonteCarloGame"];
        CreateMonadGame: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            game: "monad";
            /** @description Show the table in the lobby, where anyone may take an open seat without a code. */
            listed?: boolean;
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
            /** @description One entry per seat: {} for a person (the creator receives its token), { "bot": name } for a built-in player the server plays at once when the turn is its own, { "me": true } for the calling player, { "open": true } for a seat someone takes later (the game then waits). At least one seat is not a bot. Default: every seat a person. */
            seats?: {
                /** @enum {string} */
                bot?: "random" | "heuristic";
                /**
                 * @description The calling player sits here (needs the player key as bearer).
                 * @enum {boolean}
                 */
                me?: true;
                /**
                 * @description The name of the person at this seat.
                 * @example Ada
                 */
                name?: string;
                /**
                 * @description Anyone with this seat's invitation code (or anyone, if listed) may take it.
                 * @enum {boolean}
                 */
                open?: true;
            }[];
            /** @description Makes the game reproducible; without it the seed comes from a CSPRNG. A chosen seed is known to whoever chose it, and a guessable one can be recovered from seedHash: the game is then marked `seeded`. */
            seed?: string;
        };
        CreateMonteCarloGame: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            game: "monte-carlo";
            /** @description Show the table in the lobby, where anyone may take an open seat without a code. */
            listed?: boolean;
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
            /** @description One entry per seat: {} for a person (the creator receives its token), { "bot": name } for a built-in player the server plays at once when the turn is its own, { "me": true } for the calling player, { "open": true } for a seat someone takes later (the game then waits). At least one seat is not a bot. Default: every seat a person. */
            seats?: {
                /** @enum {string} */
                bot?: "random" | "heuristic";
                /**
                 * @description The calling player sits here (needs the player key as bearer).
                 * @enum {boolean}
                 */
                me?: true;
                /**
                 * @description The name of the person at this seat.
                 * @example Ada
                 */
                name?: string;
                /**
                 * @description Anyone with this seat's invitation code (or anyone, if listed) may take it.
                 * @enum {boolean}
                 */
                open?: true;
            }[];
            /** @description Makes the game reproducible; without it the seed comes from a CSPRNG. A chosen seed is known to whoever chose it, and a guessable one can be recovered from seedHash: the game is then marked `seeded`. */
            seed?: string;
        };
        /**
         * @example {
         *       "name": "Ada"
         *     }
         */
        CreatePlayerBody: {
            /**
             * @description 1 to 40 printable characters; names need not be unique.
             * @example Ada
             */
            name: string;
        };
        /** @enum {string} */
        EntryKind: "setup" | "move" | "resign" | "join" | "leave" | "start" | "cancel" | "rematch";
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
            /** @description The seed, shown once the game is finished or cancelled. */
            seed: string | null;
            /** @description The creator chose the seed (POST /games with `seed`): the deal and every draw are known to them from the start, and a guessable seed can be recovered from seedHash. false when the server drew the seed. Games created before this flag existed are marked true. */
            seeded: boolean;
            /** @description Hex SHA-256 of the seed, public from the start. */
            seedHash: string;
            status: components["schemas"]["GameStatus"];
            table: components["schemas"]["TableView"];
            toAct: number[];
            /** Format: date-time */
            updatedAt: string;
            /** @description The seq of the last log entry; also the ETag. */
            version: number;
            view: components["schemas"]["View"];
        };
        /** @description The data of one server-sent event; its id is the version. */
        GameEvent: {
            entry: components["schemas"]["LogEntry"];
            outcome: components["schemas"]["Outcome"] | null;
            status: components["schemas"]["GameStatus"];
            toAct: number[];
            version: number;
        };
        GameList: {
            games: components["schemas"]["GameSummary"][];
            nextCursor: string | null;
        };
        /** @enum {string} */
        GameStatus: "waiting" | "active" | "finished" | "cancelled";
        GameSummary: {
            /** Format: date-time */
            createdAt: string;
            custom: boolean;
            game: string;
            id: string;
            outcome: components["schemas"]["Outcome"] | null;
            players: number;
            /** @description In GET /players/me/games: the player's seat. */
            seat?: number;
            /** @description The creator chose the seed (POST /games with `seed`): the deal and every draw are known to them from the start, and a guessable seed can be recovered from seedHash. false when the server drew the seed. Games created before this flag existed are marked true. */
            seeded: boolean;
            seedHash: string;
            status: components["schemas"]["GameStatus"];
            table: components["schemas"]["TableSummary"];
            toAct: number[];
            /**
             * Format: date-time
             * @description The last activity: when the last log entry was appended.
             */
            updatedAt: string;
            version: number;
        };
        Health: {
            /** @enum {string} */
            status: "ok" | "ready";
        };
        /**
         * @example {
         *       "code": "q3T0mXhWcJ8Vx4gkq2z1cR8l5YvH0nJtRk3pYVZb0aA",
         *       "seat": 1,
         *       "url": "/games/2f8e…/join?code=q3T0mXhWcJ8Vx4gkq2z1cR8l5YvH0nJtRk3pYVZb0aA"
         *     }
         */
        Invite: {
            /** @description Lets one person take this seat (POST /games/{id}/join). Shown once, to the creator. */
            code: string;
            seat: number;
            /** @description Where the invited person joins, code included (POST). */
            url: string;
        };
        /**
         * @example {
         *       "code": "q3T0mXhWcJ8Vx4gkq2z1cR8l5YvH0nJtRk3pYVZb0aA",
         *       "name": "Grace"
         *     }
         */
        JoinBody: {
            /** @description The invitation code of the seat (also accepted as ?code=). */
            code?: string;
            /**
             * @description Your name at this table; default: your player name.
             * @example Ada
             */
            name?: string;
            /** @description The seat to take; without it, the invitation's seat or the first open one. */
            seat?: number;
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
            table?: components["schemas"]["TableFact"];
        };
        LogPage: {
            entries: components["schemas"]["LogEntry"][];
            version: number;
        };
        /** @description M14. Legal-move lists give one buy per minimal multiset of sets (two bi and a common buy a tri), with one choice of colours (the colours the hand can best spare); any other cards of those sets, or any cards that pay enough, are accepted too. */
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
            /** @description Another track, validated against C3, of at most 300 squares; default: the reconstructed board (61 squares). */
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
        /**
         * @example {
         *       "id": "0b6f8a3e-5c2d-4f61-9e0a-7d1c2b3a4e5f",
         *       "key": "Xq9…",
         *       "name": "Ada"
         *     }
         */
        NewPlayer: components["schemas"]["Player"] & {
            /** @description The player key (256 random bits): Authorization: Bearer <key>. Shown once; only its hash is kept. */
            key: string;
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
        /**
         * @example {
         *       "id": "0b6f8a3e-5c2d-4f61-9e0a-7d1c2b3a4e5f",
         *       "name": "Ada"
         *     }
         */
        Player: {
            id: string;
            name: string;
        };
        /**
         * @description The data of one event of GET /players/me/events.
         * @example {
         *       "at": "2026-11-23T04:00:00.000Z",
         *       "game": "monad",
         *       "gameId": "7c9e6679-7425-40de-944b-e07fc1f90ae7",
         *       "seat": 1,
         *       "seq": 3,
         *       "status": "active",
         *       "toAct": [
         *         1
         *       ],
         *       "type": "your-turn",
         *       "version": 7
         *     }
         */
        PlayerEvent: {
            /** Format: date-time */
            at: string;
            /** @description The seat that joined or left, or asked for the rematch. */
            by?: number;
            game: string;
            gameId: string;
            /** @description With rematch-offered: the new game; POST /games/{id}/rematch on the old game takes your seat. */
            rematch?: string;
            /** @description The player's seat in that game. */
            seat: number;
            /** @description The event's number in this player's stream; also its SSE id. */
            seq: number;
            status: components["schemas"]["GameStatus"];
            toAct: number[];
            /** @enum {string} */
            type: "your-turn" | "started" | "joined" | "left" | "cancelled" | "finished" | "rematch-offered";
            version: number;
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
            /** @description A URI reference naming the kind of problem, /problems/<code>: a page on this server that explains the code (for a rule code, quotes the rule). */
            type: string;
        } & {
            [key: string]: unknown;
        };
        RematchAnswer: {
            game: components["schemas"]["Game"];
            /** @description Your seat in the new game (the old one moved on by one). */
            seat: number;
            /** @description The seat token the first time you take the seat; null when you already hold it. */
            token: string | null;
        };
        /** @description Optional: an empty body (with or without Content-Type: application/json) resigns at any version. */
        ResignBody: {
            expectedVersion?: number;
        };
        Seating: {
            game: components["schemas"]["Game"];
            seat: number;
            /** @description The seat token (your player key also works on this game). Shown once. */
            token: string;
        };
        SeatToken: {
            /** @description The built-in player of a seat played by the server; such a seat has no token. */
            bot?: string;
            /** @description The name of the person at this seat. */
            name?: string;
            /**
             * @description An open seat: someone takes it with its invitation code (invites) or from the lobby.
             * @enum {boolean}
             */
            open?: true;
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
        /** @description What a table entry (join, leave, start, cancel, rematch) records. */
        TableFact: {
            name: string | null;
            seat: number;
            /** @enum {string} */
            type: "joined";
        } | {
            seat: number;
            /** @enum {string} */
            type: "left";
        } | {
            /** @enum {string} */
            type: "started";
        } | {
            seat: number;
            /** @enum {string} */
            type: "cancelled";
        } | {
            game: string;
            /** @enum {string} */
            type: "rematch";
        };
        /**
         * @description A seat as everyone may see it: never its token or invitation code.
         * @example {
         *       "bot": null,
         *       "name": "Grace",
         *       "seat": 1,
         *       "state": "taken"
         *     }
         */
        TableSeat: {
            /** @description The built-in player of a bot seat. */
            bot: string | null;
            /** @description The name of whoever sits here, if they gave one. */
            name: string | null;
            seat: number;
            /**
             * @description open: anyone with the invitation (or anyone, at a listed table) may take it; reserved: kept for a person of the previous game (rematch); taken: a person sits here; bot: the server plays it.
             * @enum {string}
             */
            state: "open" | "reserved" | "taken" | "bot";
        };
        TableSummary: {
            /** @description Shown in the lobby (GET /games?status=waiting&open=true). */
            listed: boolean;
            seats: components["schemas"]["TableSeat"][];
        };
        TableView: components["schemas"]["TableSummary"] & {
            /** @description The rematch of this game, once someone asked for it (POST /games/{id}/rematch). */
            rematch: string | null;
            /** @description The game this one is a rematch of. */
            rematchOf: string | null;
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
export interface operations {
    cancelGame: {
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
            /** @description The cancelled game. */
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
            /** @description Malformed JSON, or a path, query, header or body of the wrong shape (code malformed-json or invalid-request): an unknown query parameter, malformed percent-encoding, a NUL character or a lone UTF-16 surrogate anywhere, a body that is not what its Content-Encoding says. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or unknown seat token or player key (missing-token, unknown-token). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The token or key holds no seat in this game (wrong-game), or the invitation does not open that seat (bad-invite). */
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
            /** @description The game is at another version than expected (version-conflict, with currentVersion), the seat is taken (seat-taken), or the player already sits there (already-seated). */
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
            /** @description A body that is not JSON (Content-Type other than application/json), or an encoding the server does not read (unsupported-media-type). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The rules forbid this now, out of turn included: code is the rule, detail its message; or idempotency-key-reused, not-started (the table waits for people), game-cancelled, not-waiting (join, leave, cancel after the start), not-finished (rematch). */
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
    joinGame: {
        parameters: {
            query?: {
                /** @description The invitation code, as in the invite url. */
                code?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "code": "q3T0mXhWcJ8Vx4gkq2z1cR8l5YvH0nJtRk3pYVZb0aA",
                 *       "name": "Grace"
                 *     }
                 */
                "application/json": components["schemas"]["JoinBody"];
            };
        };
        responses: {
            /** @description Your seat, its token (shown once) and the game as that seat sees it. */
            200: {
                headers: {
                    /** @description The version, as an entity tag: "12". */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Seating"];
                };
            };
            /** @description Malformed JSON, or a path, query, header or body of the wrong shape (code malformed-json or invalid-request): an unknown query parameter, malformed percent-encoding, a NUL character or a lone UTF-16 surrogate anywhere, a body that is not what its Content-Encoding says. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or unknown seat token or player key (missing-token, unknown-token). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The token or key holds no seat in this game (wrong-game), or the invitation does not open that seat (bad-invite). */
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
            /** @description The game is at another version than expected (version-conflict, with currentVersion), the seat is taken (seat-taken), or the player already sits there (already-seated). */
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
            /** @description A body that is not JSON (Content-Type other than application/json), or an encoding the server does not read (unsupported-media-type). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The rules forbid this now, out of turn included: code is the rule, detail its message; or idempotency-key-reused, not-started (the table waits for people), game-cancelled, not-waiting (join, leave, cancel after the start), not-finished (rematch). */
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
    leaveGame: {
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
            /** @description The game as a spectator sees it. */
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
            /** @description Malformed JSON, or a path, query, header or body of the wrong shape (code malformed-json or invalid-request): an unknown query parameter, malformed percent-encoding, a NUL character or a lone UTF-16 surrogate anywhere, a body that is not what its Content-Encoding says. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or unknown seat token or player key (missing-token, unknown-token). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The token or key holds no seat in this game (wrong-game), or the invitation does not open that seat (bad-invite). */
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
            /** @description The game is at another version than expected (version-conflict, with currentVersion), the seat is taken (seat-taken), or the player already sits there (already-seated). */
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
            /** @description A body that is not JSON (Content-Type other than application/json), or an encoding the server does not read (unsupported-media-type). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The rules forbid this now, out of turn included: code is the rule, detail its message; or idempotency-key-reused, not-started (the table waits for people), game-cancelled, not-waiting (join, leave, cancel after the start), not-finished (rematch). */
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
    rematchGame: {
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
            /** @description Your seat in the new game, its token the first time, and the game. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RematchAnswer"];
                };
            };
            /** @description Malformed JSON, or a path, query, header or body of the wrong shape (code malformed-json or invalid-request): an unknown query parameter, malformed percent-encoding, a NUL character or a lone UTF-16 surrogate anywhere, a body that is not what its Content-Encoding says. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or unknown seat token or player key (missing-token, unknown-token). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The token or key holds no seat in this game (wrong-game), or the invitation does not open that seat (bad-invite). */
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
            /** @description The game is at another version than expected (version-conflict, with currentVersion), the seat is taken (seat-taken), or the player already sits there (already-seated). */
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
            /** @description A body that is not JSON (Content-Type other than application/json), or an encoding the server does not read (unsupported-media-type). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The rules forbid this now, out of turn included: code is the rule, detail its message; or idempotency-key-reused, not-started (the table waits for people), game-cancelled, not-waiting (join, leave, cancel after the start), not-finished (rematch). */
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
    createPlayer: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Ada"
                 *     }
                 */
                "application/json": components["schemas"]["CreatePlayerBody"];
            };
        };
        responses: {
            /** @description The player and its key. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NewPlayer"];
                };
            };
            /** @description Malformed JSON, or a path, query, header or body of the wrong shape (code malformed-json or invalid-request): an unknown query parameter, malformed percent-encoding, a NUL character or a lone UTF-16 surrogate anywhere, a body that is not what its Content-Encoding says. */
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
            /** @description A body that is not JSON (Content-Type other than application/json), or an encoding the server does not read (unsupported-media-type). */
            415: {
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
    getMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The player. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Player"];
                };
            };
            /** @description Malformed JSON, or a path, query, header or body of the wrong shape (code malformed-json or invalid-request): an unknown query parameter, malformed percent-encoding, a NUL character or a lone UTF-16 surrogate anywhere, a body that is not what its Content-Encoding says. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or unknown seat token or player key (missing-token, unknown-token). */
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
    followMe: {
        parameters: {
            query?: {
                /** @description The player key, for clients that cannot set headers (EventSource). */
                key?: string;
            };
            header?: {
                /** @description Resume after this event number. */
                "last-event-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A stream of events whose data are PlayerEvent. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "at": "2026-11-23T04:00:00.000Z",
                     *       "game": "monad",
                     *       "gameId": "7c9e6679-7425-40de-944b-e07fc1f90ae7",
                     *       "seat": 1,
                     *       "seq": 3,
                     *       "status": "active",
                     *       "toAct": [
                     *         1
                     *       ],
                     *       "type": "your-turn",
                     *       "version": 7
                     *     }
                     */
                    "text/event-stream": components["schemas"]["PlayerEvent"];
                };
            };
            /** @description Malformed JSON, or a path, query, header or body of the wrong shape (code malformed-json or invalid-request): an unknown query parameter, malformed percent-encoding, a NUL character or a lone UTF-16 surrogate anywhere, a body that is not what its Content-Encoding says. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or unknown seat token or player key (missing-token, unknown-token). */
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
    listMyGames: {
        parameters: {
            query?: {
                /** @description true: only the games where the player is to act. */
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
            /** @description One page of the player's games; each names the player's `seat`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GameList"];
                };
            };
            /** @description Malformed JSON, or a path, query, header or body of the wrong shape (code malformed-json or invalid-request): an unknown query parameter, malformed percent-encoding, a NUL character or a lone UTF-16 surrogate anywhere, a body that is not what its Content-Encoding says. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Missing or unknown seat token or player key (missing-token, unknown-token). */
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
    explainProblem: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The code explained. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /** @example <!doctype html><html lang="en"><head><title>version-conflict</title></head><body><h1>version-conflict</h1><p><strong>409 — The game is at another version.</strong></p>…</body></html> */
                    "text/html": string;
                    /**
                     * @example # version-conflict
                     *
                     *     **409 — The game is at another version.**
                     *
                     *     Someone moved first: read the game again…
                     */
                    "text/markdown": string;
                };
            };
            /** @description A malformed path: bad percent-encoding, a NUL or a lone surrogate (invalid-request). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "invalid-request",
                     *       "detail": "The path holds malformed percent-encoding: write \"%\" itself as %25.",
                     *       "instance": "/problems/%E0%A4%A",
                     *       "status": 400,
                     *       "title": "The request does not have the expected shape",
                     *       "type": "/problems/invalid-request"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such code (problem-code-not-found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "problem-code-not-found",
                     *       "detail": "\"no-such-code\" is not a problem code of this server nor a rule of a game it serves.",
                     *       "instance": "/problems/no-such-code",
                     *       "status": 404,
                     *       "title": "No such problem code",
                     *       "type": "/problems/problem-code-not-found"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    explainRuleProblem: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                game: "monad" | "monte-carlo";
                /** @description The rule id and the case, as in the code: M18-pass-not-allowed. */
                rule: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The rule quoted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /** @example <!doctype html><html lang="en"><head><title>monad/M18-pass-not-allowed</title></head><body><h1>monad/M18-pass-not-allowed</h1>…<h2>Rule M18</h2><ul><li id="M18"><strong>M18 Pass.</strong> Allowed only when…</li></ul>…</body></html> */
                    "text/html": string;
                    /**
                     * @example # monad/M18-pass-not-allowed
                     *
                     *     **422 — The rules forbid this now.** …
                     *
                     *     ## Rule M18
                     *
                     *     - **M18 Pass.** Allowed only when…
                     *
                     *     In the whole rule book: [Monad — the project's rule book, M18](/rules/monad#M18).
                     */
                    "text/markdown": string;
                };
            };
            /** @description A malformed path: bad percent-encoding, a NUL or a lone surrogate (invalid-request). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "invalid-request",
                     *       "detail": "The path holds malformed percent-encoding: write \"%\" itself as %25.",
                     *       "instance": "/problems/%E0%A4%A",
                     *       "status": 400,
                     *       "title": "The request does not have the expected shape",
                     *       "type": "/problems/invalid-request"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such game, or no such rule in its book (problem-code-not-found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "problem-code-not-found",
                     *       "detail": "\"monad/M99-no-such-rule\" is not a problem code of this server nor a rule of a game it serves.",
                     *       "instance": "/problems/monad/M99-no-such-rule",
                     *       "status": 404,
                     *       "title": "No such problem code",
                     *       "type": "/problems/problem-code-not-found"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getRuleBook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                game: "monad" | "monte-carlo";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The rule book. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /** @example <!doctype html><html lang="en"><head><title>Monad — the project's rule book</title></head><body><h1>Monad — the project's rule book</h1>…<li id="M1"><strong>M1 Colours.</strong> Six colours…</body></html> */
                    "text/html": string;
                    /**
                     * @example # Monad — the project's rule book
                     *
                     *     …
                     *
                     *     - **M1 Colours.** Six colours…
                     */
                    "text/markdown": string;
                };
            };
            /** @description A malformed path: bad percent-encoding, a NUL or a lone surrogate (invalid-request). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "invalid-request",
                     *       "detail": "The path holds malformed percent-encoding: write \"%\" itself as %25.",
                     *       "instance": "/problems/%E0%A4%A",
                     *       "status": 400,
                     *       "title": "The request does not have the expected shape",
                     *       "type": "/problems/invalid-request"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No rule book for such a game (game-not-found). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "game-not-found",
                     *       "detail": "This server has no rule book for a game called \"chess\".",
                     *       "instance": "/rules/chess",
                     *       "status": 404,
                     *       "title": "No such game",
                     *       "type": "/problems/game-not-found"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
}
