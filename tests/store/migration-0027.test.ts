// Migration 0027 (turn reminders): a webhook registered for every delivery type (events absent, stored as the
// whole list of then) takes `turn-reminder` too; one that named fewer types keeps its choice; players are
// reminded unless they say otherwise; one reminder a seat a turn. Back down, the new type is gone again.
import { afterAll, describe, expect, it } from 'vitest';
import { memoryDatabase, migrateOn } from '../support/migrations.js';

const db = memoryDatabase();
const to = migrateOn(db);
const PLAYER = '00000000-0000-4000-8000-000000000001';
const ALL_BEFORE = ['your-turn', 'seated', 'invited', 'game-over', 'rematch', 'ping'];

const webhook = (id: string, events: string[]) =>
  db
    .insertInto('webhooks')
    .values({ id, player_id: PLAYER, url: 'https://x.example', events, secret_sealed: 's', created_at: new Date() })
    .execute();
const eventsOf = async (id: string): Promise<string[]> =>
  (await db.selectFrom('webhooks').select('events').where('id', '=', id).executeTakeFirstOrThrow()).events as string[];

describe('migration 0027 (turn reminders)', () => {
  afterAll(async () => {
    await db.destroy();
  });

  it('gives the new type to the webhooks that took every type, not to those that chose, and takes it back down', async () => {
    await to('0026_email_pending');
    await db.insertInto('players').values({ id: PLAYER, name: 'Ada', handle: 'Ada', created_at: new Date() }).execute();
    await webhook('all', ALL_BEFORE);
    await webhook('chosen', ['your-turn', 'game-over']);
    await to('0027_turn_reminders');
    expect(await eventsOf('all')).toEqual([...ALL_BEFORE, 'turn-reminder']);
    expect(await eventsOf('chosen')).toEqual(['your-turn', 'game-over']);
    const player = await db.selectFrom('players').select('turn_reminders').executeTakeFirstOrThrow();
    expect(player.turn_reminders).toBe(true);
    await to('0026_email_pending');
    expect(await eventsOf('all')).toEqual(ALL_BEFORE);
  });
});
