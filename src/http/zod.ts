// zod with zod-to-openapi's `.openapi()` (needed to name components and describe parameters). Every file
// under http/ imports `z` from here, so the extension is installed before any schema is declared.
import { extendZodWithOpenApi } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';

extendZodWithOpenApi(z);

export { z };
