// What `npm run bench:connections`'s holders read off a raw socket: an HTTP/1.1 answer (status line, headers,
// then a chunked or plain body) and, in an event stream's body, the numbers of its `id:` lines. A holder keeps
// 19,000 streams on one core; node:http's ClientRequest per stream cost it more CPU than the server spent
// answering them (issue 22). So both readers are state machines over Buffers: a few numbers per stream, no
// string built from the bytes that pass, the bytes between two line ends skipped with Buffer.indexOf. Both
// take any split of the bytes, a chunk size or an `id:` line cut across two reads included.

const CR = 13;
const LF = 10;

/** Where an answer's reader stands: numbers, as the reader switches on them for every chunk. */
const Phase = { Head: 0, Size: 1, SizeExtension: 2, Data: 3, DataEnd: 4, Plain: 5, Done: 6 } as const;
type Phase = (typeof Phase)[keyof typeof Phase];

export interface AnswerSink {
  /** The status line and headers have arrived (the head as text, for an error's message). */
  head(status: number, head: string): void;
  /** Bytes of the body, without the chunks' framing: `buffer[from..to)`. */
  body(buffer: Buffer, from: number, to: number): void;
}

/** An HTTP/1.1 answer read as its bytes come: the head, then the body (chunked or up to the connection's end). */
export class AnswerReader {
  private phase: Phase = Phase.Head;
  /** The head's bytes so far (a head split across reads; the usual head comes whole and is never copied). */
  private headBytes: Buffer | null = null;
  /** The chunk size being read, then what is left of the chunk's data. */
  private left = 0;

  constructor(private readonly sink: AnswerSink) {}

  /** Whether a chunked body has ended (its last, empty chunk read). */
  get done(): boolean {
    return this.phase === Phase.Done;
  }

  push(buffer: Buffer): void {
    let at = 0;
    if (this.phase === Phase.Head) {
      at = this.readHead(buffer);
      if (at < 0) return;
    }
    while (at < buffer.length) {
      switch (this.phase) {
        case Phase.Plain:
          this.sink.body(buffer, at, buffer.length);
          return;
        case Phase.Size: {
          const byte = buffer[at++]!;
          const digit = hexDigit(byte);
          if (digit >= 0) this.left = this.left * 16 + digit;
          else if (byte === LF) this.phase = this.left === 0 ? Phase.Done : Phase.Data;
          else if (byte !== CR) this.phase = Phase.SizeExtension;
          break;
        }
        case Phase.SizeExtension:
          at = lineEnd(buffer, at);
          if (at > 0 && buffer[at - 1] === LF) this.phase = this.left === 0 ? Phase.Done : Phase.Data;
          break;
        case Phase.Data: {
          const to = Math.min(buffer.length, at + this.left);
          this.sink.body(buffer, at, to);
          this.left -= to - at;
          at = to;
          if (this.left === 0) this.phase = Phase.DataEnd;
          break;
        }
        case Phase.DataEnd:
          // The CRLF after a chunk's data.
          if (buffer[at++] === LF) this.phase = Phase.Size;
          break;
        case Phase.Done:
        case Phase.Head:
          return;
      }
    }
  }

  /** Reads the head from `buffer`; returns where the body starts in it, or -1 while the head is incomplete. */
  private readHead(buffer: Buffer): number {
    const whole = this.headBytes === null ? buffer : Buffer.concat([this.headBytes, buffer]);
    const end = whole.indexOf('\r\n\r\n', 0, 'latin1');
    if (end < 0) {
      this.headBytes = Buffer.from(whole);
      return -1;
    }
    const head = whole.toString('latin1', 0, end);
    const carried = whole.length - buffer.length;
    this.headBytes = null;
    this.phase = /^transfer-encoding:[ \t]*chunked[ \t]*$/im.test(head) ? Phase.Size : Phase.Plain;
    this.sink.head(Number(head.slice(9, 12)), head);
    return end + 4 - carried;
  }
}

function hexDigit(byte: number): number {
  if (byte >= 48 && byte <= 57) return byte - 48;
  const lower = byte | 0x20;
  return lower >= 97 && lower <= 102 ? lower - 87 : -1;
}

/** Just after the next LF from `at`, or the buffer's end. */
function lineEnd(buffer: Buffer, at: number): number {
  const lf = buffer.indexOf(LF, at);
  return lf < 0 ? buffer.length : lf + 1;
}

/** Where the reader of `id:` lines stands within a line. */
const Line = { Start: 0, I: 1, ID: 2, ValueStart: 3, Value: 4, Other: 5 } as const;
type Line = (typeof Line)[keyof typeof Line];

/** The value of an `id:` line before its first digit, and once a byte in it was not a digit. */
const NONE = -1;
const BAD = -2;

/**
 * The numbers of an event stream's `id:` lines, in order; any other line (events' names, data, comments and
 * `retry:`) is skipped unread. An id that is not a whole number is reported as NaN, so a check of order fails.
 */
export class EventIdReader {
  private line: Line = Line.Start;
  private value = NONE;

  constructor(private readonly onId: (id: number) => void) {}

  push(buffer: Buffer, from = 0, to = buffer.length): void {
    let at = from;
    while (at < to) {
      const byte = buffer[at++]!;
      switch (this.line) {
        case Line.Start:
          this.line = byte === LF ? Line.Start : byte === 105 /* i */ ? Line.I : Line.Other;
          break;
        case Line.I:
          this.line = byte === LF ? Line.Start : byte === 100 /* d */ ? Line.ID : Line.Other;
          break;
        case Line.ID:
          this.line = byte === LF ? Line.Start : byte === 58 /* : */ ? Line.ValueStart : Line.Other;
          this.value = NONE;
          break;
        case Line.ValueStart:
        case Line.Value:
          if (byte === LF) {
            if (this.value !== NONE) this.onId(this.value === BAD ? Number.NaN : this.value);
            this.line = Line.Start;
          } else if (byte === 32 && this.line === Line.ValueStart) this.line = Line.Value;
          else if (byte === CR) this.line = Line.Value;
          else {
            this.line = Line.Value;
            if (byte < 48 || byte > 57) this.value = BAD;
            else if (this.value !== BAD) this.value = (this.value === NONE ? 0 : this.value * 10) + byte - 48;
          }
          break;
        case Line.Other: {
          // The rest of the line, unread.
          const lf = buffer.indexOf(LF, at - 1);
          if (lf < 0 || lf >= to) return;
          at = lf + 1;
          this.line = Line.Start;
          break;
        }
      }
    }
  }
}
