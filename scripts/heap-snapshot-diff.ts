// `npx tsx scripts/heap-snapshot-diff.ts <before.heapsnapshot> <after.heapsnapshot> <count>`: what `count`
// things (held streams, say) cost on the heap, by kind of object, and who holds the new objects of the costliest
// kinds. The two snapshots come from one process (`bench:connections` with BENCH_HEAP_SNAPSHOTS): V8 keeps an
// object's id from one snapshot to the next, so an object is new when its id was not in the first. Kinds are
// V8's (a constructor's name, `closure: name`, `system / Context`…), with every string as one kind. This is how
// issue 22's 12 kB per stream were found to be tsx's (closures' property dictionaries, from esbuild's keepNames).
// A snapshot is parsed whole: for one of more than ~100 MB of heap, run it with more memory
// (`NODE_OPTIONS=--max-old-space-size=6000`).
import { readFileSync } from 'node:fs';

interface Snapshot {
  snapshot: {
    meta: {
      node_fields: string[];
      node_types: [string[], ...unknown[]];
      edge_fields: string[];
      edge_types: [string[], ...unknown[]];
    };
  };
  nodes: number[];
  edges: number[];
  strings: string[];
}

const [beforeFile, afterFile, countArg] = process.argv.slice(2);
const count = Number(countArg);
if (!beforeFile || !afterFile || !(count > 0)) {
  console.error('usage: heap-snapshot-diff.ts <before.heapsnapshot> <after.heapsnapshot> <count>');
  process.exit(1);
}
/** Kinds whose holders are listed. */
const OWNED_KINDS = 6;

const read = (file: string): Snapshot => JSON.parse(readFileSync(file, 'utf8')) as Snapshot;

/** A node's kind: its type and name, strings all one kind (their text is not a kind). */
function kinds(s: Snapshot): (node: number) => string {
  const { node_fields: fields, node_types: types } = s.snapshot.meta;
  const [type, name] = [fields.indexOf('type'), fields.indexOf('name')];
  return node => {
    const t = types[0][s.nodes[node + type]!]!;
    if (t.includes('string')) return `${t}`;
    if (t === 'code' || t === 'number') return `(${t})`;
    return `${t}: ${s.strings[s.nodes[node + name]!]!.slice(0, 60)}`;
  };
}

/** Count and bytes (self sizes) by kind. */
function byKind(s: Snapshot): Map<string, { n: number; bytes: number }> {
  const fields = s.snapshot.meta.node_fields;
  const size = fields.indexOf('self_size');
  const kindOf = kinds(s);
  const totals = new Map<string, { n: number; bytes: number }>();
  for (let node = 0; node < s.nodes.length; node += fields.length) {
    const total = totals.get(kindOf(node)) ?? { n: 0, bytes: 0 };
    total.n++;
    total.bytes += s.nodes[node + size]!;
    totals.set(kindOf(node), total);
  }
  return totals;
}

const before = read(beforeFile);
const beforeIds = new Set<number>();
{
  const fields = before.snapshot.meta.node_fields;
  const id = fields.indexOf('id');
  for (let node = 0; node < before.nodes.length; node += fields.length) beforeIds.add(before.nodes[node + id]!);
}
const beforeKinds = byKind(before);
const after = read(afterFile);
const afterKinds = byKind(after);

const rows = [...new Set([...beforeKinds.keys(), ...afterKinds.keys()])].map(kind => {
  const [b, a] = [beforeKinds.get(kind), afterKinds.get(kind)];
  return { kind, n: ((a?.n ?? 0) - (b?.n ?? 0)) / count, bytes: ((a?.bytes ?? 0) - (b?.bytes ?? 0)) / count };
});
rows.sort((x, y) => Math.abs(y.bytes) - Math.abs(x.bytes));
const line = (bytes: number, n: number, what: string): string =>
  `${bytes.toFixed(1).padStart(9)} B ${n.toFixed(2).padStart(7)}  ${what}`;
console.log(`per one of ${count}: ${rows.reduce((sum, r) => sum + r.bytes, 0).toFixed(0)} bytes of heap`);
console.log('    bytes   objects  kind');
for (const row of rows.slice(0, 30)) console.log(line(row.bytes, row.n, row.kind));

// Who holds the new objects of the costliest kinds: the holder's kind and the edge's name, weak edges left out.
const owned = new Set(rows.slice(0, OWNED_KINDS).map(r => r.kind));
const { node_fields: fields, edge_fields: edgeFields, edge_types: edgeTypes } = after.snapshot.meta;
const [id, size, edgeCount] = [fields.indexOf('id'), fields.indexOf('self_size'), fields.indexOf('edge_count')];
const [edgeType, edgeName, edgeTo] = [
  edgeFields.indexOf('type'),
  edgeFields.indexOf('name_or_index'),
  edgeFields.indexOf('to_node'),
];
const kindOf = kinds(after);
const holders = new Map<string, { n: number; bytes: number }>();
let edge = 0;
for (let node = 0; node < after.nodes.length; node += fields.length) {
  for (let k = 0; k < after.nodes[node + edgeCount]!; k++, edge += edgeFields.length) {
    const to = after.edges[edge + edgeTo]!;
    const type = edgeTypes[0][after.edges[edge + edgeType]!]!;
    if (type === 'weak' || beforeIds.has(after.nodes[to + id]!) || !owned.has(kindOf(to))) continue;
    const name = type === 'element' || type === 'hidden' ? '[]' : after.strings[after.edges[edge + edgeName]!];
    const key = `${kindOf(to)}  ←${type} ${name}←  ${kindOf(node)}`;
    const total = holders.get(key) ?? { n: 0, bytes: 0 };
    total.n++;
    total.bytes += after.nodes[to + size]!;
    holders.set(key, total);
  }
}
console.log(`\nthe new objects of the ${OWNED_KINDS} costliest kinds, by holder`);
for (const [key, total] of [...holders].sort((x, y) => y[1].bytes - x[1].bytes).slice(0, 30))
  console.log(line(total.bytes / count, total.n / count, key));
