// The pages of the server's own codes in French and German (`/problems/<code>?lang=fr|de`, as the rule pages):
// every code's title and advice in the language asked, with none of the English advice left and the API's
// words (routes, headers, settings, fields) kept as they are; Content-Language says which. A problem's `type`
// is the same path in every language, as it names the kind of problem. The pages do not depend on the
// database, so they are checked on the embedded one only.
import { describe, expect, it } from 'vitest';
import { games } from '../../../src/games/registry.js';
import { ADVICE } from '../../../src/http/i18n/advice.js';
import { TITLES } from '../../../src/http/i18n/titles.js';
import { RULE, SERVER_CODES, serverProblem } from '../../../src/http/problem.js';
import { testDatabases } from '../../support/databases.js';
import { serverForSuite } from '../../support/server.js';

const [embedded] = testDatabases();
if (!embedded) throw new Error('no test database');

const LANGS = ['fr', 'de'] as const;
const english = (code: string): string => (code === 'rule' ? RULE : serverProblem(code))?.advice ?? '';
const CODES = [...SERVER_CODES, 'rule' as const];

/** Runs of three plain English words of a sentence (no code, route or setting): none may be left in a translation. */
function englishPhrases(sentence: string): string[] {
  const words = sentence.split(/\s+/);
  const phrases: string[] = [];
  for (let i = 0; i + 3 <= words.length; i++) {
    const run = words.slice(i, i + 3);
    if (run.every(word => /^[a-z]+[,;:.]?$/.test(word))) phrases.push(run.join(' ').replace(/[,;:.]$/, ''));
  }
  return phrases;
}

/** The API's words in a sentence: code spans, routes, settings and headers, which a translation keeps as they are. */
const apiTerms = (sentence: string): string[] => [
  ...(sentence.match(/`[^`]+`/g) ?? []),
  ...(sentence.match(/\b(?:GET|POST|DELETE) \/[^\s),;]*[^\s),;.:]/g) ?? []),
  ...(sentence.match(/\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b/g) ?? []),
  ...(sentence.match(/\b(?:[A-Z][a-z]+-)+[A-Z][a-z]+\b/g) ?? []),
];

/** A sentence with a word in place of its code spans and paths, where an API term may hold any character. */
const prose = (sentence: string): string => sentence.replace(/`[^`]+`|\/[^\s),]*[^\s),.:;]/g, 'api');

describe("the advice of the server's codes in French and German", () => {
  it.each(LANGS.flatMap(lang => CODES.map(code => [lang, code] as const)))(
    '%s: %s keeps the English advice’s API terms and leaves none of its English',
    (lang, code) => {
      const advice = ADVICE[lang][code];
      expect(advice).not.toBe(english(code));
      for (const term of apiTerms(english(code))) expect(advice, term).toContain(term);
      for (const phrase of englishPhrases(english(code))) expect(advice.toLowerCase(), phrase).not.toContain(phrase);
    },
  );

  it.each(CODES)('fr: %s is set as French is: typographic apostrophes, a no-break space before : ; ? !', code => {
    const text = prose(ADVICE.fr[code]);
    expect(text).not.toContain("'");
    expect(text).not.toMatch(/ [:;?!]/);
    expect(text).not.toMatch(/[^\s\u00a0][;?!]/);
  });

  it.each(CODES)('de: %s has typographic apostrophes and no space before a colon', code => {
    const text = prose(ADVICE.de[code]);
    expect(text).not.toContain("'");
    expect(text).not.toMatch(/\s[:;?!]/);
  });
});

