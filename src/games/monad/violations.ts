// Rule violations as values (STYLE.md habit 4): each code names the rule it enforces.
import { reject, type Decision } from '../../engine/index.js';
import type { MonadFact } from './schemas.js';

export const violation = (rule: string, slug: string, message: string): Decision<MonadFact> =>
  reject<MonadFact>(`monad/${rule}-${slug}`, message);
