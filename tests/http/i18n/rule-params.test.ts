// A rule refusal of a game with French and German sentences is said in them: its violation carries params
// (`{}` when the sentence names none), since one without is said in English only (problem-words.ts).
// monte-carlo/C3-invalid-board once came without, so an invalid board was refused in English to everyone.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { games } from '../../../src/games/registry.js';
import { testDatabases } from '../../support/databases.js';
import { serverForSuite } from '../../support/server.js';

describe.each(testDatabases())('rule refusals in French and German on $name', testDb => {
  const server = serverForSuite(testDb, { games });

  it.each([
    ['fr', 'Ce plateau n’est pas un plateau de Monte Carlo Gamble valide'],
    ['de', 'Dieses Brett ist kein gültiges Monte-Carlo-Gamble-Brett'],
  ])('monte-carlo/C3-invalid-board in %s', async (language, words) => {
    const res = await server.api
      .post('/games')
      .set('Accept-Language', language)
      .send({ game: 'monte-carlo', players: 2, options: { board: [{ kind: 'finish' }] } })
      .expect(422);
    expect(res.body.code).toBe('monte-carlo/C3-invalid-board');
    expect(res.headers['content-language']).toBe(language);
    expect(res.body.detail).toContain(words);
  });
});

/** The source files of the games, for the check below. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap(entry =>
    entry.isDirectory() ? sources(join(dir, entry.name)) : entry.name.endsWith('.ts') ? [join(dir, entry.name)] : [],
  );
}

/** The arguments of the call that opens at `open` (the index of its parenthesis), split at top-level commas. */
function argumentsAt(text: string, open: number): string[] {
  const args: string[] = [];
  let depth = 0;
  let current = '';
  let quote: string | null = null;
  for (let i = open + 1; i < text.length; i++) {
    const c = text[i] ?? '';
    if (quote !== null) {
      if (c === '\\') current += c + (text[++i] ?? '');
      else {
        if (c === quote) quote = null;
        current += c;
      }
      continue;
    }
    if (c === "'" || c === '"' || c === '`') quote = c;
    else if ('([{'.includes(c)) depth++;
    else if (')]}'.includes(c)) {
      if (depth === 0) return [...args, current].map(a => a.trim()).filter(a => a !== '');
      depth--;
    } else if (c === ',' && depth === 0) {
      args.push(current);
      current = '';
      continue;
    }
    current += c;
  }
  return args;
}

describe('rule violations of games with translated sentences', () => {
  const translated = games.filter(g => g.messages !== undefined).map(g => g.id);

  it.each(translated)('%s: every reject( names its params, and no violation helper leaves them out', id => {
    const missing: string[] = [];
    for (const file of sources(join('src', 'games', id))) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/\breject(?:<[^>]*>)?\(/g)) {
        const args = argumentsAt(text, (match.index ?? 0) + match[0].length - 1);
        if (args.length < 3) missing.push(`${file}:${text.slice(0, match.index).split('\n').length}`);
      }
      // A helper that builds violations with optional params (`params?:`) lets a call forget them.
      for (const match of text.matchAll(/params\?:\s*Readonly<Record/g))
        missing.push(`${file}:${text.slice(0, match.index).split('\n').length} (params?)`);
    }
    expect(missing).toEqual([]);
  });
});
