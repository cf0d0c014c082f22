// Use cases of players: sign up (a name and a key shown once; only its hash is kept), who am I, and my
// games (the tables I sit at, optionally only where I am to act), each with its seats and names.
import { insertPlayer } from '../../store/players.js';
import type { Deps } from '../deps.js';
import { listGamesFor, type GameList } from '../games/list.js';
import { newGameId, newToken, sha256Hex } from '../access/secrets.js';
import type { GameStatus } from '../../store/schema.js';
import { playerOf } from './identify.js';
import { checkName } from './names.js';
import type { NewPlayer, Player } from './schemas.js';

export async function createPlayer(deps: Deps, name: string): Promise<NewPlayer> {
  const player = { id: newGameId(), name: checkName(name) };
  const key = newToken();
  const record = { ...player, keyId: newGameId(), keyHash: sha256Hex(key), label: null, createdAt: deps.now() };
  await deps.database.db.transaction().execute(tx => insertPlayer(tx, record));
  return { ...player, key };
}

export async function me(deps: Deps, key: string | undefined): Promise<Player> {
  const { id, name } = await playerOf(deps.database.db, key);
  return { id, name };
}

export interface MyGamesQuery {
  readonly game?: string;
  readonly status?: GameStatus;
  readonly players?: number;
  readonly clock?: 'none' | 'per-turn' | 'fischer';
  readonly awaiting?: boolean;
  readonly cursor?: string;
  readonly limit: number;
}

export async function myGames(deps: Deps, key: string | undefined, query: MyGamesQuery): Promise<GameList> {
  const player = await playerOf(deps.database.db, key);
  return listGamesFor(deps, { ...query, awaiting: false, player: { id: player.id, toAct: query.awaiting === true } });
}
