// A typed client for the Croupier API: openapi-fetch over the types generated from openapi/openapi.json,
// so a route or schema change that breaks a client breaks its build.
import createClient from 'openapi-fetch';
import type { components, paths } from './schema.js';

export type Api = ReturnType<typeof createClient<paths>>;
export type Schemas = components['schemas'];
export type GameResource = Schemas['Game'];
export type GameEvent = Schemas['GameEvent'];
export type Problem = Schemas['Problem'];
export type ChatMessage = Schemas['ChatMessage'];

export interface ClientOptions {
  readonly baseUrl: string;
  /** The seat token; every request carries it. */
  readonly token?: string;
  /** Sent as Accept-Language: the language of problems' titles and sentences (en, fr, de; English otherwise). */
  readonly language?: string;
  readonly fetch?: typeof fetch;
}

export function createApi({ baseUrl, token, language, fetch: fetchImpl }: ClientOptions): Api {
  return createClient<paths>({
    baseUrl: baseUrl.replace(/\/+$/, ''),
    headers: {
      ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
      ...(language === undefined ? {} : { 'accept-language': language }),
    },
    ...(fetchImpl ? { fetch: fetchImpl } : {}),
  });
}
