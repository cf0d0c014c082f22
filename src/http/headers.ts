// Security headers, helmet tuned for a JSON API (OWASP's REST security headers): nothing may be framed,
// embedded or run from a response, no MIME sniffing, HTTPS remembered. The headers meant for HTML pages
// in old browsers are left out. Pages may widen the policy by a directive or two (docs/pages.ts); /docs,
// Swagger UI's page, has its own (routes/ops.ts).
import helmet from 'helmet';

export function securityHeaders(directives: Record<string, string[]> = {}) {
  return helmet({
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
}
