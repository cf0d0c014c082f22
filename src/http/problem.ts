// Errors become HTTP here and nowhere else: one table from code to status and title, one middleware that
// writes RFC 9457 problem+json. Rule violations from the games (namespaced codes) are all 422. Failures of
// the body parser are recognised by their `type` and are the client's fault; so is any other error that
// carries a 4xx status (express's URIError for a malformed path, a decompression failure): it becomes the
// nearest code of the table, with our own sentence, never the error's message. Anything else is a 500.
import type { ErrorRequestHandler, Request, RequestHandler, Response } from 'express';
import type { IncomingMessage } from 'node:http';
import type { Logger } from 'pino';
import { Refusal, refusalFor } from '../service/refusal.js';
import { refuse, type ServerCode, type ServerRefusal } from './problem-codes.js';
import { negotiateLanguage, type Language } from './i18n/accept-language.js';
import { fieldIssuesIn } from './i18n/field-issues.js';
import { problemWords, type RuleCatalogs } from './i18n/problem-words.js';
import { echoed, echoedWhole, TEXT_CHARACTERS } from './echoed.js';
import { errorForLog } from './logging.js';

/**
 * Status, title, and what a client can do about it (the page at the problem's `type` URI shows the advice), in
 * English: the French and German ones are in i18n/titles.ts and i18n/advice.ts.
 */
export interface Entry {
  readonly status: number;
  readonly title: string;
  readonly advice: string;
}

