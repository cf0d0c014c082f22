// Use case: write in a game's chat. A seated player writes `seats` (or `spectators`), anyone else with a key
// `spectators` only; an anonymous reader cannot write (nobody to rate-limit or mute). The text is plain,
// 1 to 500 characters, showing something, without controls but line breaks (text.ts). The sender's allowance (1 a second, burst 5) is a token bucket in the database,
// taken in the same transaction as the message: the limit holds however many processes serve the sender
// (a per-process bucket would let a sender spread a burst over every process), and a refused post takes
// nothing. The message reaches every process's chat feed through the append's notification.
import { appendChat, takeChatToken, type Channel } from '../../store/chat.js';
import type { Deps } from '../deps.js';
import { loadGame } from '../games/load.js';
import { Refusal } from '../refusal.js';
import { chatterOf, ownChannel } from './chatter.js';
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
}

export async function postChat(deps: Deps, request: PostChat): Promise<ChatMessage> {
  const db = deps.database.db;
  const loaded = await loadGame(deps, db, request.gameId);
  const chatter = await chatterOf(db, loaded, request.token);
  if (chatter.who === null)
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
  const at = deps.now();
  const id = await db.transaction().execute(async tx => {
    if (!(await takeChatToken(tx, chatter.who ?? '', at, CHAT_BURST, CHAT_PER_SECOND))) return null;
    return appendChat(tx, {
      gameId: loaded.record.id,
      channel,
      playerId: chatter.playerId,
      seat: chatter.seat,
      name: chatter.name,
      text,
      at,
    });
  });
  if (id === null)
    throw Refusal.of(
      'chat-too-fast',
      `You write faster than the chat allows (${CHAT_BURST} messages at once, then one a second): wait a second.`,
    )
      .saying('chat-too-fast', { burst: CHAT_BURST })
      .after(1);
  return {
    id,
    channel,
    text,
    playerId: chatter.playerId,
    seat: chatter.seat,
    name: chatter.name,
    at: at.toISOString(),
  };
}
