// The timeout words (issue 25): a timeout entry holds the game's resignation of the seat whose time ran out,
// and the page says a loss on time wherever it is shown (the log, the end panel, the seat), in every
// language; never "resigned". A resignation the seat chose still reads as one.
import { afterEach, describe, expect, it } from 'vitest';
import { h } from 'preact';
import { render } from 'preact-render-to-string';
import type { LogEntry, MonadView, MonteCarloView } from '../../../web/src/api/types';
import { describeEntry } from '../../../web/src/chrome/recent';
import { monadUi } from '../../../web/src/games/monad';
import { OutcomePanel as MonadOutcome } from '../../../web/src/games/monad/outcome';
import { monteCarloUi } from '../../../web/src/games/monte-carlo';
import { OutcomePanel as McOutcome } from '../../../web/src/games/monte-carlo/outcome-panel';
import { setLanguage } from '../../../web/src/i18n/i18n';

type Language = 'en' | 'fr' | 'de';

const names = (seat: number): string => ['Ada', 'Grace', 'Linus'][seat] ?? `Seat ${seat}`;
const at = '2026-03-01T12:00:00.000Z';
const entry = (kind: 'timeout' | 'resign', facts: unknown[]): LogEntry =>
  ({ seq: 7, seat: 1, kind, move: null, facts, createdAt: at }) as unknown as LogEntry;

/** The words for "resign" a timeout must never use. */
const RESIGNED: Readonly<Record<Language, RegExp>> = { en: /resign/i, fr: /abandon/i, de: /aufgegeben|aufgabe/i };

const monadEnd = [
  { type: 'resigned', seat: 1 },
  { type: 'game_ended', reason: 'resigned', winners: [0] },
];
const mcEnd = [
  { type: 'resigned', seat: 1 },
  { type: 'game_ended', reason: 'resigned', winner: 0 },
];

describe.each(['en', 'fr', 'de'] as const)('a timeout in %s', language => {
  afterEach(async () => setLanguage('en'));

  it('reads as a loss on time in the log of both games, never as a resignation', async () => {
    await setLanguage(language);
    for (const [ui, facts] of [
      [monadUi, monadEnd],
      [monteCarloUi, mcEnd],
    ] as const) {
      const sentence = describeEntry(entry('timeout', [...facts]), ui, names);
      expect(sentence).not.toMatch(RESIGNED[language]);
      expect(sentence).toContain('Grace');
    }
  });

  it("reads as a loss on time in both games' end panels", async () => {
    await setLanguage(language);
    const monadView = { outcome: { reason: 'resigned', winners: [0], ranking: [] }, seats: [] } as unknown as MonadView;
    const monad = render(h(MonadOutcome, { view: monadView, names, endedOnTime: true }));
    expect(monad).not.toMatch(RESIGNED[language]);
    const mcOutcome = { reason: 'resigned', winners: [0], ranking: [] } as unknown as NonNullable<
      MonteCarloView['outcome']
    >;
    const mc = render(h(McOutcome, { outcome: mcOutcome, names, endedOnTime: true }));
    expect(mc).not.toMatch(RESIGNED[language]);
  });
});

describe('a resignation the seat chose', () => {
  it('still reads as one', async () => {
    await setLanguage('en');
    expect(describeEntry(entry('resign', [...monadEnd]), monadUi, names)).toMatch(/resign/i);
    expect(describeEntry(entry('resign', [...mcEnd]), monteCarloUi, names)).toMatch(/resign/i);
    expect(describeEntry(entry('timeout', [...monadEnd]), monadUi, names)).toBe(
      'Grace ran out of time. Grace is out of the game on time. ' +
        describeEntry(entry('timeout', [monadEnd[1]]), monadUi, names).replace('Grace ran out of time. ', ''),
    );
  });
});
