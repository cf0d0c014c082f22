// Named statements on embedded PGlite, as named-statements.ts does for pg's pool. PGlite's `query` sends
// an unnamed statement as six separate protocol calls (parse, describe, bind, describe, execute, sync), so
// the database parses and plans the text again every time: for the append (one statement: insert,
// projection update, snapshot, notification) that was most of PGlite's work per move, all of it on the
// server's own thread. Here a text with parameters is parsed once under a name (its parameter types
// described with it), and every run is one protocol call: bind, describe, execute, sync. Results go through
// PGlite's own parsers (`parse.parseResults`), so rows look exactly as `query` returns them.
//
// Kysely's PGlite dialect uses only `query` and `close` of the instance it is given, and serializes all
// access through its one connection (a transaction holds it): this object stands in for the instance. A
// statement without parameters (begin, commit, migrations) keeps PGlite's `query`; a cap keeps a query
// built from variable text (none today) from preparing without end.
import { parse, protocol, type PGlite, type Results } from '@electric-sql/pglite';

/** Distinct statements that get a name; any further ones run unnamed, as PGlite would by default. */
const MAX_NAMED = 200;

interface Prepared {
  readonly name: string;
  /** The parameters' type oids, as the server described them. */
  readonly types: readonly number[];
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

export type PgliteClient = Pick<PGlite, 'query' | 'close'>;

export function withPgliteNamedStatements(pglite: PGlite): PgliteClient {
  const { serialize } = protocol;
  const prepared = new Map<string, Prepared>();
  const prepare = async (text: string): Promise<Prepared> => {
    const name = `croupier_${prepared.size + 1}`;
    const described = await pglite.execProtocol(concat([serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]));
    const statement = { name, types: parse.parseDescribeStatementResults(described.messages) };
    prepared.set(text, statement);
    return statement;
  };
  const query = async <T>(text: string, params?: unknown[]): Promise<Results<T>> => {
    if (!params || params.length === 0 || (!prepared.has(text) && prepared.size >= MAX_NAMED)) return pglite.query<T>(text, params);
    // PGlite's query lock (which `query` takes too): nothing runs between the statement's parse and its run.
    return pglite.runExclusive(async () => {
      const statement = prepared.get(text) ?? (await prepare(text));
      const values = params.map((value, i) => {
        if (value === null || value === undefined) return null;
        const serializer = pglite.serializers[statement.types[i] ?? -1];
        return serializer ? serializer(value) : String(value);
      });
      const ran = await pglite.execProtocol(
        concat([serialize.bind({ statement: statement.name, values }), serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync()]),
      );
      const [result] = parse.parseResults(ran.messages, pglite.parsers) as Results<T>[];
      return result ?? { rows: [], fields: [] };
    });
  };
  return { query: query as PGlite['query'], close: () => pglite.close() };
}
