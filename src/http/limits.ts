// Rate limits per client IP and per bearer token (a token is keyed by its hash, never kept in memory as is).
// Limits are requests per minute from the environment; 0 turns a limiter off. The 429 is a problem like
// any other, with Retry-After: the seconds until the client's window resets.
//
// Each key has a fixed window of a minute from its first request, counted in this process's memory (as
// express-rate-limit's memory store did, which this replaces): its middleware cost every request, moves
// included, five awaits and the client's address worked out again for a debug line that is never printed,
// 3 % of a move's CPU in `bench:http`'s (s). Counting is synchronous here; windows that ended are swept
// once a minute, on the first request after.
import { createHash } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import { ipKeyGenerator } from 'express-rate-limit';
import { refuse } from './problem-codes.js';

const WINDOW_MS = 60_000;

function tokenOf(req: Request): string | undefined {
  const header = req.get('authorization');
  const match = header === undefined ? null : /^Bearer[ \t]+(\S+)/i.exec(header);
  if (match) return match[1];
  // Only the event streams take a secret in the query (for EventSource): `?token=` on a game's, `?key=` on a
  // player's; elsewhere the parameter is refused, not read.
  const query = /^\/games\/[^/]+\/events$/.test(req.path)
    ? req.query['token']
    : req.path === '/players/me/events'
      ? req.query['key']
      : undefined;
  return typeof query === 'string' ? query : undefined;
}

/** Requests counted per key in fixed windows of WINDOW_MS, each from the key's first request. */
export class Windows {
  private readonly counts = new Map<string, { hits: number; resetAt: number }>();
  private sweepAt = 0;

  constructor(
    private readonly limit: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one request of `key`: null while within the limit, else the ms until its window resets. */
  hit(key: string): number | null {
    const now = this.now();
    if (now >= this.sweepAt) {
      for (const [k, w] of this.counts) if (w.resetAt <= now) this.counts.delete(k);
      this.sweepAt = now + WINDOW_MS;
    }
    let window = this.counts.get(key);
    if (window === undefined || window.resetAt <= now) {
      window = { hits: 0, resetAt: now + WINDOW_MS };
      this.counts.set(key, window);
    }
    window.hits++;
    return window.hits > this.limit ? window.resetAt - now : null;
  }
}

function limiter(limit: number, keyOf: (req: Request) => string | undefined): RequestHandler {
  const windows = new Windows(limit);
  return (req, res, next) => {
    const key = keyOf(req);
    const resetsIn = key === undefined ? null : windows.hit(key);
    if (resetsIn === null) return next();
    const seconds = Math.max(1, Math.ceil(resetsIn / 1000));
    res.setHeader('Retry-After', String(seconds));
    next(refuse('rate-limited', `Too many requests; try again in ${seconds} s.`).saying('rate-limited', { seconds }));
  };
}

export function rateLimits(perIp: number, perToken: number): RequestHandler[] {
  const limiters: RequestHandler[] = [];
  if (perIp > 0) limiters.push(limiter(perIp, req => ipKeyGenerator(req.ip ?? 'unknown')));
  if (perToken > 0) {
    limiters.push(
      limiter(perToken, req => {
        const token = tokenOf(req);
        return token === undefined ? undefined : createHash('sha256').update(token).digest('base64url');
      }),
    );
  }
  return limiters;
}
