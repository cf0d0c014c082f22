// Migration 0026: a player may hold a confirmed e-mail address and a new one awaiting confirmation beside it,
// never two of either; back down, one address a player again, the confirmed one kept.
import { afterAll, describe, expect, it } from 'vitest';
import { memoryDatabase, migrateOn } from '../support/migrations.js';

const db = memoryDatabase();
const to = migrateOn(db);
const PLAYER = '00000000-0000-4000-8000-000000000001';

const address = (id: string, confirmed: boolean) =>
  db
    .insertInto('email_addresses')
    .values({
      id,
      player_id: PLAYER,
      address: `${id}@example.org`,
      frequency: 'each-turn',
      language: 'en',
      created_at: new Date(),
      confirmed_at: confirmed ? new Date() : null,
      confirm_digest: confirmed ? null : `c-${id}`,
      confirm_expires_at: new Date(),
      unsubscribe_digest: `u-${id}`,
    })
    .execute();

describe('migration 0026 (an address awaiting confirmation beside the confirmed one)', () => {
  afterAll(async () => {
    await db.destroy();
  });

  it('keeps one confirmed and one pending address a player, and goes back down keeping the confirmed', async () => {
    await to('0026_email_pending');
    await db.insertInto('players').values({ id: PLAYER, name: 'Ada', handle: 'Ada', created_at: new Date() }).execute();
    await address('old', true);
    await address('new', false);
    await expect(address('other-new', false)).rejects.toThrow();
    await expect(address('other-old', true)).rejects.toThrow();
    await to('0025_push_key_bound');
    const left = await db.selectFrom('email_addresses').select('id').execute();
    expect(left.map(r => r.id)).toEqual(['old']);
    await expect(address('new', false)).rejects.toThrow();
  });
});
