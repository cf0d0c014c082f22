// A lean Server-Sent Events client for the benches, on a raw socket (bench-wire.ts reads the answer): the
// loops of bench:http follow every game, (s) every seat of it, and the load generator shares the two cores
// with the servers it measures, so what it spends reading events is taken from them (node:http's
// ClientRequest per stream cost (s) about as much CPU per move as the bare transaction's whole server).
// It calls `onEvent` with each event's version, status and seats to act: the three fields the server writes
// first (service/streams/game-event.ts), read from the first bytes of the event's `data:` line; the view and
// legal moves after them are skipped unread. An event whose data does not begin so (a chat message, say) is
// not a game event and is not reported.
import { connect } from 'node:net';
import { AnswerReader } from './bench-wire.js';

export interface Stream {
  close(): void;
}

export interface Head {
  version: number;
  status: string;
  toAct: number[];
}

const HEAD = /^\{"version":(\d+),"status":"(\w+)","toAct":\[([\d,]*)\]/;
const LF = 10;
/** Enough of a `data:` line for the head (a version, a status word and a few seats). */
const HEAD_BYTES = 160;
const DATA = Buffer.from('data: ');

/** The heads of an event stream's events, from their `data:` lines' first bytes; every other line is skipped. */
export class EventHeadReader {
  /** The first bytes of the current line (up to HEAD_BYTES), or null once the line is known to be of no use. */
  private start: Buffer = Buffer.alloc(HEAD_BYTES);
  private length = 0;
  private skipping = false;

  constructor(private readonly onHead: (head: Head) => void) {}

  push(buffer: Buffer, from: number, to: number): void {
    let at = from;
    while (at < to) {
      const lf = buffer.indexOf(LF, at);
      const end = lf < 0 || lf >= to ? to : lf;
      if (!this.skipping && this.length < HEAD_BYTES) {
        const take = Math.min(end - at, HEAD_BYTES - this.length);
        buffer.copy(this.start, this.length, at, at + take);
        this.length += take;
        // Not a data line: the rest of it is of no use.
        const known = Math.min(this.length, DATA.length);
        if (this.start.compare(DATA, 0, known, 0, known) !== 0) this.skipping = true;
      }
      if (end === to && (lf < 0 || lf >= to)) return;
      this.lineEnded();
      at = end + 1;
    }
  }

  private lineEnded(): void {
    if (!this.skipping && this.length > DATA.length) {
      const match = HEAD.exec(this.start.toString('latin1', DATA.length, this.length));
      if (match) {
        const toAct = match[3] ? match[3].split(',').map(Number) : [];
        this.onHead({ version: Number(match[1]), status: match[2] ?? '', toAct });
      }
    }
    this.length = 0;
    this.skipping = false;
  }
}

export function openStream(url: string, token: string | undefined, onEvent: (data: Head) => void): Promise<Stream> {
  const { hostname, port, pathname, search } = new URL(url);
  const request =
    `GET ${pathname}${search} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nAccept: text/event-stream\r\n` +
    `${token ? `Authorization: Bearer ${token}\r\n` : ''}\r\n`;
  return new Promise((resolve, reject) => {
    const socket = connect({ host: hostname, port: Number(port) });
    const events = new EventHeadReader(onEvent);
    let answered = false;
    const reader = new AnswerReader({
      head(status) {
        answered = true;
        if (status === 200) resolve({ close: () => socket.destroy() });
        else {
          reject(new Error(`event stream answered ${status}`));
          socket.destroy();
        }
      },
      body: (buffer, from, to) => events.push(buffer, from, to),
    });
    socket.setNoDelay(true);
    socket.on('connect', () => socket.write(request));
    socket.on('data', (chunk: Buffer) => reader.push(chunk));
    socket.on('error', error => {
      if (!answered) reject(error);
    });
    socket.on('close', () => {
      if (!answered) reject(new Error('event stream closed before answering'));
    });
  });
}
