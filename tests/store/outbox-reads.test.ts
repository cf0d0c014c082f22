// What the outbox worker's two recurring statements read (store/outbox.ts), besides what they answer: a claim
// passing over a full host (OUTBOX_PER_HOST) reads one index entry per target of that host, not its thousands of
// waiting rows again at every claim, nor every other target's due rows during a burst, and still claims the
// soonest; the prune finds the old settled rows by an index, not by reading the table.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../support/databases.js';
import { rowsRead, statementsOf } from '../support/rows-read.js';
import { claimDue, pruneSettled } from '../../src/store/outbox.js';
import type { Database } from '../../src/store/database.js';

const NOW = new Date('2026-11-27T12:00:00.000Z');
/** The time as a statement's parameter (a Date would be sent as text). */
const AT = NOW.toISOString();
const LEASE = new Date(NOW.getTime() + 30_000);
const DAY_MS = 24 * 3600 * 1000;
/** Rows waiting for the full host, all due before any other host's. */
const WAITING = 3_000;

/** A player with five webhooks on one host that never answers (hole-0…4), `fine` on hosts of their own (fine-0…). */
async function hooksOf(db: Database['db'], player: string, fine: number): Promise<void> {
  await sql`insert into players (id, name, handle, created_at) values (${player}, ${player}, ${`${player}-outbox`}, ${AT}::timestamptz)`.execute(
    db,
  );
  await sql`
    insert into webhooks (id, player_id, url, events, secret_sealed, created_at)
    select 'hole-' || i, ${player}, 'https://blackhole.example/hook/' || i, '{ping}'::text[], 'v1.a.b.c', ${AT}::timestamptz
    from generate_series(0, 4) i
    union all
    select 'fine-' || i, ${player}, 'https://fine-' || i || '.example/hook', '{ping}'::text[], 'v1.a.b.c', ${AT}::timestamptz
    from generate_series(0, ${fine - 1}::integer) i`.execute(db);
}

describe.each(testDatabases())('the outbox statements on $name', testDb => {
  let database: Database;
  beforeAll(async () => {
    database = await testDb.connect();
    const db = database.db;
    // Five webhooks on one host that never answers, three on hosts of their own.
    await hooksOf(db, 'p-ada', 3);
    // The blackhole's rows due for an hour; one due row for each other host, and one retry later for each.
    await sql`
      insert into outbox (id, channel, target_id, player_id, type, payload, created_at, next_at)
      select 'wait-' || i, 'webhook', 'hole-' || (i % 5), 'p-ada', 'ping', '{}'::jsonb, ${AT}::timestamptz - interval '1 hour',
             ${AT}::timestamptz - interval '1 hour' + i * interval '1 ms'
      from generate_series(1, ${WAITING}::integer) i
      union all
      select 'due-' || i, 'webhook', 'fine-' || i, 'p-ada', 'ping', '{}'::jsonb, ${AT}::timestamptz, ${AT}::timestamptz - interval '1 minute'
      from generate_series(0, 2) i
      union all
      select 'later-' || i, 'webhook', 'fine-' || i, 'p-ada', 'ping', '{}'::jsonb, ${AT}::timestamptz, ${AT}::timestamptz + interval '1 hour'
      from generate_series(0, 2) i`.execute(db);
    // Settled rows: many of the last days, a few delivered 40 days ago (written last, at the table's end).
    await sql`
      insert into outbox (id, channel, target_id, player_id, type, payload, created_at, next_at, delivered_at)
      select 'recent-' || i, 'webhook', 'fine-0', 'p-ada', 'ping', '{}'::jsonb, ${AT}::timestamptz, ${AT}::timestamptz,
             ${AT}::timestamptz - i * interval '1 minute'
      from generate_series(1, 3000) i
      union all
      select 'old-' || i, 'webhook', 'fine-0', 'p-ada', 'ping', '{}'::jsonb, ${AT}::timestamptz, ${AT}::timestamptz,
             ${AT}::timestamptz - interval '40 days'
      from generate_series(1, 5) i`.execute(db);
    await sql`analyze outbox`.execute(db);
  });
  afterAll(async () => {
    await database.close();
    await testDb.dispose();
  });

  it("claims the other hosts' due rows past a full host's thousands, reading none of them", async () => {
    const claim = (db = database.db) => claimDue(db, NOW, 10, LEASE, ['blackhole.example']);
    const [statement] = await statementsOf(claim);
    const read = await rowsRead(database, statement!, 'outbox');
    // One index entry per target and a few due rows; the old claim read all 3,000 waiting rows, each with its webhook.
    expect(read.rows).toBeLessThan(100);
    expect(read.seqScan).toBe(false);
    const claimed = await claim();
    expect(claimed.map(r => r.id).sort()).toEqual(['due-0', 'due-1', 'due-2']);
    expect(claimed.map(r => r.destination).sort()).toEqual(['fine-0.example', 'fine-1.example', 'fine-2.example']);
    await database.db
      .updateTable('outbox')
      .set({ next_at: new Date(NOW.getTime() - 60_000), attempts: 0, last_attempt_at: null })
      .where('id', 'like', 'due-%')
      .execute();
  });

  it('still passes over nothing else: a deleted target has no host, and its rows are claimed, soonest first', async () => {
    // As before: a row whose webhook is gone is bound for no host, so the claim gives it to the worker to give up.
    await database.db
      .updateTable('outbox')
      .set({ target_id: 'gone' })
      .where('id', 'in', ['wait-1', 'wait-2'])
      .execute();
    // The soonest first: the two gone rows were due an hour before the other hosts' rows.
    const first = await claimDue(database.db, NOW, 2, LEASE, ['blackhole.example']);
    expect(first.map(r => [r.id, r.destination]).sort()).toEqual([
      ['wait-1', null],
      ['wait-2', null],
    ]);
    const then = await claimDue(database.db, NOW, 5, LEASE, ['blackhole.example']);
    expect(then.map(r => r.id).sort()).toEqual(['due-0', 'due-1', 'due-2']);
  });

  it('finds the rows settled before the retention by an index, not by reading the table', async () => {
    const before = new Date(NOW.getTime() - 30 * DAY_MS);
    const [statement] = await statementsOf(db => pruneSettled(db, before, 1_000));
    const read = await rowsRead(database, statement!, 'outbox');
    expect(read.seqScan).toBe(false);
    // The five old rows, found and deleted by id; the old statement read the 6,000 rows twice.
    expect(read.rows).toBeLessThan(50);
    expect(await pruneSettled(database.db, before, 1_000)).toBe(5);
    const left = await database.db.selectFrom('outbox').select('id').where('id', 'like', 'old-%').execute();
    expect(left).toEqual([]);
  });
});

