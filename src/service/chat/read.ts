// Use case: read a game's chat back, a page at a time after a message number, as the reader may see it: the
// channels it reads, without the players it muted or blocked. A client that missed `chat` events on the
// game's stream (a reconnect) reads them here. The page says until when the chat takes messages, so a client
// can stop offering to write once it has closed.
import { readChat, type ChatRow } from '../../store/chat.js';
import type { Deps } from '../deps.js';
import { loadGame } from '../games/load.js';
import { chatterOf, readable } from './chatter.js';
import { chatClosesAt, type ChatSettings } from './closing.js';
import type { ChatMessage, ChatPage } from './schemas.js';

export const messageOf = (row: ChatRow): ChatMessage => ({
  id: row.id,
  channel: row.channel,
  text: row.text,
  playerId: row.playerId,
  seat: row.seat,
  name: row.name,
  at: row.createdAt.toISOString(),
});

export async function readChatPage(
  deps: Deps,
  settings: ChatSettings,
  request: { gameId: string; token: string | undefined; after: number; limit: number },
): Promise<ChatPage> {
  const db = deps.database.db;
  const loaded = await loadGame(deps, db, request.gameId);
  const chatter = await chatterOf(db, loaded, request.token);
  const rows = await readChat(db, loaded.record.id, request.after, request.limit + 1, {
    channels: readable(chatter),
    mutedBy: chatter.playerId,
  });
  const page = rows.slice(0, request.limit);
  return {
    messages: page.map(messageOf),
    next: rows.length > request.limit ? (page[page.length - 1]?.id ?? null) : null,
    closesAt: chatClosesAt(loaded, settings.postGameMs)?.toISOString() ?? null,
  };
}
