// A table's chat on the page: read back once (every page, oldest first), then kept live by the `chat` events
// of the game's stream (use-game.ts hands them here). Each message is kept once, by its number, in order.
import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import { mutePlayer, newIdempotencyKey, postChat, readChat } from '../api/client';
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
  readonly error: unknown;
  readonly busy: boolean;
  /** Adds messages heard on the stream. */
  hear(message: ChatMessage): void;
  /** Whether the message was taken (a refusal is in `error`). */
  send(text: string): Promise<boolean>;
  mute(playerId: string): Promise<void>;
}

export function useChat(id: string, key: string | undefined): Chat {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    let stopped = false;
    setMessages([]);
    const run = async (): Promise<void> => {
      let after = 0;
      for (let page = 0; page < PAGES && !stopped; page++) {
        const read = await readChat(id, key, after);
        if (stopped) return;
        setMessages(m => mergeChat(m, read.messages));
        if (read.next === null) return;
        after = read.next;
      }
    };
    run().catch((e: unknown) => stopped || setError(e));
    return () => {
      stopped = true;
    };
  }, [id, key]);
  const hear = useCallback((message: ChatMessage) => setMessages(m => mergeChat(m, [message])), []);
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
  return { messages, error, busy, hear, send, mute };
}
