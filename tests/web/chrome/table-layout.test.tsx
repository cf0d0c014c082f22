// Issue 21's defects in the page's components, rendered to HTML: the recent moves print their numbers
// (a marker's gutter clipped "119." to "ı19."), the Monte Carlo log names a pawn as the board does (not
// "Pawn 7"), the history stepper draws its controls as SVG (no ⏮ ⏭ a font may lack) and never shows a
// position past the game's end, and the first Monte Carlo move says its words once.
import { render } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import type { LogEntry, MonteCarloFact } from '../../../web/src/api/types';
import { RecentMoves } from '../../../web/src/chrome/recent';
import { clampAt, Stepper } from '../../../web/src/chrome/stepper';
import { monteCarloUi } from '../../../web/src/games/monte-carlo';
import { Moves } from '../../../web/src/games/monte-carlo/moves';
import { pawnTag } from '../../../web/src/games/monte-carlo/pawn-names';
import { given, legalOf, names, textOf, viewOf } from '../games/monte-carlo/support';

const state = given({ at: { 0: 20, 3: 20, 6: 15 } });
const view = viewOf(state);
const moved: MonteCarloFact = { type: 'pawn_moved', pawn: 7, from: 3, to: 9, reason: 'die' };
const entry = (seq: number, facts: readonly MonteCarloFact[]): LogEntry => ({
  seq,
  seat: 2,
  kind: 'move',
  move: { type: 'move_pawn', pawn: 7 },
  facts: [...facts],
  createdAt: '2025-01-01T00:00:00.000Z',
});

describe('recent moves (defect 4)', () => {
  it('print every move number in full, from 1 to three digits and more', () => {
    const entries = [9, 99, 119, 1000].map(seq => entry(seq, [moved]));
    const html = render(<RecentMoves entries={entries} ui={monteCarloUi} names={names} view={view} />);
    const items = [...html.matchAll(/<li[^>]*data-seq="(\d+)"[^>]*>([\s\S]*?)<\/li>/g)];
    expect(items.map(([, seq]) => seq)).toEqual(['1000', '119', '99', '9']);
    for (const [, seq, inner = ''] of items) expect(textOf(inner).trim()).toMatch(new RegExp(`^${seq}\\. `));
  });
});

describe('the Monte Carlo log names pawns as the board does (defect 5)', () => {
  it('says "Yellow 2" for the pawn whose disc reads Y2, not its number on the wire', () => {
    expect(pawnTag(view, 7)).toBe('Y2');
    expect(monteCarloUi.describeFact(moved, names, view)).toBe('Yellow 2 moves from square 3 to 9.');
    const offered: MonteCarloFact = { type: 'poker_offered', seat: 0, pawn: 0, targets: [3, 6] };
    expect(monteCarloUi.describeFact(offered, names, view)).toBe(
      'Ada is master of the stack and may call poker against Blue 1 or Yellow 1.',
    );
  });

  it('in the recent moves too, which know the table beside them', () => {
    const html = render(<RecentMoves entries={[entry(5, [moved])]} ui={monteCarloUi} names={names} view={view} />);
    expect(textOf(html)).toContain('Yellow 2 moves from square 3 to 9.');
    expect(textOf(html)).not.toMatch(/[Pp]awn 7/);
  });
});

describe('the history stepper (defect 6)', () => {
  const go = () => undefined;

  it('draws its four controls as SVG, each named, without a character a font may lack', () => {
    const html = render(<Stepper at={4} latest={13} go={go} />);
    expect(html.match(/<button[^>]*aria-label="[^"]+"[^>]*>\s*<svg[^>]*aria-hidden="true"/g)).toHaveLength(4);
    expect(textOf(html)).not.toMatch(/[⏮⏭◀▶]/u);
    for (const name of ['First move', 'Previous move', 'Next move', 'Last move'])
      expect(html).toContain(`aria-label="${name}"`);
  });

  it('shows a position past the end as the last move', () => {
    expect(clampAt(99_999, 13)).toBe(13);
    expect(clampAt(-3, 13)).toBe(0);
    expect(clampAt(7, 13)).toBe(7);
    const text = textOf(render(<Stepper at={99_999} latest={13} go={go} />));
    expect(text).toContain('Move 13 of 13');
    expect(text).not.toContain('99999');
  });

  it('names the position before any move in words, not "Move 0"', () => {
    const text = textOf(render(<Stepper at={-3} latest={13} go={go} />));
    expect(text).toContain('The start, before any move (13 in all)');
    expect(text).not.toContain('Move 0');
  });
});

describe('the first Monte Carlo move (defect 7)', () => {
  it('is a button whose words are its name, said once', () => {
    const first = given({ players: 2, turn: { step: 'name_colour' } });
    const html = render(
      <Moves view={viewOf(first, 0)} moves={legalOf(first, 0)} onMove={() => undefined} busy={false} names={names} />,
    );
    const red = /<button[^>]*name_colour[^>]*red[^>]*>([\s\S]*?)<\/button>/.exec(html)?.[1] ?? '';
    expect(textOf(red).match(/Move Red/g)).toHaveLength(1);
    expect(red).toMatch(/<span[^>]*aria-hidden="true"[^>]*>R<\/span>/);
  });
});