const TABLE: Record<ServerCode, Entry> = {
  'malformed-json': {
    status: 400,
    title: 'The body is not valid JSON',
    advice: 'Send a JSON document with Content-Type: application/json; check quotes, commas and brackets.',
  },
  'invalid-request': {
    status: 400,
    title: 'The request does not have the expected shape',
    advice:
      'Read `errors`: each names a field, query parameter or header and what is wrong with it. Unknown query parameters are refused too. The OpenAPI document (/openapi.json) gives every shape.',
  },
  'missing-token': {
    status: 401,
    title: 'A seat token is needed',
    advice: 'Send the seat token returned by POST /games as `Authorization: Bearer <token>`.',
  },
  'unknown-token': {
    status: 401,
    title: 'Unknown seat token',
    advice: 'Check the token: it is shown once, when the game is created, and belongs to one seat of one game.',
  },
  'wrong-game': {
    status: 403,
    title: 'This token belongs to another game',
    advice:
      'Use the token of a seat in this game, or the key of a player seated in it, or send neither to look as a spectator.',
  },
  'not-creator': {
    status: 403,
    title: "Only the table's creator may do this",
    advice:
      'The person who opened the table may cancel it; a person who took one of its open seats may leave it (POST /games/{id}/leave).',
  },
  'game-not-found': {
    status: 404,
    title: 'No such game',
    advice: "Check the game id (GET /games lists games) or the game's name (GET /openapi.json lists the games served).",
  },
  'version-not-found': {
    status: 404,
    title: 'The game has no such version',
    advice: "Ask for a version from 0 to the game's current `version` (GET /games/{id} gives it).",
  },
  'route-not-found': {
    status: 404,
    title: 'No such route',
    advice: 'Check the method and the path against the OpenAPI document (/openapi.json, or /docs).',
  },
  'problem-code-not-found': {
    status: 404,
    title: 'No such problem code',
    advice:
      "Problem codes are the server's (listed in the README) or a rule of a served game, such as monad/M18-pass-not-allowed.",
  },
  'version-conflict': {
    status: 409,
    title: 'The game is at another version',
    advice:
      'Someone moved first: read the game again (its version is in `currentVersion`), decide again, and send the move with the new expectedVersion.',
  },
  'seat-taken': {
    status: 409,
    title: 'The seat is taken',
    advice:
      'Someone took it first: pick another open seat (the lobby, GET /games?status=waiting&open=true, lists tables with one).',
  },
  'already-seated': {
    status: 409,
    title: 'This player already sits at this table',
    advice: 'A player holds at most one seat per game: play the seat you have (your key works on it).',
  },
  'bad-invite': {
    status: 403,
    title: 'This invitation does not open that seat',
    advice:
      'Check the invitation code (it belongs to one seat of one game), or join a listed table from the lobby without a code.',
  },
  'not-waiting': {
    status: 422,
    title: 'The table is no longer waiting for people',
    advice: 'Seats are taken, left or cancelled only before the start; once a game is on, resign instead of leaving.',
  },
  'not-started': {
    status: 422,
    title: 'The game has not started',
    advice: 'Wait for the open seats to be taken (your player stream says when the game starts), or leave the table.',
  },
  'game-cancelled': {
    status: 422,
    title: 'The game was cancelled',
    advice: 'Nothing more happens at a cancelled table: open a new one with POST /games.',
  },
  'not-finished': {
    status: 422,
    title: 'The game is not finished',
    advice: 'A rematch is offered once the game is over: play it to its end (or resign) first.',
  },
  'join-deadline-passed': {
    status: 422,
    title: "The table's joining deadline passed",
    advice:
      'The table took people until its `deadline` (joinWithinSeconds after it was opened) and is cancelled: find another table in the lobby (GET /games?status=waiting&open=true), or open one.',
  },
  'vacation-over-budget': {
    status: 422,
    title: 'Not enough vacation days left',
    advice:
      'Each player has VACATION_DAYS_PER_YEAR vacation days (14 by default) in any 365 days, counting the vacation time taken in the last 365 days: ask for a shorter vacation (an earlier `until`), or later.',
  },
  'vacation-conflict': {
    status: 409,
    title: 'Your vacation is not in that state',
    advice:
      'A vacation starts (POST /players/me/vacation) when none is on, and ends (DELETE /players/me/vacation) while one is: end the one on before starting another.',
  },
  'table-expired': {
    status: 422,
    title: 'The table expired',
    advice:
      'A table without a joining deadline takes people for TABLE_EXPIRY_DAYS days after it was opened; then it expires, as if its creator had cancelled it: find another table in the lobby (GET /games?status=waiting&open=true), or open one.',
  },
  'too-many-waiting-tables': {
    status: 409,
    title: 'You have as many waiting tables as one creator may',
    advice:
      'Tables waiting for people (with an open seat) are limited per creator (MAX_WAITING_TABLES): cancel one you no longer need (POST /games/{id}/cancel, with the player key they are counted against; GET /players/me/games?status=waiting lists them), or wait until one fills. Tables opened without a player key are counted by address and cannot all be cancelled: they free their places when they fill or expire (TABLE_EXPIRY_DAYS). `limit` says how many.',
  },
  'too-many-new-tables': {
    status: 429,
    title: 'You opened too many tables in the last minute',
    advice:
      'Tables with an open seat are limited per creator and minute (TABLES_PER_MINUTE): wait for the seconds of Retry-After. Games without an open seat are not counted.',
  },
  'game-not-over': {
    status: 409,
    title: 'The game is not over',
    advice:
      'The export reveals the seed and every hidden card, and the review every move played, so both are public once the game is finished or cancelled: follow the game (GET /games/{id}/events) and ask again after its last entry.',
  },
  'review-not-offered': {
    status: 404,
    title: 'This game has no review',
    advice:
      "The post-game review searches each decision as the game's strongest bot (ismcts) would, and a game whose bots cannot search has none, whether it is over or not: this game's kind is one. Its moves are still public once it is over: GET /games/{id}/export gives them all.",
  },
  'too-many-reviews': {
    status: 503,
    title: 'The server is reviewing as many games as it takes at once',
    advice:
      'Reviews are computed one after another, a few seconds each, and at most MAX_REVIEWS are computing or waiting in a process: try again after Retry-After seconds. A review computed once is kept, and asking again for one being computed waits for it.',
  },
  'review-unavailable': {
    status: 503,
    title: 'The review could not be computed now',
    advice:
      "Reviews are searched on the bot threads at the lowest priority, below every request and every bot at a table: when the server stays busy past a decision's budget and grace, or a thread fails, the review is given up and nothing is kept. Try again after Retry-After seconds; what was searched is searched again.",
  },
  'time-out': {
    status: 409,
    title: 'Your time ran out',
    advice:
      'The seat\'s deadline passed before the move arrived: the server recorded its timeout: the seat lost on time (it leaves the game as a resignation would, or, at a table with `onTimeout: "bot"` and 3 or more players, a bot plays it for the rest of the game). Watch `clock.seats[].deadline` in the game to move in time.',
  },
  'payload-too-large': {
    status: 413,
    title: 'The body is too large',
    advice: 'Send a smaller body; moves and new games fit in a few kilobytes.',
  },
  'request-timeout': {
    status: 408,
    title: 'The request did not arrive in time',
    advice:
      'Send the headers and the body at once: the server waits HEADERS_TIMEOUT_MS (10 s) for the headers and BODY_TIMEOUT_MS (30 s) more for the body, then answers this and closes the connection.',
  },
  'too-many-connections': {
    status: 429,
    title: 'Your address holds too many connections',
    advice:
      'Close connections you do not use (one event stream per player, GET /players/me/events, follows all their games), then try again after Retry-After. The bound is MAX_CONNECTIONS_PER_IP.',
  },
  'server-at-capacity': {
    status: 503,
    title: 'The server holds as many connections as it can',
    advice:
      'Try again after Retry-After seconds; an operator raises MAX_CONNECTIONS and the file-descriptor limit (ulimit -n).',
  },
  'headers-too-large': {
    status: 431,
    title: 'The headers are too large',
    advice:
      'Send fewer or shorter headers (16 kB in all at most): a seat token, a player key and the usual headers fit in well under 1 kB.',
  },
  'expectation-failed': {
    status: 417,
    title: 'This server meets no such expectation',
    advice: 'Send the request without its Expect header: the only expectation this server meets is 100-continue.',
  },
  'unsupported-media-type': {
    status: 415,
    title: 'Unsupported body encoding',
    advice: 'Send the body as UTF-8 JSON, without Content-Encoding.',
  },
  'idempotency-key-reused': {
    status: 422,
    title: 'Idempotency key reused for another request',
    advice:
      'An Idempotency-Key names one request: use a new key for a different move, and the same key only to retry the same request.',
  },
  'chat-channel-forbidden': {
    status: 403,
    title: 'This channel is for the seated players',
    advice:
      'Spectators (anyone not seated at the table) read and write the `spectators` channel; leave `channel` out to write in your own.',
  },
  'chat-text-invalid': {
    status: 422,
    title: 'The chat message is not 1 to 500 characters of plain text',
    advice:
      'Send 1 to 500 characters of plain text in `text`, at least one of them visible; line breaks are kept, other control characters, the bidi controls U+202A–U+202E and U+2066–U+2069, and invisible characters that hide text (tag characters but in the flags of England, Scotland and Wales, U+2060–U+206F, U+FEFF, U+FFF9–U+FFFB, two variation selectors in a row) are refused.',
  },
  'chat-closed': {
    status: 422,
    title: "The game's chat is closed",
    advice:
      "A game's chat takes messages while the table waits and the game is played, and for POST_GAME_CHAT_MS (10 minutes) after a finished game's last entry; a cancelled table's closes at once. It can still be read (GET /games/{id}/chat).",
  },
  'chat-too-fast': {
    status: 429,
    title: 'You write in the chat too fast',
    advice: 'A player may send 5 messages at once, then one a second: wait for the seconds of Retry-After.',
  },
  'not-yourself': {
    status: 422,
    title: 'You cannot do this to yourself',
    advice: 'Name another player.',
  },
  'challenge-not-found': {
    status: 404,
    title: 'No such challenge',
    advice: 'Check the challenge id: GET /challenges lists the challenges you sent and received.',
  },
  'challenge-blocked': {
    status: 403,
    title: 'This player does not take your challenges',
    advice: 'The player blocked you: challenge someone else, or open a table in the lobby.',
  },
  'challenge-closed': {
    status: 409,
    title: 'The challenge is no longer open',
    advice: 'It was accepted, declined or it expired: read it (GET /challenges) or send a new one.',
  },
  'challenger-too-many-tables': {
    status: 409,
    title: "The challenger's tables are full",
    advice:
      "A challenge for 3 or more players opens a table with open seats, and that table is the challenger's: it counts against their waiting tables (MAX_WAITING_TABLES) and the tables they may open a minute (TABLES_PER_MINUTE). The challenge stays pending: accept it again once the challenger has cancelled a waiting table or one has filled (or after Retry-After, when given).",
  },
  'not-challenged': {
    status: 403,
    title: 'This challenge is not addressed to you',
    advice:
      'Only the challenged player accepts or declines a challenge; its sender may wait for the answer or let it expire.',
  },
  'undo-not-allowed': {
    status: 422,
    title: 'This move cannot be taken back',
    advice:
      'Only the seat to act takes back its own moves of the turn, back to the last card, die or other hidden thing revealed, and before anyone else acts: `reason` says which of these stands in the way; the seat’s game shows `undo.allowed`.',
  },
  'revoked-key': {
    status: 401,
    title: 'This key was revoked',
    advice:
      'A key revoked from another device (DELETE /players/me/keys/{id}) acts for no one any more: sign this device in again, with a passkey (POST /players/passkeys/authentication) or a link code shown by a device still signed in (POST /players/link).',
  },
  'key-not-found': {
    status: 404,
    title: 'You have no such key',
    advice: 'GET /players/me/keys lists the keys of your devices that are not revoked, each with its id.',
  },
  'passkey-not-found': {
    status: 404,
    title: 'You have no such passkey',
    advice: 'GET /players/me/passkeys lists your passkeys, each with its id.',
  },
  'bad-link-code': {
    status: 422,
    title: 'This link code links no device',
    advice:
      'A link code (POST /players/me/link-codes on a signed-in device) is valid for 10 minutes and links one device: check its characters, or ask the signed-in device for a new one.',
  },
  'too-many-link-codes': {
    status: 429,
    title: 'You made too many link codes',
    advice: 'A player may make a few link codes per 10 minutes: wait for the seconds of Retry-After.',
  },
  'passkey-refused': {
    status: 422,
    title: 'The passkey was refused',
    advice:
      'Ask for new options (…/passkeys/registration/options or …/passkeys/authentication/options) and answer them once, from this site: a challenge is single-use and expires after 5 minutes, and an answer made for another origin is refused.',
  },
  'handle-taken': {
    status: 409,
    title: 'This handle is taken',
    advice:
      'Handles are unique whatever their case (Ada and ada are one handle): choose another, or leave `handle` out and the server suggests a free one from your name.',
  },
  'player-not-found': {
    status: 404,
    title: 'No player has this handle',
    advice:
      'Check the handle (case does not matter); a player’s handle is in the answer of POST /players and GET /players/me.',
  },
  'address-refused': {
    status: 422,
    title: 'The server does not send to this address',
    advice:
      'Give an https URL, or http to a public address: loopback, private, link-local, unspecified and cloud metadata addresses are refused (`reason` in the sentence says which), unless the server runs with WEBHOOK_ALLOW_PRIVATE=1.',
  },
  'too-many-webhooks': {
    status: 422,
    title: 'You have as many webhooks as one player may',
    advice: 'A player has at most 10 webhooks: delete one you no longer need (DELETE /players/me/webhooks/{id}).',
  },
  'email-off': {
    status: 409,
    title: 'This server sends no e-mail',
    advice: 'E-mail notifications need the server to run with SMTP_URL; use a webhook or push notifications instead.',
  },
  'email-address-invalid': {
    status: 422,
    title: 'This is not an e-mail address the server writes to',
    advice: 'Give a plain address, name@example.org, of at most 254 characters, without a display name or spaces.',
  },
  'email-not-found': {
    status: 404,
    title: 'You have given no e-mail address',
    advice: 'Add one with POST /players/me/email.',
  },
  'email-token-invalid': {
    status: 422,
    title: 'This link is not valid',
    advice:
      'A confirmation link works once and only for the latest address given; open the link of the latest mail, whole, or give your address again.',
  },
  'email-token-expired': {
    status: 422,
    title: 'This confirmation link has expired',
    advice:
      'A confirmation link works for 24 hours: give your address again (POST /players/me/email) to get a new one.',
  },
  'too-many-confirmations': {
    status: 429,
    title: 'Too many confirmation mails were asked for',
    advice:
      'Each new or changed address mails a confirmation link: a player asks for at most 5 an hour, and one client address for at most 10. Open the link of the latest mail, or wait for the seconds of Retry-After.',
  },
  'webhook-not-found': {
    status: 404,
    title: 'No such webhook',
    advice: 'GET /players/me/webhooks lists your webhooks and their ids.',
  },
  'bad-push-subscription': {
    status: 422,
    title: 'This push subscription cannot be used',
    advice: "Send the browser's PushSubscription as it gives it (subscription.toJSON()): its keys are checked now.",
  },
  'too-many-push-subscriptions': {
    status: 422,
    title: 'You have as many push subscriptions as one player may',
    advice: 'Delete a subscription of a browser you no longer use (DELETE /players/me/push-subscriptions/{id}).',
  },
  'push-subscription-not-found': {
    status: 404,
    title: 'No such push subscription',
    advice: 'Use the id POST /players/me/push-subscriptions answered.',
  },
  'rate-limited': {
    status: 429,
    title: 'Too many requests',
    advice:
      'Wait for the number of seconds in Retry-After, then try again; follow the event stream rather than polling.',
  },
  'database-unavailable': {
    status: 503,
    title: 'The database is unavailable',
    advice: 'Nothing was changed: retry after Retry-After seconds, with the same Idempotency-Key for a move.',
  },
  'internal-error': {
    status: 500,
    title: 'Internal server error',
    advice:
      'The failure was logged with the request id (X-Request-Id); retrying may help, and reporting the id helps more.',
  },
};

