// Migration 0032 keeps a chat post's Idempotency-Key with its message (chat_messages.key_digest): messages
// written before it keep none; one key digest per game at most (the unique index a racing retry is refused by),
// any number of messages without one. Back down, the column and its index go and the messages stay.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isUniqueViolation } from '../../src/store/errors.js';
import { testDatabases } from '../support/databases.js';
import { earlyGameRow, migrationDatabase } from '../support/migrations.js';

describe.each(testDatabases())('migration 0032 (chat_messages.key_digest) on $name', testDb => {
  const suite = migrationDatabase(testDb);

  const message = (gameId: string, id: number, extra: Record<string, unknown> = {}) => ({
    game_id: gameId,
    id,
    channel: 'seats',
    seat: 0,
    text: `m${id}`,
    created_at: new Date(),
    ...extra,
  });

  it('keeps one message per key digest and game, any number without, and goes back down', async () => {
    await suite.to('0030_game_opener');
    const [game, other] = [randomUUID(), randomUUID()];
    await suite.db
      .insertInto('games')
      .values([earlyGameRow(game), earlyGameRow(other)])
      .execute();
    await suite.db.insertInto('chat_messages').values(message(game, 1)).execute();
    await suite.to('0032_chat_idempotency');
    const old = await suite.db.selectFrom('chat_messages').select('key_digest').where('game_id', '=', game).execute();
    expect(old).toEqual([{ key_digest: null }]);
    await suite.db
      .insertInto('chat_messages')
      .values([message(game, 2), message(game, 3, { key_digest: '42' }), message(other, 1, { key_digest: '42' })])
      .execute();
    const twice = await suite.db
      .insertInto('chat_messages')
      .values(message(game, 4, { key_digest: '42' }))
      .execute()
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(isUniqueViolation(twice)).toBe(true);
    await suite.to('0030_game_opener');
    const after = await suite.db
      .selectFrom('chat_messages')
      .selectAll()
      .where('game_id', '=', game)
      .orderBy('id')
      .execute();
    expect(after.map(r => r['text'])).toEqual(['m1', 'm2', 'm3']);
    expect(after[0]).not.toHaveProperty('key_digest');
  });
});
