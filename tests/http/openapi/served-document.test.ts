// GET /openapi.json as it is sent: serialised once (it was serialised for every request: 3.4 ms of the event
// loop each for 780 kB), compressed when the client takes Brotli or gzip, and revalidated with a 304 by the
// ETag of its digest; HEAD sends the headers only.
import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { servedJson } from '../../../src/http/routes/served-json.js';
import { testDatabases } from '../../support/databases.js';
import { serverForSuite } from '../../support/server.js';

/** Reads a body as bytes (supertest has decoded it by its Content-Encoding). */
const bytes = (res: request.Response, callback: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => callback(null, Buffer.concat(chunks)));
};

describe.each(testDatabases())('the OpenAPI document as served on $name', testDb => {
  const server = serverForSuite(testDb);
  const get = (encoding: string) =>
    request(server.app.express)
      .get('/openapi.json')
      .set('Accept-Encoding', encoding)
      .buffer(true)
      .parse(bytes)
      .expect(200);

  it('sends the same document plain, in Brotli and in gzip, each a fraction of its size', async () => {
    const plain = await get('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toMatch(/^application\/json/);
    const document = JSON.parse((plain.body as Buffer).toString()) as { openapi: string };
    expect(document.openapi).toMatch(/^3\.1/);
    for (const encoding of ['br', 'gzip']) {
      const res = await get(encoding);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['vary']).toMatch(/Accept-Encoding/);
      expect(res.body).toEqual(plain.body);
      expect(Number(res.headers['content-length'])).toBeLessThan((plain.body as Buffer).length / 5);
      expect(res.headers['etag']).toBe(plain.headers['etag']);
    }
  });

  it('answers 304 to a client holding it, and HEAD with the headers only', async () => {
    const first = await get('br');
    const etag = first.headers['etag'] as string;
    // Weak: the plain and compressed copies are different bytes of one document.
    expect(etag).toMatch(/^W\/"[A-Za-z0-9_-]{27}"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    const strong = etag.slice(2);
    for (const held of [etag, strong, `"other", ${strong}`, '*']) {
      const res = await server.api.get('/openapi.json').set('If-None-Match', held).expect(304);
      expect(res.headers['etag']).toBe(etag);
    }
    // A copy it never served, or an If-None-Match of a game's form, gets the document.
    await server.api.get('/openapi.json').set('If-None-Match', '"12"').expect(200);
    const head = await request(server.app.express).head('/openapi.json').set('Accept-Encoding', 'br').expect(200);
    expect(head.headers['etag']).toBe(etag);
    expect(head.headers['content-encoding']).toBe('br');
  });
});

describe('a document served by servedJson', () => {
  it('is built and serialised once, however many ask', async () => {
    let builds = 0;
    const app = express();
    app.get(
      '/doc.json',
      servedJson(() => ({ built: ++builds })),
    );
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        request(app)
          .get('/doc.json')
          .set('Accept-Encoding', ['br', 'gzip', 'identity'][i % 3] ?? 'identity')
          .expect(200),
      ),
    );
    expect(builds).toBe(1);
    for (const res of answers) expect(res.body).toEqual({ built: 1 });
  });
});
