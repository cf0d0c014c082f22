// Use case: open a table. The opening facts come from `game.setup` (drawing the chance of entry 0) or from
// `game.setupFromPosition` for a custom game; they become log entry 0, written with the game's projection and its seats
// in one transaction. Each seat is a person (the creator receives its token, once), a built-in bot (`{ bot }`, no
// token; it plays at once when the turn is its own: one bounded step, the rest in the background), the calling player
// (`{ me: true }`, by player key), or open (`{ open: true }`: an invitation code lets one person take it, and a listed
// table lets anyone). A table with an open seat waits: nobody acts until its last seat is taken
// (service/tables/join.ts).
import { fold, type AnyGame } from '../../engine/index.js';
import { insertGame, plainSeat, type GameRecord, type SeatRecord } from '../../store/games.js';
import type { Executor } from '../../store/log.js';
import { continueBots, playBots } from '../bots/turns.js';
import { clockOptionOf, tickClock, type ClockInput, type OnTimeout } from '../clocks/clock.js';
import { nextDeadline, outcomeOf } from '../clocks/view.js';
import type { LoadedGame } from './loaded-game.js';
import type { Deps } from '../deps.js';
import { playerOf } from '../players/identify.js';
import { checkName } from '../players/names.js';
import { present, statusOf, toActOf } from '../views/game-view.js';
import { issuesOf, Refusal } from '../refusal.js';
import { THINK_MS } from '../../bots/strategy.js';
import { CURRENT_RNG_VERSION, chanceFor } from './chance.js';
import { newGameId, newSeed, newToken, sha256Hex } from '../access/secrets.js';
import { notifyPlayers } from '../tables/player-events.js';
import { initialTable } from '../tables/state.js';
import type { CreatedGame, Invite, SeatToken } from './schemas.js';
import { claimTable, creatorOf, type Claim } from '../tables/quota.js';
import { ratedOnOpening } from '../ratings/needs-clock.js';
import { nextReminder } from '../reminders/when.js';

/** A think budget is for a bot that thinks, in whole ms within THINK_MS (the OpenAPI document says the same). */
function thinkMsRefusal(deps: Deps, gameId: string, seat: number, spec: SeatSpec): void {
  const { thinkMs } = spec;
  if (spec.bot === undefined || deps.bots.get(gameId, spec.bot)?.thinks !== true) {
    throw Refusal.of(
      'invalid-request',
      `Seat ${seat}: "thinkMs" is for a bot that thinks (such as "ismcts"); ${spec.bot === undefined ? 'this seat has no bot' : `"${spec.bot}" answers at once`}.`,
    ).saying('invalid-request/think-ms-bot', {
      seat,
      kind: spec.bot === undefined ? 'none' : 'instant',
      bot: spec.bot ?? '',
    });
  }
  if (thinkMs === undefined || !Number.isInteger(thinkMs) || thinkMs < THINK_MS.min || thinkMs > THINK_MS.max) {
    throw Refusal.of(
      'invalid-request',
      `Seat ${seat}: "thinkMs" must be a whole number of milliseconds from ${THINK_MS.min} to ${THINK_MS.max}, not ${String(thinkMs)}.`,
    ).saying('invalid-request/think-ms-range', { seat, min: THINK_MS.min, max: THINK_MS.max, value: String(thinkMs) });
  }
}

/** `onTimeout` says what a clock does when it runs out: it needs a clock, and a bot stands in only at 3+ seats. */
function onTimeoutRefusal(command: Pick<CreateGame, 'clock' | 'onTimeout' | 'players'>): void {
  if (command.onTimeout === undefined) return;
  if (command.clock === undefined)
    throw Refusal.of(
      'invalid-request',
      '"onTimeout" says what happens when a clock runs out: give the table a clock too, or leave "onTimeout" out.',
    ).saying('invalid-request/on-timeout-clock');
  if (command.onTimeout === 'bot' && command.players < 3)
    throw Refusal.of(
      'invalid-request',
      `"onTimeout": "bot" lets the others play on in a game of 3 or more players; this table has ${command.players}: use "resign".`,
    ).saying('invalid-request/on-timeout-players', { players: command.players });
}

/** One seat as asked for at creation (at most one of bot, me, open). */
export interface SeatSpec {
  readonly bot?: string | undefined;
  /** With a bot that thinks (`ismcts`): its budget per decision, in ms, within THINK_MS. */
  readonly thinkMs?: number | undefined;
  readonly me?: boolean | undefined;
  readonly open?: boolean | undefined;
  readonly name?: string | undefined;
  /** A player seated by the server itself (an accepted challenge), never from a request body. */
  readonly player?: { readonly id: string; readonly name: string } | undefined;
}

