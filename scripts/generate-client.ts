// `npm run client`: regenerates src/client/schema.d.ts from openapi/openapi.json.
import { writeFileSync } from 'node:fs';
import { CLIENT_TYPES, clientTypes } from './client-types.js';

writeFileSync(CLIENT_TYPES, await clientTypes());
console.log(`wrote ${CLIENT_TYPES.pathname}`);
