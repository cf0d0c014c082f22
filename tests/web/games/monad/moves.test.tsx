// The Monad moves panel against the contract (web/src/games/contract.ts): every legal move the engine lists
// is exactly one enabled button whose data-move parses back to it and whose click sends that very move;
// all disabled while busy; grouped in plain words. Also the grouping helpers and the new-table options.
import { renderToString } from 'preact-render-to-string';
import { describe, expect, test } from 'vitest';
import type { MonadMove, MonadView } from '../../../../web/src/api/types';
import { monadUi } from '../../../../web/src/games/monad';
import { groupMoves, usesAll } from '../../../../web/src/games/monad/move-groups';
import { bi, columnsBesides, commons, given, quint, seat } from '../../../support/monad-positions.js';
import { dataMoves, names, Play, propsCreated } from './fixtures';

const Moves = monadUi.Moves;
const key = (m: unknown): string => JSON.stringify(m);

/** A seat with a bonus trade, buys and (after that trade) leaps: orange and blue bi, six commons, a wild quint. */
function richTable() {
  const hand = [
    bi('orange'),
    bi('blue'),
    quint('red'),
    ...commons('red', 'orange', 'yellow', 'purple', 'blue', 'green'),
  ];
  const table = given({
    seats: [seat('red', hand), seat('purple')],
    columns: columnsBesides(hand),
    discard: ['green'],
    deck: ['yellow', 'blue'],
  });
  return { table, hand };
}

/** Positions with many kinds of move: a fresh deal, a mid-turn with leaps, a whole-turn choice. */
function cases(): Array<{ name: string; view: MonadView; moves: readonly MonadMove[] }> {
  const dealt = Play.dealt(11);
  const { table } = richTable();
  const afterTrade = table.play(0, { type: 'trade', cards: [bi('orange'), bi('blue')], takeBonus: true });
  return [
    { name: 'the deal', view: dealt.view(0), moves: dealt.legal(0) },
    { name: 'a rich hand', view: table.view(0) as MonadView, moves: table.legal(0) },
    {
      name: 'after a bonus trade (leaps, end turn)',
      view: afterTrade.view(0) as MonadView,
      moves: afterTrade.legal(0),
    },
  ];
}

describe('Monad moves', () => {
  test.each(cases())('$name: each legal move is one button with its data-move', ({ view, moves }) => {
    expect(moves.length).toBeGreaterThan(1);
    const html = renderToString(<Moves view={view} moves={moves} onMove={() => {}} busy={false} names={names} />);
    expect(dataMoves(html).map(key).sort()).toEqual(moves.map(key).sort());
    expect(html).not.toContain('<details');
    expect(html).not.toMatch(/<button[^>]*data-move[^>]*disabled/);
  });

  test.each(cases())('$name: clicking a button sends exactly its move', ({ view, moves }) => {
    const sent: MonadMove[] = [];
    const buttons = propsCreated('button', () =>
      renderToString(<Moves view={view} moves={moves} onMove={m => sent.push(m)} busy={false} names={names} />),
    );
    const moveButtons = buttons.filter(p => typeof p['data-move'] === 'string');
    expect(moveButtons).toHaveLength(moves.length);
    for (const props of moveButtons) {
      expect(props.type).toBe('button');
      (props.onClick as () => void)();
      const got = sent[sent.length - 1];
      expect(key(got)).toBe(props['data-move']);
      expect(moves).toContain(got);
    }
    expect(sent).toHaveLength(moves.length);
  });

  test('busy: every move button is disabled', () => {
    const { view, moves } = cases()[1] ?? { view: null as never, moves: [] };
    const html = renderToString(<Moves view={view} moves={moves} onMove={() => {}} busy names={names} />);
    const buttons = [...html.matchAll(/<button[^>]*data-move[^>]*>/g)].map(m => m[0]);
    expect(buttons).toHaveLength(moves.length);
    for (const b of buttons) expect(b).toMatch(/ disabled/);
  });

  test('moves read in plain words: trades with and without the bonus, buys per column, leaps, turn actions', () => {
    const [, rich, after] = cases();
    if (rich === undefined || after === undefined) throw new Error('cases');
    const html = renderToString(
      <Moves view={rich.view} moves={rich.moves} onMove={() => {}} busy={false} names={names} />,
    );
    expect(html).toContain('>Trade<');
    expect(html).toContain('>Trade and take the bonus<');
    expect(html).toContain(
      '<span class="visually-hidden">Trade and take the bonus: an orange bi and a blue bi for the top tri (',
    );
    expect(html).toContain('Draw a card');
    expect(html).toMatch(/Buy the top (bi|tri|quad) \(\w+\) · \d+ pts/);
    const later = renderToString(
      <Moves view={after.view} moves={after.moves} onMove={() => {}} busy={false} names={names} />,
    );
    expect(after.moves.some(m => m.type === 'leap')).toBe(true);
    expect(later).toContain('Leap with 4 commons');
    expect(later).toContain('>End turn<');
    expect(later).not.toContain('Draw a card');
  });

  test('E5: a pass is offered as "Pass", beside the buys that do not forbid it', () => {
    const e5 = [bi('orange'), ...commons('red', 'yellow', 'purple', 'blue')];
    const table = given({
      seats: [seat('green', e5), seat('purple')],
      columns: { ...columnsBesides(e5), bi: [] },
      discard: [],
      deck: null,
    });
    const moves = table.legal(0);
    const html = renderToString(
      <Moves view={table.view(0) as MonadView} moves={moves} onMove={() => {}} busy={false} names={names} />,
    );
    expect(moves).toContainEqual({ type: 'pass' });
    expect(dataMoves(html).map(key).sort()).toEqual(moves.map(key).sort());
    expect(html).toContain('Pass (your hand is shown)');
  });
});

