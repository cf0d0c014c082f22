// @vitest-environment happy-dom
// The review note in a DOM, as the stepper uses it: the review is drawn when it comes (the note's own
// 'loading' once ended its request, so it never came); a spectator stepping from one seat's decision to
// another's and back asks again for a review left under way. When the server is too busy to compute it now
// (503 review-unavailable or too-many-reviews, with Retry-After) the note keeps saying the review is on its
// way and asks again when the server said, a few times at most; a game still on (409) is not asked again.
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, getReview } from '../../../web/src/api/client';
import type { GameReview, LogEntry, Problem } from '../../../web/src/api/types';
import { DecisionReviewNote, REVIEW_TRIES } from '../../../web/src/chrome/decision-review';
import { uiFor } from '../../../web/src/games/registry';

vi.mock('../../../web/src/api/client', async original => ({
  ...(await original<typeof import('../../../web/src/api/client')>()),
  getReview: vi.fn(),
}));
const asked = vi.mocked(getReview);

const entry = { seq: 7, kind: 'move', seat: 0, move: { type: 'draw' }, facts: [] } as unknown as LogEntry;
const review = {
  id: 'g',
  game: 'monad',
  seat: 0,
  thinkMs: 20,
  decisions: [
    {
      seq: 7,
      played: { move: { type: 'draw' }, value: 0.41, visits: 12 },
      best: { move: { type: 'draw' }, value: 0.41, visits: 12 },
      iterations: 20,
    },
  ],
} as unknown as GameReview;
const refusal = (status: number, code: string, retryAfter: number | null) =>
  new ApiError(status, { type: 'about:blank', title: code, status, code } as Problem, retryAfter);

let root: HTMLElement;
const note = async (seat: number | null = 0, at: LogEntry = entry) => {
  await act(() =>
    render(
      <DecisionReviewNote id="g" over seat={seat} entry={at} view={null} ui={uiFor('monad')} names={() => ''} />,
      root,
    ),
  );
  await settle();
};
const settle = () =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });
const later = async (ms: number) => {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
  await settle();
};
const line = () => root.querySelector('[data-testid="review-line"]');
const loading = () => root.querySelector('[aria-busy="true"]');

describe('the review note on a busy server', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    asked.mockReset();
    root = document.createElement('div');
    document.body.append(root);
  });
  afterEach(() => {
    render(null, root);
    root.remove();
    vi.useRealTimers();
  });

  it('draws the review as it comes', async () => {
    asked.mockResolvedValueOnce(review);
    await note();
    expect(asked).toHaveBeenCalledTimes(1);
    expect(line()?.getAttribute('data-seq')).toBe('7');
  });

  it('asks again for a seat whose review was under way when a spectator stepped to another seat and back', async () => {
    let answer: (value: GameReview) => void = () => undefined;
    asked.mockReturnValueOnce(new Promise(resolve => (answer = resolve))).mockResolvedValue(review);
    await note(null);
    expect(asked).toHaveBeenLastCalledWith('g', 0);
    await note(null, { ...entry, seq: 8, seat: 1 } as LogEntry);
    expect(asked).toHaveBeenLastCalledWith('g', 1);
    answer(review);
    await note(null);
    expect(asked).toHaveBeenCalledTimes(3);
    expect(asked).toHaveBeenLastCalledWith('g', 0);
    expect(line()?.getAttribute('data-seq')).toBe('7');
  });

  it('asks again after Retry-After and draws the review once it comes', async () => {
    asked.mockRejectedValueOnce(refusal(503, 'review-unavailable', 3)).mockResolvedValueOnce(review);
    await note();
    expect(asked).toHaveBeenCalledTimes(1);
    expect(loading()).not.toBeNull();
    await later(2_900);
    expect(asked).toHaveBeenCalledTimes(1);
    await later(200);
    expect(asked).toHaveBeenCalledTimes(2);
    expect(line()?.getAttribute('data-seq')).toBe('7');
  });

  it(`gives up after ${REVIEW_TRIES} busy answers, drawing nothing`, async () => {
    asked.mockRejectedValue(refusal(503, 'too-many-reviews', 1));
    await note();
    for (let i = 0; i < REVIEW_TRIES + 2; i++) await later(1_000);
    expect(asked).toHaveBeenCalledTimes(REVIEW_TRIES);
    expect(root.innerHTML).toBe('');
  });

  it('does not ask again for a game still on (409)', async () => {
    asked.mockRejectedValue(refusal(409, 'game-not-over', null));
    await note();
    await later(60_000);
    expect(asked).toHaveBeenCalledTimes(1);
    expect(root.innerHTML).toBe('');
  });
});
