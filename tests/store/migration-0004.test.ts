// Migration 0004 on a database that already holds games: the games made before it cannot be told apart
// (was the seed chosen?) and are marked seeded; new games take false unless told; idempotency keys move
// from (game, key) to (game, seat, key), and back down as far as the old index allows.
import { afterAll, describe, expect, it } from 'vitest';
import { earlyGameRow, memoryDatabase, migrateOn } from '../support/migrations.js';

const db = memoryDatabase();
const to = migrateOn(db);

const insertGame = (id: string, extra: Record<string, unknown> = {}) =>
  db.insertInto('games').values(earlyGameRow(id, extra)).execute();
const insertMove = (gameId: string, seq: number, seat: number, key: string) =>
  db
    .insertInto('moves')
    .values({ game_id: gameId, seq, kind: 'move', seat, facts: '[]', idempotency_key: key })
    .execute();

describe('migration 0004 (per-seat idempotency keys, games.seeded)', () => {
  afterAll(async () => {
    await db.destroy();
  });

  it('marks existing games seeded, defaults new ones to false, and scopes keys per seat', async () => {
    await to('0003_bot_seats');
    await insertGame('old');
    await to('0004_seat_keys_and_seeded');
    await insertGame('new');
    const rows = await db.selectFrom('games').select(['id', 'seeded']).orderBy('id').execute();
    expect(rows).toEqual([
      { id: 'new', seeded: false },
      { id: 'old', seeded: true },
    ]);
    await insertMove('new', 1, 0, 'k');
    await insertMove('new', 2, 1, 'k');
    await expect(insertMove('new', 3, 0, 'k')).rejects.toMatchObject({ code: '23505' });
  });

  it('goes back down, keeping the first use of a key two seats shared', async () => {
    await to('0003_bot_seats');
    const keys = await db
      .selectFrom('moves')
      .select(['seq', 'idempotency_key'])
      .where('game_id', '=', 'new')
      .orderBy('seq')
      .execute();
    expect(keys).toEqual([
      { seq: 1, idempotency_key: 'k' },
      { seq: 2, idempotency_key: null },
    ]);
    await to('0004_seat_keys_and_seeded');
  });
});
