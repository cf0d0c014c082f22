// Generated from openapi/openapi.json by `npm run client` (openapi-typescript). Do not edit.

export interface paths {
    "/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Open the web page
         * @description The page people play on (web/ in the repository): it uses this API only, through the typed client generated from this document, as any third-party client would. 404 on a server started without the built page.
         */
        get: operations["getWebPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/challenges": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List my open challenges
         * @description The pending challenges you sent or received that have not expired, newest first.
         */
        get: operations["listChallenges"];
        put?: never;
        /**
         * Challenge a player by handle
         * @description Offers a game to the player with this handle: the challenged player hears of it on their stream (GET /players/me/events, an event named `challenge`) and accepts or declines; it expires after 24 hours or `expiresInSeconds`. A built-in bot (`bot-<name>`) accepts at once: the answer is then accepted and names its game. Refused: yourself (422 not-yourself), a player who blocked you (403 challenge-blocked), an unknown handle (404 player-not-found); a bot's table with open seats beyond your quotas (409 too-many-waiting-tables, 429 too-many-new-tables), storing nothing.
         */
        post: operations["createChallenge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/challenges/{id}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept a challenge
         * @description By the challenged player: opens the game with the challenger at seat 0 and you at seat 1, both by your keys (a game for two starts at once; any other seats are open, and the table is listed in the lobby, where anyone may take them); the answer names it (`gameId`). The table is the challenger's and counts in their quotas: when they are full, 409 challenger-too-many-tables, and the challenge stays pending. The challenger hears of it on their stream. A challenge already answered or expired: 409 challenge-closed; someone else's: 403 not-challenged.
         */
        post: operations["acceptChallenge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/challenges/{id}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Decline a challenge
         * @description By the challenged player: the challenge is closed. The challenger hears of it on their stream. A challenge already answered or expired: 409 challenge-closed; someone else's: 403 not-challenged.
         */
        post: operations["declineChallenge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/docs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Open the interactive documentation
         * @description Swagger UI for this document; its assets are served from this origin. Try it out runs the examples against this server.
         */
        get: operations["getDocs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/email/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Ask to confirm an e-mail address
         * @description The link of the confirmation mail opened in a browser: a page with one button that POSTs to the same URL. Changes nothing (link scanners open links).
         */
        get: operations["showConfirmEmail"];
        put?: never;
        /**
         * Confirm an e-mail address
         * @description The confirmation page's button: confirms the address, once, within 24 hours of the request that gave it, and answers a small page saying so. Posted as a form by the page; any body is accepted and ignored.
         */
        post: operations["confirmEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/email/unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Ask to unsubscribe from mails
         * @description The List-Unsubscribe link opened in a browser: a page with one button that POSTs to the same URL. Changes nothing (link scanners open links).
         */
        get: operations["showUnsubscribe"];
        put?: never;
        /**
         * Unsubscribe from mails (one click)
         * @description RFC 8058 one-click unsubscribe: mail clients POST `List-Unsubscribe=One-Click` here as a form (any body is accepted and ignored). The address is removed: nothing more is mailed to it.
         */
        post: operations["unsubscribeEmail"];
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
         * @description Newest first, with a cursor. `awaiting=true` with a bearer token lists that seat's game while the seat is to act; `status=waiting&open=true` is the lobby: listed tables with a seat anyone may take. `game`, `players` and `clock` filter, alone or together. A waiting table without a joining deadline is listed for TABLE_EXPIRY_DAYS days after `createdAt`; then it has expired and no listing shows it.
         */
        get: operations["listGames"];
        put?: never;
        /**
         * Create a game
         * @description Deals a new table (or sets one up from `position`, marked custom). The answer holds the token of every person's seat, shown this once, an invitation per open seat, and the spectator's view. With an open seat the game is `waiting` until its last seat is taken; a `{ "me": true }` seat needs the player key as bearer. The example deals the table the other examples show: its seat tokens authorize the calls that follow.
         */
        post: operations["createGame"];
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
         * @description With a seat token, as that seat sees it (its hand included); without, as a spectator. `game` says which game, and so the shape of `view`. With `?at=N`, as the caller could see it right after entry N (`version` is N; another seat's hidden information stays hidden; the seed only once the game is over), without an ETag; `at` beyond the game's version is a 404 version-not-found.
         */
        get: operations["getGame"];
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
         * @description The person who opened the table (their seat token or player key) may cancel it before it starts: its status becomes `cancelled` (terminal), its seed is revealed, it leaves the lobby and frees its place in the creator's waiting tables (MAX_WAITING_TABLES), and its watchers get the `cancel` entry. Someone who took an open seat is refused (403 not-creator: they may leave instead); a started table is refused (422 not-waiting). Cancelling a cancelled table again answers it as it is (200), adding nothing.
         */
        post: operations["cancelGame"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/games/{id}/chat": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a table's chat
         * @description The messages after `after`, oldest first, of the channels the caller reads (a seat: both; anyone else: `spectators`), without the players the caller muted or blocked. Without a bearer: the spectators channel as an anonymous reader sees it. A client that missed `chat` events reads them back here.
         */
        get: operations["readChat"];
        put?: never;
        /**
         * Write in a table's chat
         * @description Two channels per table: the seated players read both and write `seats` (their default); everyone else with a player key reads and writes `spectators`. 1 to 500 characters of plain text (shown as text, never HTML). A sender may write 5 messages at once, then one a second (429 chat-too-fast, with Retry-After), counted in the database so the limit holds across server processes. The message reaches the readers of its channel on the game event stream (GET /games/{id}/events) as an event named `chat`, except the readers who muted or blocked its author. Writing closes when the game's stream ends: at once on a cancelled table, and POST_GAME_CHAT_MS (10 minutes) after a finished game's last entry (422 chat-closed, with `closedAt`); the chat stays readable. With an Idempotency-Key a retry gets the first answer (201, the same message) and writes nothing; the same key with another text or channel is 422 idempotency-key-reused.
         */
        post: operations["postChat"];
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
         * @description One event per version: `id:` is the version and `data:` a GameEvent (JSON). Without Last-Event-ID the first event is the game now; with it, every entry after that version. Comments are sent as heartbeats. The token may be given as `?token=` for EventSource. Each event carries the view of the stream's viewer and, with a seat's token while that seat is to act, its legal moves: a client following the game needs one request per move. No game event follows the event of the game's final entry; on a finished game it sends the game as it is (or, resuming, what is left). A cancelled game's stream then ends; a finished game's stays open for the post-game chat until 10 minutes after its last entry (POST_GAME_CHAT_MS). A seat's stream ends after the event of that seat's `leave` (POST /games/{id}/leave): the seat is someone else's to take, and its token no longer opens a stream. The table's chat comes on the same stream as events named `chat` whose data is a ChatMessage, with no `id:` line (Last-Event-ID stays the game's version): the messages of the channels the caller reads, without the authors the caller muted or blocked; `?chatAfter=<id>` first sends the messages missed since. A player key that holds no seat follows as a spectator. Each open stream counts in GET /games/{id}/presence. HEAD answers with the same status and headers as GET and no stream.
         */
        get: operations["followGame"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/games/{id}/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export a game that is over, to check it
         * @description The game as listings show it (with its options and chance derivation), the revealed seed, and every log entry with nothing redacted: enough to check that the seed hashes to seedHash and that the rules, replayed from the seed and the moves, give every fact and the outcome (npm run verify -- <file or URL>; docs/fairness.md says how, for another language). Public once the game is finished or cancelled; before that, a 409. HEAD makes the same checks and answers their status, with no Content-Length: the log is not read for it.
         */
        get: operations["exportGame"];
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
         * @description Frees the caller's seat while the game is waiting: its token stops working, its event streams end after the `leave` event, and its invitation code works again. After the start, resign instead.
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
         * List the legal moves of the token's seat
         * @description Every legal move of the seat now, in a deterministic order; empty when the seat may not act. Any of them may be sent as it is to POST /games/{id}/moves.
         */
        get: operations["listLegalMoves"];
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
         * @description Entries after `after`, each redacted for the caller (a seat with its token, else a spectator). Each fact has the shape of its game's facts (MonadSeenFact, MonteCarloSeenFact…).
         */
        get: operations["readLog"];
        put?: never;
        /**
         * Make a move
         * @description The move is checked against the rules of the game of the URL: a move they forbid now is a 422 whose `code` names the rule. With `expectedVersion` (or If-Match) the move is refused with 409 unless the game is still at that version; with an Idempotency-Key a retry gets the first answer.
         */
        post: operations["makeMove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/games/{id}/presence": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Who is at the table
         * @description For each seat whether whoever holds it had an event stream open (this game, or their player stream) on any server process within the last 60 s, and how many event streams of this game that hold no seat (spectators) are open over every process.
         */
        get: operations["getPresence"];
        put?: never;
        post?: never;
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
         * @description Accepted at any time while the game is on; the game's rules say what follows (the others play on, or the game ends). The body is optional; when sent it must be JSON (else 415) with no other field than expectedVersion.
         */
        post: operations["resignGame"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/games/{id}/review": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Review a seat's decisions in a game that is over
         * @description Each decision of the seat (a move of its person chosen among two or more: not a move an undo took back, nor one a bot standing in for the seat played) with the value of the move it played and of the best move: the seat's expected share of the win, searched by IS-MCTS from what the seat knew at the time (its view and its log then, as a bot at the table is given them; never another seat's hidden cards or the dice to come). Computed on the bot threads below the bots at tables (a few seconds, once), then kept. Reviews are computed one after another; at most MAX_REVIEWS compute or wait at once in a process, past which a 503 too-many-reviews with Retry-After; a review the server is too busy to finish (its bot threads starved past the budget and grace of a decision) is a 503 review-unavailable with Retry-After, and nothing is kept. Public once the game is finished or cancelled; before that, a 409. A game whose kind has no reviewer (its bots cannot search it) has no review, over or not: a 404 review-not-offered, before any search. HEAD makes the same checks and answers their status; for a review not computed yet, 200 with no Content-Length, and nothing is computed or queued (a 503 of GET is not foretold).
         */
        get: operations["reviewGame"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/games/{id}/undo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Take back your last move
         * @description Board Game Arena's policy: the seat to act takes back its own last move of the turn, and may do so again back to the last point where something hidden or random was revealed (a card drawn, a die, a casino card, a bonus common from the deck: each game's `reveals`), and only before anyone else has acted. The log keeps the move and appends an `undo` entry naming the version it returns to (`returnsTo`); the game is then as it was at that version, and its followers receive the entry as an event. The clock is not turned back: time spent on a move taken back stays spent. The seat's game says whether an undo is allowed now (`undo.allowed`, else `undo.reason`); otherwise the answer is 422 `undo-not-allowed` with that `reason`. Bots never undo.
         */
        post: operations["undoMove"];
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
        /**
         * Check that the process is up
         * @description For liveness probes: answers without touching the database, and is never rate limited.
         */
        get: operations["checkHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/leaderboards/{game}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a game's leaderboard
         * @description The players rated in this game, best first, 100 a page by default; provisional players (fewer than 10 rated games) are left out. Bots are rated too, marked `kind: "bot"`. `next` is the cursor of the next page.
         */
        get: operations["getLeaderboard"];
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
        /**
         * Get Prometheus metrics
         * @description Request, move and database metrics in the Prometheus text format, for scraping.
         */
        get: operations["getMetrics"];
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
        /**
         * Get this document
         * @description The OpenAPI 3.1 document for the games this server hosts, from which clients can be generated. Sent compressed when Accept-Encoding takes Brotli or gzip; with an ETag to revalidate it.
         */
        get: operations["getOpenApiDocument"];
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
         * @description A name (1 to 40 printable characters, not unique), a handle (unique whatever its case; suggested from the name when left out) and a key that identifies you across games, shown once. Send it as `Authorization: Bearer <key>`.
         */
        post: operations["createPlayer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/players/{handle}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a player's profile
         * @description By handle, in any case: the display name, since when, person or bot, finished games played and won per game, the ratings per game (`rating` the displayed number, 40 × (μ − 3σ) + 1000 of OpenSkill; `provisional` until 10 rated games) with their latest changes, and the latest finished games.
         */
        get: operations["getProfile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/players/link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign this device in with a link code
         * @description The code shown by a signed-in device (case, spaces and dashes do not matter) gives this device a key of its own for that player, shown once. A wrong, used or expired code, or one made by a device signed out since (its key revoked), is refused (422 bad-link-code) and changes nothing.
         */
        post: operations["linkDevice"];
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
         * Get the player the key belongs to
         * @description The id, name and handle of the player of the bearer key: a way to check a key.
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
    "/players/me/blocks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the players you blocked
         * @description A blocked player's chat is hidden from you in every game, and their challenges to you are refused (403 challenge-blocked); they are sent nothing, and learn of it only from that refusal.
         */
        get: operations["listBlocks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/players/me/blocks/{player}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Block a player
         * @description A blocked player's chat is hidden from you in every game, and their challenges to you are refused (403 challenge-blocked); they are sent nothing, and learn of it only from that refusal. Doing it again changes nothing. Answers the list as it now is.
         */
        post: operations["blockPlayer"];
        /**
         * Unblock a player
         * @description Takes the block back (none: nothing changes). Answers the list as it now is.
         */
        delete: operations["unblockPlayer"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/players/me/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Show my e-mail address
         * @description Your address (to you only), whether it is confirmed, and how often it hears.
         */
        get: operations["getEmail"];
        put?: never;
        /**
         * Set my e-mail address
         * @description Only on a server with SMTP_URL (else 409 email-off). Replaces any address you had and mails a confirmation link (GET /email/confirm), valid once for 24 hours; only a confirmed address is written to. each-turn: a mail when it becomes your turn and when a game ends; daily-digest: one mail a day listing the games awaiting you. Mails are in the language of this request (Accept-Language: en, fr, de) and each carries RFC 8058 one-click unsubscribe. The same confirmed address again only changes the frequency and language. A player asks for at most 5 confirmation mails an hour, and one client address for at most 10 (429 too-many-confirmations, with Retry-After).
         */
        post: operations["setEmail"];
        /**
         * Remove my e-mail address
         * @description Nothing more is mailed to it, mails still queued included.
         */
        delete: operations["deleteEmail"];
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
         * Follow my games (Server-Sent Events)
         * @description One stream for all the player's games: an event when it becomes the player's turn in any game, when a table they sit at starts, is joined, left, cancelled or finished, when a rematch is offered, and (turn-reminder) when a correspondence turn of theirs runs out soon. `id:` is the event's number in the player's stream; resume with Last-Event-ID (0 replays from the first event); without it the stream starts with the next event. The key may be given as `?key=` instead of the bearer header, for EventSource. Challenges come on the same stream as events named `challenge` (a ChallengeEvent: challenged, challenge-accepted, challenge-declined), numbered with the others. One event is about the player rather than a game: `{ seq, type: "webhook-disabled", webhookId, url, reason, at }`, when a webhook failed for 24 hours and was disabled.
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
         * List my games
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
    "/players/me/inbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My inbox: the games awaiting me, and what happened since my last move
         * @description The games where the player is to act, soonest deadline first (no deadline last), each as "my games" lists it, with `sinceYourLastMove`: how many entries came after the seat's last own entry and the first of them, exactly as GET /games/{id}/moves shows them to that seat (no hidden information): a client says them in its own words. Paged as GET /players/me/games?awaiting=true is: `limit` games, then `cursor` from `nextCursor`.
         */
        get: operations["getMyInbox"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/players/me/keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List my devices' keys
         * @description Each device signed in holds a key of its own (POST /players, a link code or a passkey made it). The keys not revoked, oldest first; `current` marks the key of this request, `lastUsedAt` is written at most about once a minute.
         */
        get: operations["listMyKeys"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/players/me/keys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke a key (sign a device out)
         * @description At once: the key's open event streams end (on every server process) and its next request is refused (401 revoked-key). What the key granted goes with it: the passkeys added with it are removed, the link codes it made link nothing, and the seat tokens handed out in answer to its requests (a `{ "me": true }` seat, a join, a rematch) are refused with 401 revoked-key, their event streams ended. Revoking the key of this request signs this device out.
         */
        delete: operations["revokeMyKey"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/players/me/link-codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Show a code that signs another device in
         * @description A one-time code to type on the new device (POST /players/link): valid 10 minutes, for one device. A player makes at most 5 in 10 minutes (429 too-many-link-codes). Only its hash is kept.
         */
        post: operations["createLinkCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/players/me/mutes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the players you muted
         * @description A muted player's chat is hidden from you in every game (read back or live); they are not told.
         */
        get: operations["listMutes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/players/me/mutes/{player}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mute a player
         * @description A muted player's chat is hidden from you in every game (read back or live); they are not told. Doing it again changes nothing. Answers the list as it now is.
         */
        post: operations["mutePlayer"];
        /**
         * Unmute a player
         * @description Takes the mute back (none: nothing changes). Answers the list as it now is.
         */
        delete: operations["unmutePlayer"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/players/me/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What I can be notified by
         * @description The channels this server offers (webhooks and Web Push always; e-mail only when it runs with SMTP_URL, else POST /players/me/email answers 409 email-off), your e-mail address, null when you gave none, and whether you want turn reminders: what a settings page needs, in one answer.
         */
        get: operations["getMyNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Turn my turn reminders off or on
         * @description reminders: false stops the turn reminders of correspondence games (on every channel) from the next one due; true brings them back. Answers as GET does.
         */
        patch: operations["updateMyNotifications"];
        trace?: never;
    };
    "/players/me/passkeys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List my passkeys
         * @description Oldest first, each with when it was added and last signed a device in, and the device key it was added with (`addedBy`): revoking that key removes the passkey too. A passkey you do not recognize may have been added by a stolen key: remove it (and revoke the key).
         */
        get: operations["listMyPasskeys"];
        put?: never;
        /**
         * Add a passkey
         * @description The authenticator's answer to the registration options. Refused (422 passkey-refused) when its challenge was not handed out to this player, was used or expired, when it was made for another origin, when its credential is registered for another player, or when its credential id is longer than 1023 bytes. The passkey belongs to the key of this request as well as to the player: revoking that key removes it.
         */
        post: operations["addPasskey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/players/me/passkeys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a passkey
         * @description It signs no device in from then on; the keys it gave devices stay until revoked (DELETE /players/me/keys/{id}). 404 passkey-not-found for a passkey that is not yours.
         */
        delete: operations["removeMyPasskey"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/players/me/passkeys/registration/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start adding a passkey
         * @description WebAuthn creation options for a discoverable credential (hand them to navigator.credentials.create, e.g. with @simplewebauthn/browser), made for PUBLIC_ORIGIN. Their challenge is single-use and expires after 5 minutes.
         */
        post: operations["passkeyRegistrationOptions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/players/me/push-subscriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Subscribe a browser to Web Push
         * @description The browser's PushSubscription JSON. Its endpoint is checked as a webhook URL is (https only) and its keys now. Your turns, tables starting, games over and rematches are then pushed, encrypted (RFC 8291); a subscription the push service calls gone (404/410) is deleted, and so is one whose device key (this request's) is revoked.
         */
        post: operations["addPushSubscription"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/players/me/push-subscriptions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Unsubscribe a browser
         * @description Nothing more is pushed to it.
         */
        delete: operations["deletePushSubscription"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/players/me/vacation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My vacation and the days left
         * @description A player has VACATION_DAYS_PER_YEAR vacation days (14 by default) in any 365 days: the vacation time of the last 365 days plus the new one must fit. While on, the deadlines of their games with a correspondence clock (per turn of a day or more, or a bank starting at a day or more) pause: each such game on gets a `vacation` entry, the seat's time does not run until `until`, and opponents see `clock.seats[].vacationUntil`. Live clocks run on; games started during the vacation are not paused.
         */
        get: operations["getMyVacation"];
        put?: never;
        /**
         * Go on vacation: pause my correspondence deadlines until a date
         * @description A player has VACATION_DAYS_PER_YEAR vacation days (14 by default) in any 365 days: the vacation time of the last 365 days plus the new one must fit. While on, the deadlines of their games with a correspondence clock (per turn of a day or more, or a bank starting at a day or more) pause: each such game on gets a `vacation` entry, the seat's time does not run until `until`, and opponents see `clock.seats[].vacationUntil`. Live clocks run on; games started during the vacation are not paused. `until` in the past is 400; past the days left, 422 vacation-over-budget; already on, 409 vacation-conflict.
         */
        post: operations["startMyVacation"];
        /**
         * End my vacation now
         * @description Ends the vacation on: the paused deadlines run again from now (each game gets a `vacation` entry ending the pause), and the days not taken are free again. Not on vacation: 409 vacation-conflict.
         */
        delete: operations["endMyVacation"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/players/me/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List my webhooks
         * @description Your webhooks, oldest first, without their secrets.
         */
        get: operations["listWebhooks"];
        put?: never;
        /**
         * Add a webhook
         * @description Each event of `events` (all when absent) is POSTed to `url` as JSON `{ type, gameId, version, … }`, signed per Standard Webhooks with the `secret` shown once here (headers webhook-id, webhook-timestamp, webhook-signature). A delivery is retried with backoff for 24 hours under the same webhook-id; then the webhook is disabled and your stream says so (webhook-disabled). Within 5 s, no redirect followed, the answer body ignored. At most 10 per player.
         */
        post: operations["addWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/players/me/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a webhook
         * @description Nothing more is sent to it, not even the deliveries still queued.
         */
        delete: operations["deleteWebhook"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/players/me/webhooks/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a webhook's latest deliveries
         * @description The latest 50, newest first: state, attempts, and the last attempt’s time, status and error.
         */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/players/me/webhooks/{id}/ping": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a ping to a webhook
         * @description Queues a delivery of type `ping`; GET …/deliveries shows how it went. A disabled webhook is not sent to: add it again.
         */
        post: operations["pingWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/players/me/webhooks/{id}/secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rotate a webhook's secret
         * @description Makes a new signing secret, shown once here. For 24 hours (`previousSecretExpiresAt`) every delivery, those already queued included, is signed with both the new and the replaced secret (two space-separated signatures in webhook-signature, as Standard Webhooks allows), so a receiver verifying with either accepts it: switch your receiver to the new secret within that time. Then only the new one signs and the old one is forgotten. Rotating again within the 24 hours replaces the old secret with the one the previous rotation made: only the latest two sign.
         */
        post: operations["rotateWebhookSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/players/passkeys/authentication": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign this device in with a passkey
         * @description The authenticator's answer to the authentication options gives this device a key of its own for the passkey's player, shown once. Refused (422 passkey-refused) when replayed, answering a challenge not handed out or expired, made for another origin, or by a passkey not registered here.
         */
        post: operations["signInWithPasskey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/players/passkeys/authentication/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start signing in with a passkey
         * @description WebAuthn request options without a list of credentials: the authenticator offers the passkeys it holds for this site. The challenge is single-use and expires after 5 minutes.
         */
        post: operations["passkeyAuthenticationOptions"];
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
         * @description The page a problem's `type` leads to for the server's own codes: the status, the title and what to do, in English, or in French or German with `lang` (the `type` itself is the same in every language). HTML by default; the markdown itself with `Accept: text/markdown`.
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
         * Read the rule a refused move breaks
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
    "/push/key": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the server's Web Push key
         * @description The VAPID public key, to give pushManager.subscribe as applicationServerKey.
         */
        get: operations["getPushKey"];
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
        /**
         * Check that the database answers
         * @description For readiness probes: 503 while the database cannot be reached.
         */
        get: operations["checkReadiness"];
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
         * Read a game's rule book
         * @description The whole rule book the game is played by (docs/rules/<game>.md, or <game>.fr.md and <game>.de.md with `lang`); each rule's item carries its id as an anchor (#M18). HTML by default; the markdown itself with `Accept: text/markdown`.
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
        Challenge: {
            /** @description The clock asked for (a ClockOption), or null. */
            clock?: unknown;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            expiresAt: string;
            from: {
                handle: string;
                name: string;
                playerId: string | null;
            };
            game: string;
            /** @description Once accepted: the game it made, both players seated. */
            gameId: string | null;
            id: string;
            /** @description The game's options asked for, or null: its defaults. */
            options?: unknown;
            players: number;
            /** @enum {string} */
            status: "pending" | "accepted" | "declined" | "expired";
            to: {
                /** @description The built-in bot challenged, if it is one. */
                bot: string | null;
                handle: string;
                name: string;
                playerId: string | null;
            };
        };
        /**
         * @description A challenge to a game: rated when it has a clock, casual without one, as a rated game needs a clock (POST /games, `rated`).
         * @example {
         *       "game": "monad",
         *       "handle": "grace-h",
         *       "players": 2
         *     }
         */
        ChallengeBody: {
            clock?: components["schemas"]["ClockOption"];
            /** @description The challenge expires after this many seconds (1 minute to 7 days); 24 hours by default. */
            expiresInSeconds?: number;
            /** @description The game to play, as POST /games names it. */
            game: string;
            /** @description The challenged player's handle (a built-in bot's: bot-<name>). */
            handle: string;
            /** @description The game's options, as POST /games takes them. */
            options?: unknown;
            /**
             * @description How many seats: the challenger takes seat 0, the challenged seat 1; any others are open seats of a table listed in the lobby, where anyone may take one. That table is the challenger's: it counts in their MAX_WAITING_TABLES and TABLES_PER_MINUTE.
             * @default 2
             */
            players: number;
        };
        /** @description The data of an event named `challenge` on GET /players/me/events. */
        ChallengeEvent: {
            /** Format: date-time */
            at: string;
            challenge: components["schemas"]["Challenge"];
            /** @description The event's number in this player's stream; also its SSE id. */
            seq: number;
            /** @enum {string} */
            type: "challenged" | "challenge-accepted" | "challenge-declined";
        };
        ChallengeList: {
            challenges: components["schemas"]["Challenge"][];
        };
        /**
         * @description Seated players read both channels and write `seats`; everyone else (spectators, players not seated) reads and writes `spectators`.
         * @enum {string}
         */
        ChatChannel: "seats" | "spectators";
        /**
         * @example {
         *       "at": "2026-11-26T12:00:00.000Z",
         *       "channel": "seats",
         *       "id": 3,
         *       "name": "Ada",
         *       "playerId": "0b6f8a3e-5c2d-4f61-9e0a-7d1c2b3a4e5f",
         *       "seat": 0,
         *       "text": "good luck!"
         *     }
         */
        ChatMessage: {
            /** Format: date-time */
            at: string;
            channel: components["schemas"]["ChatChannel"];
            /** @description The message's number in this game's chat (GET …/chat?after=<id> reads what follows). */
            id: number;
            name: string | null;
            /** @description The author, when they wrote with a player key. */
            playerId: string | null;
            /** @description The author's seat, when they wrote seated. */
            seat: number | null;
            /** @description Plain text: show it as text, never as HTML. */
            text: string;
        };
        ChatPage: {
            /**
             * Format: date-time
             * @description When writing closes, or closed (422 chat-closed after it): null while the table waits or the game is played; a finished game's chat closes POST_GAME_CHAT_MS after its last entry (a later entry, such as a rematch offer, moves it), a cancelled table's with its last entry. Reading stays open.
             */
            closesAt: string | null;
            messages: components["schemas"]["ChatMessage"][];
            /** @description Pass as `after` for the following page; null when this page reaches the newest message. */
            next: number | null;
        };
        /** @description Each seat's time and, for the seats to act, their deadline. */
        Clock: {
            incrementSeconds?: number;
            initialSeconds?: number;
            /** @enum {string} */
            kind: "per-turn" | "fischer";
            /** @description A bank clock with a cap: the bank never grows past it. */
            maxSeconds?: number;
            /**
             * @description With `bot`: a seat whose time runs out is played by a bot from then on (absent: resign).
             * @enum {string}
             */
            onTimeout?: "resign" | "bot";
            perTurnSeconds?: number;
            /** @description One entry per seat played by a person (bots have no clock). */
            seats: {
                /**
                 * Format: date-time
                 * @description When the seat runs out of time, while it is to act; null otherwise.
                 */
                deadline: string | null;
                /** @description Time left as of the game's last entry (updatedAt). */
                remainingMs: number;
                seat: number;
                /**
                 * Format: date-time
                 * @description The seat's player is on vacation until then (as of the game's last entry): the seat's time does not run meanwhile, and its deadline is later by as much. Absent otherwise.
                 */
                vacationUntil?: string;
            }[];
            /** @description The seats whose time ran out, in the order it did (absent while none did): each lost on time (and, with `onTimeout: "bot"`, is played by a bot since). */
            timedOut?: number[];
        };
        /** @description A clock the server enforces: a seat's time runs while it is to act, measured from log entry to log entry. When it runs out, the server appends a `timeout` entry that resigns the seat under the game's rules (or, with the table's `onTimeout: "bot"` in a game of 3 or more players, hands the seat to a bot). Seats played by built-in bots have no clock. A clock whose move may take a day or more (per turn ≥ 1 day, or a bank starting at ≥ 1 day) is a correspondence clock: its deadlines pause while the seat's player is on vacation. */
        ClockOption: {
            /** @description Per turn: the seat has this long each time it becomes to act (up to 30 days). */
            perTurnSeconds: number;
        } | {
            /** @description Bank: added to the bank each time the seat stops being to act (up to 7 days). */
            incrementSeconds: number;
            /** @description Bank (Fischer): each seat's bank at the start (up to 60 days). */
            initialSeconds: number;
            /** @description Bank: the bank never grows past this (up to 60 days, at least initialSeconds). A time bank such as Little Golem's: 10 days, 1 day a turn, at most 20 days = { "initialSeconds": 864000, "incrementSeconds": 86400, "maxSeconds": 1728000 }. */
            maxSeconds?: number;
        };
        /** @description A new game with every seat's token; `game` says which. */
        CreatedGame: components["schemas"]["CreatedMonadGame"] | components["schemas"]["CreatedMonteCarloGame"];
        /** @description A new Monad game, with every seat's token (shown once). */
        CreatedMonadGame: components["schemas"]["MonadGame"] & {
            /** @description One invitation per open seat. */
            invites: components["schemas"]["Invite"][];
            seats: components["schemas"]["SeatToken"][];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            game: "monad";
        };
        /** @description A new Monte Carlo Gamble game, with every seat's token (shown once). */
        CreatedMonteCarloGame: components["schemas"]["MonteCarloGame"] & {
            /** @description One invitation per open seat. */
            invites: components["schemas"]["Invite"][];
            seats: components["schemas"]["SeatToken"][];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            game: "monte-carlo";
        };
        /** @description The game to deal; `game` says which. */
        CreateGameBody: components["schemas"]["CreateMonadGame"] | components["schemas"]["CreateMonteCarloGame"];
        /** @description Deal a Monad table. */
        CreateMonadGame: {
            clock?: components["schemas"]["ClockOption"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            game: "monad";
            /** @description With an open seat: the server cancels the table when its open seats are not all taken within this many seconds (up to 30 days). */
            joinWithinSeconds?: number;
            /** @description Show the table in the lobby, where anyone may take an open seat without a code. */
            listed?: boolean;
            onTimeout?: components["schemas"]["OnTimeout"];
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
            /** @description Whether the game changes ratings (GET /leaderboards/{game}). A rated game needs a clock: without one, a losing player could stop moving and the game would never end, so a table without a clock is casual. Left out: with a clock, rated when every seat is a player with a key or a built-in bot, casual when any seat is anonymous; without a clock, casual. A game with a chosen seed or a position is always casual (its creator knows the deal). true refuses an anonymous seat (an open seat must then be taken with a player key), a seed, a position and a table without a clock; false is a casual game. */
            rated?: boolean;
            /** @description One entry per seat: {} for a person (the creator receives its token), { "bot": name } for a built-in player the server plays at once when the turn is its own, { "me": true } for the calling player, { "open": true } for a seat someone takes later (the game then waits). At least one seat is not a bot. Default: every seat a person. */
            seats?: {
                /** @enum {string} */
                bot?: "random" | "heuristic" | "ismcts";
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
                /**
                 * @description With a bot that thinks (`ismcts`, the strongest): what it may think per decision, in whole milliseconds from 20 to 5000 (default 200). Out of range: a 400 problem naming the bounds.
                 * @example 200
                 */
                thinkMs?: number;
            }[];
            /** @description Makes the game reproducible; without it the seed comes from a CSPRNG. A chosen seed is known to whoever chose it, and a guessable one can be recovered from seedHash: the game is then marked `seeded`. */
            seed?: string;
        };
        /** @description Deal a Monte Carlo Gamble table. */
        CreateMonteCarloGame: {
            clock?: components["schemas"]["ClockOption"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            game: "monte-carlo";
            /** @description With an open seat: the server cancels the table when its open seats are not all taken within this many seconds (up to 30 days). */
            joinWithinSeconds?: number;
            /** @description Show the table in the lobby, where anyone may take an open seat without a code. */
            listed?: boolean;
            onTimeout?: components["schemas"]["OnTimeout"];
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
            /** @description Whether the game changes ratings (GET /leaderboards/{game}). A rated game needs a clock: without one, a losing player could stop moving and the game would never end, so a table without a clock is casual. Left out: with a clock, rated when every seat is a player with a key or a built-in bot, casual when any seat is anonymous; without a clock, casual. A game with a chosen seed or a position is always casual (its creator knows the deal). true refuses an anonymous seat (an open seat must then be taken with a player key), a seed, a position and a table without a clock; false is a casual game. */
            rated?: boolean;
            /** @description One entry per seat: {} for a person (the creator receives its token), { "bot": name } for a built-in player the server plays at once when the turn is its own, { "me": true } for the calling player, { "open": true } for a seat someone takes later (the game then waits). At least one seat is not a bot. Default: every seat a person. */
            seats?: {
                /** @enum {string} */
                bot?: "random" | "heuristic" | "ismcts";
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
                /**
                 * @description With a bot that thinks (`ismcts`, the strongest): what it may think per decision, in whole milliseconds from 20 to 5000 (default 200). Out of range: a 400 problem naming the bounds.
                 * @example 200
                 */
                thinkMs?: number;
            }[];
            /** @description Makes the game reproducible; without it the seed comes from a CSPRNG. A chosen seed is known to whoever chose it, and a guessable one can be recovered from seedHash: the game is then marked `seeded`. */
            seed?: string;
        };
        /**
         * @example {
         *       "handle": "ada_l",
         *       "name": "Ada"
         *     }
         */
        CreatePlayerBody: {
            /** @description true when a program plays with this key: its profile and the leaderboards mark it a bot. */
            bot?: boolean;
            /**
             * @description How others find you: 3 to 20 ASCII letters, digits, - and _, unique whatever the case; reserved words (me, admin, bot…) are refused. Suggested from the name when left out.
             * @example ada_l
             */
            handle?: string;
            /**
             * @description 1 to 40 printable characters, at least one of them visible (not only spaces, marks or blank letters such as U+3164); names need not be unique.
             * @example Ada
             */
            name: string;
        };
        /**
         * @example {
         *       "events": [
         *         "your-turn"
         *       ],
         *       "url": "https://bot.example.org/croupier"
         *     }
         */
        CreateWebhookBody: {
            /** @description The deliveries wanted; all when absent. */
            events?: components["schemas"]["DeliveryType"][];
            /** @description https, or http to a public address; at most 2048 characters as URL parsing writes it (each character outside ASCII percent-encoded: é counts 6). Loopback, private, link-local, unspecified and metadata addresses are refused (422 address-refused) unless the server runs with WEBHOOK_ALLOW_PRIVATE=1. */
            url: string;
        };
        Delivery: {
            attempts: number;
            /** Format: date-time */
            createdAt: string;
            /** @description The webhook-id header: the same on every attempt of this delivery. */
            id: string;
            /** Format: date-time */
            lastAttemptAt?: string;
            /** @description Why the last attempt failed, in a few words. */
            lastError?: string;
            /** @description The HTTP status of the last answer, if one came. */
            lastStatus?: number;
            /** @enum {string} */
            state: "pending" | "delivered" | "failed";
            type: components["schemas"]["DeliveryType"];
        };
        DeliveryList: {
            deliveries: components["schemas"]["Delivery"][];
        };
        /**
         * @description What a delivery announces: your-turn; seated (a table you sit at started); invited (challenged by name: POST /challenges); game-over; rematch (offered); ping (asked with POST /players/me/webhooks/{id}/ping); turn-reminder (a correspondence turn of yours runs out soon: once a turn, when the time left falls to the lesser of 24 hours and half of what the turn allowed; off with PATCH /players/me/notifications).
         * @enum {string}
         */
        DeliveryType: "your-turn" | "seated" | "invited" | "game-over" | "rematch" | "ping" | "turn-reminder";
        /**
         * @description A new key for this device, for an existing player. Shown once; only its hash is kept.
         * @example {
         *       "handle": "Ada",
         *       "id": "0b6f8a3e-5c2d-4f61-9e0a-7d1c2b3a4e5f",
         *       "key": "Xq9…",
         *       "keyId": "6a1b2c3d-4e5f-4061-8a9b-0c1d2e3f4a5c",
         *       "name": "Ada"
         *     }
         */
        DeviceKey: components["schemas"]["NewPlayer"] & {
            /** @description The id of the new key among the player’s keys (GET /players/me/keys). */
            keyId: string;
        };
        DeviceKeyInfo: {
            /** Format: date-time */
            createdAt: string;
            /** @description This is the key of the request that asked. */
            current: boolean;
            id: string;
            label: string | null;
            /**
             * Format: date-time
             * @description When the key was last used, to about a minute (it is written at most once a minute).
             */
            lastUsedAt: string | null;
        };
        /**
         * @example {
         *       "address": "ada@example.org",
         *       "confirmed": false,
         *       "frequency": "each-turn"
         *     }
         */
        EmailAddress: {
            /** @description The confirmed address, mailed now; else the one given. */
            address: string;
            /** @description False until the link of the confirmation mail is opened: only a confirmed address is written to. */
            confirmed: boolean;
            frequency: components["schemas"]["EmailFrequency"];
            /** @description A new address given since, awaiting confirmation: `address` is mailed until it is confirmed, then this one replaces it. Absent when none. */
            pending?: {
                address: string;
                frequency: components["schemas"]["EmailFrequency"];
            };
        };
        /**
         * @description each-turn: a mail when it becomes your turn and when a game of yours ends; daily-digest: one mail a day listing the games awaiting you.
         * @enum {string}
         */
        EmailFrequency: "each-turn" | "daily-digest";
        /** @enum {string} */
        EntryKind: "setup" | "move" | "resign" | "join" | "leave" | "start" | "cancel" | "rematch" | "timeout" | "undo" | "stand-in" | "vacation";
        /** @description The game as listings show it (GameSummary), with what a replay needs: its options and chance derivation. */
        ExportedGame: components["schemas"]["GameSummary"] & {
            options: components["schemas"]["GameOptions"];
            /** @description How the rules' chance derives from the seed (docs/fairness.md): 2 for games created since chance is keyed by what is drawn, 1 before. */
            rngVersion: number;
        };
        ExportEntry: {
            /** Format: date-time */
            createdAt: string;
            /** @description The facts as written, nothing redacted. */
            facts: components["schemas"]["Fact"][];
            kind: components["schemas"]["EntryKind"];
            /** @description The move, public since the game is over; null for other kinds. */
            move: components["schemas"]["MonadMove"] | components["schemas"]["MonteCarloMove"] | null;
            /** @description An undo entry's: the version whose state the game returned to (the seat's moves after it were taken back). */
            returnsTo?: number;
            seat: number | null;
            seq: number;
            table?: components["schemas"]["TableFact"];
        };
        /** @description A fact of the log as written, hidden cards included, in the shape of the game's own facts. */
        Fact: components["schemas"]["MonadFact"] | components["schemas"]["MonteCarloFact"];
        /** @description A game as one seat (or a spectator) sees it; `game` says which, and so the shape of `view`. */
        Game: components["schemas"]["MonadGame"] | components["schemas"]["MonteCarloGame"];
        /** @description The data of one server-sent event; its id is the version. A stream opened with a seat's token carries that seat's view and, while it is to act, its legal moves: a client following the game needs one request per move. */
        GameEvent: {
            /** @description The clock after the entry; null for a game without one. */
            clock: components["schemas"]["Clock"] | null;
            entry: components["schemas"]["LogEntry"];
            /** @description Present while the seat whose view this is is to act: its legal moves (as GET /games/{id}/legal-moves lists them), so a client need not ask. */
            legalMoves?: components["schemas"]["Move"][];
            outcome: components["schemas"]["Outcome"] | null;
            status: components["schemas"]["GameStatus"];
            toAct: number[];
            /** @description With a seat's token: whether that seat may take back its last move now. */
            undo?: components["schemas"]["Undo"] | null;
            version: number;
            view: components["schemas"]["View"];
        };
        /** @description A game that is over, as one document anyone can check: hash the seed, replay the rules from it and the moves, and compare every fact and the outcome (npm run verify; docs/fairness.md). */
        GameExport: {
            /** @description Every log entry from seq 0 to the last, in order. */
            entries: components["schemas"]["ExportEntry"][];
            game: components["schemas"]["ExportedGame"];
            /** @description The revealed seed. */
            seed: string;
            /** @description Hex SHA-256 of the seed (UTF-8), as published from the start. */
            seedHash: string;
        };
        GameList: {
            games: components["schemas"]["GameSummary"][];
            nextCursor: string | null;
        };
        /** @description A game's options as it was created with them (MonadOptions, MonteCarloOptions…). */
        GameOptions: components["schemas"]["MonadOptions"] | components["schemas"]["MonteCarloOptions"];
        /**
         * @description An event of GET /players/me/events about one of the player's games.
         * @example {
         *       "at": "2026-11-23T04:00:00.000Z",
         *       "deadline": "2026-11-24T04:00:00.000Z",
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
        GamePlayerEvent: {
            /** Format: date-time */
            at: string;
            /** @description The seat that joined or left, or asked for the rematch. */
            by?: number;
            /**
             * Format: date-time
             * @description With your-turn in a game with a clock, and with turn-reminder: when your time runs out (you then time out).
             */
            deadline?: string;
            game: string;
            gameId: string;
            /** @description With turn-reminder: your time left when it was sent. A correspondence seat still to act is reminded once a turn, when its time left falls to the lesser of 24 hours and half of what the turn allowed. */
            remainingMs?: number;
            /** @description With rematch-offered: the new game; POST /games/{id}/rematch on the old game takes your seat. */
            rematch?: string;
            /** @description The player's seat in that game. */
            seat: number;
            /** @description The event's number in this player's stream; also its SSE id. */
            seq: number;
            status: components["schemas"]["GameStatus"];
            toAct: number[];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "cancelled" | "finished" | "joined" | "left" | "rematch-offered" | "started" | "turn-reminder" | "your-turn";
            version: number;
        };
        /** @description A seat's decisions in a game that is over, each with the value of the move played and of the best move, searched (IS-MCTS) from what the seat knew at the time. */
        GameReview: {
            /** @description Every decision of the seat (a move chosen among two or more), in the order of the log. */
            decisions: {
                /** @description The highest value among the moves tried often (at least a tenth of the most tried one) and the played move: never worth less than it. */
                best: {
                    move: components["schemas"]["Move"];
                    /** @description The seat's mean share of the win after this move, over the search's iterations (0 to 1). */
                    value: number;
                    /** @description How many of the iterations tried this move first. */
                    visits: number;
                };
                iterations: number;
                played: {
                    move: components["schemas"]["Move"];
                    /** @description The seat's mean share of the win after this move, over the search's iterations (0 to 1). */
                    value: number;
                    /** @description How many of the iterations tried this move first. */
                    visits: number;
                };
                /** @description The log entry of the move played (GET /games/{id}?at=seq shows the table right after it). */
                seq: number;
            }[];
            game: string;
            id: string;
            seat: number;
            /** @description The longest search budget a decision was given, in ms: each is given its share of the review's time left when it is searched. */
            thinkMs: number;
        };
        /** @enum {string} */
        GameStatus: "waiting" | "active" | "finished" | "cancelled";
        GameSummary: {
            /** Format: date-time */
            createdAt: string;
            /** @description In GET /players/me/games: true when the player opened this table, so may cancel it while it waits (POST /games/{id}/cancel). A waiting table counted against the player (MAX_WAITING_TABLES) where they hold no seat is listed too, with `creator: true` and no `seat`. */
            creator?: boolean;
            custom: boolean;
            /**
             * Format: date-time
             * @description The earliest deadline of the seats to act, on a game with a clock; null otherwise.
             */
            deadline: string | null;
            /** @description In GET /players/me/games, on a game in play with a clock: the deadline of every seat whose time runs (the earliest is `deadline`). Absent on a game whose log the server could not read just now (logged as its error): the game is still listed, with `deadline`. */
            deadlines?: {
                /** Format: date-time */
                deadline: string;
                seat: number;
            }[];
            game: string;
            id: string;
            outcome: components["schemas"]["Outcome"] | null;
            players: number;
            /** @description A rated table: its game changes OpenSkill ratings when it ends, except for a person's seat that made no move of its own (a game of two is then aborted). false for a casual one: asked for (`rated: false`), opened without a clock, a chosen seed or position, or a seat taken without a player key. */
            rated: boolean;
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
        IdempotencyKey: string;
        IfMatch: string;
        IfNoneMatch: string;
        IfNoneMatchDocument: string;
        /** @description The games awaiting the player, soonest deadline first (no deadline last), each with what happened since their last move there. */
        Inbox: {
            games: (components["schemas"]["GameSummary"] & {
                sinceYourLastMove: {
                    /** @description The seq of the seat's last own entry (its move, resignation, undo or join); -1 when it made none. */
                    after: number;
                    /** @description How many entries came after it (all of them). */
                    count: number;
                    /** @description The first of those entries (at most 50), as GET /games/{id}/moves shows them to this seat: the rest with ?after=. */
                    entries: components["schemas"]["LogEntry"][];
                };
            })[];
            /** @description The cursor of the next page (`?cursor=`), as in GET /players/me/games; null at the end. */
            nextCursor: string | null;
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
        /**
         * @description The player's keys that are not revoked, one per device, oldest first.
         * @example {
         *       "keys": [
         *         {
         *           "createdAt": "2026-11-20T09:00:00.000Z",
         *           "current": true,
         *           "id": "5f0c1a2b-3c4d-4e5f-8a9b-0c1d2e3f4a5b",
         *           "label": null,
         *           "lastUsedAt": "2026-11-26T10:00:00.000Z"
         *         },
         *         {
         *           "createdAt": "2026-11-26T10:01:00.000Z",
         *           "current": false,
         *           "id": "6a1b2c3d-4e5f-4061-8a9b-0c1d2e3f4a5c",
         *           "label": "Phone",
         *           "lastUsedAt": null
         *         }
         *       ]
         *     }
         */
        KeyList: {
            keys: components["schemas"]["DeviceKeyInfo"][];
        };
        LastEventId: string;
        /**
         * @example {
         *       "game": "monad",
         *       "next": "eyJyIjoxMTg0LCJwIjoiMGI2ZiIsIm4iOjF9",
         *       "players": [
         *         {
         *           "games": 12,
         *           "handle": "ada_l",
         *           "kind": "person",
         *           "name": "Ada Lovelace",
         *           "rank": 1,
         *           "rating": 1184,
         *           "won": 7
         *         }
         *       ]
         *     }
         */
        Leaderboard: {
            game: string;
            /** @description The cursor of the next page (?cursor=); absent on the last page. */
            next?: string;
            /** @description Best first; provisional players are left out. */
            players: components["schemas"]["LeaderboardRow"][];
        };
        LeaderboardRow: {
            games: number;
            /**
             * @description How others find a player (GET /players/{handle}): 3 to 20 ASCII letters, digits, - and _, unique whatever the case.
             * @example ada_l
             */
            handle: string;
            /** @enum {string} */
            kind: "person" | "bot";
            name: string;
            rank: number;
            rating: number;
            won: number;
        };
        LegalMoves: {
            moves: components["schemas"]["Move"][];
            version: number;
        };
        /**
         * @example {
         *       "code": "K7M2Q-9XH4D",
         *       "label": "Phone"
         *     }
         */
        LinkBody: {
            /** @description The link code the signed-in device shows. */
            code: string;
            /**
             * @description What the device is called in the list of keys (e.g. "Phone"): plain text, without control or format characters such as the bidi controls (400 invalid-request).
             * @example Phone
             */
            label?: string;
        };
        /**
         * @example {
         *       "code": "K7M2Q-9XH4D",
         *       "expiresAt": "2026-11-26T10:10:00.000Z"
         *     }
         */
        LinkCode: {
            /** @description Type it on the new device (POST /players/link). 10 letters and digits, shown in two groups of five; case, spaces and dashes do not matter. */
            code: string;
            /** Format: date-time */
            expiresAt: string;
        };
        LogEntry: {
            /** Format: date-time */
            createdAt: string;
            facts: components["schemas"]["SeenFact"][];
            kind: components["schemas"]["EntryKind"];
            /** @description Shown to the seat that made it, and to everyone once the game is over. */
            move: components["schemas"]["MonadMove"] | components["schemas"]["MonteCarloMove"] | null;
            /** @description An undo entry's: the version whose state the game returned to (the seat's moves after it were taken back). */
            returnsTo?: number;
            seat: number | null;
            seq: number;
            table?: components["schemas"]["TableFact"];
        };
        LogPage: {
            entries: components["schemas"]["LogEntry"][];
            version: number;
        };
        MonadBonusTakenFact: {
            /** @description Tops of the lower columns, highest first. */
            cards: components["schemas"]["MonadCard"][];
            common?: components["schemas"]["MonadColour"];
            /** @description Whether a common was taken from the drawing deck. */
            fromDeck: boolean;
            seat: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "bonus_taken";
        };
        MonadBonusTakenLoggedFact: {
            /** @description Tops of the lower columns, highest first. */
            cards: components["schemas"]["MonadCard"][];
            common?: components["schemas"]["MonadColour"];
            /** @description Whether a common was taken from the drawing deck. */
            fromDeck: boolean;
            seat: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "bonus_taken";
        };
        MonadBoughtFact: {
            gave: components["schemas"]["MonadCard"][];
            seat: number;
            took: components["schemas"]["MonadCard"] | {
                /** @enum {string} */
                set: "monad";
            };
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "bought";
        };
        MonadBoughtLoggedFact: {
            gave: components["schemas"]["MonadCard"][];
            seat: number;
            took: components["schemas"]["MonadCard"] | {
                /** @enum {string} */
                set: "monad";
            };
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "bought";
        };
        /** @description M14. Legal-move lists give one buy per minimal multiset of sets (two bi and a common buy a tri), with one choice of colours (the colours the hand can best spare); any other cards of those sets, or any cards that pay enough, are accepted too. */
        MonadBuyMove: {
            /** @description M14: two or more cards of lower sets worth at least the target; placed in this order. */
            cards: components["schemas"]["MonadCard"][];
            /** @enum {string} */
            target: "bi" | "tri" | "quad" | "quint" | "monad";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
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
        MonadDealtFact: {
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
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "dealt";
        };
        MonadDealtLoggedFact: {
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
                hand: components["schemas"]["MonadCard"][];
                handSize: number;
                identity: components["schemas"]["MonadColour"];
            }[];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "dealt";
        };
        /** @description M16 */
        MonadDrawMove: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "draw";
        };
        MonadDrewFact: {
            colour?: components["schemas"]["MonadColour"];
            seat: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "drew";
        };
        MonadDrewLoggedFact: {
            colour: components["schemas"]["MonadColour"];
            seat: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "drew";
        };
        /** @description M9: ends a turn of transactions. */
        MonadEndTurnMove: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "end_turn";
        };
        /** @description A fact of a Monad log as written, hidden cards included (exports of games that are over); `type` says which. */
        MonadFact: components["schemas"]["MonadDealtLoggedFact"] | components["schemas"]["MonadPositionedLoggedFact"] | components["schemas"]["MonadTradedLoggedFact"] | components["schemas"]["MonadBonusTakenLoggedFact"] | components["schemas"]["MonadBoughtLoggedFact"] | components["schemas"]["MonadLeaptLoggedFact"] | components["schemas"]["MonadDrewLoggedFact"] | components["schemas"]["MonadFlippedLoggedFact"] | components["schemas"]["MonadPassedLoggedFact"] | components["schemas"]["MonadTurnEndedLoggedFact"] | components["schemas"]["MonadResignedLoggedFact"] | components["schemas"]["MonadGameEndedLoggedFact"];
        /** @description M17 */
        MonadFlipMove: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "flip";
        };
        MonadFlippedFact: {
            seat: number;
            size: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "flipped";
        };
        MonadFlippedLoggedFact: {
            seat: number;
            size: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "flipped";
        };
        /** @description A Monad game as one seat (or a spectator) sees it. */
        MonadGame: {
            /** @description The seats the server plays with built-in players. */
            bots: components["schemas"]["BotSeat"][];
            /** @description The clock (its seats' time and deadlines); null for a game without one. */
            clock: components["schemas"]["Clock"] | null;
            /** Format: date-time */
            createdAt: string;
            /** @description Created from a position rather than dealt. */
            custom: boolean;
            /**
             * Format: date-time
             * @description The game's next deadline, as GET /games lists it: a waiting table's joining deadline (joinWithinSeconds after createdAt), else the earliest deadline of the seats to act; null when nothing is due.
             */
            deadline: string | null;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            game: "monad";
            id: string;
            outcome: components["schemas"]["Outcome"] | null;
            players: number;
            /** @description A rated table: its game changes OpenSkill ratings when it ends, except for a person's seat that made no move of its own (a game of two is then aborted). false for a casual one: asked for (`rated: false`), opened without a clock, a chosen seed or position, or a seat taken without a player key. */
            rated: boolean;
            /** @description Whose view this is; null for a spectator. Until the game has started, a seat's `view` is the spectator's (no hand: no deal fishing). */
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
            /** @description For a seat: whether it may take back its last move now. Null for a spectator. */
            undo: components["schemas"]["Undo"] | null;
            /** Format: date-time */
            updatedAt: string;
            /** @description The seq of the last log entry; also the ETag. */
            version: number;
            view: components["schemas"]["MonadView"];
        };
        MonadGameEndedFact: {
            /** @enum {string} */
            reason: "won" | "blocked" | "max-turns" | "resigned";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "game_ended";
            winners: number[];
        };
        MonadGameEndedLoggedFact: {
            /** @enum {string} */
            reason: "won" | "blocked" | "max-turns" | "resigned";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "game_ended";
            winners: number[];
        };
        MonadLeapMove: {
            /** @description M15: 4, 5 or 6 commons of different colours for a tri, quad or quint. */
            commons: components["schemas"]["MonadColour"][];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "leap";
        };
        MonadLeaptFact: {
            gave: components["schemas"]["MonadColour"][];
            seat: number;
            took: components["schemas"]["MonadCard"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "leapt";
        };
        MonadLeaptLoggedFact: {
            gave: components["schemas"]["MonadColour"][];
            seat: number;
            took: components["schemas"]["MonadCard"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "leapt";
        };
        /** @description A move of Monad; `type` says which. */
        MonadMove: components["schemas"]["MonadTradeMove"] | components["schemas"]["MonadBuyMove"] | components["schemas"]["MonadLeapMove"] | components["schemas"]["MonadDrawMove"] | components["schemas"]["MonadFlipMove"] | components["schemas"]["MonadPassMove"] | components["schemas"]["MonadEndTurnMove"];
        /** @description A Monad game after a move or resignation, as the mover sees it, with its legal moves while it is still to act. */
        MonadMoveResult: components["schemas"]["MonadGame"] & {
            /** @description Present while the seat whose view this is is to act: its legal moves (as GET /games/{id}/legal-moves lists them), so a client need not ask. */
            legalMoves?: components["schemas"]["MonadMove"][];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            game: "monad";
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
        MonadPassedFact: {
            /** @description M18: the hand shown to everyone. */
            hand: components["schemas"]["MonadCard"][];
            seat: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "passed";
        };
        MonadPassedLoggedFact: {
            /** @description M18: the hand shown to everyone. */
            hand: components["schemas"]["MonadCard"][];
            seat: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "passed";
        };
        /** @description M18 */
        MonadPassMove: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "pass";
        };
        /** @description A complete Monad position, for custom games. */
        MonadPosition: {
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
        MonadPositionedFact: {
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
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "positioned";
        };
        MonadPositionedLoggedFact: {
            position: components["schemas"]["MonadPosition"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "positioned";
        };
        MonadResignedFact: {
            seat: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "resigned";
        };
        MonadResignedLoggedFact: {
            seat: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "resigned";
        };
        /** @description A fact of a Monad log as the caller may see it (hidden cards left out); `type` says which. */
        MonadSeenFact: components["schemas"]["MonadDealtFact"] | components["schemas"]["MonadPositionedFact"] | components["schemas"]["MonadTradedFact"] | components["schemas"]["MonadBonusTakenFact"] | components["schemas"]["MonadBoughtFact"] | components["schemas"]["MonadLeaptFact"] | components["schemas"]["MonadDrewFact"] | components["schemas"]["MonadFlippedFact"] | components["schemas"]["MonadPassedFact"] | components["schemas"]["MonadTurnEndedFact"] | components["schemas"]["MonadResignedFact"] | components["schemas"]["MonadGameEndedFact"];
        MonadTradedFact: {
            gave: components["schemas"]["MonadCard"][];
            seat: number;
            took: components["schemas"]["MonadCard"] | {
                /** @enum {string} */
                set: "monad";
            };
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "traded";
            wild: boolean;
        };
        MonadTradedLoggedFact: {
            gave: components["schemas"]["MonadCard"][];
            seat: number;
            took: components["schemas"]["MonadCard"] | {
                /** @enum {string} */
                set: "monad";
            };
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "traded";
            wild: boolean;
        };
        MonadTradeMove: {
            /** @description M12: two cards, one warm and one cool; traded cards go under their column in this order. */
            cards: components["schemas"]["MonadCard"][];
            /** @description M13: take the bonus this trade earns (default: decline it). */
            takeBonus?: boolean;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "trade";
        };
        MonadTurnEndedFact: {
            next: number;
            seat: number;
            turn: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "turn_ended";
        };
        MonadTurnEndedLoggedFact: {
            next: number;
            seat: number;
            turn: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "turn_ended";
        };
        /** @description The Monad table as one seat (or a spectator) may see it. */
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
            /** @description Present while the seat whose view this is is to act: each pair of cards it may trade now and what that trade takes (M12: the set above the pair; M12w: a wild card stands for the other card's set, so the set above the card that is not wild). */
            trades?: {
                /** @description The pair, as the trade move lists it. */
                cards: components["schemas"]["MonadCard"][];
                /**
                 * @description The set the trade takes (or a Monad, above quint).
                 * @enum {string}
                 */
                takes: "bi" | "tri" | "quad" | "quint" | "monad";
            }[];
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
        MonteCarloBankSquare: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "bank";
        };
        /** @description C14: the bet on a casino-2 (two suits) or casino-1 (one suit) square, suits in the order spades, hearts, diamonds, clubs. */
        MonteCarloBetMove: {
            suits: ("spades" | "hearts" | "diamonds" | "clubs")[];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "bet";
        };
        MonteCarloBetPlacedFact: {
            /** @description A pawn id: pawns are numbered seat by seat, colour by colour (view.pawns). */
            pawn: number;
            seat: number;
            /** @description A square of the track, 0 = start; the last square is the finish (a pawn there is home). */
            square: number;
            suits: ("spades" | "hearts" | "diamonds" | "clubs")[];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "bet_placed";
        };
        MonteCarloBetPlacedLoggedFact: {
            /** @description A pawn id: pawns are numbered seat by seat, colour by colour (view.pawns). */
            pawn: number;
            seat: number;
            /** @description A square of the track, 0 = start; the last square is the finish (a pawn there is home). */
            square: number;
            suits: ("spades" | "hearts" | "diamonds" | "clubs")[];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "bet_placed";
        };
        MonteCarloBetStep: {
            /** @description A pawn id: pawns are numbered seat by seat, colour by colour (view.pawns). */
            pawn: number;
            /** @description A square of the track, 0 = start; the last square is the finish (a pawn there is home). */
            square: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "bet";
        };
        /** @description C17: challenge this opponent pawn in your stack; the stake is named next. */
        MonteCarloCallPokerMove: {
            /** @description A pawn id: pawns are numbered seat by seat, colour by colour (view.pawns). */
            pawn: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "call_poker";
        };
        MonteCarloCardDrawnFact: {
            /** @enum {string} */
            card: "spades-1" | "spades-2" | "spades-3" | "spades-4" | "hearts-1" | "hearts-2" | "hearts-3" | "hearts-4" | "diamonds-1" | "diamonds-2" | "diamonds-3" | "diamonds-4" | "clubs-1" | "clubs-2" | "clubs-3" | "clubs-4" | "jackpot";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "card_drawn";
            win: boolean;
        };
        MonteCarloCardDrawnLoggedFact: {
            /** @enum {string} */
            card: "spades-1" | "spades-2" | "spades-3" | "spades-4" | "hearts-1" | "hearts-2" | "hearts-3" | "hearts-4" | "diamonds-1" | "diamonds-2" | "diamonds-3" | "diamonds-4" | "clubs-1" | "clubs-2" | "clubs-3" | "clubs-4" | "jackpot";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "card_drawn";
            win: boolean;
        };
        MonteCarloCasino1Square: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "casino-1";
        };
        MonteCarloCasino2Square: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "casino-2";
        };
        MonteCarloCasino3Square: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "casino-3";
            suits: [
                "spades" | "hearts" | "diamonds" | "clubs",
                "spades" | "hearts" | "diamonds" | "clubs",
                "spades" | "hearts" | "diamonds" | "clubs"
            ];
        };
        /** @description C14: after a casino win, A (collect and move again) or B (move roll × card number). */
        MonteCarloChooseMove: {
            /** @enum {string} */
            option: "A" | "B";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "choose";
        };
        MonteCarloColourNamedFact: {
            /** @enum {string} */
            colour: "red" | "blue" | "yellow" | "white";
            seat: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "colour_named";
        };
        MonteCarloColourNamedLoggedFact: {
            /** @enum {string} */
            colour: "red" | "blue" | "yellow" | "white";
            seat: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "colour_named";
        };
        MonteCarloDeckShuffledFact: {
            /** @description How many cards the new draw pile holds. */
            cards: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "deck_shuffled";
        };
        MonteCarloDeckShuffledLoggedFact: {
            /** @description The new draw pile, top first. */
            order: ("spades-1" | "spades-2" | "spades-3" | "spades-4" | "hearts-1" | "hearts-2" | "hearts-3" | "hearts-4" | "diamonds-1" | "diamonds-2" | "diamonds-3" | "diamonds-4" | "clubs-1" | "clubs-2" | "clubs-3" | "clubs-4" | "jackpot")[];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "deck_shuffled";
        };
        MonteCarloDiceThrownFact: {
            dice: number[];
            faces: ("9" | "10" | "J" | "Q" | "K" | "A")[];
            seat: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "dice_thrown";
        };
        MonteCarloDiceThrownLoggedFact: {
            dice: number[];
            faces: ("9" | "10" | "J" | "Q" | "K" | "A")[];
            seat: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "dice_thrown";
        };
        MonteCarloDieRolledFact: {
            die: number;
            seat: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "die_rolled";
        };
        MonteCarloDieRolledLoggedFact: {
            die: number;
            seat: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "die_rolled";
        };
        /** @description C17/C18: call no (further) poker and end the turn. */
        MonteCarloEndTurnMove: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "end_turn";
        };
        /** @description C16: money above $250,000 goes back to the bank. */
        MonteCarloExcessReturnedFact: {
            /** @description Dollars; all money moves in multiples of $10,000 (C1). */
            amount: number;
            seat: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "excess_returned";
        };
        /** @description C16: money above $250,000 goes back to the bank. */
        MonteCarloExcessReturnedLoggedFact: {
            /** @description Dollars; all money moves in multiples of $10,000 (C1). */
            amount: number;
            seat: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "excess_returned";
        };
        /** @description A fact of a Monte Carlo Gamble log as written, hidden cards included (exports of games that are over); `type` says which. */
        MonteCarloFact: components["schemas"]["MonteCarloPositionSetLoggedFact"] | components["schemas"]["MonteCarloDeckShuffledLoggedFact"] | components["schemas"]["MonteCarloTurnStartedLoggedFact"] | components["schemas"]["MonteCarloColourNamedLoggedFact"] | components["schemas"]["MonteCarloDieRolledLoggedFact"] | components["schemas"]["MonteCarloTaxAssessedLoggedFact"] | components["schemas"]["MonteCarloTransferLoggedFact"] | components["schemas"]["MonteCarloExcessReturnedLoggedFact"] | components["schemas"]["MonteCarloRuinedLoggedFact"] | components["schemas"]["MonteCarloPawnSentBackLoggedFact"] | components["schemas"]["MonteCarloPawnMovedLoggedFact"] | components["schemas"]["MonteCarloBetPlacedLoggedFact"] | components["schemas"]["MonteCarloCardDrawnLoggedFact"] | components["schemas"]["MonteCarloOptionChosenLoggedFact"] | components["schemas"]["MonteCarloPokerOfferedLoggedFact"] | components["schemas"]["MonteCarloPokerCalledLoggedFact"] | components["schemas"]["MonteCarloPledgedLoggedFact"] | components["schemas"]["MonteCarloStakeSetLoggedFact"] | components["schemas"]["MonteCarloDiceThrownLoggedFact"] | components["schemas"]["MonteCarloThrowsStoppedLoggedFact"] | components["schemas"]["MonteCarloSuddenDeathLoggedFact"] | components["schemas"]["MonteCarloPokerWonLoggedFact"] | components["schemas"]["MonteCarloPawnRaisedLoggedFact"] | components["schemas"]["MonteCarloPokerAbandonedLoggedFact"] | components["schemas"]["MonteCarloTurnEndedLoggedFact"] | components["schemas"]["MonteCarloResignedLoggedFact"] | components["schemas"]["MonteCarloGameEndedLoggedFact"];
        MonteCarloFinishSquare: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "finish";
        };
        /** @description A Monte Carlo Gamble game as one seat (or a spectator) sees it. */
        MonteCarloGame: {
            /** @description The seats the server plays with built-in players. */
            bots: components["schemas"]["BotSeat"][];
            /** @description The clock (its seats' time and deadlines); null for a game without one. */
            clock: components["schemas"]["Clock"] | null;
            /** Format: date-time */
            createdAt: string;
            /** @description Created from a position rather than dealt. */
            custom: boolean;
            /**
             * Format: date-time
             * @description The game's next deadline, as GET /games lists it: a waiting table's joining deadline (joinWithinSeconds after createdAt), else the earliest deadline of the seats to act; null when nothing is due.
             */
            deadline: string | null;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            game: "monte-carlo";
            id: string;
            outcome: components["schemas"]["Outcome"] | null;
            players: number;
            /** @description A rated table: its game changes OpenSkill ratings when it ends, except for a person's seat that made no move of its own (a game of two is then aborted). false for a casual one: asked for (`rated: false`), opened without a clock, a chosen seed or position, or a seat taken without a player key. */
            rated: boolean;
            /** @description Whose view this is; null for a spectator. Until the game has started, a seat's `view` is the spectator's (no hand: no deal fishing). */
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
            /** @description For a seat: whether it may take back its last move now. Null for a spectator. */
            undo: components["schemas"]["Undo"] | null;
            /** Format: date-time */
            updatedAt: string;
            /** @description The seq of the last log entry; also the ETag. */
            version: number;
            view: components["schemas"]["MonteCarloView"];
        };
        MonteCarloGameEndedFact: {
            /** @enum {string} */
            reason: "won" | "max-turns" | "resigned";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "game_ended";
            winner: number | null;
        };
        MonteCarloGameEndedLoggedFact: {
            /** @enum {string} */
            reason: "won" | "max-turns" | "resigned";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "game_ended";
            winner: number | null;
        };
        MonteCarloGreenSquare: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "green";
        };
        /** @description A move of Monte Carlo Gamble; `type` says which. */
        MonteCarloMove: components["schemas"]["MonteCarloNameColourMove"] | components["schemas"]["MonteCarloRollMove"] | components["schemas"]["MonteCarloMovePawnMove"] | components["schemas"]["MonteCarloBetMove"] | components["schemas"]["MonteCarloChooseMove"] | components["schemas"]["MonteCarloCallPokerMove"] | components["schemas"]["MonteCarloEndTurnMove"] | components["schemas"]["MonteCarloPledgeMove"] | components["schemas"]["MonteCarloStakeMove"] | components["schemas"]["MonteCarloThrowMove"] | components["schemas"]["MonteCarloStopThrowingMove"] | components["schemas"]["MonteCarloSendBackMove"];
        /** @description C6/C7: move this pawn by the number rolled. */
        MonteCarloMovePawnMove: {
            /** @description A pawn id: pawns are numbered seat by seat, colour by colour (view.pawns). */
            pawn: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "move_pawn";
        };
        MonteCarloMovePawnStep: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "move_pawn";
        };
        /** @description A Monte Carlo Gamble game after a move or resignation, as the mover sees it, with its legal moves while it is still to act. */
        MonteCarloMoveResult: components["schemas"]["MonteCarloGame"] & {
            /** @description Present while the seat whose view this is is to act: its legal moves (as GET /games/{id}/legal-moves lists them), so a client need not ask. */
            legalMoves?: components["schemas"]["MonteCarloMove"][];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            game: "monte-carlo";
        };
        /** @description C8: two players name the colour they will move, before rolling. */
        MonteCarloNameColourMove: {
            /** @enum {string} */
            colour: "red" | "blue" | "yellow" | "white";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "name_colour";
        };
        MonteCarloNameColourStep: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "name_colour";
        };
        MonteCarloOptionChosenFact: {
            /** @enum {string} */
            option: "A" | "B";
            seat: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "option_chosen";
        };
        MonteCarloOptionChosenLoggedFact: {
            /** @enum {string} */
            option: "A" | "B";
            seat: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "option_chosen";
        };
        MonteCarloOptions: {
            /** @description Another track, validated against C3, of at most 300 squares; default: the reconstructed board (61 squares). */
            board?: components["schemas"]["MonteCarloSquare"][];
            /** @description End the game after this many turns and rank it by points (C21). */
            maxTurns?: number;
        };
        MonteCarloOptionStep: {
            /** @enum {string} */
            card: "spades-1" | "spades-2" | "spades-3" | "spades-4" | "hearts-1" | "hearts-2" | "hearts-3" | "hearts-4" | "diamonds-1" | "diamonds-2" | "diamonds-3" | "diamonds-4" | "clubs-1" | "clubs-2" | "clubs-3" | "clubs-4" | "jackpot";
            /** @description A pawn id: pawns are numbered seat by seat, colour by colour (view.pawns). */
            pawn: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "option";
        };
        MonteCarloOverStep: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "over";
        };
        MonteCarloPawnMovedFact: {
            /** @description A square of the track, 0 = start; the last square is the finish (a pawn there is home). */
            from: number;
            /** @description A pawn id: pawns are numbered seat by seat, colour by colour (view.pawns). */
            pawn: number;
            /** @enum {string} */
            reason: "die" | "casino-a" | "casino-b" | "casino-loss" | "arrow";
            /** @description A square of the track, 0 = start; the last square is the finish (a pawn there is home). */
            to: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "pawn_moved";
        };
        MonteCarloPawnMovedLoggedFact: {
            /** @description A square of the track, 0 = start; the last square is the finish (a pawn there is home). */
            from: number;
            /** @description A pawn id: pawns are numbered seat by seat, colour by colour (view.pawns). */
            pawn: number;
            /** @enum {string} */
            reason: "die" | "casino-a" | "casino-b" | "casino-loss" | "arrow";
            /** @description A square of the track, 0 = start; the last square is the finish (a pawn there is home). */
            to: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "pawn_moved";
        };
        /** @description C18: the winning opponent pawn goes to the top of the stack. */
        MonteCarloPawnRaisedFact: {
            /** @description A pawn id: pawns are numbered seat by seat, colour by colour (view.pawns). */
            pawn: number;
            /** @description A square of the track, 0 = start; the last square is the finish (a pawn there is home). */
            square: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "pawn_raised";
        };
        /** @description C18: the winning opponent pawn goes to the top of the stack. */
        MonteCarloPawnRaisedLoggedFact: {
            /** @description A pawn id: pawns are numbered seat by seat, colour by colour (view.pawns). */
            pawn: number;
            /** @description A square of the track, 0 = start; the last square is the finish (a pawn there is home). */
            square: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "pawn_raised";
        };
        MonteCarloPawnSentBackFact: {
            /** @description A square of the track, 0 = start; the last square is the finish (a pawn there is home). */
            from: number;
            /** @description A pawn id: pawns are numbered seat by seat, colour by colour (view.pawns). */
            pawn: number;
            /** @description A square of the track, 0 = start; the last square is the finish (a pawn there is home). */
            to: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "pawn_sent_back";
        };
        MonteCarloPawnSentBackLoggedFact: {
            /** @description A square of the track, 0 = start; the last square is the finish (a pawn there is home). */
            from: number;
            /** @description A pawn id: pawns are numbered seat by seat, colour by colour (view.pawns). */
            pawn: number;
            /** @description A square of the track, 0 = start; the last square is the finish (a pawn there is home). */
            to: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "pawn_sent_back";
        };
        MonteCarloPledgedFact: {
            /** @description Dollars; all money moves in multiples of $10,000 (C1). */
            amount: number;
            seat: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "pledged";
        };
        MonteCarloPledgedLoggedFact: {
            /** @description Dollars; all money moves in multiples of $10,000 (C1). */
            amount: number;
            seat: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "pledged";
        };
        /** @description C19: join the challenger with this amount (0 to stay out). */
        MonteCarloPledgeMove: {
            /** @description Dollars; all money moves in multiples of $10,000 (C1). */
            amount: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "pledge";
        };
        MonteCarloPledgeStep: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "pledge";
        };
        /** @description C21: the challenged player resigned during the duel. */
        MonteCarloPokerAbandonedFact: {
            seat: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "poker_abandoned";
        };
        /** @description C21: the challenged player resigned during the duel. */
        MonteCarloPokerAbandonedLoggedFact: {
            seat: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "poker_abandoned";
        };
        MonteCarloPokerCalledFact: {
            opponent: number;
            /** @description A pawn id: pawns are numbered seat by seat, colour by colour (view.pawns). */
            pawn: number;
            pledgers: number[];
            seat: number;
            /** @description A pawn id: pawns are numbered seat by seat, colour by colour (view.pawns). */
            target: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "poker_called";
        };
        MonteCarloPokerCalledLoggedFact: {
            opponent: number;
            /** @description A pawn id: pawns are numbered seat by seat, colour by colour (view.pawns). */
            pawn: number;
            pledgers: number[];
            seat: number;
            /** @description A pawn id: pawns are numbered seat by seat, colour by colour (view.pawns). */
            target: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "poker_called";
        };
        MonteCarloPokerCallStep: {
            /** @description A pawn id: pawns are numbered seat by seat, colour by colour (view.pawns). */
            pawn: number;
            targets: number[];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "poker_call";
        };
        MonteCarloPokerOfferedFact: {
            /** @description A pawn id: pawns are numbered seat by seat, colour by colour (view.pawns). */
            pawn: number;
            seat: number;
            targets: number[];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "poker_offered";
        };
        MonteCarloPokerOfferedLoggedFact: {
            /** @description A pawn id: pawns are numbered seat by seat, colour by colour (view.pawns). */
            pawn: number;
            seat: number;
            targets: number[];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "poker_offered";
        };
        MonteCarloPokerWonFact: {
            /** @enum {string} */
            challengerHand: "nothing" | "one-pair" | "two-pairs" | "three-of-a-kind" | "low-straight" | "high-straight" | "full-house" | "four-of-a-kind" | "five-of-a-kind";
            loser: number;
            /** @enum {string} */
            opponentHand: "nothing" | "one-pair" | "two-pairs" | "three-of-a-kind" | "low-straight" | "high-straight" | "full-house" | "four-of-a-kind" | "five-of-a-kind";
            seat: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "poker_won";
        };
        MonteCarloPokerWonLoggedFact: {
            /** @enum {string} */
            challengerHand: "nothing" | "one-pair" | "two-pairs" | "three-of-a-kind" | "low-straight" | "high-straight" | "full-house" | "four-of-a-kind" | "five-of-a-kind";
            loser: number;
            /** @enum {string} */
            opponentHand: "nothing" | "one-pair" | "two-pairs" | "three-of-a-kind" | "low-straight" | "high-straight" | "full-house" | "four-of-a-kind" | "five-of-a-kind";
            seat: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "poker_won";
        };
        MonteCarloPositionSetFact: {
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
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "position_set";
        };
        MonteCarloPositionSetLoggedFact: {
            /** @description A complete Monte Carlo Gamble table; the bank and the players hold $1,000,000 together. */
            position: {
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
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "position_set";
        };
        MonteCarloResignedFact: {
            seat: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "resigned";
        };
        MonteCarloResignedLoggedFact: {
            seat: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "resigned";
        };
        /** @description Nothing of the turn is awaited: between moves only while `ruins` are being settled after a poker. */
        MonteCarloResolvingStep: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "resolving";
        };
        /** @description C6: roll the die. */
        MonteCarloRollMove: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "roll";
        };
        MonteCarloRollStep: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "roll";
        };
        MonteCarloRuinedFact: {
            /** @enum {string} */
            cause: "tax" | "casino" | "poker";
            chooser: number | null;
            seat: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "ruined";
        };
        MonteCarloRuinedLoggedFact: {
            /** @enum {string} */
            cause: "tax" | "casino" | "poker";
            chooser: number | null;
            seat: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "ruined";
        };
        /** @description A fact of a Monte Carlo Gamble log as the caller may see it (hidden cards left out); `type` says which. */
        MonteCarloSeenFact: components["schemas"]["MonteCarloPositionSetFact"] | components["schemas"]["MonteCarloDeckShuffledFact"] | components["schemas"]["MonteCarloTurnStartedFact"] | components["schemas"]["MonteCarloColourNamedFact"] | components["schemas"]["MonteCarloDieRolledFact"] | components["schemas"]["MonteCarloTaxAssessedFact"] | components["schemas"]["MonteCarloTransferFact"] | components["schemas"]["MonteCarloExcessReturnedFact"] | components["schemas"]["MonteCarloRuinedFact"] | components["schemas"]["MonteCarloPawnSentBackFact"] | components["schemas"]["MonteCarloPawnMovedFact"] | components["schemas"]["MonteCarloBetPlacedFact"] | components["schemas"]["MonteCarloCardDrawnFact"] | components["schemas"]["MonteCarloOptionChosenFact"] | components["schemas"]["MonteCarloPokerOfferedFact"] | components["schemas"]["MonteCarloPokerCalledFact"] | components["schemas"]["MonteCarloPledgedFact"] | components["schemas"]["MonteCarloStakeSetFact"] | components["schemas"]["MonteCarloDiceThrownFact"] | components["schemas"]["MonteCarloThrowsStoppedFact"] | components["schemas"]["MonteCarloSuddenDeathFact"] | components["schemas"]["MonteCarloPokerWonFact"] | components["schemas"]["MonteCarloPawnRaisedFact"] | components["schemas"]["MonteCarloPokerAbandonedFact"] | components["schemas"]["MonteCarloTurnEndedFact"] | components["schemas"]["MonteCarloResignedFact"] | components["schemas"]["MonteCarloGameEndedFact"];
        /** @description C15/C16: the pawn a ruin sends back to the bank behind it (or the start). */
        MonteCarloSendBackMove: {
            /** @description A pawn id: pawns are numbered seat by seat, colour by colour (view.pawns). */
            pawn: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "send_back";
        };
        MonteCarloSetupStep: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "setup";
        };
        /** @description C3: one square of the track. */
        MonteCarloSquare: components["schemas"]["MonteCarloStartSquare"] | components["schemas"]["MonteCarloGreenSquare"] | components["schemas"]["MonteCarloBankSquare"] | components["schemas"]["MonteCarloToBank1Square"] | components["schemas"]["MonteCarloToBank2Square"] | components["schemas"]["MonteCarloCasino3Square"] | components["schemas"]["MonteCarloCasino2Square"] | components["schemas"]["MonteCarloCasino1Square"] | components["schemas"]["MonteCarloFinishSquare"];
        /** @description C17: the stake of the poker just called. */
        MonteCarloStakeMove: {
            /** @description Dollars; all money moves in multiples of $10,000 (C1). */
            amount: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "stake";
        };
        MonteCarloStakeSetFact: {
            seat: number;
            shares: {
                /** @description Dollars; all money moves in multiples of $10,000 (C1). */
                amount: number;
                seat: number;
            }[];
            /** @description Dollars; all money moves in multiples of $10,000 (C1). */
            stake: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "stake_set";
        };
        MonteCarloStakeSetLoggedFact: {
            seat: number;
            shares: {
                /** @description Dollars; all money moves in multiples of $10,000 (C1). */
                amount: number;
                seat: number;
            }[];
            /** @description Dollars; all money moves in multiples of $10,000 (C1). */
            stake: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "stake_set";
        };
        MonteCarloStakeStep: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "stake";
        };
        MonteCarloStartSquare: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "start";
        };
        /** @description What the table waits for now. */
        MonteCarloStep: components["schemas"]["MonteCarloSetupStep"] | components["schemas"]["MonteCarloNameColourStep"] | components["schemas"]["MonteCarloRollStep"] | components["schemas"]["MonteCarloMovePawnStep"] | components["schemas"]["MonteCarloBetStep"] | components["schemas"]["MonteCarloOptionStep"] | components["schemas"]["MonteCarloPokerCallStep"] | components["schemas"]["MonteCarloPledgeStep"] | components["schemas"]["MonteCarloStakeStep"] | components["schemas"]["MonteCarloThrowStep"] | components["schemas"]["MonteCarloResolvingStep"] | components["schemas"]["MonteCarloOverStep"];
        /** @description C18: keep the hand as it lies. */
        MonteCarloStopThrowingMove: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "stop_throwing";
        };
        MonteCarloSuddenDeathFact: {
            challenger: ("9" | "10" | "J" | "Q" | "K" | "A")[];
            opponent: ("9" | "10" | "J" | "Q" | "K" | "A")[];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "sudden_death";
        };
        MonteCarloSuddenDeathLoggedFact: {
            challenger: ("9" | "10" | "J" | "Q" | "K" | "A")[];
            opponent: ("9" | "10" | "J" | "Q" | "K" | "A")[];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "sudden_death";
        };
        MonteCarloTaxAssessedFact: {
            /** @description Dollars; all money moves in multiples of $10,000 (C1). */
            amount: number;
            /** @enum {string} */
            reason: "pawn-on-start" | "standard" | "last-pawn";
            seat: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "tax_assessed";
        };
        MonteCarloTaxAssessedLoggedFact: {
            /** @description Dollars; all money moves in multiples of $10,000 (C1). */
            amount: number;
            /** @enum {string} */
            reason: "pawn-on-start" | "standard" | "last-pawn";
            seat: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "tax_assessed";
        };
        /** @description C18: throw these poker dice (indexes 0–4, ascending); the first throw of a hand throws all five. */
        MonteCarloThrowMove: {
            dice: number[];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "throw";
        };
        MonteCarloThrowsStoppedFact: {
            seat: number;
            throws: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "throws_stopped";
        };
        MonteCarloThrowsStoppedLoggedFact: {
            seat: number;
            throws: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "throws_stopped";
        };
        MonteCarloThrowStep: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "throw";
        };
        MonteCarloToBank1Square: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "to-bank-1";
        };
        MonteCarloToBank2Square: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "to-bank-2";
        };
        MonteCarloTransferFact: {
            /** @description Dollars; all money moves in multiples of $10,000 (C1). */
            amount: number;
            from: number | "bank";
            /** @enum {string} */
            reason: "tax" | "bank" | "start" | "casino-win" | "casino-loss" | "poker";
            to: number | "bank";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "transfer";
        };
        MonteCarloTransferLoggedFact: {
            /** @description Dollars; all money moves in multiples of $10,000 (C1). */
            amount: number;
            from: number | "bank";
            /** @enum {string} */
            reason: "tax" | "bank" | "start" | "casino-win" | "casino-loss" | "poker";
            to: number | "bank";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "transfer";
        };
        MonteCarloTurnEndedFact: {
            seat: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "turn_ended";
        };
        MonteCarloTurnEndedLoggedFact: {
            seat: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "turn_ended";
        };
        MonteCarloTurnStartedFact: {
            seat: number;
            turn: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "turn_started";
        };
        MonteCarloTurnStartedLoggedFact: {
            seat: number;
            turn: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "turn_started";
        };
        /** @description The Monte Carlo Gamble table as one seat (or a spectator) may see it. */
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
            step: components["schemas"]["MonteCarloStep"];
            toAct: number[];
            turn: {
                colour: ("red" | "blue" | "yellow" | "white") | null;
                die: number | null;
                number: number;
                seat: number;
            } | null;
            viewer: number | null;
        };
        /** @description A move of one of the games (MonadMove, MonteCarloMove…); the game of the URL decides which. */
        Move: components["schemas"]["MonadMove"] | components["schemas"]["MonteCarloMove"];
        MoveBody: {
            /** @description Refuse with 409 unless the game is at this version (or use If-Match). */
            expectedVersion?: number;
            move: components["schemas"]["Move"];
        };
        /** @description The game after a move or resignation, as the mover sees it, with its legal moves while it is still to act; `game` says which. */
        MoveResult: components["schemas"]["MonadMoveResult"] | components["schemas"]["MonteCarloMoveResult"];
        MutedPlayer: {
            name: string;
            playerId: string;
            /** Format: date-time */
            since: string;
        };
        /**
         * @description The players you muted (their chat is hidden from you) or blocked (no chat, no challenge from them).
         * @example {
         *       "players": [
         *         {
         *           "name": "Troll",
         *           "playerId": "0b6f8a3e-5c2d-4f61-9e0a-7d1c2b3a4e5f",
         *           "since": "2026-11-26T12:00:00.000Z"
         *         }
         *       ]
         *     }
         */
        MuteList: {
            players: components["schemas"]["MutedPlayer"][];
        };
        /**
         * @description What this server can notify you by, your e-mail address and whether you want turn reminders: what a settings page needs in one answer.
         * @example {
         *       "channels": {
         *         "email": true,
         *         "push": true,
         *         "webhooks": true
         *       },
         *       "email": null,
         *       "reminders": true
         *     }
         */
        MyNotifications: {
            channels: components["schemas"]["NotificationChannels"];
            /** @description Your e-mail address; null when you gave none. */
            email: components["schemas"]["EmailAddress"] | null;
            /** @description Turn reminders: in a game with a correspondence clock, a turn of yours still not played is told once more (stream event turn-reminder, webhooks that take it, pushes, and mail when your address hears of each turn) when its time left falls to the lesser of 24 hours and half of what the turn allowed. On unless you turned them off. */
            reminders: boolean;
        };
        /**
         * @example {
         *       "handle": "Ada",
         *       "id": "0b6f8a3e-5c2d-4f61-9e0a-7d1c2b3a4e5f",
         *       "key": "Xq9…",
         *       "name": "Ada"
         *     }
         */
        NewPlayer: components["schemas"]["Player"] & {
            /**
             * @description Present when the player said it is a program.
             * @enum {boolean}
             */
            bot?: true;
            /** @description The player key (256 random bits): Authorization: Bearer <key>. Shown once; only its hash is kept. */
            key: string;
        };
        /**
         * @example {
         *       "createdAt": "2026-11-26T12:00:00.000Z",
         *       "enabled": true,
         *       "events": [
         *         "your-turn"
         *       ],
         *       "id": "5f0c2a8e-2b1d-4c3e-9a7f-1e2d3c4b5a69",
         *       "secret": "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
         *       "url": "https://bot.example.org/croupier"
         *     }
         */
        NewWebhook: components["schemas"]["Webhook"] & {
            /** @description The signing secret (whsec_…), shown once: verify each delivery with it and a Standard Webhooks library (headers webhook-id, webhook-timestamp, webhook-signature). */
            secret: string;
        };
        /**
         * @description How this server can tell a player it is their turn, so that a page offers only what works.
         * @example {
         *       "email": true,
         *       "push": true,
         *       "webhooks": true
         *     }
         */
        NotificationChannels: {
            /** @description E-mail (POST /players/me/email): only when the server runs with SMTP_URL; else 409 email-off. */
            email: boolean;
            /** @description Web Push (GET /push/key, POST /players/me/push-subscriptions): always offered. */
            push: boolean;
            /** @description POST /players/me/webhooks: always offered. */
            webhooks: boolean;
        };
        /**
         * @description What becomes of a seat whose time runs out: `resign` (the default) resigns it; `bot` (games of 3 or more players) has the heuristic bot play it for the rest of the game, so the others play on. Either way the player's result is a timeout.
         * @enum {string}
         */
        OnTimeout: "resign" | "bot";
        OpenApiDocument: {
            openapi: string;
        } & {
            [key: string]: unknown;
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
        PasskeyAdded: {
            /** @description The credential id. */
            id: string;
        };
        /** @description AuthenticationResponseJSON, as startAuthentication() returns it. */
        PasskeyAssertion: {
            /** @enum {string} */
            authenticatorAttachment?: "platform" | "cross-platform";
            clientExtensionResults: {
                [key: string]: unknown;
            };
            id: string;
            rawId: string;
            response: {
                authenticatorData: string;
                clientDataJSON: string;
                signature: string;
                userHandle?: string;
            } & {
                [key: string]: unknown;
            };
            /** @enum {string} */
            type: "public-key";
        };
        PasskeyInfo: {
            /** @description The device key with which the passkey was added: revoking that key removes the passkey too. Null for a passkey added before keys were recorded. */
            addedBy: {
                /** @description The key, among GET /players/me/keys. */
                keyId: string;
                label: string | null;
            } | null;
            /** Format: date-time */
            createdAt: string;
            /** @description The credential id (DELETE /players/me/passkeys/{id} removes it). */
            id: string;
            /**
             * Format: date-time
             * @description When it last signed a device in; null: never.
             */
            lastUsedAt: string | null;
        };
        /**
         * @description The player's passkeys, oldest first.
         * @example {
         *       "passkeys": [
         *         {
         *           "addedBy": {
         *             "keyId": "5f0c1a2b-3c4d-4e5f-8a9b-0c1d2e3f4a5b",
         *             "label": "Laptop"
         *           },
         *           "createdAt": "2026-11-26T10:02:00.000Z",
         *           "id": "bWFkZS1ieS1hLWtleQ",
         *           "lastUsedAt": "2026-11-27T08:30:00.000Z"
         *         }
         *       ]
         *     }
         */
        PasskeyList: {
            passkeys: components["schemas"]["PasskeyInfo"][];
        };
        /** @description PublicKeyCredentialCreationOptionsJSON (registration) or PublicKeyCredentialRequestOptionsJSON (authentication): hand it to the WebAuthn API (e.g. @simplewebauthn/browser). The challenge is single-use and expires after 5 minutes. */
        PasskeyOptions: {
            challenge: string;
        } & {
            [key: string]: unknown;
        };
        /** @description RegistrationResponseJSON, as startRegistration() returns it. */
        PasskeyRegistration: {
            /** @enum {string} */
            authenticatorAttachment?: "platform" | "cross-platform";
            clientExtensionResults: {
                [key: string]: unknown;
            };
            id: string;
            rawId: string;
            response: {
                attestationObject: string;
                clientDataJSON: string;
                transports?: string[];
            } & {
                [key: string]: unknown;
            };
            /** @enum {string} */
            type: "public-key";
        };
        PasskeyRegistrationBody: {
            credential: components["schemas"]["PasskeyRegistration"];
        };
        PasskeySignInBody: {
            credential: components["schemas"]["PasskeyAssertion"];
            /**
             * @description What the device is called in the list of keys (e.g. "Phone"): plain text, without control or format characters such as the bidi controls (400 invalid-request).
             * @example Phone
             */
            label?: string;
        };
        /**
         * @example {
         *       "handle": "Ada",
         *       "id": "0b6f8a3e-5c2d-4f61-9e0a-7d1c2b3a4e5f",
         *       "name": "Ada"
         *     }
         */
        Player: {
            /**
             * @description How others find a player (GET /players/{handle}): 3 to 20 ASCII letters, digits, - and _, unique whatever the case.
             * @example ada_l
             */
            handle: string;
            id: string;
            name: string;
        };
        /** @description The data of one event of GET /players/me/events: about one of the player's games, or (webhook-disabled) about the player. */
        PlayerEvent: components["schemas"]["GamePlayerEvent"] | components["schemas"]["WebhookDisabledEvent"];
        /**
         * @example {
         *       "channel": "seats",
         *       "text": "good luck!"
         *     }
         */
        PostChatBody: {
            channel?: components["schemas"]["ChatChannel"] & unknown;
            /**
             * @description 1 to 500 characters of plain text, at least one of them visible. Line breaks are kept (
             *     ,
            , U+2028 and U+2029 become
             *     ); other control characters, the bidi controls U+202A–U+202E and U+2066–U+2069, and invisible characters that can hide text (the tag characters U+E0000–U+E007F but in the flags of England, Scotland and Wales, U+2060–U+2065, U+206A–U+206F, U+FEFF, U+FFF9–U+FFFB, U+1D173–U+1D17A, a variation selector right after another) are refused (422 chat-text-invalid).
             */
            text: string;
        };
        /**
         * @example {
         *       "seats": [
         *         {
         *           "here": true,
         *           "seat": 0
         *         },
         *         {
         *           "here": false,
         *           "seat": 1
         *         }
         *       ],
         *       "watching": 3
         *     }
         */
        Presence: {
            seats: {
                /** @description Whether whoever holds the seat had an event stream open (a game or player stream, on any server process) within the last 60 s. A built-in bot is always here; a free seat never. */
                here: boolean;
                seat: number;
            }[];
            /** @description How many event streams of this game that hold no seat (spectators') are open, over every server process: a seat's own streams show it here, never as watching. */
            watching: number;
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
            /** @description A URI reference naming the kind of problem, /problems/<code>, the same in every language: a page on this server that explains the code (for a rule code, quotes the rule), in English, or in French or German with ?lang=fr or ?lang=de. */
            type: string;
        } & {
            [key: string]: unknown;
        };
        /** @description Malformed JSON, or a path, query, header or body of the wrong shape: an unknown query parameter, malformed percent-encoding, a NUL character or a lone UTF-16 surrogate anywhere, a body that is not what its Content-Encoding says. (RFC 9457 problem details.) */
        Problem400: components["schemas"]["Problem"] & ({
            /**
             * @description What went wrong, for programs.
             * @enum {string}
             */
            code?: "malformed-json" | "invalid-request";
            /** @enum {integer} */
            status?: 400;
        } & {
            [key: string]: unknown;
        });
        /** @description The seat token or player key is missing or unknown, or the key was revoked (revoked-key). (RFC 9457 problem details.) */
        Problem401: components["schemas"]["Problem"] & ({
            /**
             * @description What went wrong, for programs.
             * @enum {string}
             */
            code?: "missing-token" | "unknown-token" | "revoked-key";
            /** @enum {integer} */
            status?: 401;
        } & {
            [key: string]: unknown;
        });
        /** @description The token holds a seat in another game, the key no seat in this one, the invitation does not open that seat, or someone who took an open seat tries to cancel the table (not-creator: only its creator may). (RFC 9457 problem details.) */
        Problem403: components["schemas"]["Problem"] & ({
            /**
             * @description What went wrong, for programs.
             * @enum {string}
             */
            code?: "wrong-game" | "not-creator" | "bad-invite" | "chat-channel-forbidden" | "challenge-blocked" | "not-challenged";
            /** @enum {integer} */
            status?: 403;
        } & {
            [key: string]: unknown;
        });
        /** @description No such game, player (by handle or id), challenge, or (key-not-found, passkey-not-found) key or passkey of yours; or no e-mail address given (email-not-found); or no review for a game of its kind (review-not-offered). (RFC 9457 problem details.) */
        Problem404: components["schemas"]["Problem"] & ({
            /**
             * @description What went wrong, for programs.
             * @enum {string}
             */
            code?: "game-not-found" | "version-not-found" | "route-not-found" | "problem-code-not-found" | "review-not-offered" | "challenge-not-found" | "key-not-found" | "passkey-not-found" | "player-not-found" | "email-not-found" | "webhook-not-found" | "push-subscription-not-found";
            /** @enum {integer} */
            status?: 404;
        } & {
            [key: string]: unknown;
        });
        /** @description The game is at another version than expected (`currentVersion` says which), the seat was taken first, the player already sits there, the handle is taken, or the challenge is no longer open; email-off: the server sends no e-mail. (RFC 9457 problem details.) */
        Problem409: components["schemas"]["Problem"] & ({
            /**
             * @description What went wrong, for programs.
             * @enum {string}
             */
            code?: "version-conflict" | "seat-taken" | "already-seated" | "vacation-conflict" | "too-many-waiting-tables" | "game-not-over" | "time-out" | "challenge-closed" | "challenger-too-many-tables" | "handle-taken" | "email-off";
            /** @enum {integer} */
            status?: 409;
        } & {
            [key: string]: unknown;
        });
        /** @description The body is too large. (RFC 9457 problem details.) */
        Problem413: components["schemas"]["Problem"] & ({
            /**
             * @description What went wrong, for programs.
             * @enum {string}
             */
            code?: "payload-too-large";
            /** @enum {integer} */
            status?: 413;
        } & {
            [key: string]: unknown;
        });
        /** @description A body that is not JSON (Content-Type other than application/json), or an encoding the server does not read. (RFC 9457 problem details.) */
        Problem415: components["schemas"]["Problem"] & ({
            /**
             * @description What went wrong, for programs.
             * @enum {string}
             */
            code?: "unsupported-media-type";
            /** @enum {integer} */
            status?: 415;
        } & {
            [key: string]: unknown;
        });
        /** @description The rules forbid this now (out of turn included): `code` names the rule and `detail` says what to do; or an idempotency key was reused; or the table is not in the state this needs (not-started, game-cancelled, not-waiting, not-finished, join-deadline-passed, table-expired); or an undo is not allowed now (undo-not-allowed, its `reason` says why); or a link code is wrong, used or expired (bad-link-code), or a passkey answer is refused (passkey-refused), or a mailed link is wrong, used or expired (email-token-invalid, email-token-expired), or an e-mail address is not one (email-address-invalid). (RFC 9457 problem details.) */
        Problem422: components["schemas"]["Problem"] & ({
            /** @description idempotency-key-reused, a table code (not-started, game-cancelled, not-waiting, not-finished, join-deadline-passed, table-expired), undo-not-allowed, or the rule the request breaks (monad/M8-not-your-turn). */
            code?: ("not-waiting" | "not-started" | "game-cancelled" | "not-finished" | "join-deadline-passed" | "vacation-over-budget" | "table-expired" | "idempotency-key-reused" | "chat-text-invalid" | "chat-closed" | "not-yourself" | "undo-not-allowed" | "bad-link-code" | "passkey-refused" | "address-refused" | "too-many-webhooks" | "email-address-invalid" | "email-token-invalid" | "email-token-expired" | "bad-push-subscription" | "too-many-push-subscriptions") | string;
            /** @enum {integer} */
            status?: 422;
        } & {
            [key: string]: unknown;
        });
        /** @description Too many requests; wait for Retry-After seconds. (RFC 9457 problem details.) */
        Problem429: components["schemas"]["Problem"] & ({
            /**
             * @description What went wrong, for programs.
             * @enum {string}
             */
            code?: "too-many-new-tables" | "too-many-connections" | "chat-too-fast" | "too-many-link-codes" | "too-many-confirmations" | "rate-limited";
            /** @enum {integer} */
            status?: 429;
        } & {
            [key: string]: unknown;
        });
        /** @description The database cannot be reached, or the server is computing as many post-game reviews as it takes at once (too-many-reviews), or too busy to compute one now (review-unavailable); try again after Retry-After seconds. (RFC 9457 problem details.) */
        Problem503: components["schemas"]["Problem"] & ({
            /**
             * @description What went wrong, for programs.
             * @enum {string}
             */
            code?: "too-many-reviews" | "review-unavailable" | "server-at-capacity" | "database-unavailable";
            /** @enum {integer} */
            status?: 503;
        } & {
            [key: string]: unknown;
        });
        /**
         * @example {
         *       "games": {
         *         "monad": {
         *           "played": 12,
         *           "won": 7
         *         }
         *       },
         *       "handle": "ada_l",
         *       "history": {
         *         "monad": [
         *           {
         *             "at": "2026-11-20T10:00:00.000Z",
         *             "gameId": "7c9e6679-7425-40de-944b-e07fc1f90ae7",
         *             "place": 1,
         *             "rating": 1184
         *           }
         *         ]
         *       },
         *       "kind": "person",
         *       "name": "Ada Lovelace",
         *       "ratings": {
         *         "monad": {
         *           "games": 12,
         *           "provisional": false,
         *           "rating": 1184
         *         }
         *       },
         *       "recent": [
         *         {
         *           "finishedAt": "2026-11-20T10:00:00.000Z",
         *           "game": "monad",
         *           "id": "7c9e6679-7425-40de-944b-e07fc1f90ae7",
         *           "players": 2,
         *           "seat": 0,
         *           "won": true
         *         }
         *       ],
         *       "since": "2026-11-01T09:00:00.000Z"
         *     }
         */
        Profile: {
            /** @description For a built-in bot: its strategy, as seats name it ({ "bot": "ismcts" }). */
            builtIn?: string;
            /** @description Finished games per game (a built-in bot: rated games only). */
            games: {
                [key: string]: {
                    played: number;
                    won: number;
                };
            };
            /**
             * @description How others find a player (GET /players/{handle}): 3 to 20 ASCII letters, digits, - and _, unique whatever the case.
             * @example ada_l
             */
            handle: string;
            /** @description Per game, the rating after each of the latest rated games, newest first. */
            history: {
                [key: string]: components["schemas"]["RatingPoint"][];
            };
            /**
             * @description A bot is a built-in player or a program that said so.
             * @enum {string}
             */
            kind: "person" | "bot";
            name: string;
            /** @description Per game the player is rated in. */
            ratings: {
                [key: string]: components["schemas"]["RatingSummary"];
            };
            /** @description The latest finished games, newest first. */
            recent: components["schemas"]["RecentGame"][];
            /**
             * Format: date-time
             * @description When the player signed up.
             */
            since: string;
        };
        PushKey: {
            /** @description The server's VAPID public key: pushManager.subscribe's applicationServerKey. */
            publicKey: string;
        };
        /**
         * @description The browser's PushSubscription as JSON (subscription.toJSON()).
         * @example {
         *       "endpoint": "https://push.example.net/send/abc",
         *       "expirationTime": null,
         *       "keys": {
         *         "auth": "tBHItJI5svbpez7KI4CCXg",
         *         "p256dh": "BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM"
         *       }
         *     }
         */
        PushSubscriptionBody: {
            /** @description The push service's https URL; at most 2048 characters as URL parsing writes it (each character outside ASCII percent-encoded). Loopback, private, link-local, unspecified and metadata addresses are refused (422 address-refused) unless the server runs with WEBHOOK_ALLOW_PRIVATE=1. */
            endpoint: string;
            expirationTime?: number | null;
            keys: {
                /** @description The authentication secret (URL-safe base64, 16 bytes). */
                auth: string;
                /** @description The browser's P-256 public key (URL-safe base64, 65 bytes). */
                p256dh: string;
            };
        };
        /**
         * @example {
         *       "id": "9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d"
         *     }
         */
        PushSubscriptionCreated: {
            id: string;
        };
        Queued: {
            /** @description The delivery's webhook-id. */
            id: string;
        };
        RatingPoint: {
            /** Format: date-time */
            at: string;
            gameId: string;
            /** @description The place in that game, 1 first. */
            place: number;
            rating: number;
        };
        RatingSummary: {
            /** @description Rated games played. */
            games: number;
            /** @description Fewer than 10 rated games: not on the leaderboard yet. */
            provisional: boolean;
            /** @description The displayed rating: 40 × (μ − 3σ) + 1000; a newcomer shows 1000. */
            rating: number;
        };
        RecentGame: {
            /** Format: date-time */
            finishedAt: string;
            game: string;
            id: string;
            players: number;
            seat: number;
            won: boolean;
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
        /**
         * @example {
         *       "createdAt": "2026-11-26T12:00:00.000Z",
         *       "enabled": true,
         *       "events": [
         *         "your-turn"
         *       ],
         *       "id": "5f0c2a8e-2b1d-4c3e-9a7f-1e2d3c4b5a69",
         *       "previousSecretExpiresAt": "2026-11-28T12:00:00.000Z",
         *       "secret": "whsec_3Jq0Zb6yWm1Tn8Rk2Xc5Vd7Lf9Hg4Ps",
         *       "url": "https://bot.example.org/croupier"
         *     }
         */
        RotatedWebhook: components["schemas"]["NewWebhook"] & {
            /**
             * Format: date-time
             * @description Until then (24 hours on) each delivery is signed with the replaced secret too: two signatures in webhook-signature, so a receiver still verifying with the old secret accepts it. Rotating again meanwhile replaces the old secret with the one this call made.
             */
            previousSecretExpiresAt: string;
            /** @description The new signing secret (whsec_…), shown once. Deliveries are signed with it from now on, those already queued included. */
            secret?: string;
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
        /** @description A fact of the log as the caller may see it, in the shape of the game's own facts. */
        SeenFact: components["schemas"]["MonadSeenFact"] | components["schemas"]["MonteCarloSeenFact"];
        /**
         * @example {
         *       "address": "ada@example.org",
         *       "frequency": "each-turn"
         *     }
         */
        SetEmailBody: {
            /** @description The address, as name@example.org (at most 254 characters, no display name). */
            address: string;
            frequency: components["schemas"]["EmailFrequency"];
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
            /**
             * @description expired: the table had no joining deadline and waited TABLE_EXPIRY_DAYS days for people (GET /games lists it no more).
             * @enum {string}
             */
            reason?: "expired";
            /** @description Who cancelled; null: the server, as nobody took the open seats within `joinWithinSeconds`, or the table expired. */
            seat: number | null;
            /** @enum {string} */
            type: "cancelled";
        } | {
            game: string;
            /** @enum {string} */
            type: "rematch";
        } | {
            /** @description The built-in player that plays the seat from now on. */
            bot: string;
            seat: number;
            /** @enum {string} */
            type: "stood-in";
        } | {
            /** Format: date-time */
            from: string;
            seat: number;
            /** @enum {string} */
            type: "vacation";
            /** Format: date-time */
            until: string;
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
            /** @description The handle of the player sitting here with a key: GET /players/{handle}. */
            handle?: string;
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
            /** @description true: the table waited TABLE_EXPIRY_DAYS days for people without a joining deadline and expired (status cancelled). */
            expired: boolean;
            /** @description The rematch of this game, once someone asked for it (POST /games/{id}/rematch). */
            rematch: string | null;
            /** @description The game this one is a rematch of. */
            rematchOf: string | null;
        };
        /**
         * @description Whether the seat may take back its last move (Board Game Arena's policy): only the seat to act, only its own moves of the turn, back to the last thing hidden or random revealed, and before anyone else acts.
         * @example {
         *       "allowed": true,
         *       "returnsTo": 3
         *     }
         */
        Undo: {
            /** @description Whether POST /games/{id}/undo would take back your last move now. */
            allowed: boolean;
            /**
             * @description While not allowed, why: not-in-play (the game is not being played), not-your-turn, nothing-to-undo (no move of yours this turn, or someone else acted since), revealed (your last move showed a card, a die or another hidden thing).
             * @enum {string}
             */
            reason?: "not-in-play" | "not-your-turn" | "nothing-to-undo" | "revealed";
            /** @description While allowed: the version the game returns to (the state before your last move). */
            returnsTo?: number;
        };
        /** @description The version the seat looked at (or If-Match): a repeated undo then cannot take back a second move. An empty body undoes at any version. */
        UndoBody: {
            expectedVersion?: number;
        };
        /**
         * @example {
         *       "reminders": false
         *     }
         */
        UpdateNotificationsBody: {
            /** @description Turn reminders: in a game with a correspondence clock, a turn of yours still not played is told once more (stream event turn-reminder, webhooks that take it, pushes, and mail when your address hears of each turn) when its time left falls to the lesser of 24 hours and half of what the turn allowed. On unless you turned them off. */
            reminders: boolean;
        };
        Vacation: {
            /** @description Days still free in the 365 days up to now (to a tenth of a day), counting the vacation on as taken up to its `until`. */
            daysLeft: number;
            /** @description Vacation days in any 365 days (VACATION_DAYS_PER_YEAR). */
            daysPerYear: number;
            /**
             * Format: date-time
             * @description When the vacation on started; null when none is on.
             */
            from: string | null;
            /** @description After a start or an end: the games whose deadlines this paused or resumed (games on with a correspondence clock: a move may take a day or more). */
            games?: number;
            onVacation: boolean;
            /**
             * Format: date-time
             * @description When the vacation on ends; null when none is on.
             */
            until: string | null;
        };
        /**
         * @example {
         *       "until": "2026-08-15T08:00:00.000Z"
         *     }
         */
        VacationBody: {
            /**
             * Format: date-time
             * @description When the vacation ends (after now); from now to then counts against the VACATION_DAYS_PER_YEAR days of any 365 days.
             */
            until: string;
        };
        /** @description The table after the entry, as the stream's viewer sees it (a seat with its token, else a spectator; a seat sees the spectator's until the game has started). */
        View: components["schemas"]["MonadView"] | components["schemas"]["MonteCarloView"];
        /**
         * @example {
         *       "createdAt": "2026-11-26T12:00:00.000Z",
         *       "enabled": true,
         *       "events": [
         *         "your-turn"
         *       ],
         *       "id": "5f0c2a8e-2b1d-4c3e-9a7f-1e2d3c4b5a69",
         *       "url": "https://bot.example.org/croupier"
         *     }
         */
        Webhook: {
            /** Format: date-time */
            createdAt: string;
            /** @description False once deliveries failed for 24 hours: the webhook is then disabled (delete it and add it again). */
            enabled: boolean;
            events: components["schemas"]["DeliveryType"][];
            id: string;
            /**
             * Format: date-time
             * @description Present after a rotation (POST …/{id}/secret), for 24 hours: until then deliveries are signed with the secret it replaced too.
             */
            previousSecretExpiresAt?: string;
            /** @description The URL given, as URL parsing writes it: https://Example.org is kept as https://example.org/. */
            url: string;
        };
        /**
         * @description A webhook of the player failed for 24 hours and was disabled: delete it and add it again (POST /players/me/webhooks).
         * @example {
         *       "at": "2026-11-27T12:00:00.000Z",
         *       "reason": "HTTP 500",
         *       "seq": 12,
         *       "type": "webhook-disabled",
         *       "url": "https://bot.example.org/croupier",
         *       "webhookId": "5f0c2a8e-2b1d-4c3e-9a7f-1e2d3c4b5a69"
         *     }
         */
        WebhookDisabledEvent: {
            /** Format: date-time */
            at: string;
            /** @description Why its last attempt failed, in a few words. */
            reason: string;
            /** @description The event's number in this player's stream; also its SSE id. */
            seq: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "webhook-disabled";
            /** @description The webhook's URL (absent if it was deleted meanwhile). */
            url?: string;
            webhookId: string;
        };
        WebhookList: {
            webhooks: components["schemas"]["Webhook"][];
        };
        XRequestId: string;
    };
    responses: {
        /** @description Malformed JSON, or a path, query, header or body of the wrong shape: an unknown query parameter, malformed percent-encoding, a NUL character or a lone UTF-16 surrogate anywhere, a body that is not what its Content-Encoding says. */
        Problem400: {
            headers: {
                "X-Request-Id": components["headers"]["XRequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem400"];
            };
        };
        /** @description The seat token or player key is missing or unknown, or the key was revoked (revoked-key). */
        Problem401: {
            headers: {
                "WWW-Authenticate": components["headers"]["WWWAuthenticate"];
                "X-Request-Id": components["headers"]["XRequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem401"];
            };
        };
        /** @description The token holds a seat in another game, the key no seat in this one, the invitation does not open that seat, or someone who took an open seat tries to cancel the table (not-creator: only its creator may). */
        Problem403: {
            headers: {
                "X-Request-Id": components["headers"]["XRequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem403"];
            };
        };
        /** @description No such game, player (by handle or id), challenge, or (key-not-found, passkey-not-found) key or passkey of yours; or no e-mail address given (email-not-found); or no review for a game of its kind (review-not-offered). */
        Problem404: {
            headers: {
                "X-Request-Id": components["headers"]["XRequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem404"];
            };
        };
        /** @description The game is at another version than expected (`currentVersion` says which), the seat was taken first, the player already sits there, the handle is taken, or the challenge is no longer open; email-off: the server sends no e-mail. */
        Problem409: {
            headers: {
                "X-Request-Id": components["headers"]["XRequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem409"];
            };
        };
        /** @description The body is too large. */
        Problem413: {
            headers: {
                "X-Request-Id": components["headers"]["XRequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem413"];
            };
        };
        /** @description A body that is not JSON (Content-Type other than application/json), or an encoding the server does not read. */
        Problem415: {
            headers: {
                "X-Request-Id": components["headers"]["XRequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem415"];
            };
        };
        /** @description The rules forbid this now (out of turn included): `code` names the rule and `detail` says what to do; or an idempotency key was reused; or the table is not in the state this needs (not-started, game-cancelled, not-waiting, not-finished, join-deadline-passed, table-expired); or an undo is not allowed now (undo-not-allowed, its `reason` says why); or a link code is wrong, used or expired (bad-link-code), or a passkey answer is refused (passkey-refused), or a mailed link is wrong, used or expired (email-token-invalid, email-token-expired), or an e-mail address is not one (email-address-invalid). */
        Problem422: {
            headers: {
                "X-Request-Id": components["headers"]["XRequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem422"];
            };
        };
        /** @description Too many requests; wait for Retry-After seconds. */
        Problem429: {
            headers: {
                "Retry-After": components["headers"]["RetryAfter"];
                "X-Request-Id": components["headers"]["XRequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem429"];
            };
        };
        /** @description The database cannot be reached, or the server is computing as many post-game reviews as it takes at once (too-many-reviews), or too busy to compute one now (review-unavailable); try again after Retry-After seconds. */
        Problem503: {
            headers: {
                "Retry-After": components["headers"]["RetryAfter"];
                "X-Request-Id": components["headers"]["XRequestId"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem503"];
            };
        };
    };
    parameters: {
        /** @description A retried request with the same key gets the first answer and changes nothing (e.g. a UUID per decision). Keys are scoped to the sender (a move's seat; a chat post's player, or anonymous seat): another sender's keys are its own. */
        IdempotencyKey: components["schemas"]["IdempotencyKey"];
        /** @description The expected version as an entity tag ("12", or weak W/"12"), or `*` for no expectation; the body's expectedVersion wins. Anything else is refused (400). */
        IfMatch: components["schemas"]["IfMatch"];
        /** @description The ETag of the copy the client holds ("12"), a comma-separated list of them, or `*`: 304 without a body when the game is still at that version. Other values never match. */
        IfNoneMatch: components["schemas"]["IfNoneMatch"];
        /** @description The ETag of the copy of the document the client holds, a comma-separated list of them, or `*`: 304 without a body when it is the document served. Other values never match. */
        IfNoneMatchDocument: components["schemas"]["IfNoneMatchDocument"];
        /** @description Resume after this version (sent by EventSource when it reconnects); empty, or a number that is no version of the game, means from the game now. Anything but digits is refused (400). */
        LastEventId: components["schemas"]["LastEventId"];
        /**
         * @description An id for this request, echoed in the answer and written in the server's logs.
         * @example my-client-42
         */
        XRequestId: components["schemas"]["XRequestId"];
    };
    requestBodies: never;
    headers: {
        /**
         * @description Views change with every move: a cache may keep them but must revalidate (ETag).
         * @example private, no-cache
         */
        CacheControl: string;
        /**
         * @description The document changes only with a new release: a cache may keep it but must revalidate (ETag).
         * @example no-cache
         */
        DocumentCacheControl: string;
        /**
         * @description A digest of the document as a weak entity tag (its plain and compressed copies share it); send it back in If-None-Match to get a 304 while the server's document is the same.
         * @example W/"q0bP3ZlVh7m2Jm8yq6T0fQ3nC1xX5aE4k9sW"
         */
        DocumentETag: string;
        /**
         * @description The version of the game as a strong entity tag, e.g. "12"; send it back in If-Match or If-None-Match.
         * @example "1"
         */
        ETag: string;
        /**
         * @description The URL of the game just created.
         * @example /games/0f8e7c4a-5b21-4c3d-9e6f-1a2b3c4d5e6f
         */
        Location: string;
        /**
         * @description Seconds to wait before trying again.
         * @example 5
         */
        RetryAfter: number;
        /**
         * @description The scheme to authenticate with: Bearer (a seat token or a player key).
         * @example Bearer
         */
        WWWAuthenticate: string;
        /**
         * @description The id of this request in the server's logs: the one sent, when sane, else a new one.
         * @example 3f1c2b7e-8a4d-4e5f-9c6b-0d1e2f3a4b5c
         */
        XRequestId: string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getWebPage: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description An id for this request, echoed in the answer and written in the server's logs.
                 * @example my-client-42
                 */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description An HTML page. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            400: components["responses"]["Problem400"];
            404: components["responses"]["Problem404"];
            /** @description The request's headers are too large (answered by Node's HTTP parser, without a body). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    listChallenges: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description An id for this request, echoed in the answer and written in the server's logs.
                 * @example my-client-42
                 */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The challenges. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChallengeList"];
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            429: components["responses"]["Problem429"];
            503: components["responses"]["Problem503"];
        };
    };
    createChallenge: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description An id for this request, echoed in the answer and written in the server's logs.
                 * @example my-client-42
                 */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChallengeBody"];
            };
        };
        responses: {
            /** @description The challenge. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Challenge"];
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            409: components["responses"]["Problem409"];
            413: components["responses"]["Problem413"];
            415: components["responses"]["Problem415"];
            422: components["responses"]["Problem422"];
            429: components["responses"]["Problem429"];
            503: components["responses"]["Problem503"];
        };
    };
    acceptChallenge: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description An id for this request, echoed in the answer and written in the server's logs.
                 * @example my-client-42
                 */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path: {
                /**
                 * @description The id of the challenge.
                 * @example 9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The challenge as it now is. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Challenge"];
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            409: components["responses"]["Problem409"];
            413: components["responses"]["Problem413"];
            415: components["responses"]["Problem415"];
            429: components["responses"]["Problem429"];
            503: components["responses"]["Problem503"];
        };
    };
    declineChallenge: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description An id for this request, echoed in the answer and written in the server's logs.
                 * @example my-client-42
                 */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path: {
                /**
                 * @description The id of the challenge.
                 * @example 9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The challenge as it now is. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Challenge"];
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            409: components["responses"]["Problem409"];
            413: components["responses"]["Problem413"];
            415: components["responses"]["Problem415"];
            429: components["responses"]["Problem429"];
            503: components["responses"]["Problem503"];
        };
    };
    getDocs: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description An id for this request, echoed in the answer and written in the server's logs.
                 * @example my-client-42
                 */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description An HTML page. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description To /docs/, where the page's relative asset links resolve. */
            301: {
                headers: {
                    Location: components["headers"]["Location"];
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Problem400"];
            /** @description The request's headers are too large (answered by Node's HTTP parser, without a body). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    showConfirmEmail: {
        parameters: {
            query: {
                /** @description The token of the mailed link, as the link gives it. */
                token: string;
            };
            header?: {
                /**
                 * @description An id for this request, echoed in the answer and written in the server's logs.
                 * @example my-client-42
                 */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page asking to confirm. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            400: components["responses"]["Problem400"];
            422: components["responses"]["Problem422"];
            429: components["responses"]["Problem429"];
            503: components["responses"]["Problem503"];
        };
    };
    confirmEmail: {
        parameters: {
            query: {
                /** @description The token of the mailed link, as the link gives it. */
                token: string;
            };
            header?: {
                /**
                 * @description An id for this request, echoed in the answer and written in the server's logs.
                 * @example my-client-42
                 */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page saying the address is confirmed. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            400: components["responses"]["Problem400"];
            413: components["responses"]["Problem413"];
            415: components["responses"]["Problem415"];
            422: components["responses"]["Problem422"];
            429: components["responses"]["Problem429"];
            503: components["responses"]["Problem503"];
        };
    };
    showUnsubscribe: {
        parameters: {
            query: {
                /** @description The token of the mailed link, as the link gives it. */
                token: string;
            };
            header?: {
                /**
                 * @description An id for this request, echoed in the answer and written in the server's logs.
                 * @example my-client-42
                 */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page asking to confirm. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            400: components["responses"]["Problem400"];
            422: components["responses"]["Problem422"];
            429: components["responses"]["Problem429"];
            503: components["responses"]["Problem503"];
        };
    };
    unsubscribeEmail: {
        parameters: {
            query: {
                /** @description The token of the mailed link, as the link gives it. */
                token: string;
            };
            header?: {
                /**
                 * @description An id for this request, echoed in the answer and written in the server's logs.
                 * @example my-client-42
                 */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page saying no more mails will come. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            400: components["responses"]["Problem400"];
            413: components["responses"]["Problem413"];
            415: components["responses"]["Problem415"];
            422: components["responses"]["Problem422"];
            429: components["responses"]["Problem429"];
            503: components["responses"]["Problem503"];
        };
    };
    listGames: {
        parameters: {
            query?: {
                /** @description true: only the game of the bearer token, and only while its seat is to act. */
                awaiting?: "true" | "false";
                /** @description Only games with this kind of clock (`clock.kind`), or without a clock (none). */
                clock?: "none" | "per-turn" | "fischer";
                /** @description nextCursor of the previous page. */
                cursor?: string;
                game?: "monad" | "monte-carlo";
                limit?: number;
                /** @description true: only tables put in the lobby (created with listed: true), e.g. the games being played there; false: only the others. */
                listed?: "true" | "false";
                /** @description true: the lobby, listed tables with a seat anyone may take (POST /games/{id}/join). */
                open?: "true" | "false";
                /** @description Only games for this many players. */
                players?: number;
                status?: components["schemas"]["GameStatus"];
            };
            header?: {
                /**
                 * @description An id for this request, echoed in the answer and written in the server's logs.
                 * @example my-client-42
                 */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of games. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GameList"];
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            429: components["responses"]["Problem429"];
            503: components["responses"]["Problem503"];
        };
    };
    createGame: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description An id for this request, echoed in the answer and written in the server's logs.
                 * @example my-client-42
                 */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
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
                    ETag: components["headers"]["ETag"];
                    Location: components["headers"]["Location"];
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedGame"];
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            409: components["responses"]["Problem409"];
            413: components["responses"]["Problem413"];
            415: components["responses"]["Problem415"];
            422: components["responses"]["Problem422"];
            429: components["responses"]["Problem429"];
            503: components["responses"]["Problem503"];
        };
    };
    getGame: {
        parameters: {
            query?: {
                /** @description A past version: the game as the caller may see it right after that entry (0 = as created). Beyond the current version: 404 version-not-found. */
                at?: number;
            };
            header?: {
                /** @description The ETag of the copy the client holds ("12"), a comma-separated list of them, or `*`: 304 without a body when the game is still at that version. Other values never match. */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
                /**
                 * @description An id for this request, echoed in the answer and written in the server's logs.
                 * @example my-client-42
                 */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path: {
                /**
                 * @description The id of the game, as POST /games answered it.
                 * @example 0f8e7c4a-5b21-4c3d-9e6f-1a2b3c4d5e6f
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The game. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControl"];
                    ETag: components["headers"]["ETag"];
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Game"];
                };
            };
            /** @description Not modified: the game is still at the version of If-None-Match. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            429: components["responses"]["Problem429"];
            503: components["responses"]["Problem503"];
        };
    };
    cancelGame: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description An id for this request, echoed in the answer and written in the server's logs.
                 * @example my-client-42
                 */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path: {
                /**
                 * @description The id of the game, as POST /games answered it.
                 * @example 0f8e7c4a-5b21-4c3d-9e6f-1a2b3c4d5e6f
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The cancelled game. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Game"];
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            409: components["responses"]["Problem409"];
            413: components["responses"]["Problem413"];
            415: components["responses"]["Problem415"];
            422: components["responses"]["Problem422"];
            429: components["responses"]["Problem429"];
            503: components["responses"]["Problem503"];
        };
    };
    readChat: {
        parameters: {
            query?: {
                /** @description Messages with a number greater than this; 0 reads from the first. */
                after?: number;
                limit?: number;
            };
            header?: {
                /**
                 * @description An id for this request, echoed in the answer and written in the server's logs.
                 * @example my-client-42
                 */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path: {
                /**
                 * @description The id of the game, as POST /games answered it.
                 * @example 0f8e7c4a-5b21-4c3d-9e6f-1a2b3c4d5e6f
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of messages. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatPage"];
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            429: components["responses"]["Problem429"];
            503: components["responses"]["Problem503"];
        };
    };
    postChat: {
        parameters: {
            query?: never;
            header?: {
                /** @description A retried request with the same key gets the first answer and changes nothing (e.g. a UUID per decision). Keys are scoped to the sender (a move's seat; a chat post's player, or anonymous seat): another sender's keys are its own. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /**
                 * @description An id for this request, echoed in the answer and written in the server's logs.
                 * @example my-client-42
                 */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path: {
                /**
                 * @description The id of the game, as POST /games answered it.
                 * @example 0f8e7c4a-5b21-4c3d-9e6f-1a2b3c4d5e6f
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PostChatBody"];
            };
        };
        responses: {
            /** @description The message as stored, with its number. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatMessage"];
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            413: components["responses"]["Problem413"];
            415: components["responses"]["Problem415"];
            422: components["responses"]["Problem422"];
            429: components["responses"]["Problem429"];
            503: components["responses"]["Problem503"];
        };
    };
    followGame: {
        parameters: {
            query?: {
                /** @description Send the chat messages after this number first (the last `chat` event seen before a reconnect); by default the chat starts with the next message. */
                chatAfter?: number;
                /** @description The seat token (or player key), for clients that cannot set headers (EventSource). A player key that holds no seat here follows as a spectator whose mutes apply to the chat. */
                token?: string;
            };
            header?: {
                /** @description Resume after this version (sent by EventSource when it reconnects); empty, or a number that is no version of the game, means from the game now. Anything but digits is refused (400). */
                "Last-Event-ID"?: components["parameters"]["LastEventId"];
                /**
                 * @description An id for this request, echoed in the answer and written in the server's logs.
                 * @example my-client-42
                 */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path: {
                /**
                 * @description The id of the game, as POST /games answered it.
                 * @example 0f8e7c4a-5b21-4c3d-9e6f-1a2b3c4d5e6f
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A stream of events whose data are GameEvent (the examples show the first event after a move). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            429: components["responses"]["Problem429"];
            503: components["responses"]["Problem503"];
        };
    };
    exportGame: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description An id for this request, echoed in the answer and written in the server's logs.
                 * @example my-client-42
                 */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path: {
                /**
                 * @description The id of the game, as POST /games answered it.
                 * @example 0f8e7c4a-5b21-4c3d-9e6f-1a2b3c4d5e6f
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The export. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GameExport"];
                };
            };
            400: components["responses"]["Problem400"];
            404: components["responses"]["Problem404"];
            409: components["responses"]["Problem409"];
            429: components["responses"]["Problem429"];
            503: components["responses"]["Problem503"];
        };
    };
    joinGame: {
        parameters: {
            query?: {
                /** @description The invitation code, as in the invite url. */
                code?: string;
            };
            header?: {
                /**
                 * @description An id for this request, echoed in the answer and written in the server's logs.
                 * @example my-client-42
                 */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path: {
                /**
                 * @description The id of the game, as POST /games answered it.
                 * @example 0f8e7c4a-5b21-4c3d-9e6f-1a2b3c4d5e6f
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["JoinBody"];
            };
        };
        responses: {
            /** @description Your seat, its token (shown once) and the game as that seat sees it. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Seating"];
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            409: components["responses"]["Problem409"];
            413: components["responses"]["Problem413"];
            415: components["responses"]["Problem415"];
            422: components["responses"]["Problem422"];
            429: components["responses"]["Problem429"];
            503: components["responses"]["Problem503"];
        };
    };
    leaveGame: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description An id for this request, echoed in the answer and written in the server's logs.
                 * @example my-client-42
                 */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path: {
                /**
                 * @description The id of the game, as POST /games answered it.
                 * @example 0f8e7c4a-5b21-4c3d-9e6f-1a2b3c4d5e6f
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The game as a spectator sees it. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Game"];
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            409: components["responses"]["Problem409"];
            413: components["responses"]["Problem413"];
            415: components["responses"]["Problem415"];
            422: components["responses"]["Problem422"];
            429: components["responses"]["Problem429"];
            503: components["responses"]["Problem503"];
        };
    };
    listLegalMoves: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description An id for this request, echoed in the answer and written in the server's logs.
                 * @example my-client-42
                 */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path: {
                /**
                 * @description The id of the game, as POST /games answered it.
                 * @example 0f8e7c4a-5b21-4c3d-9e6f-1a2b3c4d5e6f
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The moves (the examples show the first three). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegalMoves"];
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            429: components["responses"]["Problem429"];
            503: components["responses"]["Problem503"];
        };
    };
    readLog: {
        parameters: {
            query?: {
                /** @description Entries with seq greater than this; -1 includes the creation entry. */
                after?: number;
                limit?: number;
            };
            header?: {
                /**
                 * @description An id for this request, echoed in the answer and written in the server's logs.
                 * @example my-client-42
                 */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path: {
                /**
                 * @description The id of the game, as POST /games answered it.
                 * @example 0f8e7c4a-5b21-4c3d-9e6f-1a2b3c4d5e6f
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The entries. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LogPage"];
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            429: components["responses"]["Problem429"];
            503: components["responses"]["Problem503"];
        };
    };
    makeMove: {
        parameters: {
            query?: never;
            header?: {
                /** @description A retried request with the same key gets the first answer and changes nothing (e.g. a UUID per decision). Keys are scoped to the sender (a move's seat; a chat post's player, or anonymous seat): another sender's keys are its own. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description The expected version as an entity tag ("12", or weak W/"12"), or `*` for no expectation; the body's expectedVersion wins. Anything else is refused (400). */
                "If-Match"?: components["parameters"]["IfMatch"];
                /**
                 * @description An id for this request, echoed in the answer and written in the server's logs.
                 * @example my-client-42
                 */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path: {
                /**
                 * @description The id of the game, as POST /games answered it.
                 * @example 0f8e7c4a-5b21-4c3d-9e6f-1a2b3c4d5e6f
                 */
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
                    ETag: components["headers"]["ETag"];
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MoveResult"];
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            409: components["responses"]["Problem409"];
            413: components["responses"]["Problem413"];
            415: components["responses"]["Problem415"];
            422: components["responses"]["Problem422"];
            429: components["responses"]["Problem429"];
            503: components["responses"]["Problem503"];
        };
    };
    getPresence: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description An id for this request, echoed in the answer and written in the server's logs.
                 * @example my-client-42
                 */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path: {
                /**
                 * @description The id of the game, as POST /games answered it.
                 * @example 0f8e7c4a-5b21-4c3d-9e6f-1a2b3c4d5e6f
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The table now. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Presence"];
                };
            };
            400: components["responses"]["Problem400"];
            404: components["responses"]["Problem404"];
            429: components["responses"]["Problem429"];
            503: components["responses"]["Problem503"];
        };
    };
    rematchGame: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description An id for this request, echoed in the answer and written in the server's logs.
                 * @example my-client-42
                 */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path: {
                /**
                 * @description The id of the game, as POST /games answered it.
                 * @example 0f8e7c4a-5b21-4c3d-9e6f-1a2b3c4d5e6f
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Your seat in the new game, its token the first time, and the game. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RematchAnswer"];
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            409: components["responses"]["Problem409"];
            413: components["responses"]["Problem413"];
            415: components["responses"]["Problem415"];
            422: components["responses"]["Problem422"];
            429: components["responses"]["Problem429"];
            503: components["responses"]["Problem503"];
        };
    };
    resignGame: {
        parameters: {
            query?: never;
            header?: {
                /** @description A retried request with the same key gets the first answer and changes nothing (e.g. a UUID per decision). Keys are scoped to the sender (a move's seat; a chat post's player, or anonymous seat): another sender's keys are its own. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description The expected version as an entity tag ("12", or weak W/"12"), or `*` for no expectation; the body's expectedVersion wins. Anything else is refused (400). */
                "If-Match"?: components["parameters"]["IfMatch"];
                /**
                 * @description An id for this request, echoed in the answer and written in the server's logs.
                 * @example my-client-42
                 */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path: {
                /**
                 * @description The id of the game, as POST /games answered it.
                 * @example 0f8e7c4a-5b21-4c3d-9e6f-1a2b3c4d5e6f
                 */
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
                    ETag: components["headers"]["ETag"];
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MoveResult"];
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            409: components["responses"]["Problem409"];
            413: components["responses"]["Problem413"];
            415: components["responses"]["Problem415"];
            422: components["responses"]["Problem422"];
            429: components["responses"]["Problem429"];
            503: components["responses"]["Problem503"];
        };
    };
    reviewGame: {
        parameters: {
            query: {
                /** @description The seat whose decisions are reviewed: from 0 to players - 1. */
                seat: number;
            };
            header?: {
                /**
                 * @description An id for this request, echoed in the answer and written in the server's logs.
                 * @example my-client-42
                 */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path: {
                /**
                 * @description The id of the game, as POST /games answered it.
                 * @example 0f8e7c4a-5b21-4c3d-9e6f-1a2b3c4d5e6f
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The review. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GameReview"];
                };
            };
            400: components["responses"]["Problem400"];
            404: components["responses"]["Problem404"];
            409: components["responses"]["Problem409"];
            429: components["responses"]["Problem429"];
            503: components["responses"]["Problem503"];
        };
    };
    undoMove: {
        parameters: {
            query?: never;
            header?: {
                /** @description A retried request with the same key gets the first answer and changes nothing (e.g. a UUID per decision). Keys are scoped to the sender (a move's seat; a chat post's player, or anonymous seat): another sender's keys are its own. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description The expected version as an entity tag ("12", or weak W/"12"), or `*` for no expectation; the body's expectedVersion wins. Anything else is refused (400). */
                "If-Match"?: components["parameters"]["IfMatch"];
                /**
                 * @description An id for this request, echoed in the answer and written in the server's logs.
                 * @example my-client-42
                 */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path: {
                /**
                 * @description The id of the game, as POST /games answered it.
                 * @example 0f8e7c4a-5b21-4c3d-9e6f-1a2b3c4d5e6f
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["UndoBody"];
            };
        };
        responses: {
            /** @description The game after the undo, as the seat sees it: as it was at `returnsTo`, the version now one more. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MoveResult"];
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            403: components["responses"]["Problem403"];
            404: components["responses"]["Problem404"];
            409: components["responses"]["Problem409"];
            413: components["responses"]["Problem413"];
            415: components["responses"]["Problem415"];
            422: components["responses"]["Problem422"];
            429: components["responses"]["Problem429"];
            503: components["responses"]["Problem503"];
        };
    };
    checkHealth: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description An id for this request, echoed in the answer and written in the server's logs.
                 * @example my-client-42
                 */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Up. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Health"];
                };
            };
            400: components["responses"]["Problem400"];
            /** @description The request's headers are too large (answered by Node's HTTP parser, without a body). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getLeaderboard: {
        parameters: {
            query?: {
                /** @description `next` of the previous page. */
                cursor?: string;
                limit?: number;
            };
            header?: {
                /**
                 * @description An id for this request, echoed in the answer and written in the server's logs.
                 * @example my-client-42
                 */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path: {
                /**
                 * @description The game.
                 * @example monad
                 */
                game: "monad" | "monte-carlo";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the leaderboard. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Leaderboard"];
                };
            };
            400: components["responses"]["Problem400"];
            429: components["responses"]["Problem429"];
            503: components["responses"]["Problem503"];
        };
    };
    getMetrics: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description An id for this request, echoed in the answer and written in the server's logs.
                 * @example my-client-42
                 */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Metrics. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            400: components["responses"]["Problem400"];
            /** @description The request's headers are too large (answered by Node's HTTP parser, without a body). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getOpenApiDocument: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the copy of the document the client holds, a comma-separated list of them, or `*`: 304 without a body when it is the document served. Other values never match. */
                "If-None-Match"?: components["parameters"]["IfNoneMatchDocument"];
                /**
                 * @description An id for this request, echoed in the answer and written in the server's logs.
                 * @example my-client-42
                 */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The document. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["DocumentCacheControl"];
                    ETag: components["headers"]["DocumentETag"];
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpenApiDocument"];
                };
            };
            /** @description Not modified: the document is the one If-None-Match names. */
            304: {
                headers: {
                    "Cache-Control": components["headers"]["DocumentCacheControl"];
                    ETag: components["headers"]["DocumentETag"];
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Problem400"];
            /** @description The request's headers are too large (answered by Node's HTTP parser, without a body). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    createPlayer: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description An id for this request, echoed in the answer and written in the server's logs.
                 * @example my-client-42
                 */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreatePlayerBody"];
            };
        };
        responses: {
            /** @description The player and its key. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NewPlayer"];
                };
            };
            400: components["responses"]["Problem400"];
            409: components["responses"]["Problem409"];
            413: components["responses"]["Problem413"];
            415: components["responses"]["Problem415"];
            429: components["responses"]["Problem429"];
            503: components["responses"]["Problem503"];
        };
    };
    getProfile: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description An id for this request, echoed in the answer and written in the server's logs.
                 * @example my-client-42
                 */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path: {
                /**
                 * @description The player's handle, in any case.
                 * @example ada_l
                 */
                handle: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The profile. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Profile"];
                };
            };
            400: components["responses"]["Problem400"];
            404: components["responses"]["Problem404"];
            429: components["responses"]["Problem429"];
            503: components["responses"]["Problem503"];
        };
    };
    linkDevice: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description An id for this request, echoed in the answer and written in the server's logs.
                 * @example my-client-42
                 */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LinkBody"];
            };
        };
        responses: {
            /** @description The player and the key of this device. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeviceKey"];
                };
            };
            400: components["responses"]["Problem400"];
            413: components["responses"]["Problem413"];
            415: components["responses"]["Problem415"];
            422: components["responses"]["Problem422"];
            429: components["responses"]["Problem429"];
            503: components["responses"]["Problem503"];
        };
    };
    getMe: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description An id for this request, echoed in the answer and written in the server's logs.
                 * @example my-client-42
                 */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The player. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Player"];
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            429: components["responses"]["Problem429"];
            503: components["responses"]["Problem503"];
        };
    };
    listBlocks: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description An id for this request, echoed in the answer and written in the server's logs.
                 * @example my-client-42
                 */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The players, oldest first. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MuteList"];
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            429: components["responses"]["Problem429"];
            503: components["responses"]["Problem503"];
        };
    };
    blockPlayer: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description An id for this request, echoed in the answer and written in the server's logs.
                 * @example my-client-42
                 */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path: {
                /**
                 * @description The player's id (or handle).
                 * @example 0b6f8a3e-5c2d-4f61-9e0a-7d1c2b3a4e5f
                 */
                player: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The players, oldest first. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MuteList"];
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            404: components["responses"]["Problem404"];
            413: components["responses"]["Problem413"];
            415: components["responses"]["Problem415"];
            422: components["responses"]["Problem422"];
            429: components["responses"]["Problem429"];
            503: components["responses"]["Problem503"];
        };
    };
    unblockPlayer: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description An id for this request, echoed in the answer and written in the server's logs.
                 * @example my-client-42
                 */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path: {
                /**
                 * @description The player's id (or handle).
                 * @example 0b6f8a3e-5c2d-4f61-9e0a-7d1c2b3a4e5f
                 */
                player: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The players, oldest first. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MuteList"];
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            404: components["responses"]["Problem404"];
            413: components["responses"]["Problem413"];
            415: components["responses"]["Problem415"];
            429: components["responses"]["Problem429"];
            503: components["responses"]["Problem503"];
        };
    };
    getEmail: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description An id for this request, echoed in the answer and written in the server's logs.
                 * @example my-client-42
                 */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Your address. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailAddress"];
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            404: components["responses"]["Problem404"];
            429: components["responses"]["Problem429"];
            503: components["responses"]["Problem503"];
        };
    };
    setEmail: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description An id for this request, echoed in the answer and written in the server's logs.
                 * @example my-client-42
                 */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SetEmailBody"];
            };
        };
        responses: {
            /** @description The address, to be confirmed from the mail. */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailAddress"];
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            409: components["responses"]["Problem409"];
            413: components["responses"]["Problem413"];
            415: components["responses"]["Problem415"];
            422: components["responses"]["Problem422"];
            429: components["responses"]["Problem429"];
            503: components["responses"]["Problem503"];
        };
    };
    deleteEmail: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description An id for this request, echoed in the answer and written in the server's logs.
                 * @example my-client-42
                 */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            404: components["responses"]["Problem404"];
            413: components["responses"]["Problem413"];
            415: components["responses"]["Problem415"];
            429: components["responses"]["Problem429"];
            503: components["responses"]["Problem503"];
        };
    };
    followMe: {
        parameters: {
            query?: {
                /** @description The player key, for clients that cannot set headers (EventSource). */
                key?: string;
            };
            header?: {
                /** @description Resume after this event number (sent by EventSource when it reconnects); empty, or a number beyond the player's last event, means from the next event. Anything but digits is refused (400). */
                "Last-Event-ID"?: string;
                /**
                 * @description An id for this request, echoed in the answer and written in the server's logs.
                 * @example my-client-42
                 */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A stream of events whose data are PlayerEvent. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            429: components["responses"]["Problem429"];
            503: components["responses"]["Problem503"];
        };
    };
    listMyGames: {
        parameters: {
            query?: {
                /** @description true: only the games where the player is to act. */
                awaiting?: "true" | "false";
                /** @description Only games with this kind of clock (`clock.kind`), or without a clock (none). */
                clock?: "none" | "per-turn" | "fischer";
                /** @description nextCursor of the previous page. */
                cursor?: string;
                game?: "monad" | "monte-carlo";
                limit?: number;
                /** @description Only games for this many players. */
                players?: number;
                status?: components["schemas"]["GameStatus"];
            };
            header?: {
                /**
                 * @description An id for this request, echoed in the answer and written in the server's logs.
                 * @example my-client-42
                 */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the player's games; each names the player's `seat`. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GameList"];
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            429: components["responses"]["Problem429"];
            503: components["responses"]["Problem503"];
        };
    };
    getMyInbox: {
        parameters: {
            query?: {
                /** @description nextCursor of the previous page. */
                cursor?: string;
                /** @description Games at most. */
                limit?: number;
            };
            header?: {
                /**
                 * @description An id for this request, echoed in the answer and written in the server's logs.
                 * @example my-client-42
                 */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The games awaiting the player. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Inbox"];
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            429: components["responses"]["Problem429"];
            503: components["responses"]["Problem503"];
        };
    };
    listMyKeys: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description An id for this request, echoed in the answer and written in the server's logs.
                 * @example my-client-42
                 */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The keys. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KeyList"];
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            429: components["responses"]["Problem429"];
            503: components["responses"]["Problem503"];
        };
    };
    revokeMyKey: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description An id for this request, echoed in the answer and written in the server's logs.
                 * @example my-client-42
                 */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revoked. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            404: components["responses"]["Problem404"];
            413: components["responses"]["Problem413"];
            415: components["responses"]["Problem415"];
            429: components["responses"]["Problem429"];
            503: components["responses"]["Problem503"];
        };
    };
    createLinkCode: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description An id for this request, echoed in the answer and written in the server's logs.
                 * @example my-client-42
                 */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The code. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LinkCode"];
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            413: components["responses"]["Problem413"];
            415: components["responses"]["Problem415"];
            429: components["responses"]["Problem429"];
            503: components["responses"]["Problem503"];
        };
    };
    listMutes: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description An id for this request, echoed in the answer and written in the server's logs.
                 * @example my-client-42
                 */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The players, oldest first. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MuteList"];
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            429: components["responses"]["Problem429"];
            503: components["responses"]["Problem503"];
        };
    };
    mutePlayer: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description An id for this request, echoed in the answer and written in the server's logs.
                 * @example my-client-42
                 */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path: {
                /**
                 * @description The player's id (or handle).
                 * @example 0b6f8a3e-5c2d-4f61-9e0a-7d1c2b3a4e5f
                 */
                player: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The players, oldest first. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MuteList"];
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            404: components["responses"]["Problem404"];
            413: components["responses"]["Problem413"];
            415: components["responses"]["Problem415"];
            422: components["responses"]["Problem422"];
            429: components["responses"]["Problem429"];
            503: components["responses"]["Problem503"];
        };
    };
    unmutePlayer: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description An id for this request, echoed in the answer and written in the server's logs.
                 * @example my-client-42
                 */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path: {
                /**
                 * @description The player's id (or handle).
                 * @example 0b6f8a3e-5c2d-4f61-9e0a-7d1c2b3a4e5f
                 */
                player: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The players, oldest first. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MuteList"];
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            404: components["responses"]["Problem404"];
            413: components["responses"]["Problem413"];
            415: components["responses"]["Problem415"];
            429: components["responses"]["Problem429"];
            503: components["responses"]["Problem503"];
        };
    };
    getMyNotifications: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description An id for this request, echoed in the answer and written in the server's logs.
                 * @example my-client-42
                 */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The channels, your address and your reminders. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MyNotifications"];
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            429: components["responses"]["Problem429"];
            503: components["responses"]["Problem503"];
        };
    };
    updateMyNotifications: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description An id for this request, echoed in the answer and written in the server's logs.
                 * @example my-client-42
                 */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateNotificationsBody"];
            };
        };
        responses: {
            /** @description The channels, your address and your reminders. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MyNotifications"];
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            413: components["responses"]["Problem413"];
            415: components["responses"]["Problem415"];
            429: components["responses"]["Problem429"];
            503: components["responses"]["Problem503"];
        };
    };
    listMyPasskeys: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description An id for this request, echoed in the answer and written in the server's logs.
                 * @example my-client-42
                 */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The passkeys. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasskeyList"];
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            429: components["responses"]["Problem429"];
            503: components["responses"]["Problem503"];
        };
    };
    addPasskey: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description An id for this request, echoed in the answer and written in the server's logs.
                 * @example my-client-42
                 */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasskeyRegistrationBody"];
            };
        };
        responses: {
            /** @description The passkey added. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasskeyAdded"];
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            413: components["responses"]["Problem413"];
            415: components["responses"]["Problem415"];
            422: components["responses"]["Problem422"];
            429: components["responses"]["Problem429"];
            503: components["responses"]["Problem503"];
        };
    };
    removeMyPasskey: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description An id for this request, echoed in the answer and written in the server's logs.
                 * @example my-client-42
                 */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            404: components["responses"]["Problem404"];
            413: components["responses"]["Problem413"];
            415: components["responses"]["Problem415"];
            429: components["responses"]["Problem429"];
            503: components["responses"]["Problem503"];
        };
    };
    passkeyRegistrationOptions: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description An id for this request, echoed in the answer and written in the server's logs.
                 * @example my-client-42
                 */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The options. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasskeyOptions"];
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            413: components["responses"]["Problem413"];
            415: components["responses"]["Problem415"];
            429: components["responses"]["Problem429"];
            503: components["responses"]["Problem503"];
        };
    };
    addPushSubscription: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description An id for this request, echoed in the answer and written in the server's logs.
                 * @example my-client-42
                 */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PushSubscriptionBody"];
            };
        };
        responses: {
            /** @description The subscription. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PushSubscriptionCreated"];
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            413: components["responses"]["Problem413"];
            415: components["responses"]["Problem415"];
            422: components["responses"]["Problem422"];
            429: components["responses"]["Problem429"];
            503: components["responses"]["Problem503"];
        };
    };
    deletePushSubscription: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description An id for this request, echoed in the answer and written in the server's logs.
                 * @example my-client-42
                 */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            404: components["responses"]["Problem404"];
            413: components["responses"]["Problem413"];
            415: components["responses"]["Problem415"];
            429: components["responses"]["Problem429"];
            503: components["responses"]["Problem503"];
        };
    };
    getMyVacation: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description An id for this request, echoed in the answer and written in the server's logs.
                 * @example my-client-42
                 */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The vacation on, if any, and the days left. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Vacation"];
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            429: components["responses"]["Problem429"];
            503: components["responses"]["Problem503"];
        };
    };
    startMyVacation: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description An id for this request, echoed in the answer and written in the server's logs.
                 * @example my-client-42
                 */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VacationBody"];
            };
        };
        responses: {
            /** @description The vacation on, and the games it paused. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Vacation"];
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            409: components["responses"]["Problem409"];
            413: components["responses"]["Problem413"];
            415: components["responses"]["Problem415"];
            422: components["responses"]["Problem422"];
            429: components["responses"]["Problem429"];
            503: components["responses"]["Problem503"];
        };
    };
    endMyVacation: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description An id for this request, echoed in the answer and written in the server's logs.
                 * @example my-client-42
                 */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Back: the days left, and the games resumed. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Vacation"];
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            409: components["responses"]["Problem409"];
            413: components["responses"]["Problem413"];
            415: components["responses"]["Problem415"];
            429: components["responses"]["Problem429"];
            503: components["responses"]["Problem503"];
        };
    };
    listWebhooks: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description An id for this request, echoed in the answer and written in the server's logs.
                 * @example my-client-42
                 */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Your webhooks. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookList"];
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            429: components["responses"]["Problem429"];
            503: components["responses"]["Problem503"];
        };
    };
    addWebhook: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description An id for this request, echoed in the answer and written in the server's logs.
                 * @example my-client-42
                 */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateWebhookBody"];
            };
        };
        responses: {
            /** @description The webhook and its signing secret (shown once). */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NewWebhook"];
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            413: components["responses"]["Problem413"];
            415: components["responses"]["Problem415"];
            422: components["responses"]["Problem422"];
            429: components["responses"]["Problem429"];
            503: components["responses"]["Problem503"];
        };
    };
    deleteWebhook: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description An id for this request, echoed in the answer and written in the server's logs.
                 * @example my-client-42
                 */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            404: components["responses"]["Problem404"];
            413: components["responses"]["Problem413"];
            415: components["responses"]["Problem415"];
            429: components["responses"]["Problem429"];
            503: components["responses"]["Problem503"];
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description An id for this request, echoed in the answer and written in the server's logs.
                 * @example my-client-42
                 */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The deliveries. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeliveryList"];
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            404: components["responses"]["Problem404"];
            429: components["responses"]["Problem429"];
            503: components["responses"]["Problem503"];
        };
    };
    pingWebhook: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description An id for this request, echoed in the answer and written in the server's logs.
                 * @example my-client-42
                 */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The queued delivery. */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Queued"];
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            404: components["responses"]["Problem404"];
            413: components["responses"]["Problem413"];
            415: components["responses"]["Problem415"];
            429: components["responses"]["Problem429"];
            503: components["responses"]["Problem503"];
        };
    };
    rotateWebhookSecret: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description An id for this request, echoed in the answer and written in the server's logs.
                 * @example my-client-42
                 */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The webhook, its new secret (shown once), and until when the replaced one still signs. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RotatedWebhook"];
                };
            };
            400: components["responses"]["Problem400"];
            401: components["responses"]["Problem401"];
            404: components["responses"]["Problem404"];
            413: components["responses"]["Problem413"];
            415: components["responses"]["Problem415"];
            429: components["responses"]["Problem429"];
            503: components["responses"]["Problem503"];
        };
    };
    signInWithPasskey: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description An id for this request, echoed in the answer and written in the server's logs.
                 * @example my-client-42
                 */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasskeySignInBody"];
            };
        };
        responses: {
            /** @description The player and the key of this device. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeviceKey"];
                };
            };
            400: components["responses"]["Problem400"];
            413: components["responses"]["Problem413"];
            415: components["responses"]["Problem415"];
            422: components["responses"]["Problem422"];
            429: components["responses"]["Problem429"];
            503: components["responses"]["Problem503"];
        };
    };
    passkeyAuthenticationOptions: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description An id for this request, echoed in the answer and written in the server's logs.
                 * @example my-client-42
                 */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The options. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasskeyOptions"];
                };
            };
            400: components["responses"]["Problem400"];
            413: components["responses"]["Problem413"];
            415: components["responses"]["Problem415"];
            429: components["responses"]["Problem429"];
            503: components["responses"]["Problem503"];
        };
    };
    explainProblem: {
        parameters: {
            query?: {
                /**
                 * @description The language of the page: English (the default), French or German.
                 * @example fr
                 */
                lang?: "en" | "fr" | "de";
            };
            header?: {
                /**
                 * @description An id for this request, echoed in the answer and written in the server's logs.
                 * @example my-client-42
                 */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path: {
                /**
                 * @description A code of the server.
                 * @example version-conflict
                 */
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The code explained. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                    "text/markdown": string;
                };
            };
            400: components["responses"]["Problem400"];
            404: components["responses"]["Problem404"];
        };
    };
    explainRuleProblem: {
        parameters: {
            query?: {
                /**
                 * @description The language of the rule book: English (the default), French or German. Rule ids and anchors are the same in each.
                 * @example fr
                 */
                lang?: "en" | "fr" | "de";
            };
            header?: {
                /**
                 * @description An id for this request, echoed in the answer and written in the server's logs.
                 * @example my-client-42
                 */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path: {
                /**
                 * @description A game this server serves.
                 * @example monad
                 */
                game: "monad" | "monte-carlo";
                /**
                 * @description The rule id and the case, as in the code: M18-pass-not-allowed.
                 * @example M18-pass-not-allowed
                 */
                rule: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The rule quoted. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                    "text/markdown": string;
                };
            };
            400: components["responses"]["Problem400"];
            404: components["responses"]["Problem404"];
        };
    };
    getPushKey: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description An id for this request, echoed in the answer and written in the server's logs.
                 * @example my-client-42
                 */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The key. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PushKey"];
                };
            };
            400: components["responses"]["Problem400"];
            429: components["responses"]["Problem429"];
            503: components["responses"]["Problem503"];
        };
    };
    checkReadiness: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description An id for this request, echoed in the answer and written in the server's logs.
                 * @example my-client-42
                 */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ready. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Health"];
                };
            };
            400: components["responses"]["Problem400"];
            /** @description The request's headers are too large (answered by Node's HTTP parser, without a body). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            503: components["responses"]["Problem503"];
        };
    };
    getRuleBook: {
        parameters: {
            query?: {
                /**
                 * @description The language of the rule book: English (the default), French or German. Rule ids and anchors are the same in each.
                 * @example fr
                 */
                lang?: "en" | "fr" | "de";
            };
            header?: {
                /**
                 * @description An id for this request, echoed in the answer and written in the server's logs.
                 * @example my-client-42
                 */
                "X-Request-Id"?: components["parameters"]["XRequestId"];
            };
            path: {
                /**
                 * @description A game this server serves.
                 * @example monad
                 */
                game: "monad" | "monte-carlo";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The rule book. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                    "text/markdown": string;
                };
            };
            400: components["responses"]["Problem400"];
            404: components["responses"]["Problem404"];
        };
    };
}
