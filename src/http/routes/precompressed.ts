// The page's files as the browser accepts them: the build leaves a Brotli (`.br`) and a gzip (`.gz`) copy
// beside each text file (web/precompress.ts); a request whose Accept-Encoding takes one is served that copy,
// with its Content-Encoding, the original's Content-Type, and `Vary: Accept-Encoding` so caches keep the
// two apart. Anything else goes on to the plain file.
import { existsSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { RequestHandler } from 'express';
import { preferredEncoding } from '../encodings.js';

const SUFFIX = { br: '.br', gzip: '.gz' } as const;

/** Rewrites a request for `/x.js` to `/x.js.br` (or `.gz`) when the browser takes it and the copy exists. */
export function precompressed(dir: string): RequestHandler {
  return (req, res, next) => {
    res.vary('Accept-Encoding');
    const name = req.path === '/' ? '/index.html' : req.path;
    const encoding = preferredEncoding(req);
    if (encoding === null) return next();
    const copy = `${name}${SUFFIX[encoding]}`;
    // `name` matched the page's own files only (web.ts), so it has no `..` and stays under `dir`.
    if (!existsSync(join(dir, copy))) return next();
    res.type(extname(name));
    res.setHeader('Content-Encoding', encoding);
    req.url = copy + (req.url.includes('?') ? req.url.slice(req.url.indexOf('?')) : '');
    next();
  };
}
