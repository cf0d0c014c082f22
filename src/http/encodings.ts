// Which compressed copy a client takes, chosen one way for the page's files (routes/precompressed.ts) and the
// OpenAPI document (routes/served-json.ts).
import type { Request } from 'express';

export type Encoding = 'br' | 'gzip';

/** Brotli whenever accepted (browsers list gzip first, yet Brotli's copy is the smaller), then gzip; else none. */
export const preferredEncoding = (req: Request): Encoding | null =>
  req.acceptsEncodings('br') === 'br' ? 'br' : req.acceptsEncodings('gzip') === 'gzip' ? 'gzip' : null;
