// What the outbox worker's two recurring statements read (store/outbox.ts), besides what they answer: a claim
// passing over a full host (OUTBOX_PER_HOST) reads one index entry per target of that host, not its thousands of
// waiting rows again at every claim; the prune finds the old settled rows by an index, not by reading the table.
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

describe.each(testDatabases())('the outbox statements on $name', testDb => {
  let database: Database;
  beforeAll(async () => {
    database = await testDb.connect();
    const db = database.db;
    await sql`insert into players (id, name, handle, created_at) values ('p-ada', 'Ada', 'ada-outbox', ${AT}::timestamptz)`.execute(
      db,
    );
    // Five webhooks on one host that never answers, three on hosts of their own.
    await sql`
      insert into webhooks (id, player_id, url, events, secret_sealed, created_at)
      select 'hole-' || i, 'p-ada', 'https://blackhole.example/hook/' || i, '{ping}'::text[], 'v1.a.b.c', ${AT}::timestamptz
      from generate_series(0, 4) i
      union all
      select 'fine-' || i, 'p-ada', 'https://fine-' || i || '.example/hook', '{ping}'::text[], 'v1.a.b.c', ${AT}::timestamptz
      from generate_series(0, 2) i`.execute(db);
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
    // One index entry per target and each due row; the old claim read all 3,000 waiting rows, each with its webhook.
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
