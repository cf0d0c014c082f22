// Use case: open a table. The opening facts come from `game.setup` (drawing from the stream of entry 0) or
// from `game.setupFromPosition` for a custom game; they become log entry 0, written with the game's
// projection and its seats in one transaction. The creator receives every seat's token, once.
import { fold } from '../engine/index.js';
import { insertGame } from '../store/games.js';
import type { LoadedGame } from './cache.js';
import type { Deps } from './deps.js';
import { present, statusOf, type GameView } from './present.js';
import { issuesOf, Refusal } from './refusal.js';
import { entryRng } from './rng.js';
import { newGameId, newSeed, newToken, sha256Hex } from './secrets.js';

export interface CreateGame {
  readonly game: string;
  readonly players: number;
  /** Already parsed by the game's options schema; undefined takes the schema's defaults. */
  readonly options?: unknown;
  readonly seed?: string;
  /** Already parsed by the game's position schema. */
  readonly position?: unknown;
}

export interface CreatedGame extends GameView {
  readonly seats: readonly { readonly seat: number; readonly token: string }[];
}

export async function createGame(deps: Deps, command: CreateGame): Promise<CreatedGame> {
  const game = deps.catalog.get(command.game);
  if (!game) throw Refusal.of('invalid-request', `This server does not serve "${command.game}".`);
  if (!Number.isInteger(command.players) || command.players < game.minPlayers || command.players > game.maxPlayers) {
    throw Refusal.of('invalid-request', `${game.title} is played by ${game.minPlayers} to ${game.maxPlayers} players.`);
  }
  let options = command.options;
  if (options === undefined) {
    const defaults = game.schemas.options.safeParse({});
    if (!defaults.success) throw Refusal.of('invalid-request', `${game.title} needs options.`, { errors: issuesOf(defaults.error) });
    options = defaults.data;
  }
  const config = { players: command.players, options };
  const seed = command.seed ?? newSeed();
  const custom = command.position !== undefined;
  const opened = custom ? game.setupFromPosition(config, command.position) : game.setup(config, entryRng(seed, 0));
  if (!opened.ok) throw Refusal.rule(opened.violation);

  const now = deps.now();
  const record = { id: newGameId(), game: game.id, players: command.players, options, seed, seedHash: sha256Hex(seed), custom, createdAt: now };
  const tokens = Array.from({ length: command.players }, (_, seat) => ({ seat, token: newToken() }));
  const seats = tokens.map(({ seat, token }) => ({ seat, tokenHash: sha256Hex(token), bot: null }));
  const loaded: LoadedGame = { record, seats, game, version: 0, state: fold(game, config, opened.facts), updatedAt: now };

  await deps.database.db.transaction().execute((tx) =>
    insertGame(tx, {
      record,
      seats,
      facts: opened.facts,
      status: statusOf(loaded),
      toAct: game.toAct(loaded.state),
      outcome: game.outcome(loaded.state),
    }),
  );
  deps.cache.put(loaded);
  return { ...present(loaded, null), seats: tokens };
}
