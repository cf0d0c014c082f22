// The shapes of the chat, declared once: a message (as GET /games/{id}/chat lists it and as the `chat`
// event of the game's stream carries it), a page of messages, and what a post sends.
import { CHANNELS } from '../../store/chat.js';
import { z } from '../zod.js';

export const MAX_CHAT_LENGTH = 500;

export const Channel = z.enum(CHANNELS).openapi('ChatChannel', {
  description:
    'Seated players read both channels and write `seats`; everyone else (spectators, players not seated) reads and writes `spectators`.',
});

export const ChatMessage = z
  .object({
    id: z
      .number()
      .int()
      .min(1)
      .openapi({ description: "The message's number in this game's chat (GET …/chat?after=<id> reads what follows)." }),
    channel: Channel,
    text: z.string().openapi({ description: 'Plain text: show it as text, never as HTML.' }),
    playerId: z.string().nullable().openapi({ description: 'The author, when they wrote with a player key.' }),
    seat: z.number().int().nullable().openapi({ description: "The author's seat, when they wrote seated." }),
    name: z.string().nullable(),
    at: z.iso.datetime(),
  })
  .openapi('ChatMessage', {
    example: {
      id: 3,
      channel: 'seats',
      text: 'good luck!',
      playerId: '0b6f8a3e-5c2d-4f61-9e0a-7d1c2b3a4e5f',
      seat: 0,
      name: 'Ada',
      at: '2026-11-26T12:00:00.000Z',
    },
  });
export type ChatMessage = z.output<typeof ChatMessage>;

export const ChatPage = z
  .object({
    messages: z.array(ChatMessage),
    next: z.number().int().nullable().openapi({
      description: 'Pass as `after` for the following page; null when this page reaches the newest message.',
    }),
    closesAt: z.iso.datetime().nullable().openapi({
      description:
        "When writing closes, or closed (422 chat-closed after it): null while the table waits or the game is played; a finished game's chat closes POST_GAME_CHAT_MS after its last entry (a later entry, such as a rematch offer, moves it), a cancelled table's with its last entry. Reading stays open.",
    }),
  })
  .openapi('ChatPage');
export type ChatPage = z.output<typeof ChatPage>;

export const PostChatBody = z
  .strictObject({
    text: z.string().openapi({
      description: `1 to ${MAX_CHAT_LENGTH} characters of plain text, at least one of them visible. Line breaks are kept (\r\n, \r, U+2028 and U+2029 become \n); other control characters, the bidi controls U+202A–U+202E and U+2066–U+2069, and invisible characters that can hide text (the tag characters U+E0000–U+E007F but in the flags of England, Scotland and Wales, U+2060–U+2065, U+206A–U+206F, U+FEFF, U+FFF9–U+FFFB, U+1D173–U+1D17A, a variation selector right after another) are refused (422 chat-text-invalid).`,
    }),
    channel: Channel.optional().openapi({
      description: 'Where to write: `seats` (seated players only) or `spectators`; by default your own.',
    }),
  })
  .openapi('PostChatBody', { example: { text: 'good luck!', channel: 'seats' } });
