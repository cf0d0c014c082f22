// The post-game review in the history stepper (issue 23), rendered as a person reads it: a decision of the
// reviewed seat says the move played and the best move, each with its value as the server sent it, in the
// move words of the game's drawing; a decision whose best move is the one played says so; and the note
// draws nothing before it has a review, nor at a step that is no decision of the reviewed seat.
import { render } from 'preact-render-to-string';
import { afterAll, describe, expect, it } from 'vitest';
import type { DecisionReview, LogEntry } from '../../../web/src/api/types';
import { DecisionReviewNote, ReviewLine } from '../../../web/src/chrome/decision-review';
import { uiFor } from '../../../web/src/games/registry';
import { setLanguage } from '../../../web/src/i18n/i18n';

const monad = uiFor('monad');
const say = (move: unknown): string => monad.describeMove?.(move, null, () => '') ?? '';

const trade = {
  type: 'trade',
  cards: [
    { set: 'common', colour: 'red' },
    { set: 'common', colour: 'blue' },
  ],
};
const decision = (best: unknown, bestValue: number): DecisionReview =>
  ({
    seq: 7,
    played: { move: { type: 'draw' }, value: 0.41, visits: 120 },
    best: { move: best, value: bestValue, visits: 300 },
    iterations: 900,
  }) as DecisionReview;

describe('the review of a decision', () => {
  afterAll(() => setLanguage('en'));

  it('says the move played and the best one, with their values', () => {
    const html = render(<ReviewLine decision={decision(trade, 0.552)} say={say} />);
    expect(html).toContain('data-testid="review-line"');
    expect(html).toContain('data-seq="7"');
    expect(html).toContain('Review: played Draw a card (41%), best Trade: a red common and a blue common (55%).');
  });

  it('says when the move played was the best found', () => {
    const html = render(<ReviewLine decision={decision({ type: 'draw' }, 0.41)} say={say} />);
    expect(html).toContain('Review: played Draw a card (41%), the best move found.');
  });

  it('speaks French and German', async () => {
    await setLanguage('fr');
    expect(render(<ReviewLine decision={decision(trade, 0.552)} say={say} />)).toMatch(
      /Analyse : joué Piocher.*\(41\s?%\), meilleur .*\(55\s?%\)\./,
    );
    await setLanguage('de');
    expect(render(<ReviewLine decision={decision(trade, 0.552)} say={say} />)).toMatch(
      /Analyse: gespielt .*\(41\s?%\), am besten .*\(55\s?%\)\./,
    );
    await setLanguage('en');
  });

  it('draws nothing before the review has come, or at a step no decision', () => {
    const entry = { seq: 7, kind: 'move', seat: 0, move: { type: 'draw' }, facts: [] } as unknown as LogEntry;
    const note = (e: LogEntry | null) =>
      render(<DecisionReviewNote id="g" over seat={0} entry={e} view={null} ui={monad} names={() => ''} />);
    expect(note(entry)).toBe('');
    expect(note(null)).toBe('');
  });
});
