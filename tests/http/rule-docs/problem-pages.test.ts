// A problem's `type` is a path on the server that explains it: the server's own codes with their advice,
// a rule code with the rule quoted from the game's book (docs/rules/<game>.md), and the whole book. The
// pages do not depend on the database, so they are checked on the embedded one only.
import { describe, expect, it } from 'vitest';
import { games } from '../../../src/games/registry.js';
import { HTTP_CODES } from '../../../src/http/problem-codes.js';
import { PROBLEM_CODES } from '../../../src/service/refusal.js';
import { testDatabases } from '../../support/databases.js';
import { bearer, newGame, serverForSuite } from '../../support/server.js';

const [embedded] = testDatabases();
if (!embedded) throw new Error('no test database');

describe('problem pages', () => {
  const server = serverForSuite(embedded, { games });

  it("a refused move's type leads to its rule: M8, out of turn, quoted from the Monad rule book", async () => {
    const g = await newGame(server.api, { game: 'monad', players: 2, seed: 'problem pages' });
    const refused = await server.api
      .post(`/games/${g.id}/moves`)
      .set(...bearer(g.tokens[1] ?? ''))
      .send({ move: { type: 'draw' } })
      .expect(422);
    expect(refused.body).toMatchObject({ code: 'monad/M8-not-your-turn', type: '/problems/monad/M8-not-your-turn' });

    const page = await server.api
      .get((refused.body as { type: string }).type)
      .expect(200)
      .expect('Content-Type', /^text\/html/);
    expect(page.text).toContain('<h1>monad/M8-not-your-turn</h1>');
    expect(page.text).toContain('<strong>M8 Order.</strong> Seats are numbered');
    expect(page.text).toContain('href="/rules/monad#M8"');
    expect(page.text).not.toContain('M9 Two kinds of turn');
  });

  it('a rule page is also markdown, on request', async () => {
    const res = await server.api
      .get('/problems/monte-carlo/C12-never-rests-on-arrow')
      .set('Accept', 'text/markdown')
      .expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/markdown/);
    expect(res.text).toMatch(/^# monte-carlo\/C12-never-rests-on-arrow\n/);
    expect(res.text).toContain('- **C12 Arrows.** `to-bank-1`');
    expect(res.text).toContain('(/rules/monte-carlo#C12)');
  });

  it.each([...PROBLEM_CODES, ...HTTP_CODES])(
    "the server's code %s has a page with its status, title and advice",
    async code => {
      const res = await server.api.get(`/problems/${code}`).expect(200);
      expect(res.text).toContain(`<h1>${code}</h1>`);
      expect(res.text).toMatch(/<p><strong>\d{3} — [^<]+\.<\/strong><\/p>\n<p>\S/);
    },
  );

  it("a problem's type is its page, for server codes too", async () => {
    const res = await server.api.get('/games/no-such-game').expect(404);
    expect(res.body).toMatchObject({ code: 'game-not-found', type: '/problems/game-not-found' });
    await server.api.get('/problems/game-not-found').expect(200);
  });

  it.each([
    ['/problems/no-such-code', 'problem-code-not-found'],
    ['/problems/monad/M99-no-such-rule', 'problem-code-not-found'],
    ['/problems/monad/M18-Pass', 'problem-code-not-found'],
    ['/problems/chess/M18-pass-not-allowed', 'problem-code-not-found'],
    ['/rules/chess', 'game-not-found'],
  ])('%s is a 404 problem (%s)', async (url, code) => {
    const res = await server.api.get(url).expect(404);
    expect(res.body).toMatchObject({ status: 404, code, type: `/problems/${code}` });
  });

  it('the whole rule book, with an anchor on every rule', async () => {
    const res = await server.api.get('/rules/monad').expect(200);
    expect(res.text).toContain('<title>Monad — the project&#39;s rule book</title>');
    expect(res.text).toContain('<li id="M18"><strong>M18 Pass.</strong>');
    const markdown = await server.api.get('/rules/monad').set('Accept', 'text/markdown').expect(200);
    expect(markdown.text).toMatch(/^# Monad — the project's rule book\n/);
  });

  it('the pages run no script and load nothing: the one stylesheet is allowed by its hash', async () => {
    const res = await server.api.get('/rules/monte-carlo').expect(200);
    expect(res.headers['content-security-policy']).toMatch(/default-src 'none'/);
    expect(res.headers['content-security-policy']).toMatch(/style-src 'sha256-[A-Za-z0-9+/]+=*'/);
    expect(res.headers['content-security-policy']).not.toMatch(/script-src|unsafe-inline/);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });
});
