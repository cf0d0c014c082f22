// pg sends a query with parameters as an unnamed statement, which Postgres parses and plans anew every time.
// Naming each statement after its text lets Postgres parse it once per connection and, after a few runs,
// reuse a generic plan: for the append (one statement: insert, projection update, notification) that was
// about half of the database's work per move. The app's statements are a fixed set of shapes, so the names
// are few; a cap keeps a query built from variable text (none today) from filling every connection.
// Statements without parameters (begin, commit, migrations) keep pg's one-message simple protocol. A pooler
// in transaction mode between the server and Postgres must then support named statements (PgBouncer 1.21+).
import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';

/** Distinct statements that get a name; any further ones run unnamed, as pg would by default. */
const MAX_NAMED = 200;

export function withNamedStatements(pool: pg.Pool): PostgresPool {
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
  const wrappers = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const wrap = (client: pg.PoolClient): PostgresPoolClient => {
    // Kysely hands over a fresh copy of the parameters, so they are passed on as they are.
    const query = (text: string, values: unknown[]) => {
      const name = values.length > 0 ? nameOf(text) : undefined;
      return client.query(name === undefined ? { text, values } : { name, text, values });
    };
    // Kysely's type also has the cursor form of `query`, used only when a cursor class is configured (none is).
    return { query: query as unknown as PostgresPoolClient['query'], release: () => client.release() };
  };
  return {
    async connect() {
      const client = await pool.connect();
      let wrapper = wrappers.get(client);
      if (!wrapper) {
        wrapper = wrap(client);
        wrappers.set(client, wrapper);
      }
      return wrapper;
    },
    end: () => pool.end(),
  };
}
