// Access logs with a request id: X-Request-Id is honoured when a client or proxy sends a sane one, else
// made here, and echoed on the response so a client can quote it. One line per request when it ends (or
// when the client leaves first, as for an event stream it closes): at `info` for refusals, `error` for
// failures, `debug` for successes, so a busy server logs its problems without paying for a line per move.
// Secrets never reach the log: the Authorization header is not logged, and the query is logged as the
// server parsed it (so `?%74oken=` is seen as the `token` it is) with secret-bearing parameters replaced. A
// credential a client put where no credential goes (a path segment, a query parameter's name) is caught by
// its shape instead: long, or mixing letters and digits, as every secret the server hands out is.
// Errors are logged as their code and message: a database error's own fields hold the pg client.
import { randomUUID } from 'node:crypto';
import { parse as parseQuery } from 'node:querystring';
import type { Express, Request, RequestHandler, Response } from 'express';
import type { Logger } from 'pino';

const SANE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Query parameters that carry secrets: seat tokens (events), player keys and invite codes, and any other name
 * with one of these words in it. A client may send its credential under a name of its own (RFC 6750's
 * `access_token`, `api_key`, a query builder's `token[]`): the server refuses it (400 `unknown-query`), but the
 * refusal is logged with its query. No parameter the API takes has such a word in its name but these three.
 */
const SECRET_PARAM = /token|key|code|secret|auth|pass/i;

const REDACTED = '[redacted]';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether a path segment or a parameter's name may be a secret sent where none belongs (`/games/<token>`,
 * `?<token>`). Every secret the server hands out is 32 random bytes or more as text (seat tokens, player keys,
 * invitation and mail tokens, webhook secrets, seeds) or a link code of 10 capitals and digits; no route word
 * or parameter of the API is longer than 24 characters or mixes digits in, and ids are UUIDs. A player's handle
 * with digits, or a rule's page (`/problems/monad/M18-…`), is redacted too: a cheap loss in a log line.
 */
function secretShaped(text: string): boolean {
  // A file of the page (`index-B3x9kF2a.js`, hashed by Vite) has a dot, which no secret of base64url, hex or a
  // link code's alphabet holds.
  if (UUID.test(text) || (text.includes('.') && text.length <= 64)) return false;
  if (text.length > 24) return true;
  if (text.length < 8) return false;
  return (/[0-9]/.test(text) && /[A-Za-z]/.test(text)) || /^[0-9A-Z-]+$/.test(text);
}

/** A segment as it is logged: decoded where it decodes, so an encoded secret is judged by what it says. */
function loggableSegment(segment: string): string {
  let decoded = segment;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    // A malformed escape: judged as sent.
  }
  return secretShaped(segment) || secretShaped(decoded) ? REDACTED : segment;
}

/** A value under a name that carries no secret, as logged: one that looks like a secret all the same is not. */
const loggableValue = (value: string | string[]): string | string[] =>
  typeof value === 'string' ? (secretShaped(value) ? REDACTED : value) : value.map(v => loggableValue(v) as string);

/**
 * The path and the query of a request URL as they may be logged. The query is parsed the way the app
 * parses it (`query parser: simple`, node's querystring), so a percent-encoded name is redacted too; names
 * and values that look like secrets themselves are counted or replaced, not written.
 */
export function loggableUrl(originalUrl: string): {
  path: string;
  query?: Record<string, string | string[]>;
  redactedNames?: number;
} {
  const mark = originalUrl.indexOf('?');
  const path = (mark < 0 ? originalUrl : originalUrl.slice(0, mark)).split('/').map(loggableSegment).join('/');
  if (mark < 0) return { path };
  const query: Record<string, string | string[]> = {};
  let redactedNames = 0;
  for (const [name, value] of Object.entries(parseQuery(originalUrl.slice(mark + 1)))) {
    if (value === undefined) continue;
    if (secretShaped(name)) redactedNames++;
    else query[name] = SECRET_PARAM.test(name) ? REDACTED : loggableValue(value);
  }
  return redactedNames === 0 ? { path, query } : { path, query, redactedNames };
}

