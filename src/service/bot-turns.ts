// Seats played by built-in bots: after an entry that hands them the turn, the server plays their moves at
// once, inside the same transaction, as ordinary log entries — so a person can play a whole game against the
// computer with one token, and a request that fails leaves neither its own move nor the bots' behind.
// A bot sees only its seat's view and legal moves (the strategy contract), and draws from its own stream
// of the seed, apart from the rules' stream, so a game with bots replays exactly from its seed.
import type { Seat } from '../engine/index.js';
import type { Executor } from '../store/log.js';
import { appendDecision, decideFor } from './append.js';
import type { LoadedGame } from './cache.js';
import type { Deps } from './deps.js';
import { toActOf } from './present.js';
import { botRng } from './rng.js';

/**
 * Bot moves played in one request at most: a game whose remaining seats are all bots (the last person
 * resigned) is played to its end unless it is longer than this.
 */
export const MAX_BOT_MOVES = 20_000;

export const hasBots = (loaded: LoadedGame): boolean => loaded.seats.some((s) => s.bot !== null);

/** The first seat to act that a bot plays, with its strategy's name; null when a person must act (or nobody). */
function botToAct(loaded: LoadedGame): { seat: Seat; bot: string } | null {
  for (const seat of toActOf(loaded)) {
    const bot = loaded.seats.find((s) => s.seat === seat)?.bot;
    if (bot) return { seat, bot };
  }
  return null;
}

/** Plays every bot move due now, appending each; returns the game after the last one. */
export async function playBots(deps: Deps, db: Executor, start: LoadedGame): Promise<LoadedGame> {
  let loaded = start;
  for (let played = 0; played < MAX_BOT_MOVES; played++) {
    const due = botToAct(loaded);
    if (due === null) return loaded;
    const { game, state, record } = loaded;
    const strategy = deps.bots.get(game.id, due.bot);
    if (!strategy) throw new Error(`seat ${due.seat} of game ${record.id} is played by "${due.bot}", which this server does not have`);
    const legal = game.legalMoves(state, due.seat);
    if (legal.length === 0) return loaded;
    const move: unknown = strategy.choose(game.view(state, due.seat), legal, botRng(record.seed, loaded.version + 1));
    const command = { kind: 'move', move } as const;
    const decision = decideFor(loaded, due.seat, command);
    if (!decision.ok) throw new Error(`bot "${due.bot}" chose a refused move: ${decision.violation.code}`);
    loaded = await appendDecision(deps, db, loaded, due.seat, command, decision.facts, null);
  }
  return loaded;
}

/** The version a request's answer showed when its own entry `seq` was followed by bot moves it played. */
export function afterBotReplies(loaded: LoadedGame, entries: readonly { seq: number; seat: number | null; kind: string }[], seq: number): number {
  let version = seq;
  for (const entry of entries) {
    if (entry.seq !== version + 1 || entry.kind !== 'move') break;
    if (!loaded.seats.some((s) => s.seat === entry.seat && s.bot !== null)) break;
    version = entry.seq;
  }
  return version;
}
