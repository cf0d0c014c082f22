// Presence as the page shows it when a player opens their own table (issue: "1 watching" for the seated
// player alone): a game stream opened with a seat token or with the key of a player at the table shows that
// seat here and is not counted among the watchers; only a stream that holds no seat there (no credentials,
// or another player's key) is a spectator.
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../support/databases.js';
import { newGame, serverForSuite } from '../../support/server.js';
import { openEvents, type EventStream } from '../../support/sse.js';
import { inviteTable, joinByInvite, signUp } from '../../support/tables.js';

interface Presence {
  seats: { seat: number; here: boolean }[];
  watching: number;
}

describe.each(testDatabases())('a seat’s own game stream on $name', testDb => {
  const server = serverForSuite(testDb, { presenceTimer: false });
  const presenceOf = async (id: string): Promise<Presence> => {
    await server.app.presence.flush();
    return (await server.api.get(`/games/${id}/presence`).expect(200)).body as Presence;
  };
  const streams: EventStream[] = [];
  const follow = async (url: string): Promise<void> => {
    const stream = await openEvents(url);
    streams.push(stream);
    await stream.waitFor(1);
  };

  it('shows a seat token’s stream at its seat, not among the watchers', async () => {
    const base = await server.listen();
    const game = await newGame(server.api);
    await follow(`${base}/games/${game.id}/events?token=${encodeURIComponent(game.tokens[0] ?? '')}`);
    expect(await presenceOf(game.id)).toEqual({
      seats: [
        { seat: 0, here: true },
        { seat: 1, here: false },
      ],
      watching: 0,
    });
    await follow(`${base}/games/${game.id}/events`);
    expect((await presenceOf(game.id)).watching).toBe(1);
    for (const stream of streams.splice(0)) stream.close();
  });

  it('counts a player key at the table as its seat, and a key without a seat as a spectator', async () => {
    const base = await server.listen();
    const [ada, grace, linus] = [
      await signUp(server.api, 'Ada'),
      await signUp(server.api, 'Grace'),
      await signUp(server.api, 'Linus'),
    ];
    const table = await inviteTable(server.api, ada.key);
    await joinByInvite(server.api, table, grace.key);
    await follow(`${base}/games/${table.id}/events?token=${encodeURIComponent(ada.key)}`);
    const alone = await presenceOf(table.id);
    expect(alone.seats[0]).toEqual({ seat: 0, here: true });
    expect(alone.watching).toBe(0);
    await follow(`${base}/games/${table.id}/events?token=${encodeURIComponent(linus.key)}`);
    expect((await presenceOf(table.id)).watching).toBe(1);
    for (const stream of streams.splice(0)) stream.close();
  });
});
