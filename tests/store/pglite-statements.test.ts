// Named statements on PGlite (src/store/pglite-statements.ts) answer exactly as PGlite's own `query`: the
// same rows with the same parsed types, the same counts of affected rows, the same errors; and a
// statement runs again under its name, with new values.
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withPgliteNamedStatements, type PgliteClient } from '../../src/store/pglite-statements.js';
import { pgliteBase } from '../support/pglite-dumps.js';

describe('named statements on PGlite', () => {
  let pglite: PGlite;
  let named: PgliteClient;
  beforeAll(async () => {
    // initdb's data folder, loaded: the same database as a new PGlite's, without initdb's seconds.
    pglite = await PGlite.create({ loadDataDir: await pgliteBase() });
    named = withPgliteNamedStatements(pglite);
    await pglite.exec(
      'create table t (id integer primary key, big bigint, doc json, docb jsonb, at timestamptz, seats integer[], name text, flag boolean)',
    );
  });
  afterAll(async () => {
    await pglite.close();
  });

  const row = (id: number) => [
    id,
    9_007_199_254_740_993n,
    JSON.stringify({ a: [1, 'x'] }),
    JSON.stringify({ b: null }),
    new Date('2026-11-23T06:00:00.123Z'),
    [1, 2],
    id % 2 ? null : `n${id}`,
    id % 2 === 0,
  ];
  const insert = 'insert into t values ($1, $2, $3::json, $4::jsonb, $5, $6, $7, $8)';

  it('inserts and reads back as PGlite does, run after run', async () => {
    for (const id of [1, 2, 3]) expect((await named.query(insert, row(id))).affectedRows).toBe(1);
    const select = 'select * from t where id >= $1 order by id';
    const mine = await named.query(select, [1]);
    const theirs = await pglite.query(select, [1]);
    expect(mine.rows).toEqual(theirs.rows);
    expect(mine.fields).toEqual(theirs.fields);
    expect(mine.rows).toHaveLength(3);
    expect((await named.query(select, [3])).rows).toEqual((await pglite.query(select, [3])).rows);
  });

  it('counts updated rows, and fails as PGlite does on a taken key', async () => {
    expect((await named.query('update t set flag = $1 where id <= $2', [true, 2])).affectedRows).toBe(2);
    const error = await named.query(insert, row(1)).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ code: '23505' });
    // The connection is usable after the error.
    expect((await named.query('select count(*)::int as n from t where id > $1', [0])).rows).toEqual([{ n: 3 }]);
  });
});