export interface CreateGame {
  readonly game: string;
  readonly players: number;
  /** Already parsed by the game's options schema; undefined takes the schema's defaults. */
  readonly options?: unknown;
  readonly seed?: string;
  /** Already parsed by the game's position schema. */
  readonly position?: unknown;
  /** One entry per seat. Default: every seat a person. */
  readonly seats?: readonly SeatSpec[];
  /** Show the table in the lobby, where anyone may take an open seat. */
  readonly listed?: boolean;
  /** The clock the game is played with; none when absent. Already parsed (bounds included) at the edge. */
  readonly clock?: ClockInput | undefined;
  /** What becomes of a seat whose time runs out (with a clock only; `bot` with 3 or more players only). */
  readonly onTimeout?: OnTimeout | undefined;
  /** With open seats: the table is cancelled when they are not all taken within this many seconds. */
  readonly joinWithinSeconds?: number | undefined;
  /**
   * Rated or casual (service/ratings). Unsaid: rated when the table has a clock and every seat turns out to be a
   * player with a key or a built-in bot; casual without a clock. `true` refuses a seat that would be anonymous (a
   * person's seat other than `{ me: true }`) and a table without a clock (ratings/needs-clock.ts).
   */
  readonly rated?: boolean | undefined;
  /** The caller's player key (Authorization), needed by `{ me: true }`. */
  readonly key?: string;
  /** The client's address as the rate limits group it: the creator of a table opened without a player key. */
  readonly client?: string;
  /**
   * The player a table with open seats counts against when the server opens it for them without their key (an
   * accepted challenge: the challenger's table, opened by the accepter's request); never from a request body.
   */
  readonly creator?: { readonly id: string } | undefined;
  /**
   * What else is written in the game's own transaction, once the game is, with its id: an accepted challenge's answer
   * and the challenger's event (challenges/answer.ts), so that the game, the answer and the news are one commit.
   * A refusal it throws opens nothing.
   */
  readonly within?: ((tx: Executor, gameId: string) => Promise<void>) | undefined;
}

/** The seats asked for, checked against what the server offers and against each other. */
function specsOf(deps: Deps, game: AnyGame, command: CreateGame): readonly SeatSpec[] {
  if (command.seats === undefined) return Array.from({ length: command.players }, () => ({}));
  if (command.seats.length !== command.players) {
    throw Refusal.of(
      'invalid-request',
      `"seats" lists ${command.seats.length} seats for a ${command.players}-player game: give one entry per seat.`,
    ).saying('invalid-request/seats-count', { count: command.seats.length, players: command.players });
  }
  const offered = deps.bots.names(game.id);
  for (const [seat, spec] of command.seats.entries()) {
    const kinds = [spec.bot !== undefined, spec.me === true, spec.open === true, spec.player !== undefined].filter(
      Boolean,
    ).length;
    if (kinds > 1)
      throw Refusal.of(
        'invalid-request',
        `Seat ${seat} asks for more than one of "bot", "me" and "open": choose one.`,
      ).saying('invalid-request/seat-kinds', { seat });
    if (spec.name !== undefined && (spec.bot !== undefined || spec.open === true)) {
      throw Refusal.of(
        'invalid-request',
        `Seat ${seat}: only a person's seat takes a "name" (an open seat is named by whoever takes it).`,
      ).saying('invalid-request/seat-name', { seat });
    }
    if (spec.bot !== undefined && !offered.includes(spec.bot)) {
      const known = offered.length > 0 ? `: choose one of ${offered.join(', ')}` : '; it has none';
      throw Refusal.of(
        'invalid-request',
        `This server has no built-in "${spec.bot}" player for ${game.title}${known}.`,
      ).saying('invalid-request/unknown-bot', {
        bot: spec.bot,
        title: game.title,
        count: offered.length,
        known: offered.join(', '),
      });
    }
    if (spec.thinkMs !== undefined) thinkMsRefusal(deps, game.id, seat, spec);
  }
  if (command.seats.every(s => s.bot !== undefined)) {
    throw Refusal.of(
      'invalid-request',
      'At least one seat must be played by a person (leave its entry empty: {}); bot-only matches are for `npm run arena`.',
    ).saying('invalid-request/no-person');
  }
  if (command.seats.filter(s => s.me === true).length > 1) {
    throw Refusal.of(
      'invalid-request',
      'A player holds at most one seat per game: mark only one seat { "me": true }.',
    ).saying('invalid-request/me-twice');
  }
  return command.seats;
}

