// A person who leaves a waiting table gives the seat back: whoever takes it next must not be followed through
// the leaver's stream. Before the fix, a stream opened at the seat kept that seat's viewer after the leave, so
// once a newcomer took the seat and the game started it showed the newcomer's hand and legal moves. Now a
// seat's stream sends the event of its own leave and ends, by seat token as by player key; the other seats'
// streams and the spectators' go on.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../support/databases.js';
import { fixtureGame } from '../../support/fixture-game.js';
import { bearer, serverForSuite } from '../../support/server.js';
import { endsWithin, openEvents, type EventStream } from '../../support/sse.js';
import { inviteTable, signUp } from '../../support/tables.js';

interface Event {
  version: number;
  status: string;
  entry: { kind: string; seat?: number | null };
  view: { hand: number[] | null };
  legalMoves?: unknown[];
}

describe.each(testDatabases())("a leaver's stream on $name", testDb => {
  const server = serverForSuite(testDb, { games: [fixtureGame] });
  let base: string;
  const open: EventStream[] = [];
  beforeAll(async () => {
    base = await server.listen();
  });
  afterAll(() => {
    for (const s of open) s.close();
  });
  const follow = async (id: string, credential?: string): Promise<EventStream> => {
    const headers: Record<string, string> = credential === undefined ? {} : { Authorization: `Bearer ${credential}` };
    const stream = await openEvents(`${base}/games/${id}/events`, headers);
    expect(stream.status).toBe(200);
    open.push(stream);
    return stream;
  };
  const events = (stream: EventStream): Event[] => stream.events.map(e => JSON.parse(e.data) as Event);

  it.each([
    ['seat token', false],
    ['player key', true],
  ])(
    'ends the stream of a seat left (by %s) after its leave event, before anyone else sits there',
    async (_, byKey) => {
      const ada = await signUp(server.api, 'Ada');
      const bob = await signUp(server.api, 'Bob');
      const carol = await signUp(server.api, 'Carol');
      const dan = await signUp(server.api, 'Dan');
      const table = await inviteTable(server.api, ada.key, 3);
      const code = table.body.invites[0]?.code;
      const seat = table.body.invites[0]?.seat;
      const joined = await server.api
        .post(`/games/${table.id}/join`)
        .set(...bearer(bob.key))
        .send({ code })
        .expect(200);
      const credential = byKey ? bob.key : (joined.body.token as string);
      const bobs = await follow(table.id, credential);
      const adas = await follow(table.id, ada.key);
      const watcher = await follow(table.id);
      await Promise.all([bobs.waitFor(1), adas.waitFor(1), watcher.waitFor(1)]);

      await server.api
        .post(`/games/${table.id}/leave`)
        .set(...bearer(credential))
        .send({})
        .expect(200);
      await bobs.waitFor(2);
      expect(await endsWithin(bobs, 3_000)).toBe(true);
      expect(events(bobs).map(e => e.entry.kind)).toEqual(['join', 'leave']);
      expect(events(bobs)[1]?.entry.seat).toBe(seat);

      // The seat is taken again (the code works again) and the game starts: the other streams see it all.
      await server.api
        .post(`/games/${table.id}/join`)
        .set(...bearer(carol.key))
        .send({ code })
        .expect(200);
      await server.api
        .post(`/games/${table.id}/join`)
        .set(...bearer(dan.key))
        .send({ code: table.body.invites[1]?.code })
        .expect(200);
      await adas.waitFor(5);
      await watcher.waitFor(5);
      expect(events(adas).map(e => e.entry.kind)).toEqual(['join', 'leave', 'join', 'join', 'start']);
      expect(events(adas)[4]?.view.hand).not.toBeNull();
      expect(events(watcher)[4]?.view.hand).toBeNull();
      // Nothing of Carol's reached the stream Bob opened.
      expect(events(bobs)).toHaveLength(2);
      expect(bobs.raw()).not.toContain('"start"');

      // Bob's credential no longer opens a stream at that seat: a seat token is refused, a key follows as a spectator.
      if (byKey) {
        const again = await follow(table.id, bob.key);
        const [first] = (await again.waitFor(1)).map(e => JSON.parse(e.data) as Event);
        expect(first?.view.hand).toBeNull();
      } else {
        const refused = await openEvents(`${base}/games/${table.id}/events`, { Authorization: `Bearer ${credential}` });
        open.push(refused);
        expect(refused.status).toBe(401);
      }
    },
  );
});
