// Every integer of a query string is read by this one schema (audit: `?after=2147483648` reached Postgres as
// an int4 and answered 500; `0x10`, `1e1`, ` ` and the empty string passed `z.coerce.number()` as 16, 10 and 0).
// Only decimal digits, with a leading minus where the range goes below zero, become a number; anything else
// (an empty value included: `?after=` is refused rather than read as absent, since a client that sends it
// meant some number and would silently get the default) stays a string, so zod's own issue names the
// parameter ("expected number, received string") in every language its locales speak (i18n/field-issues.ts).
// Every range stops at what an int4 column holds, the type of every version, seq and chat number.
import { z } from './zod.js';

/** The largest value of a Postgres `integer` (int4), the column type every integer parameter is compared with. */
export const INT4_MAX = 2_147_483_647;

const DECIMAL = /^-?[0-9]+$/;

interface Range {
  min: number;
  /** At most INT4_MAX, the default. */
  max?: number;
  description?: string;
  /** The value when absent, for the document only (the caller's `.default` gives it). */
  shown?: number;
}

/** An integer query parameter from `min` to `max` (at most INT4_MAX), written in decimal digits only. */
export function queryInteger({ min, max = INT4_MAX, description, shown }: Range) {
  if (max > INT4_MAX || min < -INT4_MAX - 1) throw new Error(`queryInteger: ${min}..${max} is beyond an int4`);
  return z
    .preprocess(
      value => (typeof value === 'string' && DECIMAL.test(value) ? Number(value) : value),
      z.number().int().min(min).max(max),
    )
    .openapi({
      type: 'integer',
      minimum: min,
      maximum: max,
      ...(description === undefined ? {} : { description }),
      ...(shown === undefined ? {} : { default: shown }),
    });
}

/** The same with a value for when it is absent, which the document shows (a preprocessed schema hides zod's). */
export const queryIntegerOr = (fallback: number, range: Omit<Range, 'shown'>) =>
  queryInteger({ ...range, shown: fallback }).default(fallback);