describe('grouping the moves', () => {
  test('every move lands in exactly one group, unchanged', () => {
    for (const { view, moves } of cases()) {
      const g = groupMoves(moves, view);
      const all = [...g.turn, ...g.trades.flatMap(r => r.moves), ...g.buys.flatMap(b => b.moves), ...g.leaps];
      expect(all.map(key).sort()).toEqual(moves.map(key).sort());
    }
  });

  test("what a trade takes is the server's word (view.trades), never M12w worked out by the page", () => {
    const { table } = richTable();
    const view = table.view(0) as MonadView;
    const moves = table.legal(0);
    const rowOf = (g: ReturnType<typeof groupMoves>, colours: string) =>
      g.trades.find(r => r.cards.map(c => c.colour).join() === colours);
    // As the server says: the wild quint (red, the seat's identity) stands for the bi it is traded with (M12w).
    expect(rowOf(groupMoves(moves, view), 'blue,red')?.target).toBe('tri');
    expect(rowOf(groupMoves(moves, view), 'orange,blue')?.target).toBe('tri');
    // A view whose word disagrees with M12w: the page follows it.
    const disagreeing: MonadView = {
      ...view,
      trades: (view.trades ?? []).map(t => ({ ...t, takes: t.takes === 'tri' ? 'quint' : 'tri' })),
    };
    const followed = groupMoves(moves, disagreeing);
    expect(rowOf(followed, 'blue,red')?.target).toBe('quint');
    expect(rowOf(followed, 'orange,blue')?.target).toBe('quint');
    const html = renderToString(
      <Moves view={disagreeing} moves={moves} onMove={() => {}} busy={false} names={names} />,
    );
    expect(html).toContain('for the top quint');
    // A view that does not say: the page says nothing of what the trade takes rather than work it out.
    const silent = groupMoves(moves, { ...view, trades: undefined });
    expect(silent.trades.length).toBeGreaterThan(0);
    expect(silent.trades.every(r => r.target === null)).toBe(true);
  });

  test('picking cards keeps the moves that give all of them', () => {
    const trade: MonadMove = { type: 'trade', cards: [bi('orange'), bi('blue')] };
    expect(usesAll(trade, [bi('orange')])).toBe(true);
    expect(usesAll(trade, [bi('orange'), bi('orange')])).toBe(false);
    expect(usesAll({ type: 'leap', commons: ['red', 'blue', 'green', 'yellow'] }, commons('red', 'blue'))).toBe(true);
    expect(usesAll({ type: 'draw' }, [bi('orange')])).toBe(false);
    expect(usesAll({ type: 'draw' }, [])).toBe(true);
  });
});

describe('Monad options', () => {
  const Options = monadUi.Options;
  const inputs = (value: object, players: number, onChange: (o: object) => void) =>
    propsCreated('input', () => renderToString(<Options value={value} players={players} onChange={onChange} />));

  test('teams are offered only at four players; set fields are sent, cleared ones dropped', () => {
    expect(monadUi.defaultOptions).toEqual({});
    expect(inputs({}, 2, () => {}).map(p => p.name)).toEqual(['bonusStopsAtGap', 'maxTurns']);
    let sent: object = {};
    const four = inputs({ maxTurns: 50 }, 4, o => (sent = o));
    expect(four.map(p => p.name)).toEqual(['teams', 'bonusStopsAtGap', 'maxTurns']);
    (four[0]?.onChange as (e: unknown) => void)({ currentTarget: { checked: true } });
    expect(sent).toEqual({ maxTurns: 50, teams: true });
    const again = inputs({ teams: true, maxTurns: 50 }, 4, o => (sent = o));
    (again[0]?.onChange as (e: unknown) => void)({ currentTarget: { checked: false } });
    expect(sent).toEqual({ maxTurns: 50 });
    (again[2]?.onInput as (e: unknown) => void)({ currentTarget: { valueAsNumber: Number.NaN } });
    expect(sent).toEqual({ teams: true });
  });
});
