// Conditional GETs compared here rather than by Express: `req.fresh` (the `fresh` package) treats a request
// with `Cache-Control: no-cache` as never fresh, and fetch adds exactly that header (with `Pragma: no-cache`)
// to every request that carries its own If-None-Match (the Fetch standard's "no-store" cache mode). So
// without this, a fetch-based client (our typed client, the web page) would never get a 304. The ETag of a
// game is its version and changes with every entry, which is the revalidation no-cache asks for.
import type { Request } from 'express';
import { IF_NONE_MATCH_PATTERN } from './header-patterns.js';

/** The entity tags of an If-None-Match list, weak markers dropped (RFC 9110 §13.1.2 compares weakly). */
function tagsOf(header: string): string[] {
  return (header.match(/(?:W\/)?"[^"]*"/g) ?? []).map(tag => tag.replace(/^W\//, ''));
}

const IF_NONE_MATCH = new RegExp(IF_NONE_MATCH_PATTERN);

/**
 * Whether the request's If-None-Match names `etag` (or is `*`): the client's copy is current. A header that is
 * not `*` or a list of versions (the document's pattern) names no copy of ours, and the game is sent whole.
 */
export function isNotModified(req: Request, etag: string): boolean {
  const header = req.get('if-none-match')?.trim();
  return header !== undefined && IF_NONE_MATCH.test(header) && namesTag(header, etag);
}

/** Whether an If-None-Match value is `*` or names `etag` among its entity tags, compared weakly. */
export function namesTag(header: string, etag: string): boolean {
  if (header.trim() === '*') return true;
  return tagsOf(header).includes(etag.replace(/^W\//, ''));
}
