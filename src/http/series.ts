// Middleware run in order as one layer of Express's router. The router costs every request, at every layer
// it walks, a path match, a params object and a few closures (router/index.js): for the dozen handlers that
// run on every request, before any route, that was a tenth of a move's CPU and a fifth of its garbage.
// Grouped, they cost one layer. Errors travel as Express's own: a handler that throws, returns a promise
// that rejects, or calls `next(error)` skips the rest, and the error goes on to the app's error handler.
import type { NextFunction, Request, RequestHandler, Response } from 'express';

/** A rejection without a reason still has to reach the error handler as an error. */
const reasonOf = (error: unknown): unknown => error ?? new Error('A middleware failed without a reason.');

export function series(...handlers: readonly RequestHandler[]): RequestHandler {
  return (req: Request, res: Response, done: NextFunction): void => {
    let index = 0;
    const next = (error?: unknown): void => {
      if (error) return done(error);
      const handler = handlers[index++];
      if (handler === undefined) return done();
      try {
        const result: unknown = handler(req, res, next);
        if (result instanceof Promise) result.catch((rejected: unknown) => done(reasonOf(rejected)));
      } catch (thrown) {
        done(reasonOf(thrown));
      }
    };
    next();
  };
}
