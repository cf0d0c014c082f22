// Migration 0027 (turn reminders): a webhook registered for every delivery type (events absent, stored as the
// whole list of then) takes `turn-reminder` too; one that named fewer types keeps its choice; players are
// reminded unless they say otherwise; a correspondence game under way is looked at 24 hours before its deadline.
// Back down, the new type is gone again.
import { afterAll, describe, expect, it } from 'vitest';
import { earlyGameRow, memoryDatabase, migrateOn } from '../support/migrations.js';

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

  it('has the sweep look at the correspondence games under way 24 hours before their deadline, not at others', async () => {
    await to('0026_email_pending');
    const deadline = new Date('2026-03-02T12:00:00.000Z');
    const game = (id: string, clock: object | null, status = 'active') =>
      db
        .insertInto('games')
        .values(earlyGameRow(id, { clock: clock && JSON.stringify(clock), deadline, status }))
        .execute();
    await game('00000000-0000-4000-8000-00000000000a', { kind: 'per-turn', perTurnSeconds: 86_400 });
    await game('00000000-0000-4000-8000-00000000000b', {
      kind: 'fischer',
      initialSeconds: 864_000,
      incrementSeconds: 0,
    });
    await game('00000000-0000-4000-8000-00000000000c', { kind: 'fischer', initialSeconds: 600, incrementSeconds: 5 });
    await game('00000000-0000-4000-8000-00000000000d', { kind: 'per-turn', perTurnSeconds: 86_400 }, 'waiting');
    await to('0027_turn_reminders');
    const rows = await db.selectFrom('games').select(['id', 'remind_at']).orderBy('id').execute();
    const dayBefore = new Date(deadline.getTime() - 24 * 3_600_000);
    expect(rows.map(r => r.remind_at)).toEqual([dayBefore, dayBefore, null, null]);
  });
});