export const RULE: Entry = {
  status: 422,
  title: 'The rules forbid this now',
  advice:
    'The code names the rule the move breaks; `detail` says why. GET /games/{id}/legal-moves lists the moves the rules allow now.',
};

/**
 * The problem's `type`: a path on this server (a relative reference, as RFC 9457 allows) where a person
 * reads what the code means (routes/problems.ts serves it).
 */
export const problemType = (code: string): string => `/problems/${code}`;

/** Every code of the server's own (the use cases' and the HTTP layer's), in the table's order. */
export const SERVER_CODES = Object.keys(TABLE) as ServerCode[];

export const isServerCode = (code: string): code is ServerCode => Object.hasOwn(TABLE, code);

/** The table's entry for a code of the server's own. */
export const serverEntry = (code: ServerCode): Entry => TABLE[code];

/** The table's entry for a code of the server's own, or null. */
export function serverProblem(code: string): Entry | null {
  return isServerCode(code) ? TABLE[code] : null;
}

/** The server's codes answered with `status`, in the table's order (the OpenAPI document enumerates them). */
export const codesWithStatus = (status: number): ServerCode[] =>
  SERVER_CODES.filter(code => TABLE[code].status === status);

/**
 * A thrown refusal, as it is. Every refusal is built with a code of one of the two lists (Refusal.of, refuse), so
 * the table holds its code; one it did not would be a bug, answered as any other (refusalFor).
 */
