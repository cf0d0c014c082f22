// Security headers, helmet tuned for a JSON API (OWASP's REST security headers): nothing may be framed,
// embedded or run from a response, no MIME sniffing, HTTPS remembered. The headers meant for HTML pages
// in old browsers are left out. Pages may widen the policy by a directive or two (docs/pages.ts); /docs,
// Swagger UI's page, has its own (routes/ops.ts).
//
// With these options helmet's headers are the same for every request (no nonce): helmet writes them once, at
// start, and every response gets that list. Helmet itself runs a dozen middlewares per request, one per
// header, which every move paid for (bench:http's profile).
import type { RequestHandler } from 'express';
import helmet from 'helmet';

export function securityHeaders(directives: Record<string, string[]> = {}): RequestHandler {
  const middleware = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"], ...directives },
    },
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });
  const headers: [string, string][] = [];
  const removed: string[] = [];
  const recorder = {
    setHeader: (name: string, value: string) => headers.push([name, value]),
    removeHeader: (name: string) => removed.push(name),
  };
  let ran = false;
  // Helmet's middleware is synchronous and reads nothing of the request for these options.
  middleware({} as never, recorder as never, (error?: unknown) => {
    if (error) throw error;
    ran = true;
  });
  if (!ran) throw new Error('helmet did not finish synchronously');
  return (_req, res, next) => {
    for (const name of removed) res.removeHeader(name);
    for (const [name, value] of headers) res.setHeader(name, value);
    next();
  };
}
