// The bench's yardstick: a bare Express route doing one pg transaction (begin, a select, an insert,
// commit), on the same database and pool size as the server. `npm run bench:http` compares the server's moves to this.
// With followers: `GET /baseline/:id/events` holds an event stream, and each transaction of that id writes one
// frame of FRAME_BYTES (as large as a game event of (s)) to each, naming the seat of two to go next. That is
// the bare transaction plus what (s) must write at least: its yardstick for the cost of the streams alone.
import { createServer, type ServerResponse } from 'node:http';
import express from 'express';
import pg from 'pg';

const url = process.env['DATABASE_URL'];
if (!url) throw new Error('DATABASE_URL is required');
const pool = new pg.Pool({ connectionString: url, max: Number(process.env['DATABASE_POOL_SIZE'] ?? 10) });
await pool.query(
  'create table if not exists baseline_log (game_id text not null, seq integer not null, payload jsonb not null, primary key (game_id, seq))',
);

/** A game event of (s) is about 1.27 kB as written (a Monad event with its view, and legal moves half the time). */
const FRAME_BYTES = Number(process.env['BASELINE_FRAME_BYTES'] ?? 1_270);
const followers = new Map<string, Set<ServerResponse>>();

/** An event of about FRAME_BYTES whose head (version, status, seats to act) bench-sse.ts reads. */
function frame(seq: number): string {
  const head = `id: ${seq}\ndata: {"version":${seq},"status":"active","toAct":[${(seq + 1) % 2}],"view":"`;
  return `${head}${'x'.repeat(Math.max(0, FRAME_BYTES - head.length - 4))}"}\n\n`;
}

const app = express();
app.use(express.json());
app.get('/baseline/:id/events', (req, res) => {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store' });
  res.flushHeaders();
  const id = req.params.id;
  const set = followers.get(id) ?? new Set<ServerResponse>();
  followers.set(id, set);
  set.add(res);
  res.on('close', () => set.delete(res));
});
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
    const watching = followers.get(req.params.id);
    if (watching) {
      const text = frame(seq);
      for (const follower of watching) follower.write(text);
    }
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
