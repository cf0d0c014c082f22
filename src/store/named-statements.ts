// The adapter between pg's pool and Kysely, with two jobs.
//
// Named statements. pg sends a query with parameters as an unnamed statement, which Postgres parses and
// plans anew every time. Naming each statement after its text lets Postgres parse it once per connection
// and, after a few runs, reuse a generic plan: for the append (one statement: insert, projection update,
// notification) that was about half of the database's work per move. The app's statements are a fixed set
// of shapes, so the names are few; a cap keeps a query built from variable text (none today) from filling
// every connection. Statements without parameters (begin, commit, migrations) keep pg's one-message simple
// protocol. A pooler in transaction mode between the server and Postgres must then support named
// statements (PgBouncer 1.21+).
//
// Broken connections. pg emits 'error' on a client whose connection drops (a terminated backend, a
// restarted server); while the client is checked out of the pool nothing else listens, and an unheard
// 'error' event ends the process. Each client gets a listener for its whole life, which records the fault,
// from the pool's `connect` event: the pool drops its own listener as it lends a client, and the borrower's
// code runs only a microtask later, while the packet that made the connection ready may be followed in the
// same chunk by the one that ends it (a backend terminated as it starts): heard by nobody, it would end the
// process.
// A client that failed on the client side (a dropped socket, a query that timed out while the statement may
// still run) fails every further query at once, so the rollback that follows does not wait behind it, and
// is released with its fault, so that the pool destroys it instead of lending it again. A client released
// inside a transaction (a rollback that failed) is destroyed too: the next borrower must not inherit it.
import type { PostgresPool, PostgresPoolClient } from 'kysely';
import pg from 'pg';

/** Distinct statements that get a name; any further ones run unnamed, as pg would by default. */
const MAX_NAMED = 200;

/** Errors Postgres reported on a live connection leave it usable; a fatal one, or any other error, does not. */
function breaksConnection(error: unknown): boolean {
  if (error instanceof pg.DatabaseError) return error.severity === 'FATAL' || error.severity === 'PANIC';
  return true;
}

export function withNamedStatements(pool: pg.Pool, onError?: (error: Error) => void): PostgresPool {
  const names = new Map<string, string>();
  const nameOf = (text: string): string | undefined => {
    let name = names.get(text);
    if (name === undefined && names.size < MAX_NAMED) {
      name = `croupier_${names.size + 1}`;
      names.set(text, name);
    }
    return name;
  };
  // Kysely keeps one connection object per client it is handed, so each pg client keeps one wrapper.
  const wrappers = new WeakMap<pg.PoolClient, { wrapper: PostgresPoolClient; lend: () => void }>();
  const wrap = (client: pg.PoolClient) => {
    let fault: Error | null = null;
    let lent = false;
    client.on('error', error => {
      // While idle the pool reports it (pool 'error'); while lent, only this listener hears it. Once: a
      // dropped connection reports its cause, then that it ended.
      if (lent && fault === null) onError?.(error);
      fault ??= error;
    });
    // Kysely hands over a fresh copy of the parameters, so they are passed on as they are.
    const query = async (text: string, values: unknown[]) => {
      if (fault) throw fault;
      const name = values.length > 0 ? nameOf(text) : undefined;
      try {
        return await client.query(name === undefined ? { text, values } : { name, text, values });
      } catch (error) {
        if (breaksConnection(error)) fault ??= error instanceof Error ? error : new Error(String(error));
        throw error;
      }
    };
    const release = (): void => {
      lent = false;
      const status = client.getTransactionStatus();
      const reason =
        fault ?? (status === 'T' || status === 'E' ? new Error('released inside a transaction') : undefined);
      client.release(reason);
    };
    // Kysely's type also has the cursor form of `query`, used only when a cursor class is configured (none is).
    const wrapper: PostgresPoolClient = { query: query as unknown as PostgresPoolClient['query'], release };
    return { wrapper, lend: () => (lent = true) };
  };
  const entryOf = (client: pg.PoolClient) => {
    let entry = wrappers.get(client);
    if (!entry) {
      entry = wrap(client);
      wrappers.set(client, entry);
    }
    return entry;
  };
  // Emitted synchronously before the pool lends a client (and drops its own 'error' listener): see the header.
  pool.on('connect', client => void entryOf(client));
  pool.on('acquire', client => entryOf(client).lend());
  return {
    async connect() {
      const entry = entryOf(await pool.connect());
      entry.lend();
      return entry.wrapper;
    },
    end: () => pool.end(),
  };
}
