// The web page (web/, built by Vite into web/dist) served at `/`: index.html, its hashed assets and the
// icon. The page reaches the server through the public API only, so nothing here knows about games. Its
// policy allows this origin and nothing else (no inline script or style, no other host); index.html is
// revalidated on every visit, and the assets, named by their content's hash, are cached for a year.
import { existsSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import express, { Router } from 'express';
import { findUp } from '../find-up.js';
import { securityHeaders } from '../headers.js';
import { precompressed } from './precompressed.js';

/**
 * web/dist of the project: the first ancestor of this module that holds it, from src/ (tsx) as from
 * dist/src/ (the image copies web/dist beside dist/); null when the page was never built.
 */
export const defaultWebDir = (from = dirname(fileURLToPath(import.meta.url))): string | null =>
  findUp(from, join('web', 'dist'), isBuiltPage);

/** Whether `dir` holds a built page (its index.html). */
export const isBuiltPage = (dir: string): boolean => existsSync(join(dir, 'index.html'));

export function webRouter(dir: string): Router {
  const router = Router();
  const policy = securityHeaders({
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'worker-src': ["'self'"],
  });
  // express.static hands setHeaders absolute paths, whatever form `dir` was given in.
  const assets = join(resolve(dir), 'assets', sep);
  const files = express.static(dir, {
    index: 'index.html',
    redirect: false,
    fallthrough: true,
    setHeaders: (res, path) => {
      res.setHeader('Cache-Control', path.startsWith(assets) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  // Only the page's own files: `/`, `/index.html`, `/favicon.svg`, the service worker `/sw.js` (Web Push; at
  // the root, so its scope is the whole page) and `/assets/…`, never a source map (an old build's); every
  // other path goes on to the API's routes (and their 404 problem).
  const page = /^\/(?:index\.html|favicon\.svg|sw\.js|assets\/[\w.-]+)?$/;
  const compressed = precompressed(dir);
  router.use((req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !page.test(req.path) || req.path.endsWith('.map'))
      return next();
    policy(req, res, (error?: unknown) =>
      error ? next(error) : compressed(req, res, (failed?: unknown) => (failed ? next(failed) : files(req, res, next))),
    );
  });
  return router;
}
