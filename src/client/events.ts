// Following a game's Server-Sent Events from Node (which has no EventSource): fetch + eventsource-parser.
// The stream reconnects after a dropped connection or a server restart, resuming with Last-Event-ID, so
// no version is missed; it ends when the server ends it after the game's final event, when aborted, or
// when the server refuses for good (4xx).
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import type { GameEvent } from './api.js';
import { backoffDelay, DEFAULT_BACKOFF, isTransient, sleep, type Backoff } from './retry.js';

export interface FollowOptions {
  readonly baseUrl: string;
  readonly gameId: string;
  readonly token?: string;
  /** Resume after this version; without it the first event is the game as it is now. */
  readonly lastEventId?: number;
  readonly signal?: AbortSignal;
  readonly backoff?: Backoff;
  readonly fetch?: typeof fetch;
  /** Called before each reconnection, with the attempt number and the reason. */
  readonly onReconnect?: (attempt: number, reason: unknown) => void;
}

export class StreamRefused extends Error {
  constructor(readonly status: number, detail: string) {
    super(`the event stream was refused (${status}): ${detail}`);
  }
}

export async function* followGame(options: FollowOptions): AsyncGenerator<GameEvent> {
  const fetchImpl = options.fetch ?? fetch;
  const game = `${options.baseUrl.replace(/\/+$/, '')}/games/${encodeURIComponent(options.gameId)}`;
  const url = `${game}/events`;
  const authorization: Record<string, string> = options.token === undefined ? {} : { authorization: `Bearer ${options.token}` };
  let lastEventId = options.lastEventId;
  let finished = false;
  for (let attempt = 0; ; attempt++) {
    if (attempt > 0) await sleep(backoffDelay(attempt, options.backoff ?? DEFAULT_BACKOFF), options.signal);
    try {
      const response = await fetchImpl(url, {
        headers: {
          accept: 'text/event-stream',
          ...authorization,
          ...(lastEventId === undefined ? {} : { 'last-event-id': String(lastEventId) }),
        },
        signal: options.signal ?? null,
      });
      if (!response.ok || response.body === null) {
        const detail = await response.text().catch(() => '');
        if (!isTransient(response.status)) throw new StreamRefused(response.status, detail);
        throw new Error(`event stream answered ${response.status}`);
      }
      for await (const message of messages(response.body)) {
        if (message.id !== undefined && message.id !== '') lastEventId = Number(message.id);
        attempt = 0;
        const event = JSON.parse(message.data) as GameEvent;
        finished ||= event.status === 'finished';
        yield event;
      }
      // The server ends the stream of a finished game after its last event: nothing more will come. A
      // stream resumed after that event ends with none; a server that stopped ends one too: ask which.
      if (finished || (await isOver(fetchImpl, game, authorization, options.signal))) return;
      options.onReconnect?.(attempt + 1, new Error('the event stream ended'));
    } catch (error) {
      if (options.signal?.aborted || error instanceof StreamRefused) throw error;
      options.onReconnect?.(attempt + 1, error);
    }
  }
}

/** Whether the game is finished; false when that cannot be known now (the caller reconnects). */
async function isOver(fetchImpl: typeof fetch, url: string, headers: Record<string, string>, signal: AbortSignal | undefined): Promise<boolean> {
  try {
    const response = await fetchImpl(url, { headers: { accept: 'application/json', ...headers }, signal: signal ?? null });
    if (!response.ok) return false;
    return ((await response.json()) as { status?: unknown }).status === 'finished';
  } catch {
    return false;
  }
}

/** The messages of one SSE response body (comments, the heartbeats, are skipped by the parser). */
async function* messages(body: ReadableStream<Uint8Array>): AsyncGenerator<EventSourceMessage> {
  const queue: EventSourceMessage[] = [];
  const parser = createParser({ onEvent: (message) => queue.push(message) });
  const decoder = new TextDecoder();
  for await (const chunk of body) {
    parser.feed(decoder.decode(chunk, { stream: true }));
    while (queue.length > 0) yield queue.shift() as EventSourceMessage;
  }
}
