// A seat's stream resumed across that seat's leave (service/streams/watch-game.ts). With two processes on one
// database, a leaver's client is told of its leave by one (the event of the leave, whose id it keeps), and its
// EventSource reconnects to the other with Last-Event-ID at the leave before that one has heard of it: the
// leaver's token still holds the seat there, and the stream resumes at a version the feed has not reached.
// Before the fix the feed's leave was then taken as sent already, and the stream followed whoever sat down
// next (their hand, their legal moves). Now the leave ends it when the feed hears it, without an event.
// And the other way round: a stream of whoever holds the seat now, resumed from before an earlier holder's
// leave, is not ended by that leave (before the fix, the newcomer's own catch-up ended their stream).
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { Feed } from '../../../src/service/streams/game-feed.js';
import { RECHECK_FIRST_MS } from '../../../src/service/streams/waker.js';
import { testDatabases } from '../../support/databases.js';
import { fixtureGame } from '../../support/fixture-game.js';
import { bearer, twoServersForSuite } from '../../support/server.js';
import { endsWithin, openEvents, type EventStream } from '../../support/sse.js';
import { inviteTable, signUp } from '../../support/tables.js';

interface Event {
  version: number;
  entry: { kind: string; seat?: number | null };
  view: { hand: number[] | null };
}

const sleep = (ms: number) => new Promise(resolve => setTimeout(resolve, ms));

describe.each(testDatabases())('a stream resumed across a leave, on $name', testDb => {
  const servers = twoServersForSuite(testDb, { games: [fixtureGame] });
  const open: EventStream[] = [];
  afterEach(() => {
    vi.restoreAllMocks();
  });
  afterAll(() => {
    for (const s of open) s.close();
  });
  const follow = async (base: string, id: string, headers: Record<string, string>): Promise<EventStream> => {
    const stream = await openEvents(`${base}/games/${id}/events`, headers);
    expect(stream.status).toBe(200);
    open.push(stream);
    return stream;
  };
  const events = (stream: EventStream): Event[] => stream.events.map(e => JSON.parse(e.data) as Event);

  /** A 3-seat table of Ada's on server one where Bob took seat 1; Carol and Dan are yet to sit. */
  async function table() {
    const [ada, bob, carol, dan] = await Promise.all(
      ['Ada', 'Bob', 'Carol', 'Dan'].map(name => signUp(servers.one.api, name)),
    );
    if (!ada || !bob || !carol || !dan) throw new Error('four players');
    const invitation = await inviteTable(servers.one.api, ada.key, 3);
    const codes = invitation.body.invites.map(invite => invite.code);
    const join = async (api: typeof servers.one.api, key: string, code: string | undefined) =>
      (
        await api
          .post(`/games/${invitation.id}/join`)
          .set(...bearer(key))
          .send({ code })
          .expect(200)
      ).body as { seat: number; token: string; game: { version: number } };
    const bobs = await join(servers.one.api, bob.key, codes[0]);
    return { id: invitation.id, ada, bobs, carol, dan, codes, join };
  }

  it("ends a leaver's stream resumed at its leave on a process that has not heard of the leave yet", async () => {
    const one = await servers.one.listen();
    const { id, ada, bobs, carol, dan, codes, join } = await table();
    // Server one follows the game (Ada's stream), past its feed's first timed re-check.
    const adas = await follow(one, id, { Authorization: `Bearer ${ada.key}` });
    await adas.waitFor(1);
    await sleep(RECHECK_FIRST_MS + 200);
    // Server one's feed hears nothing for a while: the notifications of server two's appends are on their way.
    const held: Feed[] = [];
    const wake = Feed.prototype.wake;
    vi.spyOn(Feed.prototype, 'wake').mockImplementation(function (this: Feed, ...args: Parameters<Feed['wake']>) {
      if (this.gameId !== id) return wake.apply(this, args);
      if (!held.includes(this)) held.push(this);
    });

    const left = await servers.two.api
      .post(`/games/${id}/leave`)
      .set(...bearer(bobs.token))
      .send({})
      .expect(200);
    // Bob's client was told of its leave by server two (its stream's last event), and reconnects to server one.
    const bobs1 = await follow(one, id, {
      Authorization: `Bearer ${bobs.token}`,
      'Last-Event-ID': String(left.body.version),
    });

    vi.mocked(Feed.prototype.wake).mockRestore();
    for (const feed of held) feed.wake();
    const carols = await join(servers.two.api, carol.key, codes[0]);
    await join(servers.two.api, dan.key, codes[1]);
    expect(carols.seat).toBe(bobs.seat);
    await adas.waitFor(5);
    expect(events(adas).map(e => e.entry.kind)).toEqual(['join', 'leave', 'join', 'join', 'start']);

    // Nothing of Carol's reached Bob: not her seat's view, not the start; and his stream ended.
    expect(events(bobs1)).toEqual([]);
    expect(bobs1.raw()).not.toContain('"start"');
    expect(await endsWithin(bobs1, 3_000)).toBe(true);
  });

  it("keeps the stream of the seat's new holder resumed from before the earlier holder's leave", async () => {
    const one = await servers.one.listen();
    const { id, bobs, carol, dan, codes, join } = await table();
    await servers.one.api
      .post(`/games/${id}/leave`)
      .set(...bearer(bobs.token))
      .send({})
      .expect(200);
    const carols = await join(servers.one.api, carol.key, codes[0]);
    expect(carols.seat).toBe(bobs.seat);
    // Carol's client reads the table's story from its start: Bob's join and leave are of her seat, before her.
    const stream = await follow(one, id, { Authorization: `Bearer ${carols.token}`, 'Last-Event-ID': '0' });
    await stream.waitFor(3);
    await join(servers.one.api, dan.key, codes[1]);
    await stream.waitFor(5);
    const seen = events(stream);
    expect(seen.map(e => e.entry.kind)).toEqual(['join', 'leave', 'join', 'join', 'start']);
    expect(seen[4]?.view.hand).not.toBeNull();
    expect(await endsWithin(stream, 300)).toBe(false);
  });
});
