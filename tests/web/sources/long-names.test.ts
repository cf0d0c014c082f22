// A long name without spaces must not widen the panel it is in (issue 21, defect 9). Layout needs a
// browser; what this checks is the part that decides it: every element the components put a name in is
// drawn with `overflow-wrap: anywhere` (and may shrink, `min-width: 0`), by the page's own style sheet.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const sheet = readFileSync(new URL('../../../web/src/styles.css', import.meta.url), 'utf8');

/** The declarations of each selector of the sheet (no nesting: the sheet is flat). */
function rules(css: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const [, selectors = '', body = ''] of css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{}]+)\{([^}]*)\}/g))
    for (const selector of selectors.split(','))
      found.set(selector.trim(), `${found.get(selector.trim()) ?? ''};${body}`);
  return found;
}

// Where the components write names: the header's "Playing as", the game's head and status line, the lists
// of games, recent moves and clocks, Monad's seat panels (name in the h3) and Monte Carlo's purses.
const NAME_HOLDERS = [
  '.who',
  '.game-head',
  '.status',
  '.game-list li',
  '.recent li',
  '.clock li',
  '.mseat h3',
  '.mc-seat-name',
];

describe('long names', () => {
  it('wrap anywhere in every element that shows one', () => {
    const bySelector = rules(sheet);
    for (const selector of NAME_HOLDERS) {
      const body = bySelector.get(selector) ?? '';
      expect(body, selector).toMatch(/overflow-wrap:\s*anywhere/);
      expect(body, selector).toMatch(/min-width:\s*0/);
    }
  });
});
