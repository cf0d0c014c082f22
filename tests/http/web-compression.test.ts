// The page's files are sent compressed and its source map is not public (issue 21, defect 10): the build
// leaves Brotli and gzip copies beside each text file (web/precompress.ts, a Vite plugin), the server sends
// the one the browser accepts (Content-Encoding, the original's type, Vary: Accept-Encoding), and the plain
// file to a client that takes neither; the build makes no source map, and one left from an older build is
// not served.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { precompress } from '../../web/precompress.js';
import viteConfig from '../../web/vite.config.js';
import { testDatabases } from '../support/databases.js';
import { serverForSuite } from '../support/server.js';

const dir = mkdtempSync(join(tmpdir(), 'croupier-web-br-'));
mkdirSync(join(dir, 'assets'));
const script = `export const page = ${JSON.stringify('a table for everyone '.repeat(2000))};\n`;
writeFileSync(
  join(dir, 'index.html'),
  `<!doctype html><html lang="en"><title>Croupier</title>${'<!-- x -->'.repeat(50)}`,
);
writeFileSync(join(dir, 'assets', 'index-abc123.js'), script);
writeFileSync(join(dir, 'assets', 'index-abc123.css'), `body { color: red; }\n`.repeat(200));
writeFileSync(join(dir, 'assets', 'index-abc123.js.map'), '{"version":3,"sources":["secret.ts"]}');
const written = precompress(dir);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Reads a body as bytes, whatever its type (supertest has decoded it by its Content-Encoding). */
const bytes = (res: request.Response, callback: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => callback(null, Buffer.concat(chunks)));
};

describe('the build', () => {
  it('precompresses every text file with Brotli and gzip, and makes no source map', () => {
    for (const name of ['index.html', 'assets/index-abc123.js', 'assets/index-abc123.css']) {
      const source = readFileSync(join(dir, name));
      expect(brotliDecompressSync(readFileSync(join(dir, `${name}.br`)))).toEqual(source);
      expect(gunzipSync(readFileSync(join(dir, `${name}.gz`)))).toEqual(source);
    }
    expect(written).toHaveLength(6);
    expect(viteConfig.build?.sourcemap).toBe(false);
    expect((viteConfig.plugins ?? []).flat().map(p => (p as { name?: string }).name)).toContain('croupier-precompress');
  });
});

describe.each(testDatabases())('compressed page files on $name', testDb => {
  const server = serverForSuite(testDb, { webDir: dir });
  const raw = () => request(server.app.express);

  it('sends the Brotli copy, else gzip, else the plain file, with the right type and Vary', async () => {
    const br = await raw()
      .get('/assets/index-abc123.js')
      .set('Accept-Encoding', 'gzip, deflate, br')
      .buffer(true)
      .parse(bytes)
      .expect(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(br.headers['vary']).toMatch(/Accept-Encoding/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // supertest decodes the body by its Content-Encoding: what arrives is the script, in a tenth of its bytes.
    expect((br.body as Buffer).toString()).toBe(script);
    expect(Number(br.headers['content-length'])).toBeLessThan(script.length / 10);

    const gz = await raw().get('/assets/index-abc123.css').set('Accept-Encoding', 'gzip').buffer(true).parse(bytes);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['content-type']).toMatch(/^text\/css/);

    const page = await raw().get('/').set('Accept-Encoding', 'br').buffer(true).parse(bytes).expect(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');

    const plain = await raw().get('/assets/index-abc123.js').set('Accept-Encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['vary']).toMatch(/Accept-Encoding/);
    expect(plain.text).toBe(script);
  });

  it('serves no source map, even one left by an older build', async () => {
    const map = await raw().get('/assets/index-abc123.js.map').expect(404);
    expect(map.body).toMatchObject({ code: 'route-not-found' });
  });
});
