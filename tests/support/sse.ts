// A minimal Server-Sent Events client for tests: fetch, parse with eventsource-parser, and wait for events.
import { createParser, type EventSourceMessage } from 'eventsource-parser';

export interface EventStream {
  readonly status: number;
  readonly contentType: string | null;
  readonly events: EventSourceMessage[];
  /** Resolves once `count` events have arrived in total (or rejects after `ms`). */
  waitFor(count: number, ms?: number): Promise<EventSourceMessage[]>;
  /** Resolves when the server ends the stream. */
  readonly ended: Promise<void>;
  /** The raw text so far (to see comments such as heartbeats). */
  raw(): string;
  close(): void;
}

export async function openEvents(url: string, headers: Record<string, string> = {}): Promise<EventStream> {
  const controller = new AbortController();
  const res = await fetch(url, { headers: { Accept: 'text/event-stream', ...headers }, signal: controller.signal });
  const events: EventSourceMessage[] = [];
  let text = '';
  let wake: () => void = () => undefined;
  const parser = createParser({
    onEvent(event) {
      events.push(event);
      wake();
    },
  });
  const ended = (async () => {
    if (!res.body) return;
    const decoder = new TextDecoder();
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        const piece = decoder.decode(chunk, { stream: true });
        text += piece;
        parser.feed(piece);
        wake();
      }
    } catch {
      // Aborted by close().
    }
  })();
  return {
    status: res.status,
    contentType: res.headers.get('content-type'),
    events,
    ended,
    raw: () => text,
    async waitFor(count, ms = 5_000) {
      const deadline = Date.now() + ms;
      while (events.length < count) {
        if (Date.now() > deadline) throw new Error(`waited ${ms} ms for ${count} events, got ${events.length}`);
        await new Promise<void>(resolve => {
          wake = resolve;
          setTimeout(resolve, 50);
        });
      }
      return events.slice(0, count);
    },
    close: () => controller.abort(),
  };
}

/** Resolves true when the server ends `stream` within `ms`, false otherwise. */
export const endsWithin = (stream: EventStream, ms: number): Promise<boolean> =>
  Promise.race([stream.ended.then(() => true), new Promise<boolean>(resolve => setTimeout(() => resolve(false), ms))]);
