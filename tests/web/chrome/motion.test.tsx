// @vitest-environment happy-dom
// Motion and hints in a DOM (happy-dom), clicked as a person would (issue 21): several new versions are
// shown one by one at the given pace, then the newest; Skip goes straight to the newest; one new version
// is drawn at once; with prefers-reduced-motion there is no playback at all. The first-game hints follow
// the legal moves and their switch is remembered on the device. Things that moved are paired with the
// places they came from, nearest first.
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Game, LogEntry } from '../../../web/src/api/types';
import { TableHints } from '../../../web/src/chrome/help/hints';
import { pair } from '../../../web/src/chrome/motion/flip';
import type { Frame, LoadFrames } from '../../../web/src/chrome/motion/frames';
import { MAX_STEPS, usePlayback } from '../../../web/src/chrome/motion/playback';
import { PlaybackBar } from '../../../web/src/chrome/motion/playback-bar';
import { monadHelp } from '../../../web/src/games/monad/help';

const PACE = 100;
const game = (version: number): Game => ({ id: 'g', game: 'monad', version, toAct: [0], view: {} }) as unknown as Game;
const entry = (seq: number): LogEntry =>
  ({ seq, kind: 'move', seat: 1, move: null, facts: [], createdAt: '2026-11-26T00:00:00.000Z' }) as LogEntry;

function Probe({ live, load }: { readonly live: Game; readonly load: LoadFrames }) {
  const playback = usePlayback(live, entry(live.version), load, PACE);
  const shown = playback.frame?.game ?? live;
  return (
    <div>
      <p id="shown">{shown.version}</p>
      <PlaybackBar playback={playback} />
    </div>
  );
}

let root: HTMLElement;
let calls: Array<[number, number]>;
const load: LoadFrames = (first, last) => {
  calls.push([first, last]);
  const frames: Frame[] = [];
  for (let v = first; v <= last; v++) frames.push({ game: game(v), entry: entry(v) });
  return Promise.resolve(frames);
};
const shown = (): number => Number(root.querySelector('#shown')?.textContent);
const step = (): string | null => root.querySelector('[data-testid="playback-step"]')?.textContent ?? null;
const show = async (version: number) => {
  await act(() => render(<Probe live={game(version)} load={load} />, root));
  // The frames' read resolves, then its state is drawn.
  await act(async () => {
    await Promise.resolve();
    await Promise.resolve();
  });
};
const wait = async (ms: number) => {
  await act(() => {
    vi.advanceTimersByTime(ms);
  });
};
const reduceMotion = (reduce: boolean) => {
  window.matchMedia = ((query: string) => ({
    matches: reduce && query.includes('reduce'),
  })) as typeof window.matchMedia;
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  root = document.createElement('div');
  document.body.append(root);
  calls = [];
  reduceMotion(false);
  localStorage.clear();
});
afterEach(() => {
  render(null, root);
  root.remove();
  vi.useRealTimers();
});

describe('the playback of several new versions', () => {
  it('steps through every version in between at the pace, then shows the newest', async () => {
    await show(5);
    expect(shown()).toBe(5);
    await show(9);
    expect(calls).toEqual([[6, 8]]);
    expect(shown()).toBe(6);
    expect(step()).toBe('Move 1 of 4');
    await wait(PACE);
    expect(shown()).toBe(7);
    expect(step()).toBe('Move 2 of 4');
    await wait(PACE);
    expect(shown()).toBe(8);
    await wait(PACE);
    expect(shown()).toBe(9);
    expect(step()).toBeNull();
  });

  it('Skip jumps to the newest version at once', async () => {
    await show(5);
    await show(9);
    expect(shown()).toBe(6);
    const skip = root.querySelector<HTMLButtonElement>('[data-testid="playback-skip"]');
    expect(skip?.textContent).toBe('Skip');
    await act(() => skip?.click());
    expect(shown()).toBe(9);
    expect(step()).toBeNull();
    await wait(5 * PACE);
    expect(shown()).toBe(9);
  });

  it('takes versions that arrive during a playback after the ones being shown', async () => {
    await show(5);
    await show(7);
    expect(shown()).toBe(6);
    await show(8);
    expect(calls).toEqual([
      [6, 6],
      [7, 7],
    ]);
    expect(shown()).toBe(6);
    await wait(PACE);
    expect(shown()).toBe(7);
    await wait(PACE);
    expect(shown()).toBe(8);
  });

  it('draws a single new version at once, without reading anything', async () => {
    await show(5);
    await show(6);
    expect(shown()).toBe(6);
    expect(calls).toEqual([]);
    expect(step()).toBeNull();
  });

  it('does not replay more new versions than a person would sit through', async () => {
    await show(5);
    await show(5 + MAX_STEPS + 1);
    expect(shown()).toBe(5 + MAX_STEPS + 1);
    expect(calls).toEqual([]);
  });

  it('with prefers-reduced-motion, goes straight to the newest version', async () => {
    reduceMotion(true);
    await show(5);
    await show(12);
    expect(shown()).toBe(12);
    expect(calls).toEqual([]);
    expect(step()).toBeNull();
  });
});

describe('the first-game hints', () => {
  const hint = (): string | null => root.querySelector('[data-testid="hint"]')?.textContent ?? null;
  const toggle = (): HTMLInputElement | null => root.querySelector('[data-testid="hints-toggle"]');
  const draw = () => act(() => render(<TableHints help={monadHelp} moves={[{ type: 'end_turn' }]} />, root));

  it('say what to do now, and a switch turns them off and on, remembered on the device', async () => {
    await draw();
    expect(hint()).toBe('Nothing more can be done this turn: end your turn.');
    expect(toggle()?.checked).toBe(true);
    await act(() => toggle()?.click());
    expect(hint()).toBeNull();
    expect(localStorage.getItem('croupier.hints')).toBe('off');
    // A new page (here: drawn anew) remembers the choice.
    await act(() => render(null, root));
    await draw();
    expect(hint()).toBeNull();
    expect(toggle()?.checked).toBe(false);
    await act(() => toggle()?.click());
    expect(hint()).not.toBeNull();
    expect(localStorage.getItem('croupier.hints')).toBe('on');
  });
});

describe('things that moved', () => {
  const at = (x: number, y: number) => ({ x, y });
  it('stay put when they did not move, and come from the nearest old place otherwise', () => {
    const result = pair(
      [at(0, 0), at(100, 0), at(300, 0)],
      [
        { item: 'a', at: at(0, 0) },
        { item: 'b', at: at(110, 50) },
        { item: 'c', at: at(500, 0) },
      ],
    );
    expect(result.moved).toEqual([
      { item: 'b', from: at(100, 0), to: at(110, 50) },
      { item: 'c', from: at(300, 0), to: at(500, 0) },
    ]);
    expect(result.arrived).toEqual([]);
  });

  it('arrive without a source when there are more than before', () => {
    const result = pair(
      [at(0, 0)],
      [
        { item: 'a', at: at(0, 0) },
        { item: 'b', at: at(40, 0) },
      ],
    );
    expect(result.moved).toEqual([]);
    expect(result.arrived).toEqual(['b']);
  });
});
