// Use case: write in a game's chat. A seated player writes `seats` (or `spectators`), anyone else with a key
// `spectators` only; an anonymous reader cannot write (nobody to rate-limit or mute). The text is plain,
// 1 to 500 characters, showing something, without controls but line breaks (text.ts). The sender's allowance (1 a second, burst 5) is a token bucket in the database,
// taken in the same transaction as the message: the limit holds however many processes serve the sender
// (a per-process bucket would let a sender spread a burst over every process), and a refused post takes
// nothing. The message reaches every process's chat feed through the append's notification.
// The chat takes messages as long as the game's stream carries them (closing.ts): a cancelled table's, or a
// finished game's after its post-game window, refuses them; reading them stays open.
// An Idempotency-Key makes a retry safe, as on a move: its digest is written with the message (store/chat.ts),
// so a post that finds its key used answers that message again (the sender's own, with the same text and
// channel) and writes nothing, takes no token, and is answered even once the chat has closed, since it writes
// nothing. Two posts racing with one key: the unique index refuses the second's message, and its second
// attempt finds the first's. Keys are the sender's own (`who`: their player, or their anonymous seat), as a
// seat's are on moves: another sender's same key is another key.
import { chatKeyDigest } from '../../store/key-digest.js';
import { appendChat, findChatByKey, takeChatToken, type Channel, type ChatRow } from '../../store/chat.js';
import type { Deps } from '../deps.js';
import { loadGame } from '../games/load.js';
import { retryLostRace } from '../log/retry-lost-race.js';
import { Refusal } from '../refusal.js';
import { chatterOf, ownChannel, type Chatter } from './chatter.js';
import { requireChatOpen, type ChatSettings } from './closing.js';
import { messageOf } from './read.js';
import type { ChatMessage } from './schemas.js';
import { chatText } from './text.js';

/** A sender's bucket: this many messages at once, refilled at one a second. */
export const CHAT_BURST = 5;
export const CHAT_PER_SECOND = 1;

export interface PostChat {
  readonly gameId: string;
  readonly token: string | undefined;
  readonly text: string;
  readonly channel?: Channel;
  readonly idempotencyKey?: string;
}

export async function postChat(deps: Deps, settings: ChatSettings, request: PostChat): Promise<ChatMessage> {
  const db = deps.database.db;
  const loaded = await loadGame(deps, db, request.gameId);
  const chatter = await chatterOf(db, loaded, request.token);
  const who = chatter.who;
  if (who === null)
    throw Refusal.of(
      'missing-token',
      'Writing in the chat needs your player key or seat token: Authorization: Bearer <key>.',
    ).saying('missing-token/chat');
  const channel = request.channel ?? ownChannel(chatter);
  if (channel === 'seats' && chatter.seat === null)
    throw Refusal.of(
      'chat-channel-forbidden',
      'Only the seated players write in the seats channel; write in the spectators channel.',
    ).saying('chat-channel-forbidden');
  const text = chatText(request.text);
  const key = request.idempotencyKey;
  const digest = key === undefined ? null : chatKeyDigest(loaded.record.id, who, key);
  const at = deps.now();
  const written = await retryLostRace(
    () =>
      db.transaction().execute(async tx => {
        const earlier = digest === null ? null : await findChatByKey(tx, loaded.record.id, digest);
        if (earlier !== null) return replay(earlier, chatter, channel, text, key ?? '');
        requireChatOpen(loaded, at, settings.postGameMs);
        if (!(await takeChatToken(tx, who, at, CHAT_BURST, CHAT_PER_SECOND))) return null;
        const id = await appendChat(tx, {
          gameId: loaded.record.id,
          channel,
          playerId: chatter.playerId,
          seat: chatter.seat,
          name: chatter.name,
          text,
          at,
          keyDigest: digest,
        });
        return {
          id,
          channel,
          text,
          playerId: chatter.playerId,
          seat: chatter.seat,
          name: chatter.name,
          at: at.toISOString(),
        };
      }),
    {
      // The second attempt finds the message whose key refused the first (or a deadlock broken, none here):
      // a third loss is no race this use case knows.
      attempts: 2,
      exhausted: () => Promise.reject(new Error(`a chat post to ${loaded.record.id} lost its race twice`)),
    },
  );
  if (written === null)
    throw Refusal.of(
      'chat-too-fast',
      `You write faster than the chat allows (${CHAT_BURST} messages at once, then one a second): wait a second.`,
    )
      .saying('chat-too-fast', { burst: CHAT_BURST })
      .after(1);
  return written;
}

/**
 * The first answer to a retried post: the message its key wrote, when it is this sender's with the same text
 * and channel. Another sender's (their key's digest met this one's: one chance in 2^64) is never shown.
 */
function replay(earlier: ChatRow, chatter: Chatter, channel: Channel, text: string, key: string): ChatMessage {
  const sameSender =
    earlier.playerId !== null
      ? earlier.playerId === chatter.playerId
      : chatter.playerId === null && earlier.seat === chatter.seat;
  if (!sameSender || earlier.channel !== channel || earlier.text !== text)
    throw Refusal.of(
      'idempotency-key-reused',
      `Idempotency key "${key}" was used by you for another message in this game's chat: use a new key for a new message.`,
    ).saying('idempotency-key-reused/chat', { key });
  return messageOf(earlier);
}
