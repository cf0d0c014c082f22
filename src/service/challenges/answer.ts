// Use cases: accept or decline a challenge, by the challenged player (a bot's challenge is accepted by the
// server for it, at once). Accepting opens the game with both players seated by their keys and the other seats
// open (a game for two starts at once); in the game's own transaction it claims the challenge (a conditional
// update: of two answers, or an answer and the expiry, one wins, and the loser's game is never opened), names
// the game on it and tells the challenger on their own stream. One commit, so no crash between the steps can
// leave a challenge accepted without its game, or an answer the challenger never hears of.
// A table with open seats is the challenger's: they asked for it, so it counts in their quotas
// (tables/quota.ts), not in those of the accepter, nor of an address nobody has (the request of the accepter
// opens it without the challenger's key). It is listed in the lobby, where anyone may take an open seat:
// nobody else holds its invitation codes, so unlisted it could never fill.
import { answerChallenge, deleteChallenge, readChallenge, type ChallengeRow } from '../../store/challenges.js';
import type { Executor } from '../../store/log.js';
import { appendPlayerEvent } from '../../store/players.js';
import type { Deps } from '../deps.js';
import { createGame, type SeatSpec } from '../games/create.js';
import { playerOf } from '../players/identify.js';
import { Refusal } from '../refusal.js';
import type { Challenge, ChallengeEvent } from './schemas.js';
import { challengeOf } from './view.js';
import type { ClockInput } from '../clocks/clock.js';

export interface Answer {
  readonly id: string;
  readonly key: string | undefined;
  /** The server accepts for a challenged bot; `key` is then the challenger's. */
  readonly asBot?: boolean;
}

async function pending(deps: Deps, answer: Answer): Promise<{ row: ChallengeRow; playerId: string }> {
  const db = deps.database.db;
  const me = await playerOf(db, answer.key);
  const row = await readChallenge(db, answer.id);
  const mine = answer.asBot === true ? row?.fromPlayer === me.id : row?.toPlayer === me.id;
  if (row === null || (!mine && row.fromPlayer !== me.id))
    throw Refusal.of('challenge-not-found', `No challenge has the id ${answer.id}.`).saying('challenge-not-found', {
      id: answer.id,
    });
  if (!mine)
    throw Refusal.of('not-challenged', 'This challenge is for another player: only they accept or decline it.').saying(
      'not-challenged',
    );
  const status = challengeOf(row, deps.now()).status;
  if (status !== 'pending')
    throw Refusal.of('challenge-closed', `This challenge is ${status}.`).saying('challenge-closed', { status });
  return { row, playerId: me.id };
}

function closed(status: string): Refusal {
  return Refusal.of('challenge-closed', `This challenge is ${status}.`).saying('challenge-closed', { status });
}

/**
 * Answers the challenge in `tx` (refused as closed when another answer or the expiry came first) and tells the
 * challenger in the same transaction; a bot that was challenged has no stream.
 */
async function answer(
  deps: Deps,
  tx: Executor,
  row: ChallengeRow,
  type: ChallengeEvent['type'],
  gameId: string | null,
): Promise<Challenge> {
  const now = deps.now();
  const status = type === 'challenge-accepted' ? 'accepted' : 'declined';
  const won = await answerChallenge(tx, row.id, status, gameId, now);
  const fresh = (await readChallenge(tx, row.id)) ?? row;
  const challenge = challengeOf(fresh, now);
  if (!won) throw closed(challenge.status);
  if (row.toBot === null)
    await appendPlayerEvent(tx, row.fromPlayer, challenge.gameId, { type, challenge, at: now.toISOString() }, now);
  return challenge;
}

export async function acceptChallenge(deps: Deps, answered: Answer): Promise<Challenge> {
  const { row } = await pending(deps, answered);
  // Both seated as players: any of their keys (every device's) acts for their seat.
  const challenger = { id: row.fromPlayer, name: row.from.name };
  const second: SeatSpec =
    row.toBot !== null ? { bot: row.toBot } : { player: { id: row.toPlayer ?? '', name: row.to?.name ?? '' } };
  const seats: SeatSpec[] = [
    { player: challenger },
    second,
    ...Array.from({ length: row.players - 2 }, () => ({ open: true })),
  ];
  let accepted: Challenge | undefined;
  try {
    await createGame(deps, {
      game: row.game,
      players: row.players,
      ...(row.options === null ? {} : { options: row.options }),
      ...(row.clock === null ? {} : { clock: row.clock as ClockInput }),
      seats,
      creator: { id: row.fromPlayer },
      listed: row.players > 2,
      within: async (tx, gameId) => {
        accepted = await answer(deps, tx, row, 'challenge-accepted', gameId);
      },
    });
  } catch (error) {
    // A bot's challenge is accepted within the challenger's own request, refused with it (their quota's own
    // words fit): it is taken back, since nobody could ever accept it again.
    if (answered.asBot === true) {
      await deleteChallenge(deps.database.db, row.id);
      throw error;
    }
    // The game could not be opened, and the challenge stays pending, for another try.
    throw challengersQuota(error, row.from.name);
  }
  if (accepted === undefined) throw new Error(`challenge ${row.id} accepted without its answer`);
  return accepted;
}

/**
 * A quota refusal of the table is about the challenger's tables, not the accepter's: said so, with what the
 * accepter can do (accept again later). Any other error as it is.
 */
function challengersQuota(error: unknown, name: string): unknown {
  if (!(error instanceof Refusal) || error.reason.kind !== 'server') return error;
  const max = Number(error.extras['limit']);
  if (error.reason.code === 'too-many-waiting-tables')
    return Refusal.of(
      'challenger-too-many-tables',
      `${name}, who challenged you, already has ${max} tables waiting for people, the most one creator may have, and this challenge's table would be theirs: the challenge stays pending; accept it again once ${name} has cancelled a table or one has filled.`,
      { limit: max },
    ).saying('challenger-too-many-tables/waiting', { name, max });
  if (error.reason.code === 'too-many-new-tables') {
    const seconds = error.retryAfterSeconds ?? 60;
    return Refusal.of(
      'challenger-too-many-tables',
      `${name}, who challenged you, opened ${max} tables with an open seat in the last minute, the most one creator may, and this challenge's table would be theirs: the challenge stays pending; accept it again in ${seconds} s.`,
      { limit: max },
    )
      .saying('challenger-too-many-tables/per-minute', { name, max, seconds })
      .after(seconds);
  }
  return error;
}

export async function declineChallenge(deps: Deps, answered: Answer): Promise<Challenge> {
  const { row } = await pending(deps, answered);
  return deps.database.db.transaction().execute(tx => answer(deps, tx, row, 'challenge-declined', null));
}
