// German has one everyday word, "Zug", for both a turn and a move; the server's and the page's German keep
// them apart, as the French does with "tour" and "coup": a turn is a "Runde" (whose turn it is: "dran"), a
// move is a "Zug". So "Du hast in dieser Runde schon einen Bonus genommen" (a turn) and "Dieser Zug kann
// nicht zurückgenommen werden" (a move) cannot be read as the same thing. Every German sentence is read
// beside its French one: where the French speaks of a turn only, the German has no "Zug"; where it speaks
// of a move only, no "Runde"; where of both, the German has both.
import { describe, expect, it } from 'vitest';
import { messages as monad } from '../../../src/games/monad/messages.js';
import { messages as monteCarlo } from '../../../src/games/monte-carlo/messages.js';
import { DETAILS } from '../../../src/http/i18n/details.js';
import { TITLES, TITLES_BY_DETAIL } from '../../../src/http/i18n/titles.js';
import { de as pageDe } from '../../../web/src/i18n/catalog/de';
import { fr as pageFr } from '../../../web/src/i18n/catalog/fr';

type Catalog = Readonly<Record<string, string>>;

// "d'un coup" is "at once", not a move.
const TURN_FR = /\btours?\b/i;
const MOVE_FR = /\bcoups?\b/i;
const AT_ONCE_FR = /d[’']un coup/g;
const MOVE_DE = /\bZ[uü]ge?\b/;
const TURN_DE = /\bRunden?\b|\bdran\b/;

const byDetail = (language: 'fr' | 'de'): Catalog =>
  Object.fromEntries(Object.entries(TITLES_BY_DETAIL).map(([key, titles]) => [key, titles?.[language] ?? '']));

const CATALOGS: readonly [string, Catalog, Catalog][] = [
  ['Monad rule sentences', monad.fr ?? {}, monad.de ?? {}],
  ['Monte Carlo rule sentences', monteCarlo.fr ?? {}, monteCarlo.de ?? {}],
  ["the server's refusals", DETAILS.fr, DETAILS.de],
  ['problem titles', TITLES.fr, TITLES.de],
  ['problem titles by sentence', byDetail('fr'), byDetail('de')],
  ["the page's words", pageFr, pageDe],
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
    expect(misread({ k: 'Envoyez-le d’un coup.' }, { k: 'Sende ihn auf einmal.' })).toEqual([]);
  });
});
