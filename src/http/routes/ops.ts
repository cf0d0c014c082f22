// Operations routes: liveness, readiness, metrics, and the API description with its interactive docs
// (swagger-ui-express serves its assets from node_modules: no CDN).
import { Router, type RequestHandler } from 'express';
import helmet from 'helmet';
import type { Registry } from 'prom-client';
import type { Deps } from '../../service/deps.js';
import { databaseReady } from '../../service/health.js';
import { lazy } from '../../service/lazy.js';
import { decoded } from '../guard.js';
import { EXAMPLE_GAME_ID } from '../openapi/example-ids.js';
import { tryItOutOptions } from '../openapi/try-it-out.js';
import type { Health } from '../schemas.js';
import type { z } from '../zod.js';
import { servedJson } from './served-json.js';

/** swagger-ui-express, loaded by the first request under /docs (it weighs on the start: service/lazy.ts). */
const swaggerUi = lazy(async () => (await import('swagger-ui-express')).default);

const health = (status: z.output<typeof Health>['status']): z.output<typeof Health> => ({ status });

/** `document` builds the OpenAPI document on its first call (app.ts): only /openapi.json and /docs need it. */
export function opsRouter(deps: Deps, registry: Registry, document: () => object): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.json(health('ok'));
  });
  router.get('/readyz', async (_req, res) => {
    await databaseReady(deps);
    res.json(health('ready'));
  });
  router.get('/metrics', async (_req, res) => {
    res.type(registry.contentType).send(await registry.metrics());
  });
  router.get('/openapi.json', servedJson(document));
  // Swagger UI's page sets styles inline; everything else is served from this origin, and Try it out calls
  // this origin only (connect-src 'self'). No upgrade to https: the docs must also work on a plain-HTTP
  // development server.
  const docsPolicy = helmet({
    contentSecurityPolicy: {
      directives: {
        'connect-src': ["'self'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:'],
        'upgrade-insecure-requests': null,
      },
    },
  });
  // Set up on the first request under /docs, before its assets: swagger-ui-express's setup also writes the
  // swagger-ui-init.js that `serve` sends.
  let page: RequestHandler | undefined;
  const assets = Router();
  const setUp: RequestHandler = async (_req, _res, next) => {
    if (!page) {
      const ui = await swaggerUi();
      page ??= ui.setup(document(), {
        customSiteTitle: 'Croupier API',
        swaggerOptions: { ...tryItOutOptions(EXAMPLE_GAME_ID), displayOperationId: true, tryItOutEnabled: false },
      });
      if (assets.stack.length === 0) assets.use(ui.serve);
    }
    next();
  };
  // swagger-ui-express answers any .../package.json under it with a bare 404 (it tests the raw url, '#'
  // included), and its file server would send swagger-ui-dist's own for an encoded name: the API's 404.
  const notPackageJson: RequestHandler = (req, _res, next) => {
    const path = req.url.split('?')[0] ?? '';
    next((decoded(path) ?? path).endsWith('/package.json') ? 'router' : undefined);
  };
  const served: RequestHandler = (req, res, next) => (page ? page(req, res, next) : next());
  router.use('/docs', notPackageJson, docsPolicy, setUp, assets, served);
  return router;
}
