// How the page writes a person's name inside a sentence (web/src/i18n/bidi.ts): between FIRST STRONG
// ISOLATE and POP DIRECTIONAL ISOLATE. Spelt out here rather than imported from the page, so that a test of
// the page's words checks the very characters the page writes.
export const FSI = '\u2068';
export const PDI = '\u2069';

/** `name` as the page puts it into a sentence. */
export const isolated = (name: string): string => `${FSI}${name}${PDI}`;
