// A table's chat on the page: read back once (every page, oldest first), then kept live by the `chat` events
// of the game's stream (use-game.ts hands them here). Each message is kept once, by its number, in order.
// The server says until when the chat takes messages (`closesAt`): read again once the game is over (the
// moment is set then), and learnt from a refusal (422 chat-closed) too. The server's moments are compared with the
// server's time as the page knows it (server-clock.ts), not this browser's clock.
import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import { ApiError, mutePlayer, newIdempotencyKey, postChat, readChat } from '../api/client';
import { serverNow } from '../api/server-clock';
import type { ChatMessage } from '../api/types';

const PAGES = 5;

/** Adds messages, each once, in number order. */
export function mergeChat(messages: readonly ChatMessage[], more: readonly ChatMessage[]): ChatMessage[] {
  const byId = new Map(messages.map(m => [m.id, m]));
  for (const m of more) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

export interface Chat {
  readonly messages: readonly ChatMessage[];
  /** When writing closes or closed, as the server said (ms since the epoch); null while no end is set. */
  readonly closesAt: number | null;
  readonly error: unknown;
  readonly busy: boolean;
  /** Adds messages heard on the stream. */
  hear(message: ChatMessage): void;
  /** Whether the message was taken (a refusal is in `error`). */
  send(text: string): Promise<boolean>;
  mute(playerId: string): Promise<void>;
  /** Reads the newest messages and when writing closes again (the game has ended, or changed since it ended). */
  recheck(): void;
}

/** A moment the server wrote, in ms since the epoch; null when absent or unreadable. */
function momentOf(at: unknown): number | null {
  const ms = typeof at === 'string' ? Date.parse(at) : NaN;
  return Number.isFinite(ms) ? ms : null;
}

/**
 * When a refusal says the chat closed (422 chat-closed): its `closedAt`, or now if that is later by the
 * server's clock as the page knows it, since the server's refusal settles it whatever the two clocks say.
 */
function closedAtOf(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.code !== 'chat-closed') return null;
  return Math.min(momentOf((error.problem as { closedAt?: unknown }).closedAt) ?? serverNow(), serverNow());
}

export function useChat(id: string, key: string | undefined): Chat {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const [closesAt, setClosesAt] = useState<number | null>(null);
  /** The newest message number read, from which a recheck reads on. */
  const newest = useRef(0);
  /** Whether the first read is done: a recheck asked before it waits for it (it would read the same page). */
  const firstRead = useRef(false);
  const recheckWaiting = useRef(false);
  const [rechecks, setRechecks] = useState(0);
  const take = useCallback((read: { messages: readonly ChatMessage[]; closesAt: string | null }) => {
    setMessages(m => mergeChat(m, read.messages));
    for (const m of read.messages) newest.current = Math.max(newest.current, m.id);
    setClosesAt(momentOf(read.closesAt));
  }, []);
  useEffect(() => {
    let stopped = false;
    setMessages([]);
    setClosesAt(null);
    newest.current = 0;
    firstRead.current = false;
    recheckWaiting.current = false;
    const run = async (): Promise<void> => {
      let after = 0;
      for (let page = 0; page < PAGES && !stopped; page++) {
        const got = await readChat(id, key, after);
        if (stopped) return;
        take(got);
        if (got.next === null) break;
        after = got.next;
      }
      if (stopped) return;
      firstRead.current = true;
      if (recheckWaiting.current) setRechecks(n => n + 1);
    };
    run().catch((e: unknown) => stopped || setError(e));
    return () => {
      stopped = true;
    };
  }, [id, key, take]);
  useEffect(() => {
    if (rechecks === 0) return undefined;
    if (!firstRead.current) {
      recheckWaiting.current = true;
      return undefined;
    }
    recheckWaiting.current = false;
    let stopped = false;
    readChat(id, key, newest.current)
      .then(read => stopped || take(read))
      .catch(() => undefined); // The next recheck, or a refusal's closedAt, says it again.
    return () => {
      stopped = true;
    };
  }, [id, key, take, rechecks]);
  const recheck = useCallback(() => setRechecks(n => n + 1), []);
  const hear = useCallback((message: ChatMessage) => {
    newest.current = Math.max(newest.current, message.id);
    setMessages(m => mergeChat(m, [message]));
  }, []);
  // The message not yet taken and its Idempotency-Key: sending the same text again after a failure (the answer
  // lost on a bad connection) is the same message, which the server then writes once.
  const pending = useRef<{ readonly text: string; readonly key: string } | null>(null);
  const send = useCallback(
    async (text: string): Promise<boolean> => {
      if (key === undefined) return false;
      setBusy(true);
      setError(null);
      if (pending.current?.text !== text) pending.current = { text, key: newIdempotencyKey() };
      try {
        hear(await postChat(id, key, text, pending.current.key));
        pending.current = null;
        return true;
      } catch (e) {
        setError(e);
        const closed = closedAtOf(e);
        if (closed !== null) setClosesAt(closed);
        return false;
      } finally {
        setBusy(false);
      }
    },
    [id, key, hear],
  );
  const mute = useCallback(
    async (playerId: string) => {
      if (key === undefined) return;
      try {
        await mutePlayer(key, playerId);
        setMessages(m => m.filter(message => message.playerId !== playerId));
      } catch (e) {
        setError(e);
      }
    },
    [key],
  );
  return { messages, closesAt, error, busy, hear, send, mute, recheck };
}
