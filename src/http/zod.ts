// http/ imports zod from here: the extended zod of service/zod.ts, the one the answer schemas of service/
// are declared with, so requests and answers share one `z` and one set of components.
export { z } from '../service/zod.js';
