// Access logs with a request id: X-Request-Id is honoured when a client or proxy sends a sane one, else
// made here, and echoed on the response so a client can quote it. One line per request when it ends:
// at `info` for refusals, `error` for failures, `debug` for successes, so a busy server logs its problems
// without paying for a line per move. Seat tokens never reach the log: the Authorization header is not
// logged, and `?token=`, `?key=` and `?code=` (accepted by the event streams and by join) are redacted from URLs.
import { randomUUID } from 'node:crypto';
import type { Express, Request, RequestHandler } from 'express';
import type { Logger } from 'pino';

const SANE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export function redactUrl(url: string): string {
  return url.replace(/([?&](?:token|key|code)=)[^&#]*/gi, '$1[redacted]');
}

declare module 'express-serve-static-core' {
  interface Request {
    /** This request's id, as echoed in X-Request-Id. */
    id: string;
    /** A logger that stamps every line with the request id. */
    log: Logger;
  }
}

export function requestLogging(app: Express, logger: Logger): RequestHandler {
  // `req.log` is a getter of the app's requests, made on first use: most requests never log anything of
  // their own, and a property defined on each request would cost every request.
  const children = new WeakMap<Request, Logger>();
  Object.defineProperty(app.request, 'log', {
    configurable: true,
    get(this: Request): Logger {
      let child = children.get(this);
      if (!child) {
        child = logger.child({ reqId: this.id });
        children.set(this, child);
      }
      return child;
    },
  });
  return (req, res, next) => {
    const given = req.get('x-request-id');
    const id = given !== undefined && SANE_ID.test(given) ? given : randomUUID();
    const started = process.hrtime.bigint();
    req.id = id;
    res.setHeader('X-Request-Id', id);
    res.on('finish', () => {
      const status = res.statusCode;
      const level = status >= 500 ? 'error' : status >= 400 ? 'info' : 'debug';
      if (!logger.isLevelEnabled(level)) return;
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      logger[level]({ reqId: id, method: req.method, url: redactUrl(req.originalUrl), status, ms: Math.round(ms * 10) / 10 }, 'request');
    });
    next();
  };
}
