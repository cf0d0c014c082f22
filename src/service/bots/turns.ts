// Seats played by built-in bots: after an entry that hands them the turn, the server plays their moves at
// once, inside the same transaction, as ordinary log entries — so a person can play a whole game against the
// computer with one token, and a request that fails leaves neither its own move nor the bots' behind.
// A request plays one bounded step (BOT_STEP_MOVES moves or BOT_STEP_MS, whichever comes first: a bot's turn
// fits easily); whatever is still due after it commits — a game the bots play out after the last person
// resigned — is played in later steps by the bot runner (bots/runner.ts), each step its own transaction.
// A bot sees only its seat's view, legal moves and redacted log (the strategy contract), and draws from its
// own stream of the seed, apart from the rules' stream, so a game with bots replays exactly from its seed,
// whichever step or process plays a given move. A bot that thinks (a search) is never played inside a
// request: its seat is left to the background runner, which thinks outside any transaction (bots/think.ts).
import type { Seat } from '../../engine/index.js';
import type { Executor } from '../../store/log.js';
import { appendDecision, decideFor } from '../moves/append-decision.js';
import type { LoadedGame } from '../games/loaded-game.js';
import type { Deps } from '../deps.js';
import { loadGame } from '../games/load.js';
import { toActOf } from '../views/game-view.js';
import { chooseFor, gameFacts, thinkAhead, type Thought } from './think.js';

/** Bot moves played in one step (one request, or one background transaction) at most. */
export const BOT_STEP_MOVES = 200;
/** A step plays no further bot move once this long has passed since it began (by the injected clock). */
export const BOT_STEP_MS = 100;

export const hasBots = (loaded: LoadedGame): boolean => loaded.seats.some(s => s.bot !== null);

/** The first seat to act that a bot plays, with its strategy's name; null when a person must act (or nobody). */
export function botToAct(loaded: LoadedGame): { seat: Seat; bot: string } | null {
  for (const seat of toActOf(loaded)) {
    const bot = loaded.seats.find(s => s.seat === seat)?.bot;
    if (bot) return { seat, bot };
  }
  return null;
}

/** Whether a bot is to act now. */
export const botsDue = (loaded: LoadedGame): boolean => botToAct(loaded) !== null;

/** Plays the bot moves due now, one step's worth at most, appending each; returns the game after the last one. */
export async function playBots(
  deps: Deps,
  db: Executor,
  start: LoadedGame,
  thought: Thought | null = null,
): Promise<LoadedGame> {
  const began = deps.now().getTime();
  let loaded = start;
  let facts: unknown[] | null = null;
  for (let played = 0; played < BOT_STEP_MOVES; played++) {
    if (played > 0 && deps.now().getTime() - began >= BOT_STEP_MS) return loaded;
    const due = botToAct(loaded);
    if (due === null) return loaded;
    const { game, state, record } = loaded;
    const strategy = deps.bots.get(game.id, due.bot);
    if (!strategy)
      throw new Error(
        `seat ${due.seat} of game ${record.id} is played by "${due.bot}", which this server does not have`,
      );
    if (game.legalMoves(state, due.seat).length === 0) return loaded;
    let move: unknown;
    if (strategy.thinks) {
      // Thought out of the transaction, for this very version, or left to the background runner.
      if (thought?.version !== loaded.version || thought.seat !== due.seat) return loaded;
      move = thought.move;
    } else {
      facts ??= await gameFacts(db, loaded);
      move = await chooseFor(strategy, loaded, due.seat, facts);
    }
    const command = { kind: 'move', move } as const;
    const decision = decideFor(loaded, due.seat, command);
    if (!decision.ok) throw new Error(`bot "${due.bot}" chose a refused move: ${decision.violation.code}`);
    loaded = await appendDecision(deps, db, loaded, due.seat, command, decision.facts, null);
    facts?.push(...decision.facts);
  }
  return loaded;
}

/** After a commit: bot moves still due are played in the background, step by step (bots/runner.ts). */
export function continueBots(deps: Deps, loaded: LoadedGame): void {
  if (!botsDue(loaded)) return;
  const gameId = loaded.record.id;
  deps.botRunner.kick(gameId, async () => {
    const before = await loadGame(deps, deps.database.db, gameId);
    const thought = await thinkAhead(deps, before, botToAct(before));
    const next = await deps.database.db
      .transaction()
      .execute(async tx => playBots(deps, tx, await loadGame(deps, tx, gameId), thought));
    deps.cache.put(next);
    return botsDue(next) ? next.version : null;
  });
}

/**
 * The version a request's answer showed when its own entry `seq` was followed by bot moves it played. Bot
 * moves the background played right after them are counted too (the log does not tell steps apart), so a
 * retried request may show a little more of the bots' play than its first answer did — never less.
 */
export function afterBotReplies(
  loaded: LoadedGame,
  entries: readonly { seq: number; seat: number | null; kind: string }[],
  seq: number,
): number {
  let version = seq;
  for (const entry of entries) {
    if (entry.seq !== version + 1 || entry.kind !== 'move') break;
    if (!loaded.seats.some(s => s.seat === entry.seat && s.bot !== null)) break;
    version = entry.seq;
  }
  return version;
}
