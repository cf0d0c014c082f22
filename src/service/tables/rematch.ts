// Use case: a rematch of a finished game. The first seated person to ask opens it: the same game, options
// and bots, a new seed, every seat moved on by one (so another seat opens the game), the asker seated at
// once and the other people's seats reserved for them. The old game's log records it (entry `rematch`),
// so the log's primary key decides two first asks racing: the loser, decided again, finds the rematch and
// takes its own reserved seat, as every later ask does. The new game starts when the last seat is taken.
// Every call names the same new game; a seat token is given the first time a seat is taken, and a player
// key works on the new game as on the old one.
import { fold } from '../../engine/index.js';
import { plainSeat, type SeatRecord } from '../../store/games.js';
import type { Executor } from '../../store/log.js';
import { seatHolderOf } from '../access/authenticate.js';
import type { LoadedGame } from '../games/loaded-game.js';
import { openGame } from '../games/create.js';
import type { Deps } from '../deps.js';
import { configOf, loadGame } from '../games/load.js';
import { present, statusOf } from '../views/game-view.js';
import { Refusal } from '../refusal.js';
import { CURRENT_RNG_VERSION, chanceFor } from '../games/chance.js';
import { newGameId, newSeed, newToken, sha256Hex } from '../access/secrets.js';
import { ratedOnOpening } from '../ratings/needs-clock.js';
import { appendTableEntry, decided } from './append.js';
import { requireSeatable, seatPerson } from './join.js';
import { isJoinTooLate } from './join-deadline.js';
import { enforceClock } from '../clocks/timeout.js';
import { notifyRematch } from './player-events.js';
import type { RematchAnswer } from './schemas.js';

/**
 * The new game's seats: old seat i sits at i+1; the caller takes theirs now, other people's are reserved. A
 * person's seat a bot stood in for (clocks/stand-in.ts) keeps its token beside the bot: it is the person's
 * again, whereas a bot's own seat holds no token.
 */
function rotatedSeats(old: LoadedGame, caller: number, tokenHash: string, keyId: string | null): SeatRecord[] {
  const n = old.record.players;
  return Array.from({ length: n }, (_, seat) => {
    const from = old.seats.find(s => s.seat === (seat - 1 + n) % n);
    if (!from) throw new Error(`game ${old.record.id} has no seat ${(seat - 1 + n) % n}`);
    if (from.bot !== null && from.tokenHash === null) return plainSeat(seat, null, from.bot, from.thinkMs);
    if (from.seat === caller)
      return { ...plainSeat(seat, tokenHash, null), playerId: from.playerId, name: from.name, keyId };
    return { ...plainSeat(seat, null, null), name: from.name, reserved: true };
  });
}

async function openRematch(
  deps: Deps,
  tx: Executor,
  old: LoadedGame,
  caller: number,
  keyId: string | null,
): Promise<{ token: string; games: LoadedGame[] }> {
  const { game } = old;
  const config = configOf(old);
  const seed = newSeed();
  const opened = game.setup(config, chanceFor(CURRENT_RNG_VERSION, seed, 0));
  if (!opened.ok) throw Refusal.rule(opened.violation);
  const id = newGameId();
  // The old game's entry first: its primary key decides which of two first asks opens the rematch.
  const oldNext = await appendTableEntry(deps, tx, old, { type: 'rematch', game: id }, caller);
  const token = newToken();
  const seats = rotatedSeats(old, caller, sha256Hex(token), keyId);
  const now = deps.now();
  const record = {
    id,
    game: game.id,
    players: old.record.players,
    options: old.record.options,
    seed,
    seedHash: sha256Hex(seed),
    custom: false,
    seeded: false,
    rngVersion: CURRENT_RNG_VERSION,
    createdAt: now,
    table: { listed: false, waiting: seats.some(s => s.reserved), rematchOf: old.record.id },
    clock: old.record.clock ?? null,
    joinWithinSeconds: old.record.joinWithinSeconds ?? null,
    // A casual table stays casual, and so does one without a clock (ratings/needs-clock.ts: a game that was
    // rated without one, before the rule, is followed by a casual one); otherwise the seats decide, as people
    // take them (service/ratings).
    rated: ratedOnOpening(old.record.rated === false ? false : null, old.record.clock ?? null),
    // The old table's bots play on for whom they played for.
    openedBy: old.record.openedBy ?? null,
  };
  const state = fold(game, config, opened.facts);
  const fresh = await openGame(deps, tx, { record, seats, game, facts: opened.facts, state });
  await notifyRematch(tx, old, id, caller);
  return { token, games: [fresh, oldNext] };
}

export async function rematch(deps: Deps, gameId: string, credential: string | undefined): Promise<RematchAnswer> {
  try {
    return await takeRematch(deps, gameId, credential);
  } catch (error) {
    // Too late for the rematch's seats: its cancellation is recorded now (as a join's is), so the refusal and
    // the new table agree.
    if (isJoinTooLate(error)) {
      const next = (await loadGame(deps, deps.database.db, gameId)).table.rematch;
      if (next !== null) await enforceClock(deps, next);
    }
    throw error;
  }
}

async function takeRematch(deps: Deps, gameId: string, credential: string | undefined): Promise<RematchAnswer> {
  const result = await decided(deps, async tx => {
    const old = await loadGame(deps, tx, gameId);
    // The new token is bound to the key the credential stands for (a player key, or the key the old seat's
    // token was handed to), so it dies with that key as the old one does (access/authenticate.ts).
    const { seat: caller, keyId } = await seatHolderOf(tx, old, credential);
    if (statusOf(old) !== 'finished')
      throw Refusal.of(
        'not-finished',
        `Game ${gameId} is ${statusOf(old)}: a rematch is offered once it is finished.`,
      ).saying('not-finished', { game: gameId, status: statusOf(old) });
    const seat = (caller + 1) % old.record.players;
    if (old.table.rematch === null) return { seat, ...(await openRematch(deps, tx, old, caller, keyId)) };
    const fresh = await loadGame(deps, tx, old.table.rematch);
    const mine = fresh.seats.find(s => s.seat === seat);
    if (!mine || mine.tokenHash !== null || mine.bot !== null) return { seat, token: null, games: [fresh] };
    // A reserved seat is taken as a join takes one: not at or after the rematch's joining deadline, nor its expiry.
    requireSeatable(deps, fresh, 'rematch');
    const from = old.seats.find(s => s.seat === caller);
    const seated = await seatPerson(deps, tx, fresh, seat, {
      playerId: from?.playerId ?? null,
      name: from?.name ?? null,
      keyId,
    });
    return { seat, token: seated.token, games: [seated.loaded] };
  });
  const [fresh] = result.games;
  if (!fresh) throw new Error('rematch decided no game');
  return { seat: result.seat, token: result.token, game: present(fresh, result.seat) };
}
