// @vitest-environment happy-dom
// A turn clock on the page counts down to its deadline by the server's time as the page knows it
// (web/src/api/server-clock.ts), not by the browser's clock: a browser two minutes slow shows the five minutes
// the server gives, not seven.
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { forgetServerClock, heardDate } from '../../../web/src/api/server-clock';
import type { Clock } from '../../../web/src/api/types';
import { ClockPanel } from '../../../web/src/chrome/clock';
import { formatDuration } from '../../../web/src/chrome/time';

let root: HTMLElement | undefined;
afterEach(() => {
  if (root) render(null, root);
  forgetServerClock();
});

/** What the clock panel shows for seat 0, whose deadline is `leftMs` away by the server's clock. */
async function shown(aheadMs: number, leftMs: number): Promise<string> {
  const now = Date.now();
  heardDate(now - 20, now, new Date(now + aheadMs).toUTCString());
  const clock = {
    kind: 'per-turn',
    perTurnSeconds: 600,
    seats: [{ seat: 0, remainingMs: 600_000, deadline: new Date(now + aheadMs + leftMs).toISOString() }],
  } as unknown as Clock;
  root = document.createElement('div');
  await act(() => render(<ClockPanel clock={clock} names={() => 'Ada'} />, root as HTMLElement));
  return root.querySelector('time')?.textContent ?? '';
}

describe('a turn clock', () => {
  it("counts down by the server's time when the browser's clock is slow", async () => {
    expect([formatDuration(300_000), formatDuration(299_000)]).toContain(await shown(120_000, 300_000));
  });

  it("counts down by the server's time when the browser's clock is fast", async () => {
    expect([formatDuration(300_000), formatDuration(299_000)]).toContain(await shown(-120_000, 300_000));
  });
});
