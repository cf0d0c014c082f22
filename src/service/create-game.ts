// Use case: open a table. The opening facts come from `game.setup` (drawing from the stream of entry 0) or
// from `game.setupFromPosition` for a custom game; they become log entry 0, written with the game's
// projection and its seats in one transaction. The creator receives every seat's token, once. Seats may be
// given to built-in bots (`{ bot: "heuristic" }`): those get no token, and when the opening hands them the
// turn they play at once, in the same transaction (bot-turns.ts: one bounded step, the rest in the background).
import { fold } from '../engine/index.js';
import { insertGame } from '../store/games.js';
import { continueBots, playBots } from './bot-turns.js';
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
  /** One entry per seat; `{ bot }` seats a built-in player, `{}` a person. Default: every seat a person. */
  readonly seats?: readonly { readonly bot?: string | undefined }[];
}

/** A person's seat comes with its token; a bot's with the strategy that plays it. */
export type SeatHandle = { readonly seat: number; readonly token: string } | { readonly seat: number; readonly bot: string };

export interface CreatedGame extends GameView {
  readonly seats: readonly SeatHandle[];
}

/** Which built-in player takes each seat (null: a person), checked against what the server offers. */
function botsOf(deps: Deps, game: { id: string; title: string }, command: CreateGame): (string | null)[] {
  if (command.seats === undefined) return Array.from({ length: command.players }, () => null);
  if (command.seats.length !== command.players) {
    throw Refusal.of('invalid-request', `"seats" lists ${command.seats.length} seats for a ${command.players}-player game: give one entry per seat.`);
  }
  const offered = deps.bots.names(game.id);
  const bots = command.seats.map((s) => s.bot ?? null);
  const unknown = bots.find((b) => b !== null && !offered.includes(b));
  if (unknown) {
    const known = offered.length > 0 ? `: choose one of ${offered.join(', ')}` : '; it has none';
    throw Refusal.of('invalid-request', `This server has no built-in "${unknown}" player for ${game.title}${known}.`);
  }
  if (bots.every((b) => b !== null)) {
    throw Refusal.of('invalid-request', 'At least one seat must be played by a person (leave its entry empty: {}); bot-only matches are for `npm run arena`.');
  }
  return bots;
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
  const bots = botsOf(deps, game, command);
  const seed = command.seed ?? newSeed();
  const custom = command.position !== undefined;
  const opened = custom ? game.setupFromPosition(config, command.position) : game.setup(config, entryRng(seed, 0));
  if (!opened.ok) throw Refusal.rule(opened.violation);

  const now = deps.now();
  const record = { id: newGameId(), game: game.id, players: command.players, options, seed, seedHash: sha256Hex(seed), custom, seeded: command.seed !== undefined, createdAt: now };
  const handles: SeatHandle[] = bots.map((bot, seat) => (bot === null ? { seat, token: newToken() } : { seat, bot }));
  const seats = handles.map((h) => ('token' in h ? { seat: h.seat, tokenHash: sha256Hex(h.token), bot: null } : { seat: h.seat, tokenHash: null, bot: h.bot }));
  const opening: LoadedGame = { record, seats, game, version: 0, state: fold(game, config, opened.facts), updatedAt: now };

  const loaded = await deps.database.db.transaction().execute(async (tx) => {
    await insertGame(tx, {
      record,
      seats,
      facts: opened.facts,
      status: statusOf(opening),
      toAct: game.toAct(opening.state),
      outcome: game.outcome(opening.state),
    });
    return playBots(deps, tx, opening);
  });
  deps.cache.put(loaded);
  continueBots(deps, loaded);
  return { ...present(loaded, null), seats: handles };
}
