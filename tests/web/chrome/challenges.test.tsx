// A challenge from the page is casual, or rated with the correspondence clock: a rated game needs a clock
// (service/ratings/needs-clock.ts), so the page never sends a rated challenge without one, and says which
// clock ticking "rated" brings.
import { render } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { ChallengeBody } from '../../../src/http/schemas.js';
import { ChallengeButton, challengeClock } from '../../../web/src/chrome/challenges';
import { BANK_PRESET, clockOption } from '../../../web/src/chrome/new-table-body';
import { setLanguage } from '../../../web/src/i18n/i18n';

describe('a challenge from the page', () => {
  it('is sent with the correspondence clock when rated, and without a clock (casual) otherwise', () => {
    expect(challengeClock(false)).toBeUndefined();
    expect(challengeClock(true)).toEqual(clockOption(BANK_PRESET));
    const body = { handle: 'grace', game: 'monad', players: 2, clock: challengeClock(true) };
    expect(ChallengeBody.safeParse(body).success).toBe(true);
  });

  it('offers the choice, naming the clock it brings', () => {
    setLanguage('en');
    const html = render(<ChallengeButton identity={{ id: 'p', name: 'Ada', key: 'k' } as never} handle="grace" />);
    expect(html).toContain('name="rated"');
    expect(html).toContain('Rated, with the correspondence clock (10 days, 1 more a turn, at most 20)');
  });
});
