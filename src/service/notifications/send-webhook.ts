// One webhook delivery: a POST of the JSON body, signed per Standard Webhooks (the `standardwebhooks`
// library; its id is the outbox row's, the same on every retry; a new timestamp and signature each time).
// Bounded every way a consumer could hold the worker: the whole exchange within the timeout, no redirect
// followed (a 3xx is a failure), the answer's body read up to a few kilobytes and dropped.
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { Webhook } from 'standardwebhooks';
import type { Agents } from './connect.js';

export interface Outcome {
  /** The HTTP status answered, or null when none came. */
  readonly status: number | null;
  /** Why it failed, in a few words (no body of the consumer's), or null on success. */
  readonly error: string | null;
}

/** The most of an answer's body read before the connection is dropped. */
const MAX_ANSWER_BYTES = 16 * 1024;

export const isSuccess = (o: Outcome): boolean => o.status !== null && o.status >= 200 && o.status < 300;

export function signedHeaders(secret: string, id: string, at: Date, body: string): Record<string, string> {
  const signature = new Webhook(secret).sign(id, at, body);
  return {
    'content-type': 'application/json',
    'user-agent': 'Croupier-Webhooks/1',
    'webhook-id': id,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': signature,
  };
}

export function postJson(
  agents: Agents,
  url: string,
  headers: Record<string, string>,
  body: string,
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
    const req = send(target, {
      method: 'POST',
      agent: secure ? agents.https : agents.http,
      headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
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
    req.on('error', error => finish({ status: null, error: error.message.slice(0, 200) }));
    req.end(body);
  });
}
