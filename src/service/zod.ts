// zod with zod-to-openapi's `.openapi()`, which names the components of the OpenAPI document (and keeps an
// extended shape as allOf of its base). The answer schemas of service/ and every schema of http/ import
// `z` from here, so the extension is installed before any of them is declared: a schema built before it
// has no `.openapi`.
import { extendZodWithOpenApi } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';

extendZodWithOpenApi(z);

export { z };

/** A type with `readonly` taken off at every depth: whether an answer's fields are read-only is not its shape. */
type Plain<T> = T extends readonly (infer U)[]
  ? Plain<U>[]
  : T extends object
    ? { -readonly [K in keyof T]: Plain<T[K]> }
    : T;

/**
 * `true` when A and B are the same shape (the same fields, optional or not, of the same types, at every
 * depth), for a type that cannot be inferred from its schema: `type _Checked = Assert<Same<Declared,
 * z.output<typeof Schema>>>` fails to compile when a field is added, dropped or retyped on one side only.
 */
export type Same<A, B> =
  (<T>() => T extends Plain<A> ? 1 : 2) extends <T>() => T extends Plain<B> ? 1 : 2 ? true : false;
export type Assert<T extends true> = T;
