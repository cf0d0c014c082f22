// The HTML around the documentation pages: one small stylesheet, inline and allowed by its hash, so the
// pages keep a Content-Security-Policy as strict as the API's (no script, nothing from elsewhere).
import { createHash } from 'node:crypto';
import { securityHeaders } from '../headers.js';

const STYLE =
  'body{font:16px/1.5 system-ui,sans-serif;max-width:46rem;margin:2rem auto;padding:0 1rem;color:#222}' +
  'code{background:#f3f3f3;padding:0 .2em}li:target{background:#fff4c2}';

const styleHash = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;

/** The pages' headers: the API's policy, plus the one stylesheet above. */
export const pagePolicy = securityHeaders({ 'style-src': [styleHash] });

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text for HTML content or a quoted attribute. */
const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, c => ESCAPES[c] ?? c);

/** A whole page in `language`; `body` is HTML already. */
export function page(title: string, body: string, language = 'en'): string {
  return (
    `<!doctype html>\n<html lang="${escapeHtml(language)}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>\n<body>\n${body}\n</body></html>\n`
  );
}
