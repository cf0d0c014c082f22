// My games at a glance (issue 21): each game of a player's listing carries, additively, every running
// seat's deadline (a game in play with a clock) and whether the player opened the table (so may cancel it
// from the list). Time is an injected clock.
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../support/databases.js';
import { bearer, serverForSuite } from '../../support/server.js';
import { inviteTable, joinByInvite, signUp } from '../../support/tables.js';

const T0 = Date.parse('2026-07-01T08:00:00.000Z');

interface Listed {
  id: string;
  seat?: number;
  creator?: boolean;
  toAct: number[];
  deadline: string | null;
  deadlines?: { seat: number; deadline: string }[];
}

describe.each(testDatabases())("a player's games at a glance on $name", testDb => {
  const server = serverForSuite(testDb, { now: () => new Date(T0) });
  const mine = async (key: string, query = ''): Promise<Listed[]> =>
    (
      await server.api
        .get(`/players/me/games?${query}`)
        .set(...bearer(key))
        .expect(200)
    ).body.games as Listed[];

  it("lists every running seat's deadline, and who opened the table", async () => {
    const ada = await signUp(server.api, 'Ada');
    const grace = await signUp(server.api, 'Grace');
    const table = await inviteTable(server.api, ada.key, 2, { clock: { perTurnSeconds: 3600 } });
    const waiting = (await mine(ada.key)).find(g => g.id === table.id);
    expect(waiting?.creator).toBe(true);
    expect(waiting?.deadlines).toBeUndefined();
    await joinByInvite(server.api, table, grace.key);
    const [adas, graces] = [await mine(ada.key), await mine(grace.key)].map(list => list.find(g => g.id === table.id));
    const due = new Date(T0 + 3600_000).toISOString();
    expect(adas?.deadlines).toEqual([{ seat: adas?.toAct[0], deadline: due }]);
    expect(adas?.deadline).toBe(due);
    expect(graces?.deadlines).toEqual(adas?.deadlines);
    expect([adas?.creator, graces?.creator]).toEqual([true, false]);
    // The public listing stays as it was: no player, no creator, no per-seat deadlines.
    const listed = (await server.api.get('/games?status=active').expect(200)).body.games as Listed[];
    const there = listed.find(g => g.id === table.id);
    expect(there && 'creator' in there).toBe(false);
    expect(there && 'deadlines' in there).toBe(false);
  });
});