const MAX_MESSAGE = 500;

/**
 * An error as it may be logged (under `error`, not pino's `err`, whose serialiser copies every field):
 * its code and message, and the stack of a bug. Not the error itself: a pg error's fields hold its
 * client, SQL texts and the backend's cancel key.
 */
export function errorForLog(error: unknown, depth = 0): Record<string, unknown> {
  if (typeof error !== 'object' || error === null) return { message: String(error).slice(0, MAX_MESSAGE) };
  const { name, message, code, stack, cause } = error as {
    name?: unknown;
    message?: unknown;
    code?: unknown;
    stack?: unknown;
    cause?: unknown;
  };
  const text = typeof message === 'string' ? message.slice(0, MAX_MESSAGE) : undefined;
  const type = typeof name === 'string' ? name : undefined;
  // An error with a string code comes from the database or the network (SQLSTATE, ECONNRESET…): its
  // code and message say it all. Anything else is a bug, and its stack is where to look.
  if (typeof code === 'string') return { type: type ?? 'Error', code, message: text };
  const logged = { type, message: text, stack: typeof stack === 'string' ? stack : undefined };
  // A refusal made of another error (service/reviews/review.ts) says why in its cause: a few levels, as a
  // chain of causes may loop.
  return cause instanceof Error && depth < 3 ? { ...logged, cause: errorForLog(cause, depth + 1) } : logged;
}

declare module 'express-serve-static-core' {
  interface Request {
    /** This request's id, as echoed in X-Request-Id. */
    id: string;
    /** A logger that stamps every line with the request id. */
    log: Logger;
  }
}

/** The line of a request that ended: made from plain values, so a held stream's line keeps no request alive. */
function requestLine(
  logger: Logger,
  fields: { reqId: string; method: string; originalUrl: string; status: number; started: bigint },
): (closedByClient: boolean) => void {
  return closedByClient => {
    const { status } = fields;
    const level = status >= 500 ? 'error' : status >= 400 ? 'info' : 'debug';
    if (!logger.isLevelEnabled(level)) return;
    const ms = Number(process.hrtime.bigint() - fields.started) / 1e6;
    const line = {
      reqId: fields.reqId,
      method: fields.method,
      ...loggableUrl(fields.originalUrl),
      status,
      ms: Math.round(ms * 10) / 10,
    };
    logger[level](closedByClient ? { ...line, closedByClient: true } : line, 'request');
  };
}

/** What a response detached from its request (an event stream held, sse.ts) logs with, once the request is gone. */
export interface DetachedLog {
  /** The request's line, when the stream ends: `closedByClient` when the client left first. */
  readonly ended: (closedByClient: boolean) => void;
  /** A warning stamped with the request id. */
  readonly warn: (fields: Record<string, unknown>, message: string) => void;
}

const detachedLogs = new WeakMap<Response, () => DetachedLog>();

/**
 * Takes over the log of a response whose socket leaves it (sse.ts): its line is then written by whoever holds the
 * stream, since the response itself never ends. Undefined for a response this middleware did not see.
 */
export function detachLog(res: Response): DetachedLog | undefined {
  const take = detachedLogs.get(res);
  detachedLogs.delete(res);
  return take?.();
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
    let logged = false;
    const fields = (): Parameters<typeof requestLine>[1] => ({
      reqId: id,
      method: req.method,
      originalUrl: req.originalUrl,
      status: res.statusCode,
      started,
    });
    const log = (): void => {
      if (logged) return;
      logged = true;
      // A response the client closed before its end (an event stream left, a request abandoned).
      requestLine(logger, fields())(!res.writableFinished);
    };
    res.on('finish', log);
    res.on('close', log);
    detachedLogs.set(res, () => {
      logged = true;
      const reqId = id;
      return {
        ended: requestLine(logger, fields()),
        warn: warnWith(logger, reqId),
      };
    });
    next();
  };
}

function warnWith(logger: Logger, reqId: string): DetachedLog['warn'] {
  return (fields, message) => logger.warn({ reqId, ...fields }, message);
}
