// The typed client's types are generated from the committed OpenAPI document: regenerate them in memory
// and compare, so that a document change without `npm run client` fails here.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CLIENT_TYPES, clientTypes } from '../../scripts/client-types.js';

describe('src/client/schema.d.ts', () => {
  it('is what openapi-typescript makes of openapi/openapi.json (run `npm run client` after `npm run openapi`)', async () => {
    expect(readFileSync(CLIENT_TYPES, 'utf8')).toBe(await clientTypes());
  });
});
