// Migration 0030 keeps who opened every game (games.opened_by), the bot pool's owners (service/bots/pool.ts):
// a game opened before it with an open seat takes its creator; one without stays null (its own owner). Back
// down, the column goes and `creator` is as it was.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../support/databases.js';
import { earlyGameRow, migrationDatabase } from '../support/migrations.js';

describe.each(testDatabases())('migration 0030 (games.opened_by) on $name', testDb => {
  const suite = migrationDatabase(testDb);

  it("takes an old table's creator as its opener, and leaves games without one unknown", async () => {
    await suite.to('0029_webhook_url_href');
    const [table, closed] = [randomUUID(), randomUUID()];
    await suite.db
      .insertInto('games')
      .values([earlyGameRow(table, { creator: 'player:ada' }), earlyGameRow(closed)])
      .execute();
    await suite.to('0030_game_opener');
    const openers = await suite.db
      .selectFrom('games')
      .select(['id', 'opened_by', 'creator'])
      .where('id', 'in', [table, closed])
      .execute();
    expect(Object.fromEntries(openers.map(r => [r.id, [r.opened_by, r.creator]]))).toEqual({
      [table]: ['player:ada', 'player:ada'],
      [closed]: [null, null],
    });
    await suite.to('0029_webhook_url_href');
    const after = await suite.db.selectFrom('games').selectAll().where('id', '=', table).executeTakeFirstOrThrow();
    expect(after).not.toHaveProperty('opened_by');
    expect(after['creator']).toBe('player:ada');
  });
});
