// The rule books in French and German (docs/rules/<game>.fr.md, <game>.de.md): complete translations, so
// every rule id of the English book (M1…M21, M12w, E1…, C1…, X1…) is a rule of each translation, in the
// same order and with no other; and the server serves them with `?lang=`, the rule's page quoting the rule
// in that language and linking to it in the book of that language.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { games } from '../../../src/games/registry.js';
import { ruleText } from '../../../src/http/rule-docs/rule-book.js';
import { testDatabases } from '../../support/databases.js';
import { serverForSuite } from '../../support/server.js';

const book = (name: string) => readFileSync(new URL(`../../../docs/rules/${name}.md`, import.meta.url), 'utf8');

/** The rule ids a book opens bullets with, in order. */
const ruleIds = (markdown: string): string[] =>
  [...markdown.matchAll(/^- \*\*([A-Z]+\d+[a-z]?)(?![0-9a-z])/gm)].map(m => m[1] ?? '');

describe.each(['monad', 'monte-carlo'])('the %s rule book', game => {
  const english = ruleIds(book(game));

  it('has rule ids to translate', () => {
    expect(english.length).toBeGreaterThan(20);
  });

  it.each(['fr', 'de'])('in %s holds every rule id of the English book, in order, and no other', lang => {
    const translated = book(`${game}.${lang}`);
    expect(ruleIds(translated)).toEqual(english);
    for (const id of english) expect(ruleText(translated, id), id).not.toBeNull();
  });
});

describe.each(testDatabases())('the books in three languages, served on $name', testDb => {
  const server = serverForSuite(testDb, { games });

  it('serves each book in the language asked, its HTML saying so', async () => {
    const fr = await server.api.get('/rules/monad?lang=fr').expect(200);
    expect(fr.text).toContain('<html lang="fr">');
    expect(fr.text).toContain('le livre de règles du projet');
    expect(fr.text).toContain('<li id="M18"><strong>M18 Passer.</strong>');
    expect(fr.headers['content-language']).toBe('fr');
    const de = await server.api.get('/rules/monte-carlo?lang=de').set('Accept', 'text/markdown').expect(200);
    expect(de.text).toMatch(/^# Monte Carlo Gamble — das Regelbuch des Projekts/);
    expect(de.headers['content-language']).toBe('de');
    const en = await server.api.get('/rules/monad').expect(200);
    expect(en.text).toContain('<html lang="en">');
    expect((await server.api.get('/rules/monad?lang=en').expect(200)).text).toBe(en.text);
  });

  it('quotes a rule in the language asked and links to it in that language’s book', async () => {
    const res = await server.api
      .get('/problems/monad/M18-pass-not-allowed?lang=de')
      .set('Accept', 'text/markdown')
      .expect(200);
    expect(res.text).toContain('**422 — Die Regeln verbieten das gerade.**');
    expect(res.text).toContain('## Regel M18');
    expect(res.text).toContain('- **M18 Passen.**');
    expect(res.text).toContain('(/rules/monad?lang=de#M18)');
  });

  it('refuses a language it does not have', async () => {
    const res = await server.api.get('/rules/monad?lang=es').expect(400);
    expect(res.body.code).toBe('invalid-request');
  });
});
