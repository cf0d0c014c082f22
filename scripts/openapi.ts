// `npm run openapi`: writes openapi/openapi.json for the games of the registry (stable key order, newline
// at the end). tests/http/openapi/openapi.test.ts fails when the committed file differs from what this writes.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { builtInBots } from '../src/bots/registry.js';
import { games } from '../src/games/registry.js';
import { buildOpenApiDocument, stableJson } from '../src/http/openapi.js';

export const OPENAPI_PATH = join(dirname(fileURLToPath(import.meta.url)), '..', 'openapi', 'openapi.json');

mkdirSync(dirname(OPENAPI_PATH), { recursive: true });
writeFileSync(OPENAPI_PATH, stableJson(buildOpenApiDocument(games, builtInBots)));
console.log(`wrote ${OPENAPI_PATH}`);
