// JSON texts of answers and events that hold the same parts. A viewer's view and legal moves are one object
// per state and viewer (service/views/seat-view.ts), found in the mover's answer and in the event of the same
// version for that viewer: each such part is serialized once, and its text spliced into every body that holds
// it. The texts are keyed by the part object itself (weakly: nothing outlives its state), so a text is only
// ever the serialization of that very object, never another viewer's.
const texts = new WeakMap<object, string>();

/** The parts serialized once for every body that holds them. */
const SHARED = ['view', 'legalMoves'] as const;

function textOf(part: unknown): string {
  if (typeof part !== 'object' || part === null) return JSON.stringify(part) ?? 'null';
  let text = texts.get(part);
  if (text === undefined) {
    text = JSON.stringify(part);
    texts.set(part, text);
  }
  return text;
}

/** `JSON.stringify(body)`, but for the shared parts' texts, serialized once; those parts come last. */
export function toJson(body: object): string {
  const record = body as Record<string, unknown>;
  if (SHARED.every(name => record[name] === undefined)) return JSON.stringify(body);
  const rest = JSON.stringify({ ...record, view: undefined, legalMoves: undefined });
  let out = rest.slice(0, -1);
  let first = rest.length === 2;
  for (const name of SHARED) {
    const part = record[name];
    if (part === undefined) continue;
    out += `${first ? '' : ','}"${name}":${textOf(part)}`;
    first = false;
  }
  return `${out}}`;
}
