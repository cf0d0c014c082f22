// Every rule code a game's source can refuse with (issue 21), found by reading src/games/<game>/*.ts for the
// ways a violation is built (`violation('M8', 'not-your-turn'`, `violation('C2-not-your-turn'`,
// `problem('C9-square'`, `reject('monte-carlo/C2-players'`), has its sentence in French and German in the
// game's messages.ts. ENGLISH_ONLY lists codes allowed to stay English; none is left, and a code listed there
// that gets its sentences fails the test too, so the list can only shrink.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { games } from '../../src/games/registry.js';

const ENGLISH_ONLY: Readonly<Record<string, readonly string[]>> = {};

function codesIn(game: string): Set<string> {
  const dir = new URL(`../../src/games/${game}/`, import.meta.url);
  const codes = new Set<string>();
  for (const file of readdirSync(dir).filter(f => f.endsWith('.ts') && f !== 'messages.ts')) {
    const text = readFileSync(new URL(file, dir), 'utf8');
    for (const m of text.matchAll(/\b(?:violation|problem)\(\s*'([A-Z]\d+[a-z]?)',\s*'([a-z0-9-]+)'/g))
      codes.add(`${game}/${m[1]}-${m[2]}`);
    for (const m of text.matchAll(/\b(?:violation|problem)\(\s*'([A-Z]\d+[a-z]?-[a-z0-9-]+)'/g))
      codes.add(`${game}/${m[1]}`);
    for (const m of text.matchAll(/\breject(?:<\w+>)?\(\s*'([a-z][a-z0-9-]*\/[^']+)'/g)) codes.add(m[1] ?? '');
  }
  return codes;
}

describe.each(games)('the rule codes of $id', game => {
  const codes = codesIn(game.id);

  it('are found in its source (the walk cannot pass by finding none)', () => {
    expect(codes.size).toBeGreaterThan(20);
  });

  it.each(['fr', 'de'] as const)('each has its %s sentence, but the custom positions’ listed above', lang => {
    const said = game.messages?.[lang] ?? {};
    const english = new Set(ENGLISH_ONLY[game.id] ?? []);
    expect([...codes].filter(code => said[code] === undefined && !english.has(code)).sort()).toEqual([]);
    // The list holds only codes that exist and are still English, so it shrinks as they are translated.
    expect([...english].filter(code => !codes.has(code) || said[code] !== undefined)).toEqual([]);
  });
});
