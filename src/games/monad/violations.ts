// Rule violations as values (STYLE.md habit 4): each code names the rule it enforces. `params` are the
// values the sentence names, raw (a colour id, a set, a number), so that messages.ts can say it in French
// and German; the English sentence is built here.
import { reject, type Decision } from '../../engine/index.js';
import type { MonadFact } from './schemas.js';

export const violation = (
  rule: string,
  slug: string,
  message: string,
  params: Readonly<Record<string, string | number>> = {},
): Decision<MonadFact> => reject<MonadFact>(`monad/${rule}-${slug}`, message, params);
