// The Monad table as a person sees it, rendered to HTML from engine-made views: cards in the hand, the four
// columns with their tops, the supplies, each seat, the last move highlighted, a spectator's table and a
// finished game's result. Also one sentence for every fact type of the log.
import { renderToString } from 'preact-render-to-string';
import { describe, expect, test } from 'vitest';
import { oneStream, seededRng } from '../../../../src/engine/index.js';
import { monad, type MonadFact } from '../../../../src/games/monad/index.js';
import type { MonadFact as SeenFact } from '../../../../web/src/api/types';
import { monadUi } from '../../../../web/src/games/monad';
import { given as dealt } from '../../../support/given.js';
import { bi, columnsBesides, common, commons, given, seat } from '../../../support/monad-positions.js';
import { names, Play } from './fixtures';

const Table = monadUi.Table;
const count = (html: string, needle: string): number => html.split(needle).length - 1;

describe('Monad table', () => {
  test("a seat's view at the deal: its hand as cards, every column top first, the supplies, both seats", () => {
    const play = Play.dealt(11);
    const view = play.view(0);
    const html = renderToString(<Table view={view} seat={0} toAct={[0]} names={names} last={play.entry(0)} />);
    expect(view.hand).not.toBeNull();
    const hand = html.slice(html.indexOf('data-testid="hand"'));
    for (const card of view.hand ?? []) expect(hand).toContain(`data-card="${card.colour}-${card.set}"`);
    expect(count(hand, 'data-card=')).toBe(view.hand?.length);
    for (const set of ['bi', 'tri', 'quad', 'quint'] as const) {
      const top = view.columns[set][0];
      expect(top).toBeDefined();
      expect(html).toContain(
        `aria-label="${top} ${set}, ${['red', 'orange', 'yellow'].includes(top ?? '') ? 'warm' : 'cool'}`,
      );
      expect(html).toContain(`The ${set} column: ${view.columns[set].length} cards`);
      for (const colour of view.columns[set]) expect(html).toContain(`data-card="${colour}-${set}"`);
    }
    expect(html).toContain('Monad stack: 10 left');
    expect(html).toContain('No drawing deck');
    expect(html).toContain('Discard pile: 0 commons');
    for (const s of view.seats) {
      expect(html).toContain(names(s.seat));
      expect(html).toContain(`Identity: ${s.identity}`);
      expect(html).toContain(`${s.handSize} cards in hand`);
      expect(html).toContain(`0 of 5 Monads`);
    }
    expect(html).toMatch(/data-seat="0" aria-current="true"/);
    expect(html).toContain('bonus card ready');
    // The deal is no move: nothing is highlighted.
    expect(html).not.toContain('data-testid="last-move"');
    expect(html).not.toContain('is-last');
  });

  test("a spectator's view: no hand, only hand sizes", () => {
    const play = Play.dealt(11);
    const html = renderToString(<Table view={play.view(null)} seat={null} toAct={[0]} names={names} last={null} />);
    expect(html).not.toContain('data-testid="hand"');
    expect(html).toContain('You are watching');
    expect(html).toContain('6 cards in hand');
  });

  test('a seat out on time reads as out on time in the last move, never as a resignation', () => {
    const play = Play.dealt(11);
    const entry = {
      seq: 9,
      seat: 1,
      kind: 'timeout' as const,
      move: null,
      facts: [{ type: 'resigned', seat: 1 }] as SeenFact[],
      createdAt: '2025-01-01T00:00:00.000Z',
    };
    const html = renderToString(<Table view={play.view(null)} seat={null} toAct={[0]} names={names} last={entry} />);
    const strip = html.slice(html.indexOf('data-testid="last-move"'), html.indexOf('role="group"'));
    expect(strip).toContain('Bot (heuristic) is out of the game on time.');
    expect(strip).not.toContain('resigned');
  });

  test('the last move is highlighted: the seat, the column it took from, the discards, the cards given and taken', () => {
    const play = Play.dealt(11).play(m => m.type === 'trade');
    const entry = play.entry(null);
    const traded = entry.facts[0] as SeenFact;
    expect(traded.type).toBe('traded');
    const html = renderToString(<Table view={play.view(null)} seat={null} toAct={[0]} names={names} last={entry} />);
    const strip = html.slice(html.indexOf('data-testid="last-move"'), html.indexOf('role="group"'));
    expect(strip).toContain(monadUi.describeFact(traded, names));
    if (traded.type !== 'traded' || !('colour' in traded.took)) throw new Error('expected a trade of commons');
    expect(strip).toContain(`data-card="${traded.took.colour}-bi"`);
    for (const card of traded.gave) expect(strip).toContain(`data-card="${card.colour}-common"`);
    expect(html).toMatch(/class="mcolumn is-last"[^>]*data-column="bi"/);
    expect(html).not.toMatch(/class="mcolumn is-last"[^>]*data-column="tri"/);
    expect(html).toMatch(/class="mpile is-last"[^>]*data-pile="discard"/);
    expect(html).toMatch(/class="mseat is-turn is-last" data-seat="0"/);
    expect(html).toContain('1 transaction');
  });

  test('a finished game draws its result and the winner', () => {
    const play = Play.dealt(5).resign(1);
    expect(play.outcome).not.toBeNull();
    const view = play.view(0);
    const html = renderToString(<Table view={view} seat={0} toAct={[]} names={names} last={play.entry(0)} />);
    expect(html).toContain('data-testid="outcome"');
    expect(html).toContain('Ada wins!');
    expect(html).toContain('Place 1: Ada');
    expect(html).toContain('Place 2: Bot (heuristic)');
    expect(html).toMatch(/class="mseat is-resigned"[^>]*data-seat="1"|class="mseat is-last is-resigned" data-seat="1"/);
    expect(html).not.toContain('to play');
  });

  test('four players in teams show their teams and three Monads to win', () => {
    const play = Play.dealt(3, 4, { teams: true });
    const html = renderToString(<Table view={play.view(2)} seat={2} toAct={[0]} names={names} last={null} />);
    expect(html).toContain('Team A (seats 1 and 3)');
    expect(html).toContain('Team B (seats 2 and 4)');
    expect(html).toContain('0 of 5 Monads together');
  });
});

