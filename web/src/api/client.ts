// The page's one way to the server (STYLE.md, "The web page"): the generated typed client (openapi-fetch
// over src/client/schema.d.ts, exactly what third-party clients get) and the event streams of
// src/client/events.ts (fetch + eventsource-parser, so the key travels in the Authorization header and
// never in a URL). Components never call fetch: they call these functions, which answer the data or throw
// an ApiError carrying the server's problem (its code and the sentence a person can act on).
import { createApi, type Api } from '../../../src/client/api';
import { followGame, followStream } from '../../../src/client/events';
import { retryAfterOf } from '../../../src/client/retry';
import { language, t } from '../i18n/i18n';
import { clockedFetch } from './server-clock';
import type { ListFilters } from '../list-filters';
import type {
  ChatMessage,
  ClockOption,
  CreateGameBody,
  Game,
  GameEvent,
  GameId,
  PlayerEvent,
  Problem,
  Schemas,
} from './types';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly problem: Problem,
    /** When the server said to try again (Retry-After, in seconds), if it did. */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(problem.detail ?? problem.title);
  }

  get code(): string {
    return this.problem.code;
  }
}

const origin = (): string => globalThis.location?.origin ?? 'http://localhost';

/**
 * A client that sends the key (a player key or a seat token) as its bearer, or nothing, and the page's
 * language as Accept-Language, so that a refusal's title and sentence come in it. Its answers tell the page
 * the server's time (server-clock.ts).
 */
export const clientFor = (key?: string): Api =>
  createApi({
    baseUrl: origin(),
    language: language(),
    fetch: clockedFetch,
    ...(key === undefined ? {} : { token: key }),
  });

interface Answer<T> {
  readonly data?: T;
  readonly error?: unknown;
  readonly response: Response;
}

/** The answer's data, or an ApiError with its problem (a network failure becomes one too). */
export async function unwrap<T>(request: Promise<Answer<T>>): Promise<T> {
  let answer: Answer<T>;
  try {
    answer = await request;
  } catch (error) {
    throw new ApiError(0, {
      type: 'about:blank',
      title: t('client.unreachable'),
      status: 0,
      code: 'network-error',
      detail: t('client.noAnswer', { reason: error instanceof Error ? error.message : String(error) }),
    } as Problem);
  }
  if (answer.response.ok && answer.data !== undefined) return answer.data;
  if (answer.response.ok) return undefined as T;
  const problem = isProblem(answer.error)
    ? answer.error
    : ({
        type: 'about:blank',
        title: answer.response.statusText,
        status: answer.response.status,
        code: 'http-error',
        detail: t('client.answered', { status: answer.response.status }),
      } as Problem);
  throw new ApiError(answer.response.status, problem, retryAfterOf(answer.response));
}

const isProblem = (value: unknown): value is Problem =>
  typeof value === 'object' && value !== null && 'code' in value && 'title' in value;

export const newIdempotencyKey = (): string => crypto.randomUUID();

export const createPlayer = (name: string) => unwrap(clientFor().POST('/players', { body: { name } }));
export const getMe = (key: string) => unwrap(clientFor(key).GET('/players/me'));

// Devices (issue 24): each device its own key; a link code or a passkey signs a new device in.
export const myKeys = (key: string) => unwrap(clientFor(key).GET('/players/me/keys'));
export const revokeKey = (key: string, id: string) =>
  unwrap(clientFor(key).DELETE('/players/me/keys/{id}', { params: { path: { id } } }));
export const createLinkCode = (key: string) => unwrap(clientFor(key).POST('/players/me/link-codes'));
export const myPasskeys = (key: string) => unwrap(clientFor(key).GET('/players/me/passkeys'));
export const removePasskey = (key: string, id: string) =>
  unwrap(clientFor(key).DELETE('/players/me/passkeys/{id}', { params: { path: { id } } }));
export const linkDevice = (code: string, label?: string) =>
  unwrap(clientFor().POST('/players/link', { body: { code, ...(label === undefined ? {} : { label }) } }));
