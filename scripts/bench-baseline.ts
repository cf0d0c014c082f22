// The bench's yardstick: a bare Express route doing one pg transaction (begin, a select, an insert,
// commit), on the same database and pool size as the server. `npm run bench:http` compares the server's moves to this.
import { createServer } from 'node:http';
import express from 'express';
import pg from 'pg';

const url = process.env['DATABASE_URL'];
if (!url) throw new Error('DATABASE_URL is required');
const pool = new pg.Pool({ connectionString: url, max: Number(process.env['DATABASE_POOL_SIZE'] ?? 10) });
await pool.query(
  'create table if not exists baseline_log (game_id text not null, seq integer not null, payload jsonb not null, primary key (game_id, seq))',
);

const app = express();
app.use(express.json());
app.post('/baseline/:id', async (req, res) => {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const last = await client.query<{ seq: number }>(
      'select seq from baseline_log where game_id = $1 order by seq desc limit 1',
      [req.params.id],
    );
    const seq = (last.rows[0]?.seq ?? -1) + 1;
    await client.query('insert into baseline_log (game_id, seq, payload) values ($1, $2, $3)', [
      req.params.id,
      seq,
      JSON.stringify(req.body),
    ]);
    await client.query('commit');
    res.json({ seq });
  } catch (error) {
    await client.query('rollback');
    res.status(500).json({ error: String(error) });
  } finally {
    client.release();
  }
});
const server = createServer(app);
server.keepAliveTimeout = 60_000;
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(`listening ${typeof address === 'object' && address ? address.port : ''}\n`);
});
process.on('SIGTERM', () => {
  server.closeAllConnections();
  server.close(() => void pool.end().then(() => process.exit(0)));
});
