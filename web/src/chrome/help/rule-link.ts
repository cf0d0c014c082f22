// A rule's address in the rule book the server serves: every rule's list item carries its id as an anchor
// (src/http/rule-docs/rule-book.ts, anchorRules), in the page's language.
import { language } from '../../i18n/i18n';

export const rulesHref = (game: string): string => `/rules/${encodeURIComponent(game)}?lang=${language()}`;

export const ruleHref = (game: string, rule: string): string => `${rulesHref(game)}#${encodeURIComponent(rule)}`;
