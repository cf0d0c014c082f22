// Use case: take a free seat of a waiting table, with an invitation code (that seat) or, at a listed table,
// any open seat. The join is a log entry: of N people racing for the last seat, one appends version N+1
// and the others, decided again on the new state, find the seat taken (409 seat-taken). Taking the last
// free seat also appends the `start` entry, and the bots play if the turn is theirs: the table is in play.
// A joiner receives a seat token; with a player key, the key works on this game too, and the token is bound to
// that key: it stops working when the key is revoked (access/authenticate.ts).
import type { SeatRecord } from '../../store/games.js';
import type { Executor } from '../../store/log.js';
import { takeSeat, type Sitter } from '../../store/tables.js';
import { playBots } from '../bots/turns.js';
import type { LoadedGame } from '../games/loaded-game.js';
import type { Deps } from '../deps.js';
import { loadGame } from '../games/load.js';
import { playerOf, type Identified } from '../players/identify.js';
import { checkName } from '../players/names.js';
import { present } from '../views/game-view.js';
import { Refusal } from '../refusal.js';
import { newToken, sameDigest, sha256Hex } from '../access/secrets.js';
import { appendTableEntry, decided } from './append.js';
import { requireWaiting } from './guard.js';
import type { Seating } from './schemas.js';
import { isJoinTooLate, requireBeforeJoiningCloses } from './join-deadline.js';
import { expiryDaysOf, requireNotExpired } from './expiry.js';
import { enforceClock } from '../clocks/timeout.js';

export interface Join {
  readonly gameId: string;
  /** A player key (Authorization), optional. */
  readonly key?: string;
  readonly seat?: number;
  readonly code?: string;
  readonly name?: string;
}

const isFree = (s: SeatRecord): boolean => s.tokenHash === null && s.bot === null;

/** The seat this request may take: the invitation's, or an open one of a listed table. */
function chooseSeat(loaded: LoadedGame, request: Join): number {
  if (request.code !== undefined) {
    const hash = sha256Hex(request.code);
    let invited: SeatRecord | null = null;
    // Every seat's hash is compared, whichever matches.
    for (const s of loaded.seats) if (s.inviteHash !== null && sameDigest(s.inviteHash, hash)) invited = s;
    if (invited === null || (request.seat !== undefined && request.seat !== invited.seat)) {
      throw request.seat === undefined
        ? Refusal.of('bad-invite', `This invitation code opens no seat at game ${loaded.record.id}.`).saying(
            'bad-invite',
            { game: loaded.record.id },
          )
        : Refusal.of(
            'bad-invite',
            `This invitation code does not open seat ${request.seat} of game ${loaded.record.id}.`,
          ).saying('bad-invite/seat', { seat: request.seat, game: loaded.record.id });
    }
    if (!isFree(invited))
      throw Refusal.of('seat-taken', `Seat ${invited.seat} of game ${loaded.record.id} is taken.`).saying(
        'seat-taken',
        { seat: invited.seat, game: loaded.record.id },
      );
    return invited.seat;
  }
  if (loaded.record.table?.listed !== true) {
    throw Refusal.of(
      'bad-invite',
      `Game ${loaded.record.id} is not listed in the lobby: joining it needs an invitation code.`,
    ).saying('bad-invite/unlisted', { game: loaded.record.id });
  }
  const open = loaded.seats.filter(s => isFree(s) && !s.reserved);
  if (request.seat !== undefined) {
    if (!loaded.seats.some(s => s.seat === request.seat)) {
      throw Refusal.of(
        'invalid-request',
        `Game ${loaded.record.id} has seats 0 to ${loaded.seats.length - 1}; there is no seat ${request.seat}.`,
      ).saying('invalid-request/no-such-seat', {
        game: loaded.record.id,
        last: loaded.seats.length - 1,
        seat: request.seat,
      });
    }
    if (!open.some(s => s.seat === request.seat))
      throw Refusal.of('seat-taken', `Seat ${request.seat} of game ${loaded.record.id} is not open.`).saying(
        'seat-taken/not-open',
        { seat: request.seat, game: loaded.record.id },
      );
    return request.seat;
  }
  const first = open[0];
  if (first === undefined)
    throw Refusal.of('seat-taken', `Game ${loaded.record.id} has no open seat left.`).saying('seat-taken/none-left', {
      game: loaded.record.id,
    });
  return first.seat;
}

