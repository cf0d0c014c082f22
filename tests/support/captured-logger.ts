// What a server logged, for tests that read its lines.
import { Writable } from 'node:stream';
import { pino, type Level, type Logger } from 'pino';

/** A pino logger writing into an array of parsed lines, from `level` up (`debug`: a line per request). */
export function capturedLogger(level: Level = 'debug'): {
  logger: Logger;
  lines: Record<string, unknown>[];
  text: () => string;
} {
  const raw: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      raw.push(chunk.toString());
      done();
    },
  });
  return {
    logger: pino({ level }, sink) as Logger,
    get lines() {
      return raw
        .join('')
        .split('\n')
        .filter(l => l.length > 0)
        .map(l => JSON.parse(l) as Record<string, unknown>);
    },
    text: () => raw.join(''),
  };
}
