// What to do about a problem, in French and German: the advice the page at a problem's `type` shows
// (routes/problems.ts), one per code of the server's table (problem.ts, where the English advice is) and one
// for every rule refusal, as titles.ts has its titles. Typed by the codes, so a code added without its advice
// in both languages fails the typecheck.
import type { ServerCode } from '../problem-codes.js';
import type { Language } from './accept-language.js';
import { DE } from './advice-de.js';
import { FR } from './advice-fr.js';

export type Advice = Readonly<Record<ServerCode | 'rule', string>>;

export const ADVICE: Readonly<Record<Exclude<Language, 'en'>, Advice>> = { fr: FR, de: DE };