/** Webhooks with rows due at once (a game over for many players), besides the full host's waiting rows. */
const BURST_TARGETS = 200;
const BURST_ROWS = 2_000;

describe.each(testDatabases())('a claim passing over a full host during a burst on $name', testDb => {
  let database: Database;
  beforeAll(async () => {
    database = await testDb.connect();
    const db = database.db;
    await hooksOf(db, 'p-bo', BURST_TARGETS);
    // The full host's rows, waiting for an hour; the burst's rows spread over two seconds, each at its own
    // millisecond (7919 is prime to 2003, so no two rows tie and "the soonest" is one answer); fine-0's forty
    // rows come before every other, so one target holds a whole claim's rows.
    await sql`
      insert into outbox (id, channel, target_id, player_id, type, payload, created_at, next_at)
      select 'wait-' || i, 'webhook', 'hole-' || (i % 5), 'p-bo', 'ping', '{}'::jsonb, ${AT}::timestamptz - interval '1 hour',
             ${AT}::timestamptz - interval '1 hour' + i * interval '1 ms'
      from generate_series(1, 1000) i
      union all
      select 'burst-' || i, 'webhook', 'fine-' || (i % ${BURST_TARGETS}::integer), 'p-bo', 'ping', '{}'::jsonb, ${AT}::timestamptz,
             ${AT}::timestamptz - interval '1 minute' + ((i * 7919) % 2003) * interval '1 ms'
      from generate_series(1, ${BURST_ROWS}::integer) i
      union all
      select 'early-' || i, 'webhook', 'fine-0', 'p-bo', 'ping', '{}'::jsonb, ${AT}::timestamptz,
             ${AT}::timestamptz - interval '2 minutes' + i * interval '1 ms'
      from generate_series(1, 40) i`.execute(db);
    await sql`analyze outbox`.execute(db);
  });
  afterAll(async () => {
    await database.close();
    await testDb.dispose();
  });

  /**
   * The `limit` soonest due rows not bound for the full host, as the old claim chose them (ids are distinct by time).
   */
  const soonest = async (limit: number): Promise<string[]> => {
    const { rows } = await sql<{ id: string }>`
      select o.id from outbox o join webhooks w on w.id = o.target_id
      where o.delivered_at is null and o.given_up_at is null and o.next_at <= ${AT}::timestamptz
        and w.url not like 'https://blackhole.example/%'
      order by o.next_at limit ${limit}::integer`.execute(database.db);
    return rows.map(r => r.id).sort();
  };

  it("reads one entry per target and a few rows, not every target's due rows, and claims the soonest", async () => {
    const claim = (db = database.db) => claimDue(db, NOW, 10, LEASE, ['blackhole.example']);
    const [statement] = await statementsOf(claim);
    const read = await rowsRead(database, statement!, 'outbox');
    // 205 targets' first entries and about twice ten rows; walking up to ten rows of every target read 4,000.
    expect(read.rows).toBeLessThan(300);
    expect(read.seqScan).toBe(false);
    // The forty early rows of one target first, ten a claim, then the burst's soonest across its targets.
    for (let k = 0; k < 6; k++) {
      const expected = await soonest(10);
      expect((await claim()).map(r => r.id).sort()).toEqual(expected);
    }
  });

  it('claims the soonest rows when a claim may take more rows than there are targets', async () => {
    // 300 rows from 200 targets: a target may give several, the soonest of them all first.
    const expected = await soonest(300);
    const claimed = await claimDue(database.db, NOW, 300, LEASE, ['blackhole.example']);
    expect(claimed.map(r => r.id).sort()).toEqual(expected);
    expect(claimed.every(r => r.destination !== 'blackhole.example')).toBe(true);
  });
});