/** A rated table seats players with a key and built-in bots only: an open seat is taken with a key (tables/join.ts). */
function requireRatable(specs: readonly SeatSpec[]): void {
  const anonymous = specs.findIndex(s => s.bot === undefined && s.me !== true && s.open !== true);
  if (anonymous >= 0)
    throw Refusal.of(
      'invalid-request',
      `A rated game seats only players with a key and built-in bots: seat ${anonymous} would be anonymous. Seat a player there ({ "open": true }, or { "me": true }), or ask for a casual game ("rated": false).`,
      { errors: [{ path: `seats.${anonymous}`, message: 'a rated game has no anonymous seat' }] },
    ).saying('invalid-request/rated-anonymous', { seat: anonymous });
}

/**
 * A rated game starts from a position nobody at the table knows: a chosen seed (its deck and dice are known to
 * whoever chose it) or a custom opening (set up by its creator) makes it casual (ratings/participants.ts).
 */
function requireUnknownStart(command: CreateGame): void {
  const field = command.seed !== undefined ? 'seed' : command.position !== undefined ? 'position' : null;
  if (field === null) return;
  throw Refusal.of(
    'invalid-request',
    `A rated game starts from a deal nobody knows: with a "${field}" of your choosing it would not, so it can only be casual. Leave "${field}" out, or ask for a casual game ("rated": false).`,
    { errors: [{ path: field, message: 'a rated game has no chosen seed or position' }] },
  ).saying('invalid-request/rated-known-start', { field });
}

/** A rated game has a clock (ratings/needs-clock.ts): without one, a losing player could stop moving for ever. */
function requireClock(command: Pick<CreateGame, 'clock'>): void {
  if (command.clock !== undefined) return;
  throw Refusal.of(
    'invalid-request',
    'A rated game needs a clock: without one, a player who is losing could stop moving and the game would never end. Give the table a "clock", or ask for a casual game ("rated": false).',
    { errors: [{ path: 'clock', message: 'a rated game has a clock' }] },
  ).saying('invalid-request/rated-needs-clock');
}

/** What `openGame` writes: the record, its seats, and the opening facts with the state they fold to. */
export interface Opening {
  readonly record: GameRecord;
  readonly seats: readonly SeatRecord[];
  readonly game: AnyGame;
  readonly facts: readonly unknown[];
  readonly state: unknown;
  /** Who opened a table with an open seat, and its lobby rank (tables/quota.ts). */
  readonly claim?: Claim | null;
}

/** Writes a new game (entry 0, projection, seats, table); when no seat is free, its bots play at once. */
export async function openGame(deps: Deps, tx: Executor, o: Opening): Promise<LoadedGame> {
  const unclocked: LoadedGame = {
    record: o.record,
    seats: o.seats,
    game: o.game,
    version: 0,
    state: o.state,
    table: initialTable(o.record),
    updatedAt: o.record.createdAt,
  };
  const { clock } = unclocked.table;
  // Entry 0 starts the clock of the seats to act first (none while the table waits for people).
  const opening = clock
    ? {
        ...unclocked,
        table: {
          ...unclocked.table,
          clock: tickClock(
            clock,
            { kind: 'setup', seat: null, createdAt: o.record.createdAt, seq: 0 },
            false,
            toActOf(unclocked),
          ),
        },
      }
    : unclocked;
  await insertGame(tx, {
    record: o.record,
    seats: o.seats,
    facts: o.facts,
    status: statusOf(opening),
    toAct: toActOf(opening),
    outcome: outcomeOf(opening),
    deadline: nextDeadline(opening)?.at ?? null,
    remindAt: nextReminder(opening),
    creator: o.claim?.creator ?? null,
    lobbyRank: o.claim?.lobbyRank ?? null,
  });
  if (opening.table.phase !== 'playing') return opening;
  await notifyPlayers(tx, null, opening, 'setup', null);
  return playBots(deps, tx, opening);
}

