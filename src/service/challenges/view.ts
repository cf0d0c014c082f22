// A stored challenge as its players see it: its expiry read against now (a pending row past its time is expired).
import type { ChallengeRow } from '../../store/challenges.js';
import { builtInHandle } from '../players/handles.js';
import type { Challenge } from './schemas.js';

export function challengeOf(row: ChallengeRow, now: Date): Challenge {
  return {
    id: row.id,
    from: { playerId: row.fromPlayer, ...row.from },
    to:
      row.toBot !== null
        ? { playerId: null, name: row.toBot, handle: builtInHandle(row.toBot), bot: row.toBot }
        : { playerId: row.toPlayer, name: row.to?.name ?? '', handle: row.to?.handle ?? '', bot: null },
    game: row.game,
    players: row.players,
    clock: row.clock ?? null,
    options: row.options ?? null,
    status: row.status === 'pending' && row.expiresAt <= now ? 'expired' : row.status,
    gameId: row.gameId,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}
