// The `errors` entries the server words itself, in French and German. zod's own issues are said by its
// locales (field-issues.ts); what is left is a refusal that builds its one field entry by hand (a name, a
// handle, a cursor…), said here by the key of the refusal's detail, whose params it shares, and the few
// sentences the schemas set themselves, said by their English words.
import { THINK_MS } from '../../bots/strategy.js';
import { CLOCK_SHAPE, THINK_MS_SHAPE } from '../schemas.js';
import type { DetailKey } from './detail-keys.js';

type Words = Readonly<Record<'fr' | 'de', string>>;

/** By the refusal's detail key: ICU MessageFormat, filled from the detail's params. */
export const FIELD_WORDS: Readonly<Partial<Record<DetailKey, Words>>> = {
  'invalid-request/label': { fr: 'texte simple, sans {character}', de: 'einfacher Text, ohne {character}' },
  'invalid-request/name': { fr: '1 à {max} caractères imprimables', de: '1 bis {max} druckbare Zeichen' },
  'invalid-request/blank-name': {
    fr: 'au moins un caractère visible, et aucune lettre vide (U+3164, U+2800…)',
    de: 'mindestens ein sichtbares Zeichen und keine leeren Buchstaben (U+3164, U+2800…)',
  },
  'invalid-request/handle': {
    fr: '{min} à {max} caractères parmi A-Z, a-z, 0-9, - et _',
    de: '{min} bis {max} Zeichen aus A-Z, a-z, 0-9, - und _',
  },
  'invalid-request/handle-reserved': { fr: 'réservé', de: 'vorbehalten' },
  'invalid-request/cursor': {
    fr: 'pas un curseur de ce classement',
    de: 'kein Cursor dieser Rangliste',
  },
  'invalid-request/rated-anonymous': {
    fr: 'une partie classée n’a pas de place anonyme',
    de: 'eine gewertete Partie hat keinen anonymen Platz',
  },
  'invalid-request/rated-known-start': {
    fr: 'une partie classée n’a ni graine ni position choisie',
    de: 'eine gewertete Partie hat weder gewählten Seed noch gewählte Stellung',
  },
  'invalid-request/rated-needs-clock': {
    fr: 'une partie classée a une pendule',
    de: 'eine gewertete Partie hat eine Uhr',
  },
  'invalid-request/nul': {
    fr: 'Ne doit contenir ni caractère NUL ni surrogat isolé.',
    de: 'Darf weder ein NUL-Zeichen noch ein einzelnes Surrogat enthalten.',
  },
  'invalid-request/lang': { fr: 'en, fr ou de', de: 'en, fr oder de' },
};

/** By their English words: what the schemas say themselves (a refinement's message, a format's name). */
export const SCHEMA_WORDS: Readonly<Record<string, Words>> = {
  'maxSeconds caps the bank, so it is at least initialSeconds.': {
    fr: 'maxSeconds plafonne la réserve : il vaut au moins initialSeconds.',
    de: 'maxSeconds begrenzt das Zeitkonto: Es ist mindestens initialSeconds.',
  },
  [CLOCK_SHAPE]: {
    fr: 'Une horloge est { "perTurnSeconds": n } (1 s à 30 jours) ou { "initialSeconds": n, "incrementSeconds": n } avec un "maxSeconds" facultatif (une réserve de 1 s à 60 jours, un incrément de 0 à 7 jours), en secondes entières.',
    de: 'Eine Uhr ist { "perTurnSeconds": n } (1 s bis 30 Tage) oder { "initialSeconds": n, "incrementSeconds": n } mit optionalem "maxSeconds" (ein Zeitkonto von 1 s bis 60 Tagen, ein Zuschlag von 0 bis 7 Tagen), in ganzen Sekunden.',
  },
  [THINK_MS_SHAPE]: {
    fr: `« thinkMs » est un nombre entier de millisecondes de ${THINK_MS.min} à ${THINK_MS.max}.`,
    de: `„thinkMs“ ist eine ganze Zahl von Millisekunden von ${THINK_MS.min} bis ${THINK_MS.max}.`,
  },
  Required: { fr: 'Requis', de: 'Erforderlich' },
  base64url: { fr: 'base64url attendu', de: 'base64url erwartet' },
};
