// series(): middleware grouped as one router layer behave as they would as separate layers of an Express
// app: in order, each once; an error thrown, passed to next or rejected skips the rest and reaches the
// app's error handler; a handler that answers ends the request there.
import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { series } from '../../src/http/middleware-chain.js';

/** An app with `handlers` grouped in one series, a route that reports what ran, and an error handler. */
function appWith(...handlers: RequestHandler[]) {
  const app = express();
  app.use((req, _res, next) => {
    (req as { ran?: string[] }).ran = [];
    next();
  });
  app.use(series(...handlers));
  app.get('/', (req, res) => {
    res.json({ ran: (req as { ran?: string[] }).ran });
  });
  const onError: ErrorRequestHandler = (error: unknown, req, res, _next) => {
    res
      .status(500)
      .json({ error: error instanceof Error ? error.message : String(error), ran: (req as { ran?: string[] }).ran });
  };
  app.use(onError);
  return app;
}

const mark =
  (name: string): RequestHandler =>
  (req, _res, next) => {
    (req as { ran?: string[] }).ran?.push(name);
    next();
  };

describe('series', () => {
  it('runs every handler in order, then goes on to the routes', async () => {
    const res = await request(appWith(mark('a'), mark('b'), mark('c')))
      .get('/')
      .expect(200);
    expect(res.body.ran).toEqual(['a', 'b', 'c']);
  });

  it('an empty series goes straight on', async () => {
    const res = await request(appWith()).get('/').expect(200);
    expect(res.body.ran).toEqual([]);
  });

  it('waits for a handler that goes on later', async () => {
    const later: RequestHandler = (req, _res, next) => {
      setTimeout(() => {
        (req as { ran?: string[] }).ran?.push('later');
        next();
      }, 5);
    };
    const res = await request(appWith(mark('a'), later, mark('c')))
      .get('/')
      .expect(200);
    expect(res.body.ran).toEqual(['a', 'later', 'c']);
  });

  it.each<[string, RequestHandler]>([
    [
      'throws',
      () => {
        throw new Error('thrown');
      },
    ],
    ['passes an error to next', (_req, _res, next) => next(new Error('thrown'))],
    ['returns a promise that rejects', async () => Promise.reject(new Error('thrown'))],
  ])('a handler that %s skips the rest and reaches the error handler', async (_what, failing) => {
    const res = await request(appWith(mark('a'), failing, mark('c')))
      .get('/')
      .expect(500);
    expect(res.body).toEqual({ error: 'thrown', ran: ['a'] });
  });

  it("next('route') goes on, as from a middleware of Express's own; next('router') leaves the series and the router", async () => {
    const route: RequestHandler = (_req, _res, next) => next('route');
    expect(
      (
        await request(appWith(mark('a'), route, mark('c')))
          .get('/')
          .expect(200)
      ).body.ran,
    ).toEqual(['a', 'c']);
    const router: RequestHandler = (_req, _res, next) => next('router');
    // Out of the app's router: nothing answers, so Express's final handler does (404).
    await request(appWith(mark('a'), router, mark('c')))
      .get('/')
      .expect(404);
  });

  it.each([undefined, 0, false, ''])(
    'a rejection with no reason (%j) still reaches the error handler as an error',
    async reason => {
      const res = await request(appWith(async () => Promise.reject(reason as unknown as Error)))
        .get('/')
        .expect(500);
      expect(res.body.error).toBe('A middleware failed without a reason.');
    },
  );

  it('a thenable that rejects counts as a promise', async () => {
    const thenable = () => ({ then: (_ok: unknown, fail: (error: unknown) => void) => fail(new Error('thrown')) });
    const res = await request(appWith(thenable as unknown as RequestHandler))
      .get('/')
      .expect(500);
    expect(res.body.error).toBe('thrown');
  });

  it('a handler that answers ends the request: the rest and the routes do not run', async () => {
    const answer: RequestHandler = (_req, res) => {
      res.status(204).end();
    };
    let after = 0;
    await request(appWith(answer, () => void after++))
      .get('/')
      .expect(204);
    expect(after).toBe(0);
  });
});
