// A leaver's stream started while the game's feed reads the seats (service/streams/watch-game.ts, `stillHolds`).
// A feed folds the entries another process appended, then reads the seats they changed (game-feed.ts, `pump`):
// meanwhile its game is at the newest version with the seats of an earlier one. The events route checks a seat
// token on the game as it stood (`checkedAt`), and the watch checks it again when it starts on a later version;
// before the fix that second check used the feed's game, whose seats still held the leaver, and the stream
// followed the newcomer at that seat (their hand from the start on). Now the seats are read for that check.
// The moments are held open here: the route between its check and the watch (the chat's watch starts in
// between), the feed's notifications (another process's appends are on their way), and the feed's seat read.
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { Feed } from '../../../src/service/streams/game-feed.js';
import { RECHECK_FIRST_MS } from '../../../src/service/streams/waker.js';
import { testDatabases } from '../../support/databases.js';
import { fixtureGame } from '../../support/fixture-game.js';
import { bearer, twoServersForSuite } from '../../support/server.js';
import { endsWithin, openEvents, type EventStream } from '../../support/sse.js';
import { inviteTable, signUp } from '../../support/tables.js';

/** A moment a call waits at while armed, once: `reached` when it gets there, on until `release`. */
interface Gate {
  armed: boolean;
  reached: Promise<void>;
  arrive: () => void;
  release: () => void;
  open: Promise<void>;
}

const gates = vi.hoisted(() => {
  const gate = (): Gate => {
    const g = { armed: false } as Gate;
    g.reached = new Promise<void>(resolve => (g.arrive = resolve));
    g.open = new Promise<void>(resolve => (g.release = resolve));
    return g;
  };
  /** Waits at `g` if it is armed (once), then goes on. */
  const pass = async (g: Gate): Promise<void> => {
    if (!g.armed) return;
    g.armed = false;
    g.arrive();
    await g.open;
  };
  return { gate, pass, chat: gate(), seats: gate() };
});

vi.mock('../../../src/service/chat/watch.js', async importOriginal => {
  const original = await importOriginal<typeof import('../../../src/service/chat/watch.js')>();
  return {
    ...original,
    watchChat: async (...args: Parameters<typeof original.watchChat>) => {
      await gates.pass(gates.chat);
      return original.watchChat(...args);
    },
  };
});
vi.mock('../../../src/service/games/load.js', async importOriginal => {
  const original = await importOriginal<typeof import('../../../src/service/games/load.js')>();
  return {
    ...original,
    // Held when the feed folds the leave (with whatever came along), whether a wake-up or a timed re-check read it.
    withSeats: async (...args: Parameters<typeof original.withSeats>) => {
      if (args[2].some(entry => entry.kind === 'leave')) await gates.pass(gates.seats);
      return original.withSeats(...args);
    },
  };
});

interface Event {
  entry: { kind: string };
  view: { hand: number[] | null };
}

const sleep = (ms: number) => new Promise(resolve => setTimeout(resolve, ms));

describe.each(testDatabases())('a leaver followed while the feed reads the seats, on $name', testDb => {
  const servers = twoServersForSuite(testDb, { games: [fixtureGame] });
  const open: EventStream[] = [];
  afterEach(() => {
    vi.restoreAllMocks();
    gates.chat = gates.gate();
    gates.seats = gates.gate();
  });
  afterAll(() => {
    for (const s of open) s.close();
  });

  it("does not follow the newcomer at a seat left between the token's check and the watch's start", async () => {
    const one = await servers.one.listen();
    const [ada, bob, carol, dan] = await Promise.all(
      ['Ada', 'Bob', 'Carol', 'Dan'].map(name => signUp(servers.one.api, name)),
    );
    if (!ada || !bob || !carol || !dan) throw new Error('four players');
    const table = await inviteTable(servers.one.api, ada.key, 3);
    const codes = table.body.invites.map(invite => invite.code);
    const join = async (key: string, code: string | undefined) =>
      (
        await servers.two.api
          .post(`/games/${table.id}/join`)
          .set(...bearer(key))
          .send({ code })
          .expect(200)
      ).body as { seat: number; token: string };
    const bobs = await join(bob.key, codes[0]);
    // Server one follows the game (Ada's stream), past its feed's first timed re-check.
    const adas = await openEvents(`${one}/games/${table.id}/events`, { Authorization: `Bearer ${ada.key}` });
    open.push(adas);
    await adas.waitFor(1);
    await sleep(RECHECK_FIRST_MS + 200);

    // Bob's stream: his token is checked on the game as server one follows it, and the route waits there.
    gates.chat.armed = true;
    const opening = openEvents(`${one}/games/${table.id}/events`, { Authorization: `Bearer ${bobs.token}` });
    await gates.chat.reached;

    // Meanwhile, on server two, Bob leaves, Carol takes his seat and Dan the last: the game starts. Server one's
    // feed hears of it all at once, folds the four entries, and is reading the seats.
    const held: Feed[] = [];
    const wake = Feed.prototype.wake;
    vi.spyOn(Feed.prototype, 'wake').mockImplementation(function (this: Feed, ...args: Parameters<Feed['wake']>) {
      if (this.gameId !== table.id) return wake.apply(this, args);
      if (!held.includes(this)) held.push(this);
    });
    gates.seats.armed = true;
    await servers.two.api
      .post(`/games/${table.id}/leave`)
      .set(...bearer(bobs.token))
      .send({})
      .expect(200);
    expect((await join(carol.key, codes[0])).seat).toBe(bobs.seat);
    await join(dan.key, codes[1]);
    vi.mocked(Feed.prototype.wake).mockRestore();
    for (const feed of held) feed.wake();
    await gates.seats.reached;

    // Bob's stream starts now, on the feed's game of the newest version.
    gates.chat.release();
    const bobs1 = await opening;
    open.push(bobs1);
    expect(bobs1.status).toBe(200);
    await sleep(200);
    gates.seats.release();
    await adas.waitFor(5);
    await sleep(200);

    const events = bobs1.events.map(e => JSON.parse(e.data) as Event);
    expect(events).toEqual([]);
    expect(bobs1.raw()).not.toContain('"start"');
    expect(await endsWithin(bobs1, 3_000)).toBe(true);
  });
});
