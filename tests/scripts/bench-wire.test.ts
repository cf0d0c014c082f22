// The readers bench:connections' holders use on raw sockets (scripts/bench-wire.ts): an answer's status and
// body through its chunks, and an event stream's ids from its `id:` lines only. The bytes come as a socket
// gives them, so every case is also read cut at every position, and one byte at a time: a reader that loses
// its place at a cut (a chunk size, a CRLF, an `id:` line across two reads) gives other ids.
import { describe, expect, it } from 'vitest';
import { AnswerReader, EventIdReader } from '../../scripts/bench-wire.js';

interface Read {
  status: number | null;
  head: string;
  body: string;
  ids: number[];
  done: boolean;
}

/** Reads `wire` given in `parts` (cuts at those offsets), the body also through an EventIdReader. */
function read(wire: string, cuts: number[] = []): Read {
  const result: Read = { status: null, head: '', body: '', ids: [], done: false };
  const ids = new EventIdReader(id => result.ids.push(id));
  const reader = new AnswerReader({
    head: (status, head) => {
      result.status = status;
      result.head = head;
    },
    body: (buffer, from, to) => {
      result.body += buffer.toString('latin1', from, to);
      ids.push(buffer, from, to);
    },
  });
  const bytes = Buffer.from(wire, 'latin1');
  let at = 0;
  for (const cut of [...cuts, bytes.length]) {
    reader.push(bytes.subarray(at, cut));
    at = cut;
  }
  result.done = reader.done;
  return result;
}

/** Every way of cutting `wire` once, and into single bytes, reads as it does whole. */
function expectSameAtEveryCut(wire: string): Read {
  const whole = read(wire);
  for (let cut = 0; cut <= wire.length; cut++) expect(read(wire, [cut]), `cut at ${cut}`).toEqual(whole);
  const bytes = Array.from({ length: wire.length }, (_, i) => i);
  expect(read(wire, bytes), 'one byte at a time').toEqual(whole);
  return whole;
}

const chunk = (text: string, size = Buffer.byteLength(text, 'latin1').toString(16)): string => `${size}\r\n${text}\r\n`;
const OK =
  'HTTP/1.1 200 OK\r\nContent-Type: text/event-stream; charset=utf-8\r\nConnection: keep-alive\r\n' +
  'Transfer-Encoding: chunked\r\n\r\n';

describe('AnswerReader: an HTTP/1.1 answer off a socket', () => {
  it('gives the status and the body of a chunked answer without its framing, and sees its last chunk', () => {
    const wire = OK + chunk('retry: 2000\n\n') + chunk('id: 7\ndata: {}\n\n') + '0\r\n\r\n';
    const result = expectSameAtEveryCut(wire);
    expect(result.status).toBe(200);
    expect(result.head).toContain('Transfer-Encoding: chunked');
    expect(result.body).toBe('retry: 2000\n\nid: 7\ndata: {}\n\n');
    expect(result.done).toBe(true);
  });

  it('reads chunk sizes in either case, and past a chunk extension', () => {
    const data = 'x'.repeat(26);
    const wire = OK + chunk(data, '1A') + chunk(data, '1a;name=value') + chunk('id: 1\n');
    const result = expectSameAtEveryCut(wire);
    expect(result.body).toBe(data + data + 'id: 1\n');
    expect(result.done).toBe(false);
  });

  it('gives a body that is not chunked as it comes: a refusal with its problem', () => {
    const problem = '{"type":"about:blank","status":408}';
    const wire = `HTTP/1.1 408 Request Timeout\r\nContent-Length: ${problem.length}\r\nConnection: close\r\n\r\n${problem}`;
    const result = expectSameAtEveryCut(wire);
    expect(result.status).toBe(408);
    expect(result.body).toBe(problem);
  });

  it('gives nothing before the head is whole', () => {
    expect(read('HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r').status).toBeNull();
  });
});

describe('EventIdReader: the ids of an event stream', () => {
  it('reads ids from `id:` lines only, not from data, names, comments or fields that start like one', () => {
    const body =
      'retry: 2000\n\n: heartbeat\n\nevent: move\nid: 12\ndata: {"id: 99":"x\\nid: 98"}\n\n' +
      'idx: 5\nid:13\ndata: id: 97\n\n: id: 96\n\nid: 140\r\ndata: {}\r\n\r\n';
    const result = expectSameAtEveryCut(OK + chunk(body.slice(0, 40)) + chunk(body.slice(40)));
    expect(result.ids).toEqual([12, 13, 140]);
  });

  it('reports an id that is not a whole number as NaN, so that an order check fails', () => {
    const result = expectSameAtEveryCut(OK + chunk('id: 3\n\nid: 4a\n\nid: -5\n\nid: 5 5\n\nid:  5\n\nid: 6\n\n'));
    expect(result.ids).toEqual([3, Number.NaN, Number.NaN, Number.NaN, Number.NaN, 6]);
  });

  it('reads an id cut across two chunks of the answer', () => {
    const result = expectSameAtEveryCut(OK + chunk('data: {}\n\ni') + chunk('d: 4') + chunk('2\n\n'));
    expect(result.ids).toEqual([42]);
  });
});
