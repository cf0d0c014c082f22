// Problems in the client's language (issue 21): Accept-Language picks English, French or German (q-values
// honoured, English by default), the answer says which in Content-Language and varies on the header. A
// refused move is said in the language with the game's own sentence; what has no translation yet (the
// server's own sentences) is said wholly in English and labelled so. English bodies are unchanged.
import IntlMessageFormat from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { games } from '../../src/games/registry.js';
import { negotiateLanguage } from '../../src/http/i18n/accept-language.js';
import { DETAILS } from '../../src/http/i18n/details.js';
import { testDatabases } from '../support/databases.js';
import { bearer, newGame, serverForSuite } from '../support/server.js';

describe('Accept-Language', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['fr', 'fr'],
    ['de-AT', 'de'],
    ['FR-ch, en;q=0.5', 'fr'],
    ['en;q=0.4, de;q=0.9, fr;q=0.8', 'de'],
    ['es, it;q=0.9, de;q=0.1', 'de'],
    ['es, it', 'en'],
    ['*', 'en'],
    ['en;q=0, *', 'fr'],
    ['fr;q=0, fr-CA', 'en'],
    ['de;q=0.5, fr;q=0.5', 'de'],
    ['fr;q=2, de', 'de'],
    ['%%%, fr', 'fr'],
  ])('%j answers in %s', (header, language) => {
    expect(negotiateLanguage(header)).toBe(language);
  });
});

describe.each(testDatabases())('problems in three languages on $name', testDb => {
  const server = serverForSuite(testDb, { games });

  it('words a refused move in French and German, from the game’s own catalog', async () => {
    const g = await newGame(server.api, { game: 'monad', players: 2, seed: 'languages' });
    const outOfTurn = (language?: string) => {
      const call = server.api
        .post(`/games/${g.id}/moves`)
        .set(...bearer(g.tokens[1] ?? ''))
        .send({ move: { type: 'draw' } });
      return (language === undefined ? call : call.set('Accept-Language', language)).expect(422);
    };
    const english = await outOfTurn();
    expect(english.body).toMatchObject({
      code: 'monad/M8-not-your-turn',
      title: 'The rules forbid this now',
      detail: "It is seat 0's turn, not yours.",
    });
    expect(english.headers['content-language']).toBe('en');
    expect(english.headers.vary).toMatch(/Accept-Language/i);

    const french = await outOfTurn('fr-FR,fr;q=0.9,en;q=0.8');
    expect(french.headers['content-language']).toBe('fr');
    expect(french.body).toMatchObject({
      code: 'monad/M8-not-your-turn',
      type: '/problems/monad/M8-not-your-turn',
      title: 'Les règles l’interdisent maintenant',
      detail: 'C’est au tour de la place 0, pas au vôtre.',
    });
    const german = await outOfTurn('de');
    expect(german.headers['content-language']).toBe('de');
    expect(german.body).toMatchObject({
      title: 'Die Regeln verbieten das gerade',
      detail: 'Platz 0 ist dran, nicht du.',
    });
    // Anything else, English, byte for byte.
    expect((await outOfTurn('es')).text).toBe(english.text);
  });

  it('says a Monte Carlo refusal with its amounts in the language’s numbers', async () => {
    const g = await newGame(server.api, { game: 'monte-carlo', players: 2, seed: 'languages' });
    const res = await server.api
      .post(`/games/${g.id}/moves`)
      .set(...bearer(g.tokens[1] ?? ''))
      .set('Accept-Language', 'de')
      .send({ move: { type: 'roll' } })
      .expect(422);
    expect(res.body.code).toBe('monte-carlo/C2-not-your-turn');
    expect(res.body.detail).toBe('Du bist nicht dran: Platz 0 muss handeln.');
    expect(res.headers['content-language']).toBe('de');
  });

  it('says the server’s own refusals in the language where they have a translation', async () => {
    const missing = await server.api
      .get('/games/00000000-0000-4000-8000-000000000000')
      .set('Accept-Language', 'fr')
      .expect(404);
    expect(missing.body).toMatchObject({
      code: 'game-not-found',
      title: 'Partie introuvable',
      detail: 'Il n’y a pas de partie 00000000-0000-4000-8000-000000000000.',
    });
    expect(missing.headers['content-language']).toBe('fr');
    const g = await newGame(server.api, { game: 'monad', players: 2, seed: 'languages' });
    const stale = await server.api
      .post(`/games/${g.id}/moves`)
      .set(...bearer(g.tokens[0] ?? ''))
      .set('Accept-Language', 'de')
      .send({ move: { type: 'draw' }, expectedVersion: 1234 })
      .expect(409);
    expect(stale.body).toMatchObject({
      code: 'version-conflict',
      title: 'Die Partie ist auf einer anderen Version',
      detail: 'Die Partie ist auf Version 0, nicht 1234.',
      currentVersion: 0,
    });
  });

  it('says what has no translation yet wholly in English, and labels it English', async () => {
    const res = await server.api
      .post('/games')
      .set('Accept-Language', 'de')
      .set('Content-Type', 'application/json')
      .send('{"game": ')
      .expect(400);
    expect(res.body).toMatchObject({ code: 'malformed-json', title: 'The body is not valid JSON' });
    expect(res.headers['content-language']).toBe('en');
    expect(res.headers.vary).toMatch(/Accept-Language/i);
  });
});

describe('the server’s sentences in French and German', () => {
  it.each(['fr', 'de'] as const)('%s: every key has a message that parses and fills from its values', lang => {
    for (const [key, message] of Object.entries(DETAILS[lang])) {
      const format = new IntlMessageFormat(message, lang);
      const text = String(
        format.format({
          version: 3,
          expected: 2,
          seat: 1,
          game: 'g',
          what: 'resign',
          status: 'active',
          max: 40,
          days: 7,
        }),
      );
      expect(text, key).not.toMatch(/\{(?!id\})/);
    }
  });
});
