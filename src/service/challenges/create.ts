// Use case: challenge a player by handle to a game. The game, its number of players and its options are
// checked now, as POST /games would check them, so an accepted challenge opens its table without surprise.
// The challenged player hears of it on their own stream (in the same transaction as the challenge). A
// challenge to oneself, or to a player who blocked the challenger, is refused and stores nothing. A built-in
// bot (handle `bot-<name>`) accepts at once: the answer is the accepted challenge with its game, or, when its
// table cannot be opened (the challenger's quotas), the refusal, the challenge taken back (answer.ts).
import { insertChallenge, readChallenge } from '../../store/challenges.js';
import { findPlayerByHandle } from '../../store/handles.js';
import { blocks } from '../../store/mutes.js';
import { invitedDelivery } from '../notifications/kinds.js';
import { appendPlayerEvent } from '../../store/players.js';
import type { ClockInput } from '../clocks/clock.js';
import type { Deps } from '../deps.js';
import { newGameId } from '../access/secrets.js';
import { BOT_PREFIX } from '../players/handles.js';
import { playerOf } from '../players/identify.js';
import { issuesOf, Refusal } from '../refusal.js';
import { acceptChallenge } from './answer.js';
import { EXPIRY_SECONDS, type Challenge, type ChallengeEvent } from './schemas.js';
import { challengeOf } from './view.js';

export interface NewChallenge {
  readonly key: string | undefined;
  readonly handle: string;
  readonly game: string;
  readonly players: number;
  readonly clock?: ClockInput | undefined;
  readonly options?: unknown;
  readonly expiresInSeconds?: number | undefined;
}

export async function createChallenge(deps: Deps, request: NewChallenge): Promise<Challenge> {
  const db = deps.database.db;
  const me = await playerOf(db, request.key);
  const game = deps.catalog.get(request.game);
  if (!game)
    throw Refusal.of('invalid-request', `This server does not serve "${request.game}".`).saying(
      'invalid-request/unknown-game',
      { game: request.game },
    );
  if (!Number.isInteger(request.players) || request.players < game.minPlayers || request.players > game.maxPlayers)
    throw Refusal.of(
      'invalid-request',
      `${game.title} is played by ${game.minPlayers} to ${game.maxPlayers} players.`,
    ).saying('invalid-request/players', { title: game.title, min: game.minPlayers, max: game.maxPlayers });
  const parsed = game.schemas.options.safeParse(request.options ?? {}, { reportInput: true });
  if (!parsed.success)
    throw Refusal.of('invalid-request', `${game.title} needs options.`, { errors: issuesOf(parsed.error) }).saying(
      'invalid-request/options',
      { title: game.title },
    );
  // A built-in bot by its handle: it needs no row to be challenged.
  const lower = request.handle.toLowerCase();
  const botName = lower.startsWith(BOT_PREFIX) ? lower.slice(BOT_PREFIX.length) : null;
  const bot = botName !== null && deps.bots.get(game.id, botName) !== undefined ? botName : null;
  const target = bot === null ? await findPlayerByHandle(db, request.handle) : null;
  if (bot === null && (target === null || target.builtin !== null))
    throw Refusal.of('player-not-found', `No player has the id or handle ${request.handle}.`).saying(
      'player-not-found',
      { handle: request.handle },
    );
  if (target !== null && target.id === me.id)
    throw Refusal.of('not-yourself', 'You cannot challenge yourself.').saying('not-yourself/challenge');
  if (target !== null && (await blocks(db, target.id, me.id)))
    throw Refusal.of('challenge-blocked', 'This player does not take your challenges.').saying('challenge-blocked');
  const now = deps.now();
  const id = newGameId();
  const seconds = request.expiresInSeconds ?? EXPIRY_SECONDS.default;
  await db.transaction().execute(async tx => {
    await insertChallenge(tx, {
      id,
      fromPlayer: me.id,
      toPlayer: target?.id ?? null,
      toBot: bot,
      game: game.id,
      players: request.players,
      clock: request.clock ?? null,
      options: request.options === undefined ? null : parsed.data,
      createdAt: now,
      expiresAt: new Date(now.getTime() + seconds * 1000),
    });
    if (target === null) return;
    const row = await readChallenge(tx, id);
    if (row === null) throw new Error(`challenge ${id} vanished`);
    const event: ChallengeEvent = { type: 'challenged', challenge: challengeOf(row, now), at: now.toISOString() };
    // Webhooks and pushes hear of it as `invited`, from the outbox row written with the event.
    await appendPlayerEvent(tx, target.id, null, event, now, invitedDelivery(event.challenge, event.at));
  });
  // A bot takes every challenge at once, for the challenger.
  if (bot !== null) return acceptChallenge(deps, { id, key: request.key, asBot: true });
  const row = await readChallenge(db, id);
  if (row === null) throw new Error(`challenge ${id} vanished`);
  return challengeOf(row, now);
}