function thrownRefusal(error: unknown): ServerRefusal | null {
  if (!(error instanceof Refusal)) return null;
  const refusal: Refusal<string> = error;
  return refusal.reason.kind === 'rule' || isServerCode(refusal.reason.code) ? (refusal as ServerRefusal) : null;
}

/**
 * The shape of the games' rule codes: `<game>/<rule id>-<slug>`, e.g. monad/M18-pass-not-allowed,
 * monte-carlo/C2-not-your-turn. The games build them from the rule id they enforce (violations.ts).
 */
export const RULE_CODE_PATTERN = '^[a-z][a-z0-9-]*/[A-Z][0-9]+[a-z]?-[a-z0-9-]+$';

export function statusOf(refusal: ServerRefusal): number {
  return (refusal.reason.kind === 'rule' ? RULE : TABLE[refusal.reason.code]).status;
}

const NO_RULES: RuleCatalogs = new Map();

/** An `errors` entry as a problem shows it: its path and message may quote the request too (echoed.ts). */
const echoedIssue = (issue: unknown): unknown =>
  typeof issue === 'object' && issue !== null
    ? Object.fromEntries(
        Object.entries(issue).map(([k, v]) => [
          k,
          typeof v !== 'string' ? v : k === 'path' ? echoedWhole(v) : echoed(v),
        ]),
      )
    : issue;

