// Problems in the client's language (issue 21): Accept-Language picks English, French or German (q-values
// honoured, English by default), the answer says which in Content-Language and varies on the header. A
// refused move is said in the language with the game's own sentence, and the server's own refusals with
// theirs (every one has a key: tests/http/problem-sentences.test.ts). English bodies are unchanged.
import { describe, expect, it } from 'vitest';
import { games } from '../../src/games/registry.js';
import { negotiateLanguage } from '../../src/http/i18n/accept-language.js';
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

  it('says what is wrong with each field in the language too, with zod’s own locales', async () => {
    const create = (language: string) =>
      server.api
        .post('/games')
        .set('Accept-Language', language)
        .send({ game: 'monad', players: 'two', joinWithinSeconds: -5 })
        .expect(400);
    const english = await create('en');
    expect(english.body.errors).toEqual([
      { path: 'players', message: 'Invalid input: expected number, received string' },
      { path: 'joinWithinSeconds', message: expect.stringMatching(/^Too small: expected number to be >/) },
    ]);
    const french = await create('fr');
    expect(french.headers['content-language']).toBe('fr');
    expect(french.body.code).toBe('invalid-request');
    expect(french.body.detail).not.toBe(english.body.detail);
    expect(french.body.errors).toEqual([
      { path: 'players', message: 'Entrée invalide : nombre attendu, chaîne de caractères reçu' },
      { path: 'joinWithinSeconds', message: expect.stringMatching(/^Trop petit : nombre doit être >/) },
    ]);
    const german = await create('de');
    expect(german.headers['content-language']).toBe('de');
    expect(german.body.errors[0]).toEqual({
      path: 'players',
      message: 'Ungültige Eingabe: erwartet Zahl, erhalten string',
    });
    // What the client sent is never echoed (the issues keep it, out of the JSON, to name its type).
    expect(JSON.stringify(german.body)).not.toContain('two');

    // A move of the wrong shape, parsed by its game's schema.
    const g = await newGame(server.api, { game: 'monad', players: 2, seed: 'languages' });
    const move = await server.api
      .post(`/games/${g.id}/moves`)
      .set(...bearer(g.tokens[0] ?? ''))
      .set('Accept-Language', 'de')
      .send({ move: { type: 'draw', extra: 1 } })
      .expect(400);
    expect(move.headers['content-language']).toBe('de');
    expect(move.body.errors.length).toBeGreaterThan(0);
    for (const issue of move.body.errors as { message: string }[])
      expect(issue.message).not.toMatch(/^(Invalid|Unrecognized|Too)/);
  });

  it('says the hardening and HTTP-layer refusals in the language too (English-only before issue 21’s fix)', async () => {
    const malformed = await server.api
      .post('/games')
      .set('Accept-Language', 'de')
      .set('Content-Type', 'application/json')
      .send('{"game": ')
      .expect(400);
    expect(malformed.body).toMatchObject({
      code: 'malformed-json',
      title: 'Der Inhalt ist kein gültiges JSON',
      detail: 'Der Inhalt ließ sich nicht als JSON lesen.',
    });
    expect(malformed.headers['content-language']).toBe('de');
    expect(malformed.headers.vary).toMatch(/Accept-Language/i);
    const unknownQuery = await server.api.get('/games?colour=red&size=2').set('Accept-Language', 'fr').expect(400);
    expect(unknownQuery.body.detail).toMatch(/^Paramètres de requête inconnus "colour", "size" : cette route prend /);
    expect(unknownQuery.headers['content-language']).toBe('fr');
    const seats = await server.api
      .post('/games')
      .set('Accept-Language', 'de')
      .send({ game: 'monad', players: 2, seats: [{}] })
      .expect(400);
    expect(seats.body.detail).toBe(
      '„seats“ nennt 1 Platz für eine Partie mit 2 Spielern: Gib einen Eintrag pro Platz an.',
    );
  });
});
