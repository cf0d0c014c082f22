// The answer to a move or a resignation, written directly. `res.json` re-derives what is fixed here (it
// looks the type's charset up, then parses and formats the Content-Type it has just set, and copies bodies
// over 1 kB to count their bytes); a POST is never answered 304, so Express's freshness check has nothing to do.
// The view and legal moves are the texts the events of the same version use too (shared-json.ts).
import type { Response } from 'express';
import { toJson } from './shared-json.js';

const JSON_TYPE = 'application/json; charset=utf-8';

export function replyJson(res: Response, body: object): void {
  const json = toJson(body);
  res.setHeader('Content-Type', JSON_TYPE);
  res.setHeader('Content-Length', Buffer.byteLength(json));
  res.end(json);
}
