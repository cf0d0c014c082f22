// The benches' event-stream client reads each game event's head (version, status, seats to act) from the first
// bytes of its `data:` line, whatever way the bytes are cut into reads, and reports nothing else.
import { describe, expect, it } from 'vitest';
import { EventHeadReader, type Head } from '../../scripts/bench-sse.js';

const view = JSON.stringify({ seats: Array.from({ length: 40 }, (_, i) => ({ seat: i, hand: 'x'.repeat(30) })) });
const event = (version: number, status: string, toAct: number[]): string =>
  `id: ${version}\ndata: {"version":${version},"status":"${status}","toAct":[${toAct.join(',')}],"view":${view}}\n\n`;

const BODY =
  'retry: 2000\n\n' +
  event(0, 'active', [0]) +
  ': heartbeat\n\n' +
  `event: chat\ndata: {"id":"m1","text":"data: {\\"version\\":9}"}\n\n` +
  event(1, 'active', [1, 2]) +
  event(12, 'finished', []);

const EXPECTED: Head[] = [
  { version: 0, status: 'active', toAct: [0] },
  { version: 1, status: 'active', toAct: [1, 2] },
  { version: 12, status: 'finished', toAct: [] },
];

function read(parts: readonly Buffer[]): Head[] {
  const heads: Head[] = [];
  const reader = new EventHeadReader(head => heads.push(head));
  for (const part of parts) reader.push(part, 0, part.length);
  return heads;
}

describe('EventHeadReader', () => {
  const bytes = Buffer.from(BODY);

  it('reads the heads of a stream read whole', () => {
    expect(read([bytes])).toEqual(EXPECTED);
  });

  it('reads the same cut at any position, and one byte at a time', () => {
    for (let cut = 1; cut < bytes.length; cut++)
      expect(read([bytes.subarray(0, cut), bytes.subarray(cut)]), `cut at ${cut}`).toEqual(EXPECTED);
    expect(read([...bytes].map(byte => Buffer.from([byte])))).toEqual(EXPECTED);
  });

  it('reads within the range it is given only', () => {
    const framed = Buffer.concat([Buffer.from('1a2\r\n'), bytes, Buffer.from('\r\n')]);
    const heads: Head[] = [];
    new EventHeadReader(head => heads.push(head)).push(framed, 5, 5 + bytes.length);
    expect(heads).toEqual(EXPECTED);
  });
});