/**
 * The `errors` entries a problem lists at most: a body of a thousand wrong items would list a thousand, and
 * what a person fixes first is at the top.
 */
export const MAX_ISSUES = 50;

/**
 * The problem document of a refusal, in English or in `language` where all of it can be said in that
 * language (i18n/problem-words.ts); `instance` is the request's path, when it could be read.
 */
export function problemDocument(
  refusal: ServerRefusal,
  instance?: string,
  language: Language = 'en',
  rules: RuleCatalogs = NO_RULES,
): { readonly body: string; readonly language: Language } {
  const { status, title: english } = refusal.reason.kind === 'rule' ? RULE : TABLE[refusal.reason.code];
  const words = problemWords(refusal, english, language, rules);
  let extras = refusal.extras;
  if (words.language !== 'en' && extras['errors'] !== undefined) {
    // The fields' issues in the same language where zod's locales say them (i18n/field-issues.ts).
    const errors = fieldIssuesIn(extras['errors'], words.language, refusal.words);
    if (errors !== null) extras = { ...extras, errors };
  }
  if (Array.isArray(extras['errors']))
    extras = { ...extras, errors: extras['errors'].slice(0, MAX_ISSUES).map(echoedIssue) };
  const body = JSON.stringify({
    ...extras,
    type: problemType(refusal.reason.code),
    title: words.title,
    status,
    detail: echoed(words.detail),
    code: refusal.reason.code,
    // The path as requested: a URI reference, so a long one is left out rather than cut (echoed.ts's bound).
    ...(instance === undefined || instance.length > TEXT_CHARACTERS ? {} : { instance }),
  });
  return { body, language: words.language };
}

