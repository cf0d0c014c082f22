// The typed HTTP client's types, generated from the committed OpenAPI document with openapi-typescript.
// `npm run client` writes src/client/schema.d.ts; a test regenerates it in memory and fails when the
// committed file is stale.
import { readFileSync } from 'node:fs';
import openapiTS, { astToString } from 'openapi-typescript';

export const DOCUMENT = new URL('../openapi/openapi.json', import.meta.url);
export const CLIENT_TYPES = new URL('../src/client/schema.d.ts', import.meta.url);

const HEADER = '// Generated from openapi/openapi.json by `npm run client` (openapi-typescript). Do not edit.\n\n';

export async function clientTypes(): Promise<string> {
  const document = JSON.parse(readFileSync(DOCUMENT, 'utf8')) as Parameters<typeof openapiTS>[0];
  return HEADER + astToString(await openapiTS(document, { alphabetize: true }));
}
