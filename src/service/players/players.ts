// Use cases of players: sign up (a name, a handle, and a key shown once; only its hash is kept), who am I,
// and my games (the tables I sit at, optionally only where I am to act), each with its seats and names.
import { randomInt } from 'node:crypto';
import { isUniqueViolation } from '../../store/errors.js';
import { insertPlayer } from '../../store/players.js';
import type { Deps } from '../deps.js';
import { listGamesFor, type GameList } from '../games/list.js';
import { awaitingGames } from './awaiting.js';
import { newGameId, newToken, sha256Hex } from '../access/secrets.js';
import type { GameStatus } from '../../store/schema.js';
import { playerOf } from './identify.js';
import { checkName } from './names.js';
import { checkHandle, handleCandidates } from './handles.js';
import { Refusal } from '../refusal.js';
import type { NewPlayer, Player } from './schemas.js';

/** How many suggested handles are tried before giving up (each after the first takes a random number). */
const SUGGESTIONS = 8;

export interface SignUp {
  readonly name: string;
  /** Chosen by the player; suggested from the name when absent. */
  readonly handle?: string | undefined;
  /** A program playing with this key, rather than a person. */
  readonly bot?: boolean | undefined;
}

export async function createPlayer(deps: Deps, request: SignUp): Promise<NewPlayer> {
  const name = checkName(request.name);
  const chosen = request.handle === undefined ? undefined : checkHandle(request.handle);
  const key = newToken();
  const id = newGameId();
  const isBot = request.bot === true;
  // A suggestion somebody else holds is no fault of the caller's: the next one is tried.
  const candidates = chosen === undefined ? handleCandidates(name, SUGGESTIONS, () => randomInt(9000)) : [chosen];
  for (const handle of candidates) {
    try {
      // The player and their first key (a device's), both or neither; a taken handle rolls both back.
      const record = { id, name, handle, isBot, keyId: newGameId(), keyHash: sha256Hex(key), label: null };
      await deps.database.db.transaction().execute(tx => insertPlayer(tx, { ...record, createdAt: deps.now() }));
      return { id, name, handle, ...(isBot ? { bot: true } : {}), key };
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  if (chosen !== undefined)
    throw Refusal.of(
      'handle-taken',
      `The handle "${chosen}" is taken (handles are unique whatever their case): choose another, or leave it out to be given one.`,
    ).saying('handle-taken', { handle: chosen });
  throw Refusal.of('handle-taken', 'No free handle was found for this name: choose one ("handle").').saying(
    'handle-taken/none-free',
  );
}

export async function me(deps: Deps, key: string | undefined): Promise<Player> {
  const { id, name, handle } = await playerOf(deps.database.db, key);
  return { id, name, handle };
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
  const { awaiting, ...filters } = query;
  if (awaiting === true) return awaitingGames(deps, player.id, filters);
  return listGamesFor(deps, { ...filters, awaiting: false, player: { id: player.id, toAct: false } });
}
