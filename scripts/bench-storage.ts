// Bytes per log entry on Postgres, for `npm run bench:http`: games of 1,000 planned Monad moves written
// in bulk into a fresh database, with and without an Idempotency-Key (a uuid, stored as the server stores
// it: its digest, src/store/key-digest.ts) on every entry, measured as pg_total_relation_size('moves') /
// count(*) after VACUUM (heap, indexes and TOAST together).
import { sql } from 'kysely';
import { randomUUID } from 'node:crypto';
import { openPostgres } from '../src/store/database.js';
import { keyDigest } from '../src/store/key-digest.js';
import { migrateToLatest } from '../src/store/migrate.js';
import { planSet } from './bench-games.js';

export interface StorageFigures {
  readonly perEntry: number;
  readonly heap: number;
  readonly indexes: number;
}

export async function storage(url: string, withKeys: boolean, games = 10): Promise<StorageFigures> {
  const database = openPostgres({ url });
  try {
    await migrateToLatest(database.db);
    await sql`truncate games cascade`.execute(database.db);
    for (const plan of planSet({ label: `storage-${withKeys}`, count: games, prefill: 1000, runMoves: 0 })) {
      const id = randomUUID();
      await sql`insert into games (id, game, players, options, seed, seed_hash, status, version, to_act, created_at, updated_at)
                values (${id}, 'monad', 2, '{}', ${plan.seed}, 'h', 'active', 0, '{0}', now(), now())`.execute(
        database.db,
      );
      const steps = plan.steps;
      const digests = steps.map(s => (withKeys ? keyDigest(id, s.seat, randomUUID()) : null));
      await sql`
        insert into moves (game_id, seq, kind, seat, move, facts, key_digest, created_at)
        select ${id}, seq, 'move', seat, move::json, facts::json, key_digest, now()
        from unnest(${steps.map((_, i) => i + 1)}::integer[], ${steps.map(s => s.seat)}::integer[],
                    ${steps.map(s => JSON.stringify(s.move))}::text[], ${steps.map(s => JSON.stringify(s.facts))}::text[],
                    ${digests}::bigint[])
          as entry(seq, seat, move, facts, key_digest)
      `.execute(database.db);
    }
    await sql`vacuum analyze moves`.execute(database.db);
    const { rows } = await sql<{ total: string; heap: string; indexes: string; n: string }>`
      select pg_total_relation_size('moves') as total, pg_relation_size('moves') as heap, pg_indexes_size('moves') as indexes,
             (select count(*) from moves) as n`.execute(database.db);
    const row = rows[0];
    if (!row) throw new Error('no sizes');
    const n = Number(row.n);
    return { perEntry: Number(row.total) / n, heap: Number(row.heap) / n, indexes: Number(row.indexes) / n };
  } finally {
    await database.close();
  }
}