describe('the pages of the server’s codes in three languages', () => {
  const server = serverForSuite(embedded, { games });

  it.each(LANGS.flatMap(lang => SERVER_CODES.map(code => [lang, code] as const)))(
    '%s: the page of %s has its title and advice in that language, and no English advice',
    async (lang, code) => {
      const [markdown, html, en] = await Promise.all([
        server.api.get(`/problems/${code}?lang=${lang}`).set('Accept', 'text/markdown').expect(200),
        server.api.get(`/problems/${code}?lang=${lang}`).expect(200),
        server.api.get(`/problems/${code}`).set('Accept', 'text/markdown').expect(200),
      ]);
      expect(markdown.headers['content-language']).toBe(lang);
      expect(markdown.headers['content-type']).toMatch(/^text\/markdown/);
      expect(markdown.text).not.toBe(en.text);
      expect(markdown.text).toContain(`**${serverProblem(code)?.status ?? 0} — ${TITLES[lang][code]}.**`);
      expect(markdown.text).toContain(ADVICE[lang][code]);
      expect(markdown.text).not.toContain(english(code));
      expect(markdown.text).not.toContain('Every code and route');
      for (const phrase of englishPhrases(english(code))) expect(markdown.text.toLowerCase()).not.toContain(phrase);
      expect(html.headers['content-language']).toBe(lang);
      expect(html.text).toContain(`<html lang="${lang}">`);
      expect(html.text).toContain(`<h1>${code}</h1>`);
    },
  );

  it('is in English without lang, as with lang=en', async () => {
    const res = await server.api.get('/problems/version-conflict').set('Accept', 'text/markdown').expect(200);
    expect(res.headers['content-language']).toBe('en');
    expect(res.text).toBe(
      '# version-conflict\n\n**409 — The game is at another version.**\n\n' +
        `${english('version-conflict')}\n\nEvery code and route: [the API's documentation](/docs).\n`,
    );
    const en = await server.api.get('/problems/version-conflict?lang=en').set('Accept', 'text/markdown').expect(200);
    expect(en.text).toBe(res.text);
  });

  it('says the line to the API’s documentation in the language asked', async () => {
    const fr = await server.api.get('/problems/seat-taken?lang=fr').set('Accept', 'text/markdown').expect(200);
    expect(fr.text).toContain('Tous les codes et toutes les routes\u00a0: [la documentation de l’API](/docs).');
    const de = await server.api.get('/problems/seat-taken?lang=de').expect(200);
    expect(de.text).toContain('Alle Codes und Routen: <a href="/docs">die Dokumentation der API</a>.');
  });

  it.each(['es', 'FR', ''])('refuses lang=%s as the rule pages do', async lang => {
    const res = await server.api.get(`/problems/version-conflict?lang=${lang}`).expect(400);
    expect(res.body).toMatchObject({ code: 'invalid-request', errors: [{ path: 'lang' }] });
    const rule = await server.api.get(`/problems/monad/M18-pass-not-allowed?lang=${lang}`).expect(400);
    expect(rule.body.detail).toBe(res.body.detail);
  });

  it('refuses lang given twice', async () => {
    const res = await server.api.get('/problems/version-conflict?lang=fr&lang=de').expect(400);
    expect(res.body.code).toBe('invalid-request');
  });

  it('keeps a problem’s type the same in every language; the type with ?lang is the page in that language', async () => {
    const res = await server.api.get('/games/no-such-game').set('Accept-Language', 'de').expect(404);
    expect(res.headers['content-language']).toBe('de');
    expect(res.body).toMatchObject({ code: 'game-not-found', type: '/problems/game-not-found' });
    const page = await server.api.get(`${res.body.type}?lang=de`).expect(200);
    expect(page.text).toContain(`<strong>404 — ${res.body.title}.</strong>`);
  });

  it('says what to do about a refused move in the language of the rule it quotes', async () => {
    for (const lang of LANGS) {
      const res = await server.api
        .get(`/problems/monad/M18-pass-not-allowed?lang=${lang}`)
        .set('Accept', 'text/markdown')
        .expect(200);
      expect(res.text).toContain(`**422 — ${TITLES[lang].rule}.** ${ADVICE[lang].rule}\n`);
      expect(res.text).not.toContain(RULE.advice);
    }
  });
});