export const passkeyRegistrationOptions = (key: string) =>
  unwrap(clientFor(key).POST('/players/me/passkeys/registration/options'));
export const addPasskey = (key: string, credential: Schemas['PasskeyRegistration']) =>
  unwrap(clientFor(key).POST('/players/me/passkeys', { body: { credential } }));
export const passkeyAuthenticationOptions = () => unwrap(clientFor().POST('/players/passkeys/authentication/options'));
export const signInWithPasskey = (credential: Schemas['PasskeyAssertion'], label?: string) =>
  unwrap(
    clientFor().POST('/players/passkeys/authentication', {
      body: { credential, ...(label === undefined ? {} : { label }) },
    }),
  );

export const createGame = (key: string, body: CreateGameBody) => unwrap(clientFor(key).POST('/games', { body }));

/**
 * The game as this player sees it: its seat's view when the key holds a seat there, else a spectator's
 * (a key without a seat is refused on game routes, 403 wrong-game, so the page asks again without it).
 * `at` reads the game as it was right after that entry (history).
 */
export async function getGame(id: string, key: string | undefined, at?: number): Promise<Game> {
  const query = at === undefined ? {} : { at };
  // openapi-fetch reads tuples in the schema (a casino square's suits) as arrays; the schema's type is the truth.
  const read = async (k: string | undefined) =>
    (await unwrap(clientFor(k).GET('/games/{id}', { params: { path: { id }, query } }))) as Game;
  if (key === undefined) return read(undefined);
  try {
    return await read(key);
  } catch (error) {
    if (error instanceof ApiError && error.code === 'wrong-game') return read(undefined);
    throw error;
  }
}

export const legalMoves = (id: string, key: string) =>
  unwrap(clientFor(key).GET('/games/{id}/legal-moves', { params: { path: { id } } }));

const actedListeners = new Set<() => void>();

/**
 * Calls `listener` after each move, resignation or undo this page made succeeded: the player's stream
 * says when a turn becomes theirs, not when it stops being theirs, so the tab's count (notify/) is read
 * again then. Returns the function that stops it.
 */
export function onActed(listener: () => void): () => void {
  actedListeners.add(listener);
  return () => actedListeners.delete(listener);
}

async function acted<T>(answer: Promise<T>): Promise<T> {
  const value = await answer;
  for (const listener of actedListeners) listener();
  return value;
}

export const makeMove = (id: string, key: string, move: Schemas['Move'], expectedVersion: number) =>
  acted(
    unwrap(
      clientFor(key).POST('/games/{id}/moves', {
        params: { path: { id }, header: { 'Idempotency-Key': newIdempotencyKey() } },
        body: { move, expectedVersion } as Schemas['MoveBody'],
      }),
    ),
  );

export const resign = (id: string, key: string, expectedVersion: number) =>
  acted(
    unwrap(
      clientFor(key).POST('/games/{id}/resign', {
        params: { path: { id }, header: { 'Idempotency-Key': newIdempotencyKey() } },
        body: { expectedVersion },
      }),
    ),
  );

/** Takes back the seat's last move of the turn (POST /games/{id}/undo), when its game says `undo.allowed`. */
export const undoMove = (id: string, key: string, expectedVersion: number) =>
  acted(
    unwrap(
      clientFor(key).POST('/games/{id}/undo', {
        params: { path: { id }, header: { 'Idempotency-Key': newIdempotencyKey() } },
        body: { expectedVersion },
      }),
    ),
  );

export const joinGame = (id: string, key: string, body: Schemas['JoinBody']) =>
  unwrap(clientFor(key).POST('/games/{id}/join', { params: { path: { id } }, body }));
export const leaveGame = (id: string, key: string) =>
  unwrap(clientFor(key).POST('/games/{id}/leave', { params: { path: { id } } }));
