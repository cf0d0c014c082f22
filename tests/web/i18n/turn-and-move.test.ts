// German has one everyday word, "Zug", for both a turn and a move; the server's and the page's German, and the German
// rule books (docs/rules/*.de.md), keep them apart, as the French does with "tour" and "coup": a turn is a "Runde"
// (whose turn it is: "dran"), a move is a "Zug". So "Du hast in dieser Runde schon einen Bonus genommen" (a turn) and
// "Dieser Zug kann nicht zurückgenommen werden" (a move) cannot be read as the same thing. Every German sentence is
// read beside its French one: where the French speaks of a turn only, the German has no "Zug"; where it speaks of a
// move only, no "Runde"; where of both, the German has both.
import { describe, expect, it } from 'vitest';
import { messages as monad } from '../../../src/games/monad/messages.js';
import { messages as monteCarlo } from '../../../src/games/monte-carlo/messages.js';
import { DETAILS } from '../../../src/http/i18n/details.js';
import { TITLES, TITLES_BY_DETAIL } from '../../../src/http/i18n/titles.js';
import { wordsOf } from '../../../src/service/notifications/mail-text.js';
import { ruleText } from '../../../src/http/rule-docs/rule-book.js';
import { de as pageDe } from '../../../web/src/i18n/catalog/de';
import { fr as pageFr } from '../../../web/src/i18n/catalog/fr';
import { readFileSync } from '../read-file';

type Catalog = Readonly<Record<string, string>>;

// "d'un coup" is "at once", not a move.
const TURN_FR = /\btours?\b/i;
const MOVE_FR = /\bcoups?\b/i;
const AT_ONCE_FR = /d[’']un coup/g;
const MOVE_DE = /\bZ[uü]ge?n?\b/;
const TURN_DE = /\bRunden?\b|\bdran\b/;

const byDetail = (language: 'fr' | 'de'): Catalog =>
  Object.fromEntries(Object.entries(TITLES_BY_DETAIL).map(([key, titles]) => [key, titles?.[language] ?? '']));

/**
 * A rule book (docs/rules/<game>.<lang>.md) as a catalog: each section (its heading and all under it) by its
 * place, and each rule by its id.
 * Quotations of the printed rule sheets are left out: they are the sheets' own words (Oker's German edition
 * says "komplette Züge" for whole turns), not the book's.
 */
function ruleBook(name: string): Catalog {
  const book = readFileSync(new URL(`../../../docs/rules/${name}.md`, import.meta.url), 'utf8');
  const unquoted = (text: string) => text.replace(/„[^“]*“|«[^»]*»|"[^"]*"/g, '');
  const sections = book.split(/^(?=#)/m);
  const ids = [...book.matchAll(/^- \*\*([A-Z]+\d+[a-z]?)(?![0-9a-z])/gm)].map(m => m[1] ?? '');
  return Object.fromEntries([
    ...sections.map((section, i) => [`section ${i}`, unquoted(section)]),
    ...ids.map(id => [id, unquoted(ruleText(book, id) ?? '')]),
  ]);
}

/** The mails' words, the sentences made by a function filled in with stand-ins. */
const mailWords = (language: 'fr' | 'de'): Catalog =>
  Object.fromEntries(
    Object.entries(wordsOf(language)).map(([key, words]) => [
      key,
      typeof words === 'function' ? (words as (...args: unknown[]) => string)('G', 2) : String(words),
    ]),
  );

const CATALOGS: readonly [string, Catalog, Catalog][] = [
  ['Monad rule sentences', monad.fr ?? {}, monad.de ?? {}],
  ['Monte Carlo rule sentences', monteCarlo.fr ?? {}, monteCarlo.de ?? {}],
  ["the server's refusals", DETAILS.fr, DETAILS.de],
  ['problem titles', TITLES.fr, TITLES.de],
  ['problem titles by sentence', byDetail('fr'), byDetail('de')],
  ["the page's words", pageFr, pageDe],
  ["the mails' words", mailWords('fr'), mailWords('de')],
  ['the Monad rule book', ruleBook('monad.fr'), ruleBook('monad.de')],
  ['the Monte Carlo rule book', ruleBook('monte-carlo.fr'), ruleBook('monte-carlo.de')],
];

/** The German sentences that say a turn or a move otherwise than their French, with why. */
function misread(fr: Catalog, de: Catalog): string[] {
  const wrong: string[] = [];
  for (const [key, german] of Object.entries(de)) {
    const french = (fr[key] ?? '').replace(AT_ONCE_FR, '');
    const turn = TURN_FR.test(french);
    const move = MOVE_FR.test(french);
    if (turn && !move && MOVE_DE.test(german)) wrong.push(`${key}: a turn said as a move: ${german}`);
    if (move && !turn && /\bRunden?\b/.test(german)) wrong.push(`${key}: a move said as a turn: ${german}`);
    // "am Zug sein" is the idiom for whose turn it is, whatever the French says ("À vous de jouer"): "dran".
    if (/\bam Zug\b/.test(german)) wrong.push(`${key}: whose turn said "am Zug", not "dran": ${german}`);
    if (turn && move && !(MOVE_DE.test(german) && TURN_DE.test(german)))
      wrong.push(`${key}: a turn and a move not both said: ${german}`);
  }
  return wrong;
}

describe('German turns and moves', () => {
  it.each(CATALOGS)('%s say a turn "Runde" and a move "Zug", as the French says tour and coup', (_, fr, de) => {
    expect(misread(fr, de)).toEqual([]);
  });

  it('reads a turn said as a move as wrong, so the check can fail', () => {
    expect(
      misread({ k: 'Vous avez déjà pris un bonus ce tour-ci.' }, { k: 'Du hast in diesem Zug schon…' }),
    ).toHaveLength(1);
    expect(misread({ k: 'Ce coup ne peut pas être repris' }, { k: 'Diese Runde kann nicht…' })).toHaveLength(1);
    expect(misread({ k: 'À vous de jouer.' }, { k: 'Du bist am Zug.' })).toHaveLength(1);
    expect(misread({ k: 'Envoyez-le d’un coup.' }, { k: 'Sende ihn auf einmal.' })).toEqual([]);
  });
});