/**
 * Refuses to seat a person (a join, or a rematch's reserved seat taken) at or after the table's joining deadline,
 * once it has expired, or when it no longer waits: in that order, so the refusal names why it stopped waiting.
 */
export function requireSeatable(deps: Deps, loaded: LoadedGame, what: 'join' | 'rematch'): void {
  const now = deps.now();
  requireBeforeJoiningCloses(loaded, now);
  requireNotExpired(loaded, now, expiryDaysOf(deps));
  requireWaiting(loaded, what);
}

/** Seats a person at a free seat (entry `join`); appends `start` and plays the bots when it was the last. */
export async function seatPerson(
  deps: Deps,
  tx: Executor,
  loaded: LoadedGame,
  seat: number,
  sitter: Omit<Sitter, 'tokenHash'>,
): Promise<{ token: string; loaded: LoadedGame }> {
  const token = newToken();
  // The join entry first: its primary key decides a race for this table before any seat row changes.
  let next = await appendTableEntry(deps, tx, loaded, { type: 'joined', seat, name: sitter.name }, seat, async () => {
    if (!(await takeSeat(tx, loaded.record.id, seat, { tokenHash: sha256Hex(token), ...sitter }))) {
      throw Refusal.of('seat-taken', `Seat ${seat} of game ${loaded.record.id} is taken.`).saying('seat-taken', {
        seat,
        game: loaded.record.id,
      });
    }
  });
  if (next.seats.every(s => !isFree(s))) {
    next = await appendTableEntry(deps, tx, next, { type: 'started' }, null);
    next = await playBots(deps, tx, next);
  }
  return { token, loaded: next };
}

export async function join(deps: Deps, request: Join): Promise<Seating> {
  try {
    return await joinTable(deps, request);
  } catch (error) {
    // Too late: the table's cancellation is recorded now (as the sweep would), so the refusal and the table agree.
    if (isJoinTooLate(error)) await enforceClock(deps, request.gameId);
    throw error;
  }
}

async function joinTable(deps: Deps, request: Join): Promise<Seating> {
  const player: Identified | null = request.key === undefined ? null : await playerOf(deps.database.db, request.key);
  const result = await decided(deps, async tx => {
    const loaded = await loadGame(deps, tx, request.gameId);
    // Whoever lost the race for the last seat finds the table started: for them, the seat is taken.
    if (loaded.table.phase === 'playing' && loaded.record.table?.waiting === true) {
      throw Refusal.of('seat-taken', `Every seat of game ${loaded.record.id} is taken: it has started.`).saying(
        'seat-taken/started',
        { game: loaded.record.id },
      );
    }
    requireSeatable(deps, loaded, 'join');
    if (player === null && loaded.record.rated === true)
      throw Refusal.of(
        'missing-token',
        `Game ${loaded.record.id} is rated: take the seat with your player key (Authorization: Bearer <key>; POST /players makes one).`,
      ).saying('missing-token/rated', { game: loaded.record.id });
    const seat = chooseSeat(loaded, request);
    if (player !== null && loaded.seats.some(s => s.playerId === player.id)) {
      throw Refusal.of(
        'already-seated',
        `You already sit at game ${loaded.record.id}; a player holds at most one seat per game.`,
      ).saying('already-seated', { game: loaded.record.id });
    }
    const seated = await seatPerson(deps, tx, loaded, seat, {
      playerId: player?.id ?? null,
      name: request.name === undefined ? (player?.name ?? null) : checkName(request.name),
      keyId: player?.keyId ?? null,
      // A seat without an invitation is the creator's (creator.ts), here left and taken from the lobby: it is
      // given one nobody holds, so that whoever takes it took an open seat and may leave it, not cancel the table.
      ...(loaded.seats.find(s => s.seat === seat)?.inviteHash === null ? { inviteHash: sha256Hex(newToken()) } : {}),
    });
    return { seat, token: seated.token, games: [seated.loaded] };
  });
  const [game] = result.games;
  if (!game) throw new Error('join decided no game');
  return { seat: result.seat, token: result.token, game: present(game, result.seat) };
}
