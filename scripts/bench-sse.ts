// A lean Server-Sent Events client for the bench (node:http, no fetch): a thousand of them must not cost
// the bench process more than the server it measures. Calls `onEvent` with each event's version and status.
// The bench plays planned moves, so it needs nothing else of an event (but the seats to act, for a stream per
// seat): it reads the three fields the server writes first (service/streams/game-event.ts) instead of parsing the view and legal moves that follow them, which would
// take from the two shared cores what the servers under test could use (an event it cannot read that way
// is parsed whole).
import { request, Agent } from 'node:http';

const agent = new Agent({ keepAlive: false, maxSockets: Infinity });

export interface Stream {
  close(): void;
}

export interface Head {
  version: number;
  status: string;
  toAct: number[];
}

const HEAD = /^\{"version":(\d+),"status":"(\w+)","toAct":\[([\d,]*)\]/;

/** The version, status and seats to act at the start of an event's data, as the server writes them; null otherwise. */
function headOf(data: string): Head | null {
  const match = HEAD.exec(data);
  if (!match) return null;
  const toAct = match[3] ? match[3].split(',').map(Number) : [];
  return { version: Number(match[1]), status: match[2] ?? '', toAct };
}

/** The `data:` line of an event block (the server writes one per event), without its name. */
const dataOf = (block: string): string | null => /^data: (.*)$/m.exec(block)?.[1] ?? null;

export function openStream(url: string, token: string | undefined, onEvent: (data: Head) => void): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { agent, headers: { accept: 'text/event-stream', ...(token ? { authorization: `Bearer ${token}` } : {}) } },
      res => {
        if (res.statusCode !== 200) {
          reject(new Error(`event stream answered ${res.statusCode}`));
          res.resume();
          return;
        }
        res.setEncoding('utf8');
        let buffer = '';
        res.on('data', (chunk: string) => {
          buffer += chunk;
          for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const data = dataOf(block);
            if (data !== null) onEvent(headOf(data) ?? (JSON.parse(data) as Head));
          }
        });
        res.on('error', () => undefined);
        resolve({ close: () => req.destroy() });
      },
    );
    req.on('error', error => reject(error));
    req.end();
  });
}