/** Facts of every type, from engine playouts and positions (redacted for seat 0, as the log shows them). */
function factsOfEveryType(): Map<string, SeenFact> {
  const found = new Map<string, SeenFact>();
  const keep = (facts: readonly MonadFact[], viewer: number | null) => {
    for (const f of facts) if (!found.has(f.type)) found.set(f.type, monad.redact(f, viewer) as SeenFact);
  };
  // Random playouts of a few seeds: trades, bonuses, buys, draws, flips, passes, turn ends, game ends.
  for (let seed = 1; seed <= 6; seed++) {
    const rng = seededRng(seed);
    const table = dealt(monad, { players: 2, options: { maxTurns: 120 }, chance: oneStream(rng) });
    keep(table.history, 0);
    let state = table.state;
    for (let i = 0; i < 600 && monad.toAct(state).length > 0; i++) {
      const actor = monad.toAct(state)[0] ?? 0;
      const legal = monad.legalMoves(state, actor);
      const move = legal[rng.int(legal.length)];
      if (move === undefined) break;
      const decision = monad.decide(state, actor, move, oneStream(rng));
      if (!decision.ok) throw new Error(decision.violation.message);
      keep(decision.facts, 0);
      state = decision.facts.reduce(monad.evolve, state);
    }
  }
  // A leap (after a trade), a position, a resignation.
  const hand = [bi('orange'), bi('blue'), ...commons('red', 'orange', 'yellow', 'purple', 'blue', 'green')];
  const table = given({
    seats: [seat('red', hand), seat('purple', [common('red')])],
    columns: columnsBesides(hand),
    discard: [],
    deck: ['green'],
  });
  keep(table.history, 0);
  const traded = table.play(0, { type: 'trade', cards: [bi('orange'), bi('blue')] });
  const leap = traded.legal(0).find(m => m.type === 'leap');
  if (leap === undefined) throw new Error('expected a leap');
  keep(traded.when(0, leap).facts, 0);
  keep(traded.whenResigns(1).facts, 0);
  // E5: one bi and four commons, no bi on the table, no deck and no discards: the seat may only pass.
  const e5 = [bi('orange'), ...commons('red', 'yellow', 'purple', 'blue')];
  const passing = given({
    seats: [seat('green', e5), seat('purple')],
    columns: { ...columnsBesides(e5), bi: [] },
    discard: [],
    deck: null,
  });
  keep(passing.when(0, { type: 'pass' }).facts, 0);
  return found;
}

describe('describeFact', () => {
  const facts = factsOfEveryType();
  const TYPES = [
    'dealt',
    'positioned',
    'traded',
    'bonus_taken',
    'bought',
    'leapt',
    'drew',
    'flipped',
    'passed',
    'turn_ended',
    'resigned',
    'game_ended',
  ] as const;

  test.each(TYPES)('%s reads as one plain sentence naming the seat', type => {
    const fact = facts.get(type);
    expect(fact, `a ${type} fact was made`).toBeDefined();
    const sentence = monadUi.describeFact(fact as SeenFact, names);
    expect(sentence).toMatch(/^[A-Z].*[.!]$/);
    expect(sentence).not.toMatch(/undefined|\[object|_/);
    if ('seat' in (fact as object)) expect(sentence).toContain(names((fact as { seat: number }).seat));
  });

  test('a hidden draw says no colour; the drawer sees it', () => {
    expect(monadUi.describeFact({ type: 'drew', seat: 1 }, names)).toBe('Bot (heuristic) drew a card.');
    expect(monadUi.describeFact({ type: 'drew', seat: 0, colour: 'green' }, names)).toBe('Ada drew a green common.');
  });

  test('a trade names the cards given and taken', () => {
    const sentence = monadUi.describeFact(
      { type: 'traded', seat: 0, gave: [bi('orange'), bi('blue')], took: { set: 'tri', colour: 'red' }, wild: false },
      names,
    );
    expect(sentence).toBe('Ada traded an orange bi and a blue bi for the red tri.');
  });
});
