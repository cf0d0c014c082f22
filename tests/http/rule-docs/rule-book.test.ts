// Finding a rule in a rule book by the id its code names: the bullet that opens with the id, and only that
// id (M1 is not M10, M12 is not M12w), with the indented lines under it.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { anchorRules, ruleIdOf, ruleText } from '../../../src/http/rule-docs/rule-book.js';
import { defaultRulesDir, renderMarkdown } from '../../../src/http/rule-docs/library.js';

const monad = readFileSync(new URL('../../../docs/rules/monad.md', import.meta.url), 'utf8');
const monteCarlo = readFileSync(new URL('../../../docs/rules/monte-carlo.md', import.meta.url), 'utf8');

describe('rule codes name their rule first', () => {
  it.each([
    ['M18-pass-not-allowed', 'M18'],
    ['M12w-commons-never-wild', 'M12w'],
    ['C12-never-rests-on-arrow', 'C12'],
    ['C2', 'C2'],
  ])('%s → %s', (rule, id) => {
    expect(ruleIdOf(rule)).toBe(id);
  });

  it.each(['m18-pass', 'M18-', 'pass-M18', 'M18 pass', '../M18', 'M18-Pass'])('%j is not a rule code', rule => {
    expect(ruleIdOf(rule)).toBeNull();
  });
});

describe('the text of one rule', () => {
  it('M12 is the trade bullet with its sub-bullets, and stops before M12w', () => {
    const text = ruleText(monad, 'M12') ?? '';
    expect(text).toMatch(/^- \*\*M12 Trade\.\*\*/);
    expect(text).toContain('  - Traded commons go face up');
    expect(text).not.toContain('M12w Wild cards');
  });

  it('M12w is the wild-card rule, not the trade', () => {
    expect(ruleText(monad, 'M12w')).toMatch(/^- \*\*M12w Wild cards\.\*\*/);
  });

  it('M1 is not M10, and M10 (written "**M10**") is found too', () => {
    expect(ruleText(monad, 'M1')).toMatch(/^- \*\*M1 Colours\.\*\*[^\n]*\n {2}\(FR/);
    expect(ruleText(monad, 'M10')).toBe('- **M10** All transactions are with the table, never between players.');
  });

  it('C3, the track, spans its indented lines', () => {
    expect((ruleText(monteCarlo, 'C3') ?? '').split('\n').length).toBeGreaterThan(3);
  });

  it('an id the book does not have gives nothing', () => {
    expect(ruleText(monad, 'M99')).toBeNull();
    expect(ruleText(monad, 'C1')).toBeNull();
  });
});

it('the rendered book carries an anchor on each rule', () => {
  const html = anchorRules(renderMarkdown(monad));
  for (const id of ['M1', 'M10', 'M12', 'M12w', 'M18', 'M21']) expect(html).toContain(`<li id="${id}"><strong>${id}`);
});

describe.each([
  ['monad', monad],
  ['monte-carlo', monteCarlo],
])('every rule a %s refusal names is in its book', (game, book) => {
  // The rule ids the game's code refuses with: violation('M12', …), violation('C14-bet-first', …), problem('C2-seat', …).
  const dir = new URL(`../../../src/games/${game}/`, import.meta.url);
  const sources = readdirSync(dir).map(file => readFileSync(new URL(file, dir), 'utf8'));
  const ids = [
    ...new Set(
      sources.flatMap(source =>
        [...source.matchAll(/(?:violation|problem)\('([A-Z]+\d+[a-z]?)[-']/g)].map(m => m[1] ?? ''),
      ),
    ),
  ];

  it('finds the ids', () => {
    expect(ids.length).toBeGreaterThan(10);
  });

  it.each(ids)('%s', id => {
    expect(ruleText(book, id)).not.toBeNull();
  });
});

it('the books are found from the sources and from the compiled image (dist/src/…, with docs/ beside dist/)', () => {
  const root = fileURLToPath(new URL('../../../', import.meta.url));
  const rules = `${root}docs/rules`;
  expect(defaultRulesDir()).toBe(rules);
  expect(defaultRulesDir(`${root}dist/src/http/rule-docs`)).toBe(rules);
  expect(defaultRulesDir('/')).toBeNull();
});
