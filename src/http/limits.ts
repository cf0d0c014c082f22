// Rate limits per client IP and per seat token (a token is keyed by its hash, never kept in memory as is).
// Limits are requests per minute from the environment; 0 turns a limiter off. The 429 is a problem like
// any other, with Retry-After: the seconds until the client's window resets.
import { createHash } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit, type RateLimitExceededEventHandler } from 'express-rate-limit';
import { refuse } from './problem-codes.js';

const WINDOW_MS = 60_000;

function tokenOf(req: Request): string | undefined {
  const header = req.get('authorization');
  const match = header === undefined ? null : /^Bearer[ \t]+(\S+)/i.exec(header);
  // Only the event streams take a secret in the query (for EventSource): `?token=` on a game's, `?key=` on a
  // player's; elsewhere the parameter is refused, not read.
  const query = /^\/games\/[^/]+\/events$/.test(req.path)
    ? req.query['token']
    : req.path === '/players/me/events'
      ? req.query['key']
      : undefined;
  return match?.[1] ?? (typeof query === 'string' ? query : undefined);
}

const overLimit: RateLimitExceededEventHandler = (req, res, next) => {
  const reset = (req as Request & { rateLimit?: { resetTime?: Date } }).rateLimit?.resetTime;
  const seconds = reset ? Math.max(1, Math.ceil((reset.getTime() - Date.now()) / 1000)) : WINDOW_MS / 1000;
  res.setHeader('Retry-After', String(seconds));
  next(refuse('rate-limited', `Too many requests; try again in ${seconds} s.`).saying('rate-limited', { seconds }));
};

export function rateLimits(perIp: number, perToken: number): RequestHandler[] {
  const limiters: RequestHandler[] = [];
  if (perIp > 0) {
    limiters.push(
      rateLimit({
        windowMs: WINDOW_MS,
        limit: perIp,
        standardHeaders: false,
        legacyHeaders: false,
        keyGenerator: req => ipKeyGenerator(req.ip ?? 'unknown'),
        handler: overLimit,
      }),
    );
  }
  if (perToken > 0) {
    limiters.push(
      rateLimit({
        windowMs: WINDOW_MS,
        limit: perToken,
        standardHeaders: false,
        legacyHeaders: false,
        skip: req => tokenOf(req) === undefined,
        keyGenerator: req =>
          createHash('sha256')
            .update(tokenOf(req) ?? '')
            .digest('base64url'),
        handler: overLimit,
      }),
    );
  }
  return limiters;
}
