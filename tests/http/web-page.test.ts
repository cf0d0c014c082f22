// The web page at `/` (src/http/routes/web.ts), served from a built folder: index.html revalidated on
// every visit, hashed assets cached for a year, a policy that lets the page use this origin only, and every
// other path left to the API. Without a built page, `/` is the API's 404 problem, as before the page existed.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { defaultWebDir, isBuiltPage } from '../../src/http/routes/web.js';
import { testDatabases } from '../support/databases.js';
import { serverForSuite } from '../support/server.js';

const dir = mkdtempSync(join(tmpdir(), 'croupier-web-'));
mkdirSync(join(dir, 'assets'));
writeFileSync(
  join(dir, 'index.html'),
  '<!doctype html><html lang="en"><title>Croupier</title><script type="module" src="/assets/index-abc123.js"></script></html>',
);
writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log("page")');
writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe.each(testDatabases())('the web page on $name', testDb => {
  const server = serverForSuite(testDb, { webDir: dir });
  const bare = serverForSuite(testDb);
  const fromRelative = serverForSuite(testDb, { webDir: relative(process.cwd(), dir) });

  it('serves index.html at / with a policy of this origin only, revalidated on each visit', async () => {
    const res = await server.api.get('/').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.text).toContain('<title>Croupier</title>');
    expect(res.headers['cache-control']).toBe('no-cache');
    const policy = res.headers['content-security-policy'] ?? '';
    for (const directive of [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self'",
      "connect-src 'self'",
      "frame-ancestors 'none'",
      "object-src 'none'",
    ]) {
      expect(policy).toContain(directive);
    }
    expect(policy).not.toContain('unsafe-inline');
  });

  // The page's files are not API operations: they are read past the contract checker of server.api.
  const raw = () => request(server.app.express);

  it('serves the hashed assets for a year and the icon; HEAD answers without a body', async () => {
    const asset = await raw().get('/assets/index-abc123.js').expect(200);
    expect(asset.headers['content-type']).toMatch(/javascript/);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await raw().get('/favicon.svg').expect(200);
    expect(icon.headers['cache-control']).toBe('no-cache');
    // WEB_DIR may be relative: the assets are still known as such.
    const relativeAsset = await request(fromRelative.app.express).get('/assets/index-abc123.js').expect(200);
    expect(relativeAsset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const head = await raw().head('/').expect(200);
    expect(head.text ?? '').toBe('');
  });

  it('leaves every other path to the API: unknown files are 404 problems, the API answers as before', async () => {
    const missing = await raw().get('/assets/nothing.js').expect(404);
    expect(missing.body).toMatchObject({ code: 'route-not-found' });
    const traversal = await raw().get('/assets/..%2f..%2fpackage.json');
    expect(traversal.status).toBeGreaterThanOrEqual(400);
    expect(traversal.status).toBeLessThan(500);
    await raw().get('/package.json').expect(404);
    const post = await raw().post('/').send({}).expect(404);
    expect(post.body).toMatchObject({ code: 'route-not-found' });
    await server.api.get('/games').expect(200);
  });

  it('without a built page, / is the 404 problem it always was', async () => {
    const res = await bare.api.get('/').expect(404);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.body).toMatchObject({ code: 'route-not-found' });
  });
});

describe('finding the built page', () => {
  it('knows a folder with index.html from one without', () => {
    expect(isBuiltPage(dir)).toBe(true);
    expect(isBuiltPage(join(dir, 'assets'))).toBe(false);
  });

  it('finds web/dist above a module, or answers null', () => {
    const root = mkdtempSync(join(tmpdir(), 'croupier-root-'));
    try {
      mkdirSync(join(root, 'web', 'dist'), { recursive: true });
      mkdirSync(join(root, 'dist', 'src', 'http'), { recursive: true });
      expect(defaultWebDir(join(root, 'dist', 'src', 'http'))).toBeNull();
      writeFileSync(join(root, 'web', 'dist', 'index.html'), '<!doctype html>');
      expect(defaultWebDir(join(root, 'dist', 'src', 'http'))).toBe(join(root, 'web', 'dist'));
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
