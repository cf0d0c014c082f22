// A body larger than the server reads is refused from its headers alone: a request whose Content-Length is
// over the body limit gets 413 at once. Left to the JSON parser, it would be refused only once the whole
// body had arrived (body-parser reads a refused body to its end before answering), so a client announcing
// 999999999 bytes, or sending a few bytes a minute, would hold the connection and get no answer. The
// connection is closed after the answer: the rest of the body is never read.
import type { RequestHandler } from 'express';
import { refuse } from './problem-codes.js';

const UNITS: Record<string, number> = { b: 1, kb: 1024, mb: 1024 ** 2, gb: 1024 ** 3 };

/** A size as BODY_LIMIT writes it (`100kb`, `1mb`, `2048`), in bytes, as body-parser reads it. */
export function bytesOf(size: string): number {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(b|kb|mb|gb)?\s*$/i.exec(size);
  if (!match?.[1]) throw new Error(`not a size: ${size}`);
  return Math.floor(Number(match[1]) * (UNITS[(match[2] ?? 'b').toLowerCase()] ?? 1));
}

export function refuseDeclaredLength(limit: string): RequestHandler {
  const max = bytesOf(limit);
  return (req, res, next) => {
    const declared = req.headers['content-length'];
    // A malformed Content-Length never gets here: Node's parser refuses it (client-errors.ts).
    if (declared === undefined || Number(declared) <= max) return next();
    res.setHeader('Connection', 'close');
    next(
      refuse(
        'payload-too-large',
        `The body is announced as ${declared} bytes (Content-Length); this server reads at most ${max}: send a smaller body.`,
      ).saying('payload-too-large/declared', { declared: Number(declared), max }),
    );
  };
}
