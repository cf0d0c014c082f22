// A large JSON document that does not change while the server runs (the OpenAPI document: 780 kB), as it is
// sent: serialised once, on the first request; its gzip and Brotli copies made the first time each is asked
// for, off the event loop (zlib's thread pool); an entity tag of its digest, so that a client holding it
// revalidates for a 304 rather than fetching it again. It was re-serialised for every request (3.4 ms of the
// event loop each, HEAD included) and always sent whole and uncompressed.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { RequestHandler } from 'express';
import { namesTag } from '../conditional.js';
import { preferredEncoding, type Encoding } from '../encodings.js';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

interface Copies {
  readonly plain: Buffer;
  readonly etag: string;
  readonly encoded: Map<Encoding, Promise<Buffer>>;
}

const compress = (encoding: Encoding, plain: Buffer): Promise<Buffer> =>
  encoding === 'br'
    ? brotli(plain, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: plain.length },
      })
    : gzipped(plain, { level: 9 });

/** Answers GET and HEAD with `build()`'s document, built when first asked for. */
export function servedJson(build: () => object): RequestHandler {
  let copies: Copies | undefined;
  const copiesOf = (): Copies => {
    if (copies === undefined) {
      const plain = Buffer.from(JSON.stringify(build()));
      // Weak: the plain, gzip and Brotli copies are different bytes of the same document (RFC 9110 §8.8.1).
      const etag = `W/"${createHash('sha256').update(plain).digest('base64url').slice(0, 27)}"`;
      copies = { plain, etag, encoded: new Map() };
    }
    return copies;
  };
  return async (req, res) => {
    const { plain, etag, encoded } = copiesOf();
    res.vary('Accept-Encoding');
    res.setHeader('ETag', etag);
    // Any cache may keep it, and must ask again: a new release serves another document.
    res.setHeader('Cache-Control', 'no-cache');
    const held = req.get('if-none-match');
    // Any If-None-Match is read: the document's tag is no version, so the games' pattern does not apply.
    if (held !== undefined && namesTag(held, etag)) {
      res.status(304).end();
      return;
    }
    const encoding = preferredEncoding(req);
    let body = plain;
    if (encoding !== null) {
      let copy = encoded.get(encoding);
      if (copy === undefined) {
        copy = compress(encoding, plain);
        encoded.set(encoding, copy);
        // A failed compression is tried again by the next request; this one gets the plain copy.
        copy.catch(() => encoded.delete(encoding));
      }
      const made = await copy.catch(() => null);
      if (made !== null) {
        body = made;
        res.setHeader('Content-Encoding', encoding);
      }
    }
    res.type('application/json').send(body);
  };
}
