// The shapes of mutes and blocks: the players one muted (or blocked), each with when.
import { z } from '../zod.js';

export const MutedPlayer = z
  .object({ playerId: z.string(), name: z.string(), since: z.iso.datetime() })
  .openapi('MutedPlayer');

export const MuteList = z.object({ players: z.array(MutedPlayer) }).openapi('MuteList', {
  description: 'The players you muted (their chat is hidden from you) or blocked (no chat, no challenge from them).',
  example: {
    players: [{ playerId: '0b6f8a3e-5c2d-4f61-9e0a-7d1c2b3a4e5f', name: 'Troll', since: '2026-11-26T12:00:00.000Z' }],
  },
});
export type MuteList = z.output<typeof MuteList>;
