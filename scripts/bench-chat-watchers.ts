// The load generator of `npm run bench:chat`: holds N event streams of one game (node:http, lean) and notes
// when each `chat` event arrives, by its text, on the machine's clock (performance.timeOrigin). Prints `ready`
// once every stream is open; on `report` (stdin) prints the arrivals as one line of JSON and exits.
import { Agent, request } from 'node:http';
import { createInterface } from 'node:readline';

const [url, countArg] = process.argv.slice(2);
const count = Number(countArg ?? 1000);
const agent = new Agent({ keepAlive: false, maxSockets: Infinity });
const arrivals: Record<string, number[]> = {};
const TEXT = /"text":"([^"]*)"/;

function open(): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = request(url ?? '', { agent, headers: { accept: 'text/event-stream' } }, res => {
      if (res.statusCode !== 200) return reject(new Error(`event stream answered ${res.statusCode}`));
      res.setEncoding('utf8');
      let buffer = '';
      res.on('data', (chunk: string) => {
        const at = performance.timeOrigin + performance.now();
        buffer += chunk;
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (!block.startsWith('event: chat\n')) continue;
          const text = TEXT.exec(block)?.[1];
          if (text !== undefined) (arrivals[text] ??= []).push(at);
        }
      });
      res.on('error', () => undefined);
      resolve();
    });
    req.on('error', reject);
    req.end();
  });
}

for (let opened = 0; opened < count; opened += 50)
  await Promise.all(Array.from({ length: Math.min(50, count - opened) }, open));
process.stdout.write('ready\n');
createInterface({ input: process.stdin }).on('line', line => {
  if (line !== 'report') return;
  // Whole milliseconds are enough; exit only once the pipe has taken the (large) line.
  const rounded = Object.fromEntries(Object.entries(arrivals).map(([text, at]) => [text, at.map(Math.round)]));
  process.stdout.write(`${JSON.stringify(rounded)}\n`, () => process.exit(0));
});
