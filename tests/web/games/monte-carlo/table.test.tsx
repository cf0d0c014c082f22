// The Monte Carlo table as a person sees it, rendered from real engine views: the SVG track with every
// square's kind, pawns and stacks, money and the bank, the casino piles, the die, the poker dice, the
// last move lit up, a spectator's view and a finished game.
import { render } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { Table } from '../../../../web/src/games/monte-carlo/table';
import { attr, entryOf, faces, given, names, play, rolls, scripted, tagsWith, textOf, viewOf } from './support';

describe('the track', () => {
  const state = given({ at: { 0: 20, 3: 20, 6: 15 }, result: ['clubs-3', 'jackpot'] });
  const html = render(<Table view={viewOf(state)} seat={null} toAct={[0]} names={names} last={null} />);

  it('is an SVG board labelled for screen readers, with every square and its kind (C3)', () => {
    expect(html).toMatch(/<svg[^>]*class="mc-track"[^>]*role="img"[^>]*aria-label="The track: 61 squares/);
    const squares = tagsWith(html, 'data-square');
    expect(squares).toHaveLength(61);
    const kinds = squares.map(tag => attr(tag, 'data-kind'));
    expect(kinds.filter(k => k === 'bank')).toHaveLength(2);
    expect(kinds.filter(k => k === 'casino-3')).toHaveLength(6);
    expect(kinds[0]).toBe('start');
    expect(kinds[60]).toBe('finish');
    expect(html).toContain('<title>Square 4: Casino, bet spades, hearts and diamonds</title>');
    expect(html).toContain('<title>Square 7: Arrow: go on to the first bank</title>');
    expect(textOf(html)).toContain('BET 2');
  });

  it('draws every pawn with its name, and a stack bottom first with the master on top and the blocked pawn marked (C10)', () => {
    const pawns = tagsWith(html, 'data-pawn');
    expect(pawns).toHaveLength(9);
    expect(textOf(html)).toMatch(/R1 .*B1/);
    expect(html).toMatch(
      /data-stack="20" aria-label="Stack of 2 on square 20, bottom first: Red 1, Blue 1 \(master\)"/,
    );
    const red1 = pawns.find(tag => attr(tag, 'data-pawn') === '0') ?? '';
    expect(attr(red1, 'class')).toContain('mc-blocked');
    const blue1 = pawns.find(tag => attr(tag, 'data-pawn') === '3') ?? '';
    expect(attr(blue1, 'class')).not.toContain('mc-blocked');
    expect(html).toContain('Yellow 1 of Linus, on square 15');
  });

  it("shows each seat's money, the bank, and the casino piles with the top result first", () => {
    const text = textOf(html);
    expect(text).toMatch(/Ada \s*plays Red \$100,000/);
    expect(text).toContain('Bank: $700,000');
    expect(html).toContain('aria-label="Draw pile: 15 cards face down"');
    const cards = tagsWith(html, 'data-card').map(tag => attr(tag, 'data-card'));
    expect(cards).toEqual(['jackpot', 'clubs-3']);
    expect(text).toContain('result pile (2)');
  });

  it('is the same for a spectator, who is marked nowhere as "you"', () => {
    expect(html).not.toContain('mc-mine');
    const mine = render(<Table view={viewOf(state, 1)} seat={1} toAct={[0]} names={names} last={null} />);
    expect(
      tagsWith(mine, 'data-seat')
        .filter(tag => attr(tag, 'class')?.includes('mc-mine'))
        .map(tag => attr(tag, 'data-seat')),
    ).toEqual(['1']);
  });
});

describe('the last move', () => {
  const rolled = play(given({ at: { 0: 10 } }), 0, { type: 'roll' }, scripted(rolls(2))).state;
  const moved = play(rolled, 0, { type: 'move_pawn', pawn: 0 });
  const last = entryOf(2, 0, { type: 'move_pawn', pawn: 0 }, moved.facts);

  it('lights the pawn that moved and the squares it left and reached, and says it in words', () => {
    const html = render(<Table view={viewOf(moved.state)} seat={0} toAct={[1]} names={names} last={last} />);
    const lit = (attribute: string) =>
      tagsWith(html, attribute)
        .filter(tag => /\bmc-lit\b/.test(attr(tag, 'class') ?? ''))
        .map(tag => attr(tag, attribute));
    expect(lit('data-pawn')).toEqual(['0']);
    expect(lit('data-square')).toEqual(['10', '12']);
    expect(textOf(html)).toContain('Last move: Red 1 moves from square 10 to 12.');
  });

  it('says a seat out on time as out on time, never as a resignation', () => {
    const timeout = { ...entryOf(3, 1, { type: 'roll' }, [{ type: 'resigned', seat: 1 }]), kind: 'timeout' as const };
    const html = render(<Table view={viewOf(moved.state)} seat={0} toAct={[0]} names={names} last={timeout} />);
    expect(textOf(html)).toContain('Last move: Grace is out on time; their pawns leave the track.');
    expect(textOf(html)).not.toContain('resigned');
  });

  it('lights nothing at version 0', () => {
    const html = render(<Table view={viewOf(moved.state)} seat={0} toAct={[1]} names={names} last={null} />);
    expect(html).not.toMatch(/\bmc-lit\b/);
    expect(html).not.toContain('Last move');
  });

  it('shows the die of the turn', () => {
    const html = render(<Table view={viewOf(rolled)} seat={0} toAct={[0]} names={names} last={null} />);
    expect(html).toContain('data-die="2"');
    expect(html).toContain('aria-label="The die shows 2"');
    expect(textOf(html)).toContain('Ada moves a pawn 2 squares.');
  });
});

describe('a poker duel', () => {
  const arrived = play(given({ at: { 0: 20, 3: 22 }, turn: { step: 'move_pawn', die: 2 } }), 0, {
    type: 'move_pawn',
    pawn: 0,
  }).state;
  const called = play(arrived, 0, { type: 'call_poker', pawn: 3 }).state;
  const staked = play(called, 0, { type: 'stake', amount: 30_000 }).state;
  const thrown = play(staked, 0, { type: 'throw', dice: [0, 1, 2, 3, 4] }, scripted(faces('Q', 'Q', 'K', '9', 'A')));

  it("shows who challenged whom, the stake and the challenger's poker dice, freshly thrown", () => {
    const html = render(
      <Table
        view={viewOf(thrown.state)}
        seat={null}
        toAct={[0]}
        names={names}
        last={entryOf(5, 0, { type: 'throw', dice: [0, 1, 2, 3, 4] }, thrown.facts)}
      />,
    );
    const text = textOf(html);
    expect(text).toContain('Ada (Red 1) challenges Grace (Blue 1).');
    expect(text).toContain('Stake: $30,000.');
    expect(html).toContain(`aria-label="Ada's dice: Q, Q, K, 9, A"`);
    expect(html).toContain(`aria-label="Grace's dice: not thrown yet"`);
    expect(html.match(/mc-poker-die mc-lit/g)).toHaveLength(5);
  });
});

describe('a finished game', () => {
  const last = play(
    given({ players: 2, at: { 0: 'home', 1: 'home', 2: 'home', 3: 59 }, turn: { colour: 'yellow' } }),
    0,
    { type: 'roll' },
    scripted(rolls(1)),
  ).state;
  const over = play(last, 0, { type: 'move_pawn', pawn: 3 });

  it('draws the result, the ranking and the pawns home on the finish', () => {
    const view = viewOf(over.state);
    expect(view.outcome).not.toBeNull();
    const html = render(
      <Table
        view={view}
        seat={null}
        toAct={[]}
        names={names}
        last={entryOf(9, 0, { type: 'move_pawn', pawn: 3 }, over.facts)}
      />,
    );
    const text = textOf(html);
    expect(html).toContain('data-testid="mc-outcome"');
    expect(text).toContain('Ada brought every pawn home and won.');
    expect(text).toMatch(/Ada — total \$1,\d{3},000 Grace — total \$\d+,000/);
    expect(text).toContain('4/4 home');
    expect(html.match(/Red \d of Ada, home/g)).toHaveLength(2);
  });
});
