// Middleware run in order as one layer of Express's router. The router costs every request, at every layer
// it walks, a path match, a params object and a few closures (router/index.js): for the dozen handlers that
// run on every request, before any route, that was a tenth of a move's CPU and a fifth of its garbage.
// Grouped, they cost one layer. Errors travel as Express's own: a handler that throws, returns a promise
// that rejects, or calls `next(error)` skips the rest, and the error goes on to the app's error handler.
import type { NextFunction, Request, RequestHandler, Response } from 'express';

/** A rejection without a reason (or a falsy one) still has to reach the error handler as an error. */
const reasonOf = (error: unknown): unknown => error || new Error('A middleware failed without a reason.');

/** Whether a handler returned a promise (or any thenable), as Express's router checks. */
const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  value !== null &&
  (typeof value === 'object' || typeof value === 'function') &&
  typeof (value as { then?: unknown }).then === 'function';

export function series(...handlers: readonly RequestHandler[]): RequestHandler {
  return (req: Request, res: Response, done: NextFunction): void => {
    let index = 0;
    const next = (error?: unknown): void => {
      // `next('route')` from a middleware means "go on" to Express's router (it skips a route's remaining
      // handlers only), so it goes on here too; `next('router')`, like an error, leaves the whole series.
      if (error && error !== 'route') return done(error);
      const handler = handlers[index++];
      if (handler === undefined) return done();
      try {
        const result: unknown = handler(req, res, next);
        if (isThenable(result)) result.then(undefined, (rejected: unknown) => done(reasonOf(rejected)));
      } catch (thrown) {
        done(reasonOf(thrown));
      }
    };
    next();
  };
}