/** The problem document of a refusal in English: for a request that could not be read, whose language is unknown. */
export const problemBody = (refusal: ServerRefusal, instance?: string): string =>
  problemDocument(refusal, instance).body;

/**
 * A problem answered before express (a request over a bound, an Expect this server does not meet, a body that
 * did not arrive in time): its status, body and headers, in the request's language as express's answers are.
 */
export function rawProblem(
  req: IncomingMessage,
  refusal: ServerRefusal,
): { readonly status: number; readonly body: string; readonly headers: Readonly<Record<string, string | number>> } {
  const language = negotiateLanguage(req.headers['accept-language']);
  const { body, language: said } = problemDocument(refusal, new URL(req.url ?? '/', 'http://x').pathname, language);
  const headers = {
    'Content-Type': 'application/problem+json',
    'Content-Length': Buffer.byteLength(body),
    'Content-Language': said,
    Vary: 'Accept-Language',
  };
  return { status: statusOf(refusal), body, headers };
}

export function sendProblem(req: Request, res: Response, refusal: ServerRefusal, rules: RuleCatalogs = NO_RULES): void {
  const status = statusOf(refusal);
  if (status === 401) res.setHeader('WWW-Authenticate', 'Bearer');
  if (status === 503) res.setHeader('Retry-After', '5');
  if (refusal.retryAfterSeconds !== undefined) res.setHeader('Retry-After', String(refusal.retryAfterSeconds));
  const { body, language } = problemDocument(refusal, req.path, negotiateLanguage(req.get('accept-language')), rules);
  res.vary('Accept-Language');
  res.setHeader('Content-Language', language);
  res.status(status).type('application/problem+json').send(body);
}

