// Presence through the database (issue 24), with the clock in the test's hands: two app instances on one
// database (two processes as far as it can tell), each flushed by the test. A seat is here while its holder
// has a stream open on either process, and for at most 60 s after the last mark; marks are written at most
// once per 30 s per holder; the watchers of a game (streams holding no seat) are summed over the processes whose counts are fresh.
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../support/databases.js';
import { bearer, twoServersForSuite } from '../../support/server.js';
import { openEvents, type EventStream } from '../../support/sse.js';
import { inviteTable, signUp } from '../../support/tables.js';

describe.each(testDatabases())('presence across two processes on $name', testDb => {
  let now = new Date('2026-11-26T12:00:00Z');
  const later = (ms: number): void => {
    now = new Date(now.getTime() + ms);
  };
  const servers = twoServersForSuite(testDb, { now: () => now, presenceTimer: false });

  it('shows a seat here within 60 s of a stream on either process, and how many watch', async () => {
    const { one, two } = servers;
    const [ada, grace] = [await signUp(one.api, 'Ada'), await signUp(one.api, 'Grace')];
    const { id, body } = await inviteTable(one.api, ada.key, 2, { options: { target: 1000 } });
    await one.api
      .post(`/games/${id}/join`)
      .set(...bearer(grace.key))
      .send({ code: body.invites[0]?.code })
      .expect(200);
    const presence = async (): Promise<{ seats: { seat: number; here: boolean }[]; watching: number }> =>
      (await two.api.get(`/games/${id}/presence`).expect(200)).body;
    expect(await presence()).toEqual({
      seats: [
        { seat: 0, here: false },
        { seat: 1, here: false },
      ],
      watching: 0,
    });
    const [baseOne, baseTwo] = [await one.listen(), await two.listen()];
    const streams: EventStream[] = [
      // Ada's own stream on process one; Grace's game stream and an anonymous spectator's on process two.
      await openEvents(`${baseOne}/players/me/events?key=${encodeURIComponent(ada.key)}`),
      await openEvents(`${baseTwo}/games/${id}/events?token=${encodeURIComponent(grace.key)}`),
      await openEvents(`${baseTwo}/games/${id}/events`),
    ];
    await streams[1]?.waitFor(1);
    await streams[2]?.waitFor(1);
    await one.app.presence.flush();
    await two.app.presence.flush();
    expect(await presence()).toEqual({
      seats: [
        { seat: 0, here: true },
        { seat: 1, here: true },
      ],
      // The spectator; Grace's game stream shows her at her seat, not among the watchers.
      watching: 1,
    });
    const seenAt = async (who: string): Promise<number | undefined> =>
      (
        await one.database.db.selectFrom('presence').select('seen_at').where('who', '=', who).executeTakeFirst()
      )?.seen_at.getTime();
    const first = await seenAt(`player:${ada.id}`);
    // Flushed again 20 s later: no write (at most one per 30 s); 31 s later: one.
    later(20_000);
    await one.app.presence.flush();
    expect(await seenAt(`player:${ada.id}`)).toBe(first);
    later(11_000);
    await one.app.presence.flush();
    expect(await seenAt(`player:${ada.id}`)).toBe(now.getTime());
    // Ada leaves. 59 s after her last mark she is still shown here; 61 s after, no longer.
    streams[0]?.close();
    while (one.app.presence.holding > 0) await new Promise(resolve => setImmediate(resolve));
    later(59_000);
    await one.app.presence.flush();
    await two.app.presence.flush();
    expect((await presence()).seats[0]).toEqual({ seat: 0, here: true });
    later(2_000);
    await two.app.presence.flush();
    expect(await presence()).toEqual({
      seats: [
        { seat: 0, here: false },
        { seat: 1, here: true },
      ],
      watching: 1,
    });
    // A process that stops flushing (dead) stops counting 60 s after its last count.
    later(61_000);
    expect(await presence()).toEqual({
      seats: [
        { seat: 0, here: false },
        { seat: 1, here: false },
      ],
      watching: 0,
    });
    for (const stream of streams) stream.close();
  });
});
