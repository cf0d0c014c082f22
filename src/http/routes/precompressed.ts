// The page's files as the browser accepts them: the build leaves a Brotli (`.br`) and a gzip (`.gz`) copy
// beside each text file (web/precompress.ts); a request whose Accept-Encoding takes one is served that copy,
// with its Content-Encoding, the original's Content-Type, and `Vary: Accept-Encoding` so caches keep the
// two apart. Anything else goes on to the plain file.
import { existsSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { RequestHandler } from 'express';

const SUFFIX = { br: '.br', gzip: '.gz' } as const;

/** Rewrites a request for `/x.js` to `/x.js.br` (or `.gz`) when the browser takes it and the copy exists. */
export function precompressed(dir: string): RequestHandler {
  return (req, res, next) => {
    res.vary('Accept-Encoding');
    const name = req.path === '/' ? '/index.html' : req.path;
    // Brotli whenever it is accepted: browsers list gzip first, yet Brotli's copy is the smaller.
    const encoding =
      req.acceptsEncodings('br') === 'br' ? 'br' : req.acceptsEncodings('gzip') === 'gzip' ? 'gzip' : null;
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