export const cancelGame = (id: string, key: string) =>
  unwrap(clientFor(key).POST('/games/{id}/cancel', { params: { path: { id } } }));
export const rematch = (id: string, key: string) =>
  unwrap(clientFor(key).POST('/games/{id}/rematch', { params: { path: { id } } }));

export const readLog = (id: string, key: string | undefined, after: number) =>
  unwrap(clientFor(key).GET('/games/{id}/moves', { params: { path: { id }, query: { after } } }));

/**
 * The listings' filters as the server takes them: only those set (game, players, clock kind). A game id
 * from a hand-typed URL goes as it is: the server refuses one it does not serve, and the page shows why.
 */
const filterQuery = (filters: ListFilters = {}) => ({
  ...(filters.game === undefined ? {} : { game: filters.game as GameId }),
  ...(filters.players === undefined ? {} : { players: filters.players }),
  ...(filters.clock === undefined ? {} : { clock: filters.clock }),
});
/** The post-game review of a seat: public once the game is over (a 409 problem before). */
export const getReview = (id: string, seat: number) =>
  unwrap(clientFor().GET('/games/{id}/review', { params: { path: { id }, query: { seat } } }));

/** A player's profile by handle: ratings, their history, games played and won, the latest games. */
export const getProfile = (handle: string) =>
  unwrap(clientFor().GET('/players/{handle}', { params: { path: { handle } } }));

/** One page of a game's leaderboard, best first (provisional players left out). */
export const getLeaderboard = (game: GameId, cursor?: string) =>
  unwrap(
    clientFor().GET('/leaderboards/{game}', {
      params: { path: { game }, query: { limit: 100, ...(cursor === undefined ? {} : { cursor }) } },
    }),
  );

/** The lobby: listed tables with an open seat, newest first. */
export const lobby = (cursor?: string, filters?: ListFilters) =>
  unwrap(
    clientFor().GET('/games', {
      params: {
        query: {
          status: 'waiting',
          open: 'true',
          limit: 50,
          ...filterQuery(filters),
          ...(cursor === undefined ? {} : { cursor }),
        },
      },
    }),
  );

/** Games being played at tables of the lobby, newest first: anyone may watch them. */
export const gamesInPlay = (filters?: ListFilters) =>
  unwrap(
    clientFor().GET('/games', {
      params: { query: { status: 'active', listed: 'true', limit: 20, ...filterQuery(filters) } },
    }),
  );

export const myGames = (
  key: string,
  filter: { status?: Schemas['GameStatus']; awaiting?: true } = {},
  filters?: ListFilters,
) =>
  unwrap(
    clientFor(key).GET('/players/me/games', {
      params: {
        query: {
          limit: 50,
          ...filterQuery(filters),
          ...(filter.status === undefined ? {} : { status: filter.status }),
          ...(filter.awaiting ? { awaiting: 'true' as const } : {}),
        },
      },
    }),
  );

/** Told when the stream is open and when it dropped (it reconnects by itself, resuming where it was). */
export interface StreamWatch {
  readonly onOpen?: () => void;
  readonly onReconnect?: () => void;
  /** The table's chat as it comes on the game's stream. */
  readonly onChat?: (message: ChatMessage) => void;
}

/** A game's events from `after` on (each a version), until `signal` aborts or the game ends. */
export const followEvents = (
  id: string,
  key: string | undefined,
  after: number,
  signal: AbortSignal,
  watch: StreamWatch = {},
): AsyncGenerator<GameEvent> =>
  followGame({
    baseUrl: origin(),
    gameId: id,
    language: language(),
    lastEventId: after,
    signal,
    ...(key === undefined ? {} : { token: key }),
    ...watch,
  });

/** The player's own stream (your turn, joined, finished…), from now on. */
export const followMe = (
  key: string,
  signal: AbortSignal,
  onChallenge?: (event: Schemas['ChallengeEvent']) => void,
): AsyncGenerator<PlayerEvent> =>
  followStream<PlayerEvent>(
    `${origin()}/players/me/events`,
    { token: key, signal, language: language() },
    onChallenge === undefined ? {} : { named: { challenge: onChallenge as (data: unknown) => void } },
  );

