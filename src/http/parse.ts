// Parsing at the edge: a zod schema turns a body, query or header into a typed value, or the request is
// refused with a 400 listing what is wrong.
import type { z } from 'zod';
import { issuesOf, Refusal } from '../service/refusal.js';

export function parse<S extends z.ZodType>(schema: S, value: unknown, what: string): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw Refusal.of('invalid-request', `The ${what} is not valid.`, { errors: issuesOf(result.error) });
  return result.data;
}

/** `If-Match: "N"` (or W/"N") as a version; `*` or no header means no expectation. */
export function versionFromIfMatch(header: string | undefined): number | undefined {
  if (header === undefined || header.trim() === '*') return undefined;
  const match = /^\s*(?:W\/)?"(\d{1,9})"\s*$/.exec(header);
  if (!match?.[1]) throw Refusal.of('invalid-request', 'If-Match must be a version as an entity tag: "12".');
  return Number(match[1]);
}

export function etagOf(version: number): string {
  return `"${version}"`;
}

const KEY = /^[\x21-\x7e]{1,200}$/;

export function idempotencyKeyOf(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  if (!KEY.test(header)) throw Refusal.of('invalid-request', 'Idempotency-Key must be 1 to 200 visible ASCII characters.');
  return header;
}
