// One POST of a delivery over HTTP, a webhook's or a Web Push's: the address is a client's, so the exchange
// is bounded every way its server could hold the worker or fill its memory: the whole exchange within the
// timeout (a socket timeout alone lets a server that drips a byte now and then hold it for ever), no
// redirect followed (a 3xx is a failure), the answer's body read up to a few kilobytes and dropped.
import { request as httpRequest, type IncomingMessage, type OutgoingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { connectionError, type Agents } from './connect.js';

export interface Outcome {
  /** The HTTP status answered, or null when none came. */
  readonly status: number | null;
  /** Why it failed, in a few words (no body of the consumer's), or null on success. */
  readonly error: string | null;
}

/** The most of an answer's body read before the connection is dropped. */
const MAX_ANSWER_BYTES = 16 * 1024;

export const isSuccess = (o: Outcome): boolean => o.status !== null && o.status >= 200 && o.status < 300;

/** POSTs `body` to `url` with `headers` (its content-length is set here), within `timeoutMs`. */
export function post(
  agents: Agents,
  url: string,
  headers: OutgoingHttpHeaders,
  body: string | Buffer,
  timeoutMs: number,
): Promise<Outcome> {
  return new Promise(resolve => {
    let settled = false;
    const finish = (outcome: Outcome): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(outcome);
    };
    let target: URL;
    try {
      target = new URL(url);
    } catch {
      finish({ status: null, error: 'malformed URL' });
      return;
    }
    const secure = target.protocol === 'https:';
    const send = secure ? httpsRequest : httpRequest;
    const own = Object.fromEntries(Object.entries(headers).filter(([name]) => name.toLowerCase() !== 'content-length'));
    const req = send(target, {
      method: 'POST',
      agent: secure ? agents.https : agents.http,
      headers: { ...own, 'content-length': String(Buffer.byteLength(body)) },
    });
    const timer = setTimeout(() => {
      finish({ status: null, error: `no answer within ${timeoutMs} ms` });
      req.destroy();
    }, timeoutMs);
    req.on('response', (res: IncomingMessage) => {
      const status = res.statusCode ?? null;
      let read = 0;
      res.on('data', (chunk: Buffer) => {
        read += chunk.length;
        if (read > MAX_ANSWER_BYTES) res.destroy();
      });
      const done = (): void =>
        finish(
          status !== null && status >= 200 && status < 300
            ? { status, error: null }
            : {
                status,
                error: status !== null && status >= 300 && status < 400 ? 'redirect not followed' : `HTTP ${status}`,
              },
        );
      res.on('end', done);
      res.on('close', done);
      res.on('error', done);
    });
    req.on('error', error => finish({ status: null, error: connectionError(error, target.hostname) }));
    req.end(body);
  });
}
