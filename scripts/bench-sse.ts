// A lean Server-Sent Events client for the bench (node:http, no fetch): a thousand of them must not cost
// the bench process more than the server it measures. Calls `onEvent` with each event's data, parsed.
import { request, Agent } from 'node:http';

const agent = new Agent({ keepAlive: false, maxSockets: Infinity });

export interface Stream {
  close(): void;
}

export function openStream(url: string, token: string | undefined, onEvent: (data: { version: number; status: string }) => void): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent, headers: { accept: 'text/event-stream', ...(token ? { authorization: `Bearer ${token}` } : {}) } }, (res) => {
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
          const data = block.split('\n').find((line) => line.startsWith('data: '));
          if (data) onEvent(JSON.parse(data.slice(6)) as { version: number; status: string });
        }
      });
      res.on('error', () => undefined);
      resolve({ close: () => req.destroy() });
    });
    req.on('error', (error) => reject(error));
    req.end();
  });
}
