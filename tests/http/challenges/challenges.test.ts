// Challenges (issue 24): a player challenges another by handle; the challenged player hears of it on their
// own stream (an event named `challenge`), accepts (the answer names the new game, both seated, the game
// started) or declines; a challenge expires after 24 h or as asked; a built-in bot accepts at once.
// Refused, storing nothing: oneself, a player who blocked the challenger, an unknown handle, a closed challenge.
import { afterEach, describe, expect, it } from 'vitest';
import { builtInBots } from '../../../src/bots/registry.js';
import { games } from '../../../src/games/registry.js';
import { testDatabases } from '../../support/databases.js';
import { bearer, serverForSuite, type Api } from '../../support/server.js';
import { openEvents, type EventStream } from '../../support/sse.js';

interface Player {
  id: string;
  key: string;
  handle: string;
}

const open: EventStream[] = [];
afterEach(() => {
  for (const stream of open.splice(0)) stream.close();
});

describe.each(testDatabases())('challenges on $name', testDb => {
  let now = new Date('2026-11-26T12:00:00Z');
  const server = serverForSuite(testDb, { games, bots: builtInBots, now: () => now });
  let n = 0;
  const player = async (name: string): Promise<Player> =>
    (
      await server.api
        .post('/players')
        .send({ name, handle: `${name}${++n}` })
        .expect(201)
    ).body as Player;
  const challenge = (api: Api, from: Player, body: Record<string, unknown>) =>
    api
      .post('/challenges')
      .set(...bearer(from.key))
      .send({ game: 'monad', players: 2, ...body });

  it('reaches the challenged player, who accepts: both seated, the game started', async () => {
    const [ada, grace] = [await player('ada'), await player('grace')];
    const base = await server.listen();
    const stream = await openEvents(`${base}/players/me/events?key=${encodeURIComponent(grace.key)}`);
    open.push(stream);
    const sent = await challenge(server.api, ada, { handle: grace.handle.toUpperCase() }).expect(201);
    expect(sent.body).toMatchObject({
      from: { playerId: ada.id, handle: ada.handle },
      to: { playerId: grace.id, handle: grace.handle, bot: null },
      status: 'pending',
      gameId: null,
      expiresAt: new Date(now.getTime() + 86_400_000).toISOString(),
    });
    const [event] = await stream.waitFor(1);
    expect(event?.event).toBe('challenge');
    expect(event?.id).toBe('1');
    const data = JSON.parse(event?.data ?? '{}') as { type: string; challenge: { id: string } };
    server.contract.validate('components/schemas/ChallengeEvent', data);
    expect([data.type, data.challenge.id]).toEqual(['challenged', sent.body.id]);
    const listed = await server.api
      .get('/challenges')
      .set(...bearer(grace.key))
      .expect(200);
    expect(listed.body.challenges.map((c: { id: string }) => c.id)).toEqual([sent.body.id]);
    // Only Grace answers it.
    const notMine = await server.api
      .post(`/challenges/${sent.body.id}/accept`)
      .set(...bearer(ada.key))
      .expect(403);
    expect(notMine.body.code).toBe('not-challenged');
    const accepted = await server.api
      .post(`/challenges/${sent.body.id}/accept`)
      .set(...bearer(grace.key))
      .expect(200);
    expect(accepted.body.status).toBe('accepted');
    const gameId = accepted.body.gameId as string;
    const game = await server.api
      .get(`/games/${gameId}`)
      .set(...bearer(grace.key))
      .expect(200);
    expect(game.body.status).toBe('active');
    expect(game.body.seat).toBe(1);
    expect(game.body.table.seats.map((s: { name: string }) => s.name)).toEqual(['ada', 'grace']);
    const asAda = await server.api
      .get(`/games/${gameId}`)
      .set(...bearer(ada.key))
      .expect(200);
    expect(asAda.body.seat).toBe(0);
    const again = await server.api
      .post(`/challenges/${sent.body.id}/decline`)
      .set(...bearer(grace.key))
      .expect(409);
    expect(again.body.code).toBe('challenge-closed');
  });

  it('is declined, or expires, and tells the challenger', async () => {
    const [ada, grace] = [await player('ada'), await player('grace')];
    const base = await server.listen();
    const stream = await openEvents(`${base}/players/me/events?key=${encodeURIComponent(ada.key)}`);
    open.push(stream);
    const first = await challenge(server.api, ada, { handle: grace.handle }).expect(201);
    const declined = await server.api
      .post(`/challenges/${first.body.id}/decline`)
      .set(...bearer(grace.key))
      .expect(200);
    expect([declined.body.status, declined.body.gameId]).toEqual(['declined', null]);
    const [told] = await stream.waitFor(1);
    expect(JSON.parse(told?.data ?? '{}')).toMatchObject({
      type: 'challenge-declined',
      challenge: { id: first.body.id },
    });
    const brief = await challenge(server.api, ada, { handle: grace.handle, expiresInSeconds: 60 }).expect(201);
    now = new Date(now.getTime() + 61_000);
    const late = await server.api
      .post(`/challenges/${brief.body.id}/accept`)
      .set(...bearer(grace.key))
      .expect(409);
    expect(late.body.code).toBe('challenge-closed');
    const list = await server.api
      .get('/challenges')
      .set(...bearer(grace.key))
      .expect(200);
    expect(list.body.challenges).toEqual([]);
  });

  it('refuses oneself, a blocker, an unknown handle and bad games, storing nothing', async () => {
    const [ada, grace] = [await player('ada'), await player('grace')];
    expect((await challenge(server.api, ada, { handle: ada.handle }).expect(422)).body.code).toBe('not-yourself');
    expect((await challenge(server.api, ada, { handle: 'nobody-here' }).expect(404)).body.code).toBe(
      'player-not-found',
    );
    expect((await challenge(server.api, ada, { handle: grace.handle, game: 'chess' }).expect(400)).body.code).toBe(
      'invalid-request',
    );
    expect((await challenge(server.api, ada, { handle: grace.handle, players: 9 }).expect(400)).body.code).toBe(
      'invalid-request',
    );
    await server.api
      .post(`/players/me/blocks/${ada.handle}`)
      .set(...bearer(grace.key))
      .expect(200);
    expect((await challenge(server.api, ada, { handle: grace.handle }).expect(403)).body.code).toBe(
      'challenge-blocked',
    );
    const list = await server.api
      .get('/challenges')
      .set(...bearer(grace.key))
      .expect(200);
    expect(list.body.challenges).toEqual([]);
    await server.api.post('/challenges').send({ handle: grace.handle, game: 'monad' }).expect(401);
  });

  it('is accepted at once by a built-in bot', async () => {
    const ada = await player('ada');
    const [name] = builtInBots.names('monad');
    const accepted = await challenge(server.api, ada, { handle: `bot-${name}` }).expect(201);
    expect(accepted.body).toMatchObject({ status: 'accepted', to: { bot: name, playerId: null } });
    const game = await server.api
      .get(`/games/${accepted.body.gameId}`)
      .set(...bearer(ada.key))
      .expect(200);
    expect([game.body.status, game.body.seat]).toEqual(['active', 0]);
    expect(game.body.table.seats[1].bot).toBe(name);
  });
});
