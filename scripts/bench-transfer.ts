// `npm run bench:transfer`: what it costs to hand one log entry from one server process to
// another through Postgres, the two ways the server does it (docs/scaling.md, "(b)"): a read of the log's
// tail (one row, a named statement, as a process that is behind reads it before it decides), and a
// notification carrying the entry, heard by two listening connections (every process LISTENs). A bare
// statement is measured beside them. Each prints the CPU per operation of the Postgres server (all its
// processes, from /proc) and of this process (the client's side, listeners included), and the wall time.
// Bounded: 3 rounds of 5,000 operations each way on DATABASE_URL (default the local test database), in a
// temporary table that goes with the connection.
import pg from 'pg';
import { postgresCpuMs } from './bench-processes.js';

const URL = process.env['DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test';
const N = 5_000;
const GAME = '0f0e6a47-3a43-4d3b-9d58-2a0e4bdfbb21';

const client = new pg.Client({ connectionString: URL });
const listeners = [new pg.Client({ connectionString: URL }), new pg.Client({ connectionString: URL })];
await client.connect();
let heard = 0;
for (const listener of listeners) {
  await listener.connect();
  await listener.query('listen croupier_bench_transfer');
  listener.on('notification', () => heard++);
}
try {
  await client.query(
    'create temp table moves (game_id uuid, seq integer, kind text, seat integer, move json, facts json, key_digest bigint, created_at timestamptz, primary key (game_id, seq))',
  );
  // Entries shaped like a Monad trade's.
  await client.query(
    `insert into moves select $1, i, 'move', i % 2, '{"type":"trade","cards":[{"set":"common","colour":"yellow"},{"set":"common","colour":"blue"}]}',
       '[{"type":"traded","seat":0,"gave":[{"set":"common","colour":"yellow"},{"set":"common","colour":"blue"}],"took":{"set":"bi","colour":"red"},"wild":false}]', null, now()
     from generate_series(1, 1000) i`,
    [GAME],
  );
  const payload = `${GAME}:1000:${JSON.stringify({ kind: 'move', seat: 1, move: { type: 'end_turn' }, facts: [{ type: 'turn_ended', seat: 1, turn: 9, next: 0 }], keyDigest: null, createdAt: new Date().toISOString() })}`;

  const measure = async (name: string, op: () => Promise<unknown>): Promise<void> => {
    const postgresBefore = postgresCpuMs();
    const before = process.cpuUsage();
    const started = performance.now();
    for (let i = 0; i < N; i++) await op();
    // Let the last notifications arrive before the clocks are read.
    await new Promise(resolve => setTimeout(resolve, 200));
    const postgresAfter = postgresCpuMs();
    const own = process.cpuUsage(before);
    const postgres =
      postgresBefore === null || postgresAfter === null
        ? '?'
        : (((postgresAfter - postgresBefore) * 1000) / N).toFixed(0);
    console.log(
      `${name.padEnd(34)} Postgres ${postgres.padStart(4)} µs, client ${((own.user + own.system) / N).toFixed(0).padStart(4)} µs per operation; ` +
        `${(((performance.now() - started - 200) * 1000) / N).toFixed(0)} µs wall`,
    );
  };
  for (let round = 1; round <= 3; round++) {
    console.log(`round ${round} (the first warms up)`);
    await measure('a bare statement', () => client.query({ name: 'bare', text: 'select $1::integer', values: [1] }));
    await measure('tail read, one entry', () =>
      client.query({
        name: 'tail',
        text: 'select seq, kind, seat, move, facts, key_digest, created_at from moves where game_id = $1 and seq > $2 order by seq',
        values: [GAME, 999],
      }),
    );
    await measure('notification, two listeners', () =>
      client.query({ name: 'notify', text: 'select pg_notify($1, $2)', values: ['croupier_bench_transfer', payload] }),
    );
  }
  console.log(`(${heard} notifications heard, ${2 * 3 * N} sent to the two listeners)`);
} finally {
  for (const listener of listeners) await listener.end();
  await client.end();
}
