// The games' rule sentences in French and German (src/games/<game>/messages.ts): both languages hold the
// same codes, each a code of the game, each valid ICU; and every refusal met while playing random games
// and trying every move seen so far, from the seat to act and from one that is not, is said in French
// and German from its params without a missing value.
import IntlMessageFormat from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import type { AnyGame, RuleViolation } from '../../src/engine/index.js';
import { canonical, oneStream, seededRng } from '../../src/engine/index.js';
import { games } from '../../src/games/registry.js';
import { RULE_CODE_PATTERN } from '../../src/http/problem.js';
import { playout } from '../support/playout.js';

const served = games.filter(g => g.messages !== undefined);

/** Refusals met in a few random games of `game`. */
function refusalsOf(game: AnyGame, seeds: readonly number[]): RuleViolation[] {
  const found = new Map<string, RuleViolation>();
  for (const seed of seeds) {
    const rng = seededRng(seed);
    const seen = new Map<string, unknown>();
    for (const step of playout(game, { players: 2 + (seed % 3), options: {} }, rng, 400).steps) {
      for (const move of step.legal) seen.set(canonical(move), move);
      const idle = step.seat === 0 ? 1 : 0;
      for (const move of seen.values()) {
        for (const seat of [step.seat, idle]) {
          const decision = game.decide(step.before, seat, move, oneStream(rng));
          if (!decision.ok)
            found.set(`${decision.violation.code} ${canonical(decision.violation.params ?? {})}`, decision.violation);
        }
      }
      const resigned = game.resign(step.after, step.seat);
      if (!resigned.ok) found.set(resigned.violation.code, resigned.violation);
    }
  }
  return [...found.values()];
}

describe.each(served)('the rule sentences of $id', game => {
  const catalogs = game.messages ?? {};

  it('hold the same codes in French and German, each a code of the game, each valid ICU', () => {
    expect(Object.keys(catalogs.fr ?? {}).sort()).toEqual(Object.keys(catalogs.de ?? {}).sort());
    for (const [lang, catalog] of Object.entries(catalogs)) {
      for (const [code, message] of Object.entries(catalog)) {
        expect(code).toMatch(new RegExp(RULE_CODE_PATTERN));
        expect(code.startsWith(`${game.id}/`)).toBe(true);
        expect(() => new IntlMessageFormat(message, lang), code).not.toThrow();
      }
    }
  });

  it('say every refusal met in play in French and German, filled from its params', () => {
    const refusals = refusalsOf(game, [1, 2, 3, 4, 5, 6]);
    const said = new Set<string>();
    for (const violation of refusals) {
      expect(violation.params, violation.code).toBeDefined();
      for (const lang of ['fr', 'de'] as const) {
        const message = catalogs[lang]?.[violation.code];
        if (message === undefined) continue;
        const text = String(new IntlMessageFormat(message, lang).format(violation.params ?? {}));
        expect(text, `${lang} ${violation.code}`).not.toMatch(/[{}]/);
        said.add(violation.code);
      }
    }
    // The play meets a good share of the rules, so this test cannot pass by meeting none.
    expect(said.size).toBeGreaterThanOrEqual(5);
  });
});
