// Challenges (issue 24): a player challenges another by handle; the challenged player hears of it on their
// own stream (an event named `challenge`), accepts (the answer names the new game, both seated, the game
// started) or declines; a challenge expires after 24 h or as asked; a built-in bot accepts at once.
// Refused, storing nothing: oneself, a player who blocked the challenger, an unknown handle, a closed challenge.
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { builtInBots } from '../../../src/bots/registry.js';
import { games } from '../../../src/games/registry.js';
import { testDatabases } from '../../support/databases.js';
import { challengesOn } from '../../support/challenges.js';
import { bearer, serverForSuite } from '../../support/server.js';
import { openEvents, type EventStream } from '../../support/sse.js';

const open: EventStream[] = [];
afterEach(() => {
  for (const stream of open.splice(0)) stream.close();
});

describe.each(testDatabases())('challenges on $name', testDb => {
  let now = new Date('2026-11-26T12:00:00Z');
  const server = serverForSuite(testDb, { games, bots: builtInBots, now: () => now });
  const { player, pair, challenge, answer } = challengesOn(server);

  it('reaches the challenged player, who accepts: both seated, the game started', async () => {
    const [ada, grace] = await pair();
    const base = await server.listen();
    const stream = await openEvents(`${base}/players/me/events?key=${encodeURIComponent(grace.key)}`);
    open.push(stream);
    const sent = await challenge(ada, { handle: grace.handle.toUpperCase() }).expect(201);
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
    const notMine = await answer(ada, sent.body.id).expect(403);
    expect(notMine.body.code).toBe('not-challenged');
    const accepted = await answer(grace, sent.body.id).expect(200);
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
    const again = await answer(grace, sent.body.id, 'decline').expect(409);
    expect(again.body.code).toBe('challenge-closed');
  });

  it('is declined, or expires, and tells the challenger', async () => {
    const [ada, grace] = await pair();
    const base = await server.listen();
    const stream = await openEvents(`${base}/players/me/events?key=${encodeURIComponent(ada.key)}`);
    open.push(stream);
    const first = await challenge(ada, { handle: grace.handle }).expect(201);
    const declined = await answer(grace, first.body.id, 'decline').expect(200);
    expect([declined.body.status, declined.body.gameId]).toEqual(['declined', null]);
    const [told] = await stream.waitFor(1);
    expect(JSON.parse(told?.data ?? '{}')).toMatchObject({
      type: 'challenge-declined',
      challenge: { id: first.body.id },
    });
    const brief = await challenge(ada, { handle: grace.handle, expiresInSeconds: 60 }).expect(201);
    now = new Date(now.getTime() + 61_000);
    const late = await answer(grace, brief.body.id).expect(409);
    expect(late.body.code).toBe('challenge-closed');
    const list = await server.api
      .get('/challenges')
      .set(...bearer(grace.key))
      .expect(200);
    expect(list.body.challenges).toEqual([]);
  });

  it('refuses oneself, a blocker, an unknown handle and bad games, storing nothing', async () => {
    const [ada, grace] = await pair();
    const refusals: [Record<string, unknown>, number, string][] = [
      [{ handle: ada.handle }, 422, 'not-yourself'],
      [{ handle: 'nobody-here' }, 404, 'player-not-found'],
      [{ handle: grace.handle, game: 'chess' }, 400, 'invalid-request'],
      [{ handle: grace.handle, players: 9 }, 400, 'invalid-request'],
    ];
    for (const [body, status, code] of refusals)
      expect((await challenge(ada, body).expect(status)).body.code).toBe(code);
    await server.api
      .post(`/players/me/blocks/${ada.handle}`)
      .set(...bearer(grace.key))
      .expect(200);
    expect((await challenge(ada, { handle: grace.handle }).expect(403)).body.code).toBe('challenge-blocked');
    const list = await server.api
      .get('/challenges')
      .set(...bearer(grace.key))
      .expect(200);
    expect(list.body.challenges).toEqual([]);
    await server.api.post('/challenges').send({ handle: grace.handle, game: 'monad' }).expect(401);
  });

  it('answers in one commit: when telling the challenger fails, nothing is answered and no game is opened', async () => {
    const [ada, grace] = await pair();
    const db = server.database.db;
    // A fault at the last write of an answer, the challenger's event (a statement timed out: 503): what came before
    // it must not stay.
    await sql`create or replace function refuse_answer_event() returns trigger language plpgsql as $$
      begin
        if new.data->>'type' in ('challenge-accepted', 'challenge-declined') then raise exception 'injected fault' using errcode = '57014'; end if;
        return new;
      end $$`.execute(db);
    await sql`create trigger refuse_answer_event before insert on player_events
      for each row execute function refuse_answer_event()`.execute(db);
    const sent = await challenge(ada, { handle: grace.handle }).expect(201);
    try {
      for (const how of ['accept', 'decline'] as const)
        expect((await answer(grace, sent.body.id, how).expect(503)).body.code).toBe('database-unavailable');
    } finally {
      await sql`drop trigger refuse_answer_event on player_events`.execute(db);
    }
    const pending = await server.api
      .get('/challenges')
      .set(...bearer(grace.key))
      .expect(200);
    expect(pending.body.challenges.map((c: { id: string; status: string }) => [c.id, c.status])).toEqual([
      [sent.body.id, 'pending'],
    ]);
    const games = await server.api
      .get('/players/me/games')
      .set(...bearer(ada.key))
      .expect(200);
    expect(games.body.games).toEqual([]);
    // Answered again once the fault is gone: one game, and the challenger told once.
    const accepted = await answer(grace, sent.body.id).expect(200);
    const told = await db.selectFrom('player_events').select('data').where('player_id', '=', ada.id).execute();
    expect(told.map(e => (e.data as { type: string }).type).filter(t => t.startsWith('challenge-'))).toEqual([
      'challenge-accepted',
    ]);
    const after = await server.api
      .get('/players/me/games')
      .set(...bearer(ada.key))
      .expect(200);
    expect(after.body.games.map((g: { id: string }) => g.id)).toEqual([accepted.body.gameId]);
  });

  it('is accepted at once by a built-in bot', async () => {
    const ada = await player('ada');
    const [name] = builtInBots.names('monad');
    const accepted = await challenge(ada, { handle: `bot-${name}` }).expect(201);
    expect(accepted.body).toMatchObject({ status: 'accepted', to: { bot: name, playerId: null } });
    const game = await server.api
      .get(`/games/${accepted.body.gameId}`)
      .set(...bearer(ada.key))
      .expect(200);
    expect([game.body.status, game.body.seat]).toEqual(['active', 0]);
    expect(game.body.table.seats[1].bot).toBe(name);
  });
});
