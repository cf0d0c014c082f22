// Following a game's Server-Sent Events with fetch + eventsource-parser, in Node (which has no EventSource)
// and in the browser (where EventSource cannot send the Authorization header).
// The stream reconnects after a dropped connection or a server restart, resuming with Last-Event-ID, so
// no version is missed; it ends when the server ends it after the game's final event, when aborted, or
// when the server refuses for good (4xx). Events with a name (the table's `chat`) are not game events: they
// go to `onChat` and never into the generator, and carry no id, so resuming stays by version.
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import type { ChatMessage, GameEvent } from './api.js';
import { backoffDelay, DEFAULT_BACKOFF, isTransient, sleep, type Backoff } from './retry.js';

export interface FollowOptions {
  readonly baseUrl: string;
  readonly gameId: string;
  readonly token?: string;
  /** Sent as Accept-Language: the language of a refusal's problem (en, fr, de). */
  readonly language?: string;
  /** Resume after this version; without it the first event is the game as it is now. */
  readonly lastEventId?: number;
  readonly signal?: AbortSignal;
  readonly backoff?: Backoff;
  readonly fetch?: typeof fetch;
  /** Called each time the stream is open (the server answered 200), before its first event. */
  readonly onOpen?: () => void;
  /** Called before each reconnection, with the attempt number and the reason. */
  readonly onReconnect?: (attempt: number, reason: unknown) => void;
  /** Each message of the table's chat the stream brings (events named `chat`). */
  readonly onChat?: (message: ChatMessage) => void;
}

export class StreamRefused extends Error {
  constructor(
    readonly status: number,
    detail: string,
  ) {
    super(`the event stream was refused (${status}): ${detail}`);
  }
}

export async function* followGame(options: FollowOptions): AsyncGenerator<GameEvent> {
  const fetchImpl = options.fetch ?? fetch;
  const game = `${options.baseUrl.replace(/\/+$/, '')}/games/${encodeURIComponent(options.gameId)}`;
  const authorization: Record<string, string> = {
    ...(options.token === undefined ? {} : { authorization: `Bearer ${options.token}` }),
    ...(options.language === undefined ? {} : { 'accept-language': options.language }),
  };
  let finished = false;
  yield* followStream<GameEvent>(`${game}/events`, options, {
    onEvent: event => {
      finished ||= event.status === 'finished';
    },
    ...(options.onChat === undefined ? {} : { named: { chat: options.onChat as (data: unknown) => void } }),
    // The server ends the stream of a finished game after its last event: nothing more will come. A
    // stream resumed after that event ends with none; a server that stopped ends one too: ask which.
    over: async () => finished || (await isOver(fetchImpl, game, authorization, options.signal)),
  });
}

/** What following one of the API's event streams takes: who (the token or key), and how to reconnect. */
export type StreamOptions = Omit<FollowOptions, 'baseUrl' | 'gameId'>;

/** What a stream's owner learns as it goes: each event, and whether an ended stream means the end. */
export interface StreamHooks<T> {
  readonly onEvent?: (event: T) => void;
  /** Asked when the server ends the stream: true stops following, false reconnects. */
  readonly over?: () => Promise<boolean>;
  /** Named events (`event: chat`) by name; events of other names are skipped. */
  readonly named?: Readonly<Record<string, (data: unknown) => void>>;
}

/**
 * The events of one SSE route, parsed as JSON: reconnects after a dropped connection or a restart,
 * resuming with Last-Event-ID (a game's version, or a player's event number), until aborted, refused (4xx),
 * or ended for good (`hooks.over`).
 */
export async function* followStream<T>(
  url: string,
  options: StreamOptions,
  hooks: StreamHooks<T> = {},
): AsyncGenerator<T> {
  const fetchImpl = options.fetch ?? fetch;
  let lastEventId = options.lastEventId;
  for (let attempt = 0; ; attempt++) {
    if (attempt > 0) await sleep(backoffDelay(attempt, options.backoff ?? DEFAULT_BACKOFF), options.signal);
    try {
      const response = await fetchImpl(url, {
        headers: {
          accept: 'text/event-stream',
          ...(options.token === undefined ? {} : { authorization: `Bearer ${options.token}` }),
          ...(options.language === undefined ? {} : { 'accept-language': options.language }),
          ...(lastEventId === undefined ? {} : { 'last-event-id': String(lastEventId) }),
        },
        signal: options.signal ?? null,
      });
      if (!response.ok || response.body === null) {
        const detail = await response.text().catch(() => '');
        if (!isTransient(response.status)) throw new StreamRefused(response.status, detail);
        throw new Error(`event stream answered ${response.status}`);
      }
      options.onOpen?.();
      for await (const message of messages(response.body)) {
        // A named event with an id (a player's `challenge`) counts for resuming as any other.
        if (message.id !== undefined && message.id !== '') lastEventId = Number(message.id);
        attempt = 0;
        if (message.event !== undefined && message.event !== 'message') {
          hooks.named?.[message.event]?.(JSON.parse(message.data));
          continue;
        }
        const event = JSON.parse(message.data) as T;
        hooks.onEvent?.(event);
        yield event;
      }
      if (hooks.over && (await hooks.over())) return;
      options.onReconnect?.(attempt + 1, new Error('the event stream ended'));
    } catch (error) {
      if (options.signal?.aborted || error instanceof StreamRefused) throw error;
      options.onReconnect?.(attempt + 1, error);
    }
  }
}

/** Whether the game is finished; false when that cannot be known now (the caller reconnects). */
async function isOver(
  fetchImpl: typeof fetch,
  url: string,
  headers: Record<string, string>,
  signal: AbortSignal | undefined,
): Promise<boolean> {
  try {
    const response = await fetchImpl(url, {
      headers: { accept: 'application/json', ...headers },
      signal: signal ?? null,
    });
    if (!response.ok) return false;
    return ((await response.json()) as { status?: unknown }).status === 'finished';
  } catch {
    return false;
  }
}

/** The messages of one SSE response body (comments, the heartbeats, are skipped by the parser). */
async function* messages(body: ReadableStream<Uint8Array>): AsyncGenerator<EventSourceMessage> {
  const queue: EventSourceMessage[] = [];
  const parser = createParser({ onEvent: message => queue.push(message) });
  const decoder = new TextDecoder();
  // A reader rather than `for await` over the body: Safari's ReadableStream is not async-iterable, and the
  // web page (web/) follows its games with this same code.
  const reader = body.getReader();
  try {
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      parser.feed(decoder.decode(read.value, { stream: true }));
      while (queue.length > 0) yield queue.shift() as EventSourceMessage;
    }
  } finally {
    // A consumer that stops early closes the response too, rather than leaving the connection open.
    await reader.cancel().catch(() => undefined);
  }
}
