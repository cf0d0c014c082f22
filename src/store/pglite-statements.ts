// Named statements on embedded PGlite, as named-statements.ts does for pg's pool. PGlite's `query` sends
// an unnamed statement as six separate protocol calls (parse, describe, bind, describe, execute, sync), so
// the database parses and plans the text again every time: for the append (one statement: insert,
// projection update, snapshot, notification) that was most of PGlite's work per move, all of it on the
// server's own thread. Here a text with parameters is parsed once under a name (its parameter types
// described with it), and every run is one protocol call: bind, describe, execute, sync. Rows are made as
// PGlite's `parse.parseResults` makes them (each value through `types.parseType` with the instance's
// parsers), without its copy of the whole table of parsers for every result, which cost ~250 µs a move.
//
// Kysely's PGlite dialect uses only `query` and `close` of the instance it is given, and serializes all
// access through its one connection (a transaction holds it): this object stands in for the instance. A
// statement without parameters (begin, commit, migrations) keeps PGlite's `query`; a cap keeps a query
// built from variable text (none today) from preparing without end.
import { parse, protocol, types, type PGlite, type Results } from '@electric-sql/pglite';

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

type Message = Awaited<ReturnType<PGlite['execProtocol']>>['messages'][number];
type RowDescriptionMessage = InstanceType<typeof protocol.messages.RowDescriptionMessage>;
type DataRowMessage = InstanceType<typeof protocol.messages.DataRowMessage>;
type CommandCompleteMessage = InstanceType<typeof protocol.messages.CommandCompleteMessage>;
type Field = { name: string; dataTypeID: number };

/** Rows affected, from a CommandComplete tag (`INSERT 0 3`, `UPDATE 2`…), as PGlite counts them. */
function affected(tag: string): number {
  const [command, first, second] = tag.split(' ');
  if (command === 'INSERT') return Number.parseInt(second ?? '', 10);
  if (command === 'UPDATE' || command === 'DELETE' || command === 'COPY' || command === 'MERGE')
    return Number.parseInt(first ?? '', 10);
  return 0;
}

/** The result of one statement's messages, as PGlite's `query` returns it (rows as objects). */
function resultOf<T>(messages: readonly Message[], parsers: PGlite['parsers']): Results<T> {
  let fields: Field[] = [];
  const rows: Record<string, unknown>[] = [];
  let affectedRows = 0;
  for (const message of messages) {
    // By name, as PGlite's own parseResults tells them apart.
    if (message.name === 'rowDescription') {
      fields = (message as RowDescriptionMessage).fields.map(f => ({ name: f.name, dataTypeID: f.dataTypeID }));
    } else if (message.name === 'dataRow') {
      const row: Record<string, unknown> = {};
      (message as DataRowMessage).fields.forEach((value, i) => {
        const field = fields[i];
        if (field) row[field.name] = types.parseType(value, field.dataTypeID, parsers);
      });
      rows.push(row);
    } else if (message.name === 'commandComplete') {
      affectedRows += affected((message as CommandCompleteMessage).text);
    }
  }
  return { rows: rows as T[], fields, affectedRows };
}

export type PgliteClient = Pick<PGlite, 'query' | 'close'>;

export function withPgliteNamedStatements(pglite: PGlite): PgliteClient {
  const { serialize } = protocol;
  const prepared = new Map<string, Prepared>();
  // A name is never reused, even after a parse that failed halfway (the server may hold it).
  let named = 0;
  const prepare = async (text: string): Promise<Prepared> => {
    const name = `croupier_${++named}`;
    const described = await pglite.execProtocol(
      concat([serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]),
    );
    const statement = { name, types: parse.parseDescribeStatementResults(described.messages) };
    prepared.set(text, statement);
    return statement;
  };
  const query = async <T>(text: string, params?: unknown[]): Promise<Results<T>> => {
    if (!params || params.length === 0 || (!prepared.has(text) && prepared.size >= MAX_NAMED))
      return pglite.query<T>(text, params);
    // PGlite's query lock (which `query` takes too): nothing runs between the statement's parse and its run.
    return pglite.runExclusive(async () => {
      const statement = prepared.get(text) ?? (await prepare(text));
      const values = params.map((value, i) => {
        if (value === null || value === undefined) return null;
        const serializer = pglite.serializers[statement.types[i] ?? -1];
        return serializer ? serializer(value) : String(value);
      });
      const ran = await pglite.execProtocol(
        concat([
          serialize.bind({ statement: statement.name, values }),
          serialize.describe({ type: 'P' }),
          serialize.execute({}),
          serialize.sync(),
        ]),
      );
      return resultOf<T>(ran.messages, pglite.parsers);
    });
  };
  return { query: query as PGlite['query'], close: () => pglite.close() };
}
