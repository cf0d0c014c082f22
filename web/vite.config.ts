// The web page's build: Vite with Preact's automatic JSX runtime (oxc transforms it; no Babel preset
// needed). The output, web/dist, is what the server serves at `/` (src/http/routes/web.ts). In
// development, `npm run dev:web` serves the page with hot reload and forwards the API to a server on :3000.
// The build is precompressed (precompress.ts) and has no source map: a public map hands out the page's
// whole source (351 kB) to anyone, and the development server has its own maps.
import { defineConfig } from 'vite';
import { precompressPlugin } from './precompress.js';

const API = ['/games', '/players', '/push', '/openapi.json', '/problems', '/rules', '/docs', '/healthz', '/readyz'];

export default defineConfig({
  root: import.meta.dirname,
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Chromium, Firefox and Safari of the last two years: no transpiling of what they all run.
    target: 'es2022',
    sourcemap: false,
  },
  plugins: [precompressPlugin()],
  server: { proxy: Object.fromEntries(API.map(path => [path, 'http://127.0.0.1:3000'])) },
});
