// Migration 0028: a webhook keeps the secret a rotation replaced (sealed) beside its own, and the outbox gets the
// indexes of the claim passing over full hosts and of the prune; back down, the columns and indexes are gone and
// the webhooks keep their current secret.
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { memoryDatabase, migrateOn } from '../support/migrations.js';

const db = memoryDatabase();
const to = migrateOn(db);
const PLAYER = '00000000-0000-4000-8000-000000000001';

const indexes = async (): Promise<string[]> =>
  (
    await sql<{
      indexname: string;
    }>`select indexname from pg_indexes where tablename in ('outbox', 'webhooks')`.execute(db)
  ).rows
    .map(r => r.indexname)
    .filter(name => ['outbox_pending_target', 'outbox_settled', 'webhooks_previous_secret'].includes(name))
    .sort();

describe('migration 0028 (rotated webhook secrets, outbox indexes)', () => {
  afterAll(async () => {
    await db.destroy();
  });

  it('keeps a replaced secret until a time, and goes back down keeping the current one', async () => {
    await to('0028_secret_rotation_outbox_indexes');
    expect(await indexes()).toEqual(['outbox_pending_target', 'outbox_settled', 'webhooks_previous_secret']);
    await db.insertInto('players').values({ id: PLAYER, name: 'Ada', handle: 'Ada', created_at: new Date() }).execute();
    await db
      .insertInto('webhooks')
      .values({
        id: 'w1',
        player_id: PLAYER,
        url: 'https://bot.example.org/hook',
        events: sql`'{ping}'::text[]`,
        secret_sealed: 'v1.new',
        created_at: new Date(),
        previous_secret_sealed: 'v1.old',
        previous_secret_until: new Date(),
      })
      .execute();
    await to('0026_email_pending');
    expect(await indexes()).toEqual([]);
    expect(await db.selectFrom('webhooks').selectAll().execute()).toEqual([
      expect.not.objectContaining({ previous_secret_sealed: expect.anything() }),
    ]);
    const [row] = await db.selectFrom('webhooks').select('secret_sealed').execute();
    expect(row).toEqual({ secret_sealed: 'v1.new' });
    await to('0028_secret_rotation_outbox_indexes');
    expect(await indexes()).toEqual(['outbox_pending_target', 'outbox_settled', 'webhooks_previous_secret']);
  });
});
