// Turn reminders sent by the clock sweep (service/reminders/remind.ts), with an injected clock: a correspondence
// seat still to act is told once a turn when its time left falls to the lesser of 24 hours and half of what the
// turn allowed, on its stream and through the outbox (webhooks that take `turn-reminder`, pushes), exactly once
// however many sweeps meet; never in a live game, to a bot, on vacation or after the game ended; a move before
// the moment ends the turn's reminder and the next turn has its own; the player may turn them off.
import { beforeAll, describe, expect, it } from 'vitest';
import { sweepClocks } from '../../../src/service/clocks/sweep.js';
import { sendReminders } from '../../../src/service/reminders/remind.js';
import { testDatabases } from '../../support/databases.js';
import { startReceiver, type Receiver } from '../../support/receiver.js';
import { bearer, twoServersForSuite, type TestServer } from '../../support/server.js';
import { myTurn as myTurnAt, signUp, type MyTurn, type SignedUp } from '../../support/tables.js';

const H = 3_600_000;
const DAY = 24 * H;
const DAY_A_MOVE = { perTurnSeconds: 86_400 };

describe.each(testDatabases())('turn reminders on $name', testDb => {
  let time = Date.parse('2026-03-01T12:00:00.000Z');
  const servers = twoServersForSuite(testDb, { now: () => new Date(time) });
  let one: TestServer;
  let two: TestServer;
  let receiver: Receiver;
  beforeAll(async () => {
    ({ one, two } = servers);
    receiver = await startReceiver();
    return () => receiver.close();
  });

  const myTurn = (player: SignedUp, clock: Record<string, unknown>): Promise<MyTurn> =>
    myTurnAt(one.api, player.key, clock);
  const roll = async (g: MyTurn, seat: number, key?: string): Promise<void> => {
    await one.api
      .post(`/games/${g.id}/moves`)
      .set(...bearer(key ?? g.seats[seat]?.token ?? ''))
      .send({ move: { type: 'roll' } })
      .expect(200);
  };
  /** The player moves, then the other seat: the player's turn again, from now. */
  const backAndForth = async (g: MyTurn, player: SignedUp): Promise<void> => {
    await roll(g, 0, player.key);
    await roll(g, 1);
  };
  const reminders = async (player: SignedUp, gameId?: string) =>
    (
      await one.database.db
        .selectFrom('player_events')
        .select('data')
        .where('player_id', '=', player.id)
        .orderBy('seq')
        .execute()
    )
      .map(r => r.data as { type: string; gameId: string; version: number; remainingMs?: number; deadline?: string })
      .filter(e => e.type === 'turn-reminder' && (gameId === undefined || e.gameId === gameId));
  const queued = async (player: SignedUp) =>
    await one.database.db
      .selectFrom('outbox')
      .select(['channel', 'target_id', 'payload'])
      .where('player_id', '=', player.id)
      .where('type', '=', 'turn-reminder')
      .execute();

  it('reminds once, at 12 hours left of a day a move and not a millisecond before, on the stream, the webhooks that take it and pushes', async () => {
    const start = time;
    const ada = await signUp(one.api, 'Ada');
    const all = (
      await one.api
        .post('/players/me/webhooks')
        .set(...bearer(ada.key))
        .send({ url: receiver.url })
        .expect(201)
    ).body as { id: string; events: string[] };
    expect(all.events).toContain('turn-reminder');
    const turnsOnly = (
      await one.api
        .post('/players/me/webhooks')
        .set(...bearer(ada.key))
        .send({ url: receiver.url, events: ['your-turn'] })
        .expect(201)
    ).body as { id: string };
    await one.database.db
      .insertInto('push_subscriptions')
      .values({
        id: `push-${testDb.name}`,
        player_id: ada.id,
        endpoint: `${receiver.url}/push-${testDb.name}`,
        p256dh: 'p256dh',
        auth: 'auth',
        created_at: new Date(start),
        key_id: null,
      })
      .execute();
    const g = await myTurn(ada, DAY_A_MOVE);

    time = start + 12 * H - 1;
    await sweepClocks(one.app.deps);
    expect(await reminders(ada)).toEqual([]);

    time = start + 12 * H;
    await sweepClocks(one.app.deps);
    const sent = await reminders(ada);
    expect(sent).toEqual([
      expect.objectContaining({
        type: 'turn-reminder',
        gameId: g.id,
        game: 'duel',
        seat: 0,
        status: 'active',
        toAct: [0],
        remainingMs: 12 * H,
        deadline: new Date(start + DAY).toISOString(),
        at: new Date(time).toISOString(),
      }),
    ]);
    const rows = await queued(ada);
    expect(rows.map(r => `${r.channel}:${r.target_id}`).sort()).toEqual([
      `push:push-${testDb.name}`,
      `webhook:${all.id}`,
    ]);
    expect(rows.map(r => r.target_id)).not.toContain(turnsOnly.id);
    expect(rows[0]?.payload).toMatchObject({ type: 'turn-reminder', gameId: g.id, remainingMs: 12 * H });

    // Later sweeps, of either process, find it sent.
    time = start + 20 * H;
    await sweepClocks(one.app.deps);
    await sweepClocks(two.app.deps);
    expect(await reminders(ada)).toHaveLength(1);
    expect(await queued(ada)).toHaveLength(2);
    // The webhook hears it, as it hears a turn.
    const before = receiver.received.length;
    await one.app.outbox.drain();
    const bodies = receiver.received.slice(before).map(r => JSON.parse(r.body) as { type: string; gameId?: string });
    expect(bodies).toContainEqual(expect.objectContaining({ type: 'turn-reminder', gameId: g.id }));
    // One worker: each row was sent once (the same webhook-id twice was a row its own paths both claimed).
    const ids = receiver.received.flatMap(r => r.headers['webhook-id'] ?? []);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('reminds a ten-day bank at 24 hours left; a live game never', async () => {
    const start = time;
    const grace = await signUp(one.api, 'Grace');
    const bank = await myTurn(grace, { initialSeconds: 10 * 86_400, incrementSeconds: 86_400 });
    const live = await myTurn(grace, { initialSeconds: 600, incrementSeconds: 5 });
    // Half of a live bank gone: no reminder, the player is at the table.
    time = start + 300_000;
    await sweepClocks(one.app.deps);
    expect(await reminders(grace, live.id)).toEqual([]);
    time = start + 9 * DAY - 1;
    await sweepClocks(one.app.deps);
    expect(await reminders(grace)).toEqual([]);
    time = start + 9 * DAY;
    await sweepClocks(one.app.deps);
    expect((await reminders(grace)).map(r => [r.gameId, r.remainingMs])).toEqual([[bank.id, DAY]]);
    expect(await reminders(grace, live.id)).toEqual([]);
  });

  it('sends none for a turn played before its moment; the next turn gets its own, once', async () => {
    const start = time;
    const linus = await signUp(one.api, 'Linus');
    const g = await myTurn(linus, DAY_A_MOVE);
    time = start + 11 * H;
    await backAndForth(g, linus);
    // The first turn's moment passes: the new turn began at 11 hours, its moment is at 23 hours.
    time = start + 12 * H;
    await sweepClocks(one.app.deps);
    expect(await reminders(linus)).toEqual([]);
    time = start + 23 * H;
    await sweepClocks(one.app.deps);
    expect(await reminders(linus)).toHaveLength(1);
    // Reminded, then played: the turn after is reminded too.
    time = start + 24 * H;
    await backAndForth(g, linus);
    time = start + 36 * H;
    await sweepClocks(one.app.deps);
    const both = await reminders(linus);
    expect(both).toHaveLength(2);
    expect(both[1]?.version).toBeGreaterThan(both[0]?.version ?? Infinity);
  });

  it('sends none to a bot, to a player on vacation, nor in a game that ended', async () => {
    const start = time;
    const bot = (await one.api.post('/players').send({ name: 'Robo', bot: true }).expect(201)).body as SignedUp;
    await myTurn(bot, DAY_A_MOVE);
    const away = await signUp(one.api, 'Away');
    await myTurn(away, DAY_A_MOVE);
    time = start + H;
    await one.api
      .post('/players/me/vacation')
      .set(...bearer(away.key))
      .send({ until: new Date(start + 3 * DAY).toISOString() })
      .expect(200);
    const done = await signUp(one.api, 'Done');
    const ended = await myTurn(done, DAY_A_MOVE);
    await one.api
      .post(`/games/${ended.id}/resign`)
      .set(...bearer(done.key))
      .expect(200);
    time = start + 13 * H;
    await sweepClocks(one.app.deps);
    expect(await reminders(bot)).toEqual([]);
    expect(await reminders(away)).toEqual([]);
    expect(await reminders(done)).toEqual([]);
    // The vacation moved the deadline by its 71 hours (to 3 days + 23 hours): nothing while it lasts, and the
    // reminder at 12 hours before the moved deadline.
    time = start + 3 * DAY - 1;
    await sweepClocks(one.app.deps);
    expect(await reminders(away)).toEqual([]);
    time = start + 3 * DAY + 11 * H;
    await sweepClocks(one.app.deps);
    expect((await reminders(away)).map(r => r.remainingMs)).toEqual([12 * H]);
  });

  it('is sent once when the sweeps of two processes meet', async () => {
    const start = time;
    const players = await Promise.all(['P1', 'P2', 'P3'].map(name => signUp(one.api, name)));
    for (const p of players) {
      await one.api
        .post('/players/me/webhooks')
        .set(...bearer(p.key))
        .send({ url: receiver.url })
        .expect(201);
      await myTurn(p, DAY_A_MOVE);
    }
    time = start + 12 * H;
    const counts = await Promise.all([
      sendReminders(one.app.deps),
      sendReminders(two.app.deps),
      sendReminders(one.app.deps),
      sendReminders(two.app.deps),
    ]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(3);
    for (const p of players) {
      expect(await reminders(p)).toHaveLength(1);
      expect(await queued(p)).toHaveLength(1);
    }
  });

  it('is not sent to a player who turned reminders off, and is again once turned on', async () => {
    const start = time;
    const ada = await signUp(one.api, 'Quiet');
    const off = await one.api
      .patch('/players/me/notifications')
      .set(...bearer(ada.key))
      .send({ reminders: false })
      .expect(200);
    expect(off.body).toMatchObject({ reminders: false });
    const g = await myTurn(ada, DAY_A_MOVE);
    time = start + 12 * H;
    await sweepClocks(one.app.deps);
    expect(await reminders(ada)).toEqual([]);
    await one.api
      .patch('/players/me/notifications')
      .set(...bearer(ada.key))
      .send({ reminders: true })
      .expect(200);
    time = start + 13 * H;
    await backAndForth(g, ada);
    time = start + 25 * H;
    await sweepClocks(one.app.deps);
    expect(await reminders(ada)).toHaveLength(1);
  });

  it('looked at early (a game under way when migration 0027 ran), sends nothing and comes back at the moment', async () => {
    const start = time;
    const early = await signUp(one.api, 'Early');
    const g = await myTurn(early, DAY_A_MOVE);
    const remindAt = async () =>
      (await one.database.db.selectFrom('games').select('remind_at').where('id', '=', g.id).executeTakeFirstOrThrow())
        .remind_at;
    await one.database.db
      .updateTable('games')
      .set({ remind_at: new Date(start) })
      .where('id', '=', g.id)
      .execute();
    time = start + H;
    await sweepClocks(one.app.deps);
    expect(await reminders(early)).toEqual([]);
    expect(await remindAt()).toEqual(new Date(start + 12 * H));
    time = start + 12 * H;
    await sweepClocks(one.app.deps);
    expect(await reminders(early)).toHaveLength(1);
    expect(await remindAt()).toBeNull();
  });
});
