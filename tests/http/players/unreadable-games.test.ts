// A player's listings read the logs of some of their games (every running seat's deadline, a timeout due, what
// the inbox says happened): one game whose log cannot be read or folded must not answer the whole listing 500
// (service/games/listing-reads.ts). Here two games are broken in the store itself, as a bug or a hand could: one
// by a corrupt entry (a move without its seat, which no append writes), one by a fact its rules do not know
// (the engine throws as it folds it). Each is listed as its projection has it, without what only its log holds,
// or left out of the inbox, and logged once a listing as an error with its id. Time is injected; the fixture game
// is "duel".
import { describe, expect, it } from 'vitest';
import { capturedLogger } from '../../support/captured-logger.js';
import { testDatabases } from '../../support/databases.js';
import { bearer, serverForSuite } from '../../support/server.js';
import { myTurn, signUp } from '../../support/tables.js';

const T0 = Date.parse('2026-05-01T12:00:00.000Z');
const HOUR = 3_600_000;

interface Listed {
  id: string;
  deadline: string | null;
  deadlines?: { seat: number; deadline: string }[];
}

describe.each(testDatabases())('listings meeting a game they cannot read, on $name', testDb => {
  let time = T0;
  const captured = capturedLogger();
  const server = serverForSuite(testDb, { now: () => new Date(time), logger: captured.logger });

  /** Appends, behind the server's back, an entry at the game's next version. */
  async function spoil(id: string, entry: { seat: number | null; facts: unknown }): Promise<void> {
    const { version } = (await server.api.get(`/games/${id}`).expect(200)).body as { version: number };
    await server.database.db
      .insertInto('moves')
      .values({
        game_id: id,
        seq: version + 1,
        kind: 'move',
        seat: entry.seat,
        move: JSON.stringify({ type: 'roll' }),
        facts: JSON.stringify(entry.facts),
        key_digest: null,
      })
      .execute();
  }

  /** The games of the player's listing at `path` (200), and those it told unreadable, each as often as told. */
  async function listing(path: string, key: string): Promise<{ games: Listed[]; told: string[] }> {
    const before = captured.lines.length;
    const res = await server.api
      .get(path)
      .set(...bearer(key))
      .expect(200);
    const told = captured.lines
      .slice(before)
      .filter(line => line['msg'] === 'game unreadable in a listing')
      .map(line => {
        expect(line['level']).toBe(50);
        return line['gameId'] as string;
      });
    return { games: res.body.games as Listed[], told: told.sort() };
  }

  it("lists the player's other games, and the unreadable ones without their log's part", async () => {
    time = T0;
    const ada = await signUp(server.api, 'Ada');
    const good = await myTurn(server.api, ada.key, { perTurnSeconds: HOUR / 1000 });
    const corrupt = await myTurn(server.api, ada.key, { perTurnSeconds: HOUR / 1000 });
    const choking = await myTurn(server.api, ada.key, { perTurnSeconds: HOUR / 1000 });
    await spoil(corrupt.id, { seat: null, facts: [] });
    await spoil(choking.id, { seat: 1, facts: [{ type: 'shuffled' }] });
    const spoiled = [corrupt.id, choking.id].sort();
    const due = new Date(T0 + HOUR).toISOString();

    const mine = await listing('/players/me/games', ada.key);
    expect(mine.told).toEqual(spoiled);
    const byId = new Map(mine.games.map(g => [g.id, g]));
    expect(byId.get(good.id)?.deadlines).toEqual([{ seat: 0, deadline: due }]);
    for (const id of spoiled) {
      expect(byId.get(id)?.deadline).toBe(due);
      expect(byId.get(id)?.deadlines).toBeUndefined();
    }

    // The inbox needs what happened in each game: the unreadable ones are left out.
    const inbox = await listing('/players/me/inbox', ada.key);
    expect(inbox.told).toEqual(spoiled);
    expect(inbox.games.map(g => g.id)).toEqual([good.id]);

    // Past every deadline: the readable game's timeout is recorded and it awaits Ada no more; the unreadable
    // ones, whose timeouts cannot be, stay listed as the projection has them, each told once though met twice.
    time = T0 + 2 * HOUR;
    const awaiting = await listing('/players/me/games?awaiting=true', ada.key);
    expect(awaiting.told).toEqual(spoiled);
    expect(awaiting.games.map(g => g.id).sort()).toEqual(spoiled);
    expect(awaiting.games.every(g => g.deadline === due && g.deadlines === undefined)).toBe(true);
    const timedOut = (await server.api.get(`/games/${good.id}`).expect(200)).body as { status: string };
    expect(timedOut.status).toBe('finished');
  });
});
