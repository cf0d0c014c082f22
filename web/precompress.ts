// The page's files compressed once, when it is built, rather than at every request: each text file of the
// build (JavaScript, CSS, HTML, SVG, JSON) gets a Brotli (`.br`, quality 11) and a gzip (`.gz`, level 9)
// copy beside it, kept only when smaller. The server sends the copy the browser accepts
// (src/http/routes/precompressed.ts). Node's own zlib does both, so this needs no plugin package: the
// packaged ones (vite-plugin-compression and its forks) wrap these same two calls, and the first is no
// longer maintained. Compressing per request instead (the `compression` middleware) would spend CPU on every
// page load for files that never change between builds, and could not afford Brotli's best quality.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const TEXT = /\.(?:js|mjs|css|html|svg|json|txt)$/;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap(name => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** Writes `.br` and `.gz` beside every text file under `dir`, when smaller than the file; returns what it wrote. */
export function precompress(dir: string): string[] {
  const written: string[] = [];
  for (const path of filesUnder(dir).filter(p => TEXT.test(p))) {
    const source = readFileSync(path);
    const copies: [string, Buffer][] = [
      [
        `${path}.br`,
        brotliCompressSync(source, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          },
        }),
      ],
      [`${path}.gz`, gzipSync(source, { level: 9 })],
    ];
    for (const [copy, bytes] of copies) {
      if (bytes.length >= source.length) continue;
      writeFileSync(copy, bytes);
      written.push(copy);
    }
  }
  return written;
}

/** Vite: precompresses the build's output once it is written. */
export const precompressPlugin = (): Plugin => {
  let outDir = '';
  return {
    name: 'croupier-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    closeBundle() {
      precompress(outDir);
    },
  };
};