/** The chat of a table after message `after`, as this key may read it (a seat: both channels). */
export const readChat = (id: string, key: string | undefined, after: number) =>
  unwrap(clientFor(key).GET('/games/{id}/chat', { params: { path: { id }, query: { after, limit: 200 } } }));

/** Writes in the table's chat, in the writer's own channel. */
/** `idempotencyKey`: the same for every attempt at one message, so that a retry after a lost answer writes it once. */
export const postChat = (id: string, key: string, text: string, idempotencyKey: string) =>
  unwrap(
    clientFor(key).POST('/games/{id}/chat', {
      params: { path: { id }, header: { 'Idempotency-Key': idempotencyKey } },
      body: { text },
    }),
  );

/** Who is at the table now, and how many watch. */
export const getPresence = (id: string) =>
  unwrap(clientFor().GET('/games/{id}/presence', { params: { path: { id } } }));

/** Hides a player's chat from this player everywhere. */
export const mutePlayer = (key: string, player: string) =>
  unwrap(clientFor(key).POST('/players/me/mutes/{player}', { params: { path: { player } } }));

/** The open challenges this player sent or received. */
export const myChallenges = (key: string) => unwrap(clientFor(key).GET('/challenges'));

/** Challenges the player with `handle` to a game for two. */
export const challengePlayer = (key: string, handle: string, game: string, clock?: ClockOption) =>
  unwrap(
    clientFor(key).POST('/challenges', {
      body: { handle, game, players: 2, ...(clock === undefined ? {} : { clock }) },
    }),
  );

export const answerChallenge = (key: string, id: string, verb: 'accept' | 'decline') =>
  unwrap(clientFor(key).POST(`/challenges/{id}/${verb}`, { params: { path: { id } } }));

/** The player's vacation: on or not, and the days left (issue 25). */
export const getVacation = (key: string) => unwrap(clientFor(key).GET('/players/me/vacation'));

/** Pauses the player's correspondence deadlines until `until` (an ISO time). */
export const startVacation = (key: string, until: string) =>
  unwrap(clientFor(key).POST('/players/me/vacation', { body: { until } }));

/** Ends the vacation now. */
export const endVacation = (key: string) => unwrap(clientFor(key).DELETE('/players/me/vacation'));

/** What this server can notify the player by (e-mail only with SMTP_URL), and their address or null. */
export const myNotifications = (key: string) => unwrap(clientFor(key).GET('/players/me/notifications'));

/** Turns the player's turn reminders (correspondence games) off or on; answers as myNotifications. */
export const updateNotifications = (key: string, body: Schemas['UpdateNotificationsBody']) =>
  unwrap(clientFor(key).PATCH('/players/me/notifications', { body }));

/** Sets the address (a new one is mailed a confirmation link) or, for the confirmed one, how often it hears. */
export const setEmail = (key: string, body: Schemas['SetEmailBody']) =>
  unwrap(clientFor(key).POST('/players/me/email', { body }));

/** Removes the address: nothing more is mailed to it. */
export const removeEmail = (key: string) => unwrap(clientFor(key).DELETE('/players/me/email'));

/** The server's VAPID public key, for pushManager.subscribe. */
export const pushKey = () => unwrap(clientFor().GET('/push/key'));

/** Registers this browser's push subscription (its JSON, as the browser gives it). */
export const addPushSubscription = (key: string, subscription: Schemas['PushSubscriptionBody']) =>
  unwrap(clientFor(key).POST('/players/me/push-subscriptions', { body: subscription }));

/** Deletes a push subscription of the player's: nothing more is pushed to that browser. */
export const removePushSubscription = (key: string, id: string) =>
  unwrap(clientFor(key).DELETE('/players/me/push-subscriptions/{id}', { params: { path: { id } } }));