export async function createGame(deps: Deps, command: CreateGame): Promise<CreatedGame> {
  const game = deps.catalog.get(command.game);
  if (!game)
    throw Refusal.of('invalid-request', `This server does not serve "${command.game}".`).saying(
      'invalid-request/unknown-game',
      { game: command.game },
    );
  if (!Number.isInteger(command.players) || command.players < game.minPlayers || command.players > game.maxPlayers) {
    throw Refusal.of(
      'invalid-request',
      `${game.title} is played by ${game.minPlayers} to ${game.maxPlayers} players.`,
    ).saying('invalid-request/players', { title: game.title, min: game.minPlayers, max: game.maxPlayers });
  }
  let options = command.options;
  if (options === undefined) {
    const defaults = game.schemas.options.safeParse({}, { reportInput: true });
    if (!defaults.success)
      throw Refusal.of('invalid-request', `${game.title} needs options.`, { errors: issuesOf(defaults.error) }).saying(
        'invalid-request/options',
        { title: game.title },
      );
    options = defaults.data;
  }
  const config = { players: command.players, options };
  const specs = specsOf(deps, game, command);
  if (command.rated === true) {
    requireUnknownStart(command);
    requireRatable(specs);
    requireClock(command);
  }
  const db = deps.database.db;
  const me = specs.some(s => s.me === true) ? await playerOf(db, command.key, 'me') : null;
  const seed = command.seed ?? newSeed();
  const custom = command.position !== undefined;
  const opened = custom
    ? game.setupFromPosition(config, command.position)
    : game.setup(config, chanceFor(CURRENT_RNG_VERSION, seed, 0));
  if (!opened.ok) throw Refusal.rule(opened.violation);

  const now = deps.now();
  const id = newGameId();
  // A person's seat comes with its token; a bot's with the strategy that plays it; an open seat with neither.
  const handles: SeatToken[] = [];
  const invites: Invite[] = [];
  const seats: SeatRecord[] = specs.map((spec, seat) => {
    if (spec.bot !== undefined) {
      handles.push({ seat, bot: spec.bot });
      return plainSeat(seat, null, spec.bot, spec.thinkMs ?? null);
    }
    if (spec.open === true) {
      const code = newToken();
      handles.push({ seat, open: true });
      invites.push({ seat, code, url: `/games/${id}/join?code=${code}` });
      return { ...plainSeat(seat, null, null), inviteHash: sha256Hex(code) };
    }
    const token = newToken();
    if (spec.player !== undefined) {
      handles.push({ seat, token, name: spec.player.name });
      return {
        ...plainSeat(seat, sha256Hex(token), null),
        name: spec.player.name,
        playerId: spec.player.id,
      };
    }
    const name =
      spec.name === undefined ? (spec.me === true ? me?.name : undefined) : checkName(spec.name, `seats.${seat}.name`);
    handles.push({ seat, token, ...(name === undefined ? {} : { name }) });
    // The calling player's own seat is bound to the key that asked: its token dies with that key (migrations/0022).
    // Other seats' tokens are handed on to other people, and are theirs.
    return {
      ...plainSeat(seat, sha256Hex(token), null),
      name: name ?? null,
      ...(spec.me === true && me ? { playerId: me.id, handle: me.handle, keyId: me.keyId } : {}),
    };
  });
  if (command.joinWithinSeconds !== undefined && invites.length === 0) {
    throw Refusal.of(
      'invalid-request',
      '"joinWithinSeconds" is a deadline for taking open seats: give it to a table with an open seat ({ "open": true }).',
    ).saying('invalid-request/join-within');
  }
  onTimeoutRefusal(command);
  const isTable =
    command.listed === true ||
    specs.some(s => s.me === true || s.open === true || s.name !== undefined || s.player !== undefined);
  const table = isTable ? { listed: command.listed === true, waiting: invites.length > 0, rematchOf: null } : null;
  const clock = command.clock === undefined ? null : clockOptionOf(command.clock, command.onTimeout);
  // Who opened it: a table with an open seat is counted against them (tables/quota.ts), and every table's bots
  // take their turns in the pool under their name (bots/pool.ts).
  const opener = await creatorOf(db, me ?? command.creator ?? null, command.key, command.client);
  const creator = invites.length > 0 ? opener : null;
  const record = {
    id,
    game: game.id,
    players: command.players,
    options,
    seed,
    seedHash: sha256Hex(seed),
    custom,
    seeded: command.seed !== undefined,
    rngVersion: CURRENT_RNG_VERSION,
    createdAt: now,
    table,
    clock,
    joinWithinSeconds: command.joinWithinSeconds ?? null,
    rated: ratedOnOpening(command.rated, clock),
    openedBy: opener,
  };
  const state = fold(game, config, opened.facts);

  const loaded = await db.transaction().execute(async tx => {
    const claim = creator === null ? null : await claimTable(deps, tx, creator, table?.listed === true);
    const opening = await openGame(deps, tx, { record, seats, game, facts: opened.facts, state, claim });
    await command.within?.(tx, id);
    return opening;
  });
  deps.cache.put(loaded);
  continueBots(deps, loaded);
  return { ...present(loaded, null), seats: handles, invites };
}