const tooLarge = (): ServerRefusal =>
  refuse('payload-too-large', 'The body is larger than this server accepts.').saying('payload-too-large');

/** body-parser's failures, by their documented `type`. */
function bodyParserRefusal(error: unknown): ServerRefusal | null {
  if (typeof error !== 'object' || error === null || !('type' in error)) return null;
  switch ((error as { type: unknown }).type) {
    case 'entity.parse.failed':
      return refuse('malformed-json', 'The body could not be parsed as JSON.').saying('malformed-json');
    case 'entity.not.utf8':
      return refuse('malformed-json', 'The body is not valid UTF-8: send JSON encoded as UTF-8.').saying(
        'malformed-json/utf8',
      );
    case 'entity.too.large':
      return tooLarge();
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return refuse('unsupported-media-type', 'Send the body as UTF-8 JSON without content encoding.').saying(
        'unsupported-media-type/encoding',
      );
    case 'request.aborted':
    case 'request.size.invalid':
    case 'stream.encoding.set':
    case 'stream.not.readable':
      return Refusal.of('invalid-request', 'The body could not be read.').saying('invalid-request/unreadable-body');
    default:
      return null;
  }
}

/** The client-error status an error carries (http-errors and express set `status` or `statusCode`). */
function clientStatusOf(error: unknown): number | null {
  if (typeof error !== 'object' || error === null) return null;
  const { status, statusCode } = error as { status?: unknown; statusCode?: unknown };
  const found = typeof status === 'number' ? status : statusCode;
  return typeof found === 'number' && Number.isInteger(found) && found >= 400 && found < 500 ? found : null;
}

/** Any other error carrying a 4xx status, as the nearest code; the detail is ours, never the error's message. */
function clientErrorRefusal(error: unknown, req: Request): ServerRefusal | null {
  const status = clientStatusOf(error);
  if (status === null) return null;
  if (status === 413) return tooLarge();
  if (status === 415)
    return refuse('unsupported-media-type', 'Send the body as UTF-8 JSON with Content-Type: application/json.').saying(
      'unsupported-media-type/json',
    );
  const encoding = req.get('content-encoding');
  if (encoding !== undefined && encoding.trim().toLowerCase() !== 'identity') {
    return Refusal.of(
      'invalid-request',
      `The body is not valid ${encoding} data as its Content-Encoding says: send it encoded correctly, or plain without Content-Encoding.`,
    ).saying('invalid-request/content-encoding', { encoding });
  }
  if (error instanceof URIError)
    return Refusal.of('invalid-request', 'The path holds malformed percent-encoding: write "%" itself as %25.').saying(
      'invalid-request/percent',
      { where: 'path' },
    );
  return Refusal.of('invalid-request', 'The request could not be read; check its path, headers and body.').saying(
    'invalid-request/unreadable',
  );
}

/** `rules`: the games' rule sentences in other languages, so that a refused move is said in the client's. */
export function problemMiddleware(logger: Logger, rules: RuleCatalogs = NO_RULES): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    const refusal =
      thrownRefusal(error) ?? bodyParserRefusal(error) ?? clientErrorRefusal(error, req) ?? refusalFor(error);
    const status = statusOf(refusal);
    if (status >= 500) (req.log ?? logger).error({ error: errorForLog(error) }, 'request failed');
    sendProblem(req, res, refusal, rules);
  };
}

export const routeNotFound: RequestHandler = (req, _res, next) => {
  next(
    refuse('route-not-found', `There is no ${req.method} ${req.path}.`).saying('route-not-found', {
      method: req.method,
      path: req.path,
    }),
  );
};
