// A problem's title and detail in the client's language (Accept-Language): French or German where the
// whole problem can be said in it — the title from titles.ts (its code's, or the one its sentence's key
// names where the code's would say something else), and for a rule refusal the game's own
// sentence (its `messages`, ICU MessageFormat filled from the violation's params), for the server's own
// refusals the sentence its key names (details.ts). Anything that cannot be said whole in the language (a
// server sentence without a key yet, a rule sentence not translated or without params) is said in English,
// so a problem never mixes languages and Content-Language always tells the truth.
import IntlMessageFormat from 'intl-messageformat';
import type { RuleMessages } from '../../engine/index.js';
import type { ServerRefusal } from '../problem-codes.js';
import { DEFAULT_LANGUAGE, type Language } from './accept-language.js';
import { DETAILS, isDetailKey } from './details.js';
import { TITLES, TITLES_BY_DETAIL } from './titles.js';

/** The rule sentences of the games served, by game id (the prefix of a rule code: `monad/…`). */
export type RuleCatalogs = ReadonlyMap<string, RuleMessages>;

export interface ProblemWords {
  readonly language: Language;
  readonly title: string;
  readonly detail: string;
}

const formats = new Map<string, IntlMessageFormat>();

function format(message: string, language: Language, params: Readonly<Record<string, string | number>>): string {
  const key = `${language}\u0000${message}`;
  let compiled = formats.get(key);
  if (compiled === undefined) {
    compiled = new IntlMessageFormat(message, language);
    formats.set(key, compiled);
  }
  return String(compiled.format(params));
}

/** The rule's sentence in `language`, or null when the game has none or the params do not fill it. */
function ruleDetail(refusal: ServerRefusal, language: Exclude<Language, 'en'>, rules: RuleCatalogs): string | null {
  const { reason } = refusal;
  if (reason.kind !== 'rule' || reason.params === undefined) return null;
  const game = reason.code.slice(0, reason.code.indexOf('/'));
  const message = rules.get(game)?.[language]?.[reason.code];
  if (message === undefined) return null;
  try {
    return format(message, language, reason.params);
  } catch {
    return null; // a catalog that does not fit the params is a bug its test catches; English still answers
  }
}

/** A server refusal's sentence in `language`, or null when it names no key of details.ts. */
function serverDetail(refusal: ServerRefusal, language: Exclude<Language, 'en'>): string | null {
  const words = refusal.words;
  if (words === undefined || !isDetailKey(words.key)) return null;
  try {
    return format(DETAILS[language][words.key], language, words.params);
  } catch {
    return null;
  }
}

export function problemWords(
  refusal: ServerRefusal,
  englishTitle: string,
  language: Language,
  rules: RuleCatalogs,
): ProblemWords {
  const key = refusal.words?.key;
  const titles = key !== undefined && isDetailKey(key) ? TITLES_BY_DETAIL[key] : undefined;
  const english = { language: DEFAULT_LANGUAGE, title: titles?.en ?? englishTitle, detail: refusal.detail };
  if (language === 'en') return english;
  if (refusal.reason.kind === 'server') {
    const detail = serverDetail(refusal, language);
    return detail === null
      ? english
      : { language, title: titles?.[language] ?? TITLES[language][refusal.reason.code], detail };
  }
  const detail = ruleDetail(refusal, language, rules);
  return detail === null ? english : { language, title: TITLES[language].rule, detail };
}
