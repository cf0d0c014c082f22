// The legal moves offered as actions, for real positions of every step: each move the engine lists is
// exactly one enabled button whose data-move parses back to that move (contract.ts), labelled in plain
// words, and every button is disabled while a move is on its way.
import { render } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import type { MonteCarloMove } from '../../../../web/src/api/types';
import { Moves } from '../../../../web/src/games/monte-carlo/moves';
import type { State } from '../../../../src/games/monte-carlo/state.js';
import { buttons, faces, given, legalOf, names, play, rolls, scripted, viewOf } from './support';

const none = (): void => undefined;

function offered(state: State, seat: number, busy = false) {
  const moves = legalOf(state, seat);
  const html = render(<Moves view={viewOf(state, seat)} moves={moves} onMove={none} busy={busy} names={names} />);
  return { moves, html, all: buttons(html), asMoves: buttons(html).filter(b => b.move !== null) };
}

function expectContract(state: State, seat: number): ReturnType<typeof offered> {
  const result = offered(state, seat);
  expect(result.moves.length).toBeGreaterThan(0);
  expect(result.asMoves.map(b => JSON.parse(b.move ?? 'null') as MonteCarloMove).sort(byJson)).toEqual(
    [...result.moves].sort(byJson),
  );
  expect(result.asMoves.every(b => !b.disabled)).toBe(true);
  expect(offered(state, seat, true).all.every(b => b.disabled || b.help)).toBe(true);
  return result;
}
const byJson = (a: unknown, b: unknown): number => JSON.stringify(a).localeCompare(JSON.stringify(b));
const labels = (r: ReturnType<typeof offered>): string[] => r.asMoves.map(b => b.label ?? b.text);

// C14 worked example X1: a pawn reaches a casino-2 square with a 3 and bets hearts and clubs; the 3 of clubs wins.
const atCasino = play(given({ at: { 0: 6 }, draw: ['clubs-3'], turn: { step: 'move_pawn', die: 3 } }), 0, {
  type: 'move_pawn',
  pawn: 0,
}).state;
const won = play(atCasino, 0, { type: 'bet', suits: ['hearts', 'clubs'] }).state;
// C17: Red 1 arrives on Blue 1 beyond the first bank and may call poker.
const master = play(given({ at: { 0: 20, 3: 22 }, turn: { step: 'move_pawn', die: 2 } }), 0, {
  type: 'move_pawn',
  pawn: 0,
}).state;
const staking = play(master, 0, { type: 'call_poker', pawn: 3 }).state;
const throwing = play(staking, 0, { type: 'stake', amount: 30_000 }).state;
const rethrowing = play(
  throwing,
  0,
  { type: 'throw', dice: [0, 1, 2, 3, 4] },
  scripted(faces('Q', 'Q', 'K', '9', 'A')),
).state;

describe('every step offers its legal moves as buttons', () => {
  it('C8: two players name a colour', () => {
    const r = expectContract(given({ players: 2, turn: { step: 'name_colour' } }), 0);
    expect(labels(r)).toEqual(['Move Red', 'Move Yellow']);
    expect(r.html).toContain('Name the colour you will move');
  });

  it('C6: roll the die', () => {
    expect(labels(expectContract(given(), 0))).toEqual(['Roll the die']);
  });

  it('C7: the pawns that may move, named by colour and square', () => {
    const rolled = play(given({ at: { 0: 12 } }), 0, { type: 'roll' }, scripted(rolls(5))).state;
    const r = expectContract(rolled, 0);
    expect(labels(r)).toEqual(['Move Red 1, on square 12', 'Move Red 2, on the start', 'Move Red 3, on the start']);
    expect(r.html).toContain('Move a pawn 5 squares.');
  });

  it('C14: the six double-chance bets on a casino-2 square', () => {
    const r = expectContract(atCasino, 0);
    expect(labels(r)).toHaveLength(6);
    expect(labels(r)).toContain('Bet ♥♣ (hearts and clubs)');
  });

  it('C14, X1: A or B after a win, with what each pays and how far it moves', () => {
    expect(labels(expectContract(won, 0))).toEqual([
      'A: collect $60,000 and move 3 again',
      'B: collect nothing and move 9 squares',
    ]);
  });

  it('C17: challenge the pawn below, or end the turn', () => {
    expect(labels(expectContract(master, 0))).toEqual(['Challenge Blue 1 of Grace', 'No poker: end the turn']);
  });

  it('C17: every stake from $10,000 up to the cap, as chips', () => {
    const r = expectContract(staking, 0);
    expect(labels(r)[0]).toBe('Stake $10,000');
    expect(labels(r)[labels(r).length - 1]).toBe('Stake $100,000');
    expect(r.html).toContain('mc-chip');
  });

  it('C18: the first throw throws all five dice', () => {
    expect(labels(expectContract(throwing, 0))).toEqual(['Throw all five dice']);
  });

  it('C18: later throws, each subset of dice distinct, and keeping the hand; the dice toggles are not moves', () => {
    const r = expectContract(rethrowing, 0);
    expect(r.asMoves).toHaveLength(32);
    expect(new Set(labels(r)).size).toBe(32);
    expect(labels(r)).toContain('Keep this hand');
    expect(labels(r)).toContain('Throw again the 1st die (Q)');
    expect(labels(r)).toContain('Throw again the 2nd die (Q)');
    const toggles = r.all.filter(b => b.move === null && !b.help);
    // Each toggle shows its face, and says which die it is and whether it is thrown again.
    expect(toggles.map(b => b.text.split(' ')[0])).toEqual(['Q', 'Q', 'K', '9', 'A']);
    expect(toggles[0]?.text).toBe('Q (1st die): kept');
    expect(r.html).toMatch(/aria-pressed="false"/);
  });

  it('C15/C16: a player ruined by the tax chooses the pawn that goes back', () => {
    const ruined = play(
      given({ money: [10_000, 100_000, 100_000], at: { 0: 20, 1: 25, 2: 34 } }),
      0,
      { type: 'roll' },
      scripted(rolls(4)),
    ).state;
    const r = expectContract(ruined, 0);
    expect(labels(r)[0]).toBe('Send back Red 1 of Ada, on square 20');
    expect(r.html).toContain('Ruin: choose the pawn');
  });

  it('says so when nothing is to be done', () => {
    const html = render(<Moves view={viewOf(given())} moves={[]} onMove={none} busy={false} names={names} />);
    expect(html).toContain('Nothing to do right now.');
    expect(buttons(html)).toHaveLength(0);
  });
});
