// Use cases: accept or decline a challenge, by the challenged player (a bot's challenge is accepted by the
// server for it, at once). Accepting claims the challenge first (a conditional update: of two answers, or an
// answer and the expiry, one wins), then opens the game with both players seated by their keys and the
// other seats open (a game for two starts at once), then names the game on the challenge. The challenger
// hears of the answer on their own stream.
import { answerChallenge, readChallenge, type ChallengeRow } from '../../store/challenges.js';
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

async function tell(deps: Deps, row: ChallengeRow, type: ChallengeEvent['type']): Promise<Challenge> {
  const now = deps.now();
  const fresh = (await readChallenge(deps.database.db, row.id)) ?? row;
  const challenge = challengeOf(fresh, now);
  if (row.toBot === null)
    await appendPlayerEvent(
      deps.database.db,
      row.fromPlayer,
      challenge.gameId,
      { type, challenge, at: now.toISOString() },
      now,
    );
  return challenge;
}

export async function acceptChallenge(deps: Deps, answer: Answer): Promise<Challenge> {
  const db = deps.database.db;
  const { row } = await pending(deps, answer);
  if (!(await answerChallenge(db, row.id, 'accepted', null, deps.now()))) {
    const now = (await readChallenge(db, row.id)) ?? row;
    throw closed(challengeOf(now, deps.now()).status);
  }
  // Both seated as players: any of their keys (every device's) acts for their seat.
  const challenger = { id: row.fromPlayer, name: row.from.name };
  const second: SeatSpec =
    row.toBot !== null ? { bot: row.toBot } : { player: { id: row.toPlayer ?? '', name: row.to?.name ?? '' } };
  const seats: SeatSpec[] = [
    { player: challenger },
    second,
    ...Array.from({ length: row.players - 2 }, () => ({ open: true })),
  ];
  let gameId: string;
  try {
    const created = await createGame(deps, {
      game: row.game,
      players: row.players,
      ...(row.options === null ? {} : { options: row.options }),
      ...(row.clock === null ? {} : { clock: row.clock as ClockInput }),
      seats,
    });
    gameId = created.id;
  } catch (error) {
    // The game could not be opened: the challenge is open again, for another try.
    await db.updateTable('challenges').set({ status: 'pending' }).where('id', '=', row.id).execute();
    throw error;
  }
  await db.updateTable('challenges').set({ game_id: gameId }).where('id', '=', row.id).execute();
  return tell(deps, row, 'challenge-accepted');
}

export async function declineChallenge(deps: Deps, answer: Answer): Promise<Challenge> {
  const { row } = await pending(deps, answer);
  if (!(await answerChallenge(deps.database.db, row.id, 'declined', null, deps.now()))) {
    const now = (await readChallenge(deps.database.db, row.id)) ?? row;
    throw closed(challengeOf(now, deps.now()).status);
  }
  return tell(deps, row, 'challenge-declined');
}
