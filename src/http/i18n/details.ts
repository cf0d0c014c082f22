// The server's own sentences in French and German, by the key a refusal names with `saying` (service/
// refusal.ts), ICU MessageFormat filled from its params; the English sentence stays where the refusal is
// made. A refusal without a key, or whose key is not here, is answered wholly in English. Typed by the
// keys, so French and German cannot drift apart.
import type { Language } from './accept-language.js';
import { DE } from './details-de.js';
import type { DetailKey } from './detail-keys.js';
import { FR } from './details-fr.js';

export { DETAIL_KEYS, isDetailKey, type DetailKey } from './detail-keys.js';

export const DETAILS: Readonly<Record<Exclude<Language, 'en'>, Readonly<Record<DetailKey, string>>>> = {
  fr: FR,
  de: DE,
};
