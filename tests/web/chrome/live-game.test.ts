// Keeping a game live on the page: events newer than what the page shows replace what a move changes,
// older ones (already brought by a move's answer) change nothing; recent entries are kept once each, newest
// last, at most 30.
import { describe, expect, it } from 'vitest';
import type { Game, GameEvent, LogEntry } from '../../../web/src/api/types';
import { applyEvent, mergeEntries } from '../../../web/src/chrome/use-game';

const entry = (seq: number): LogEntry => ({
  seq,
  kind: 'move',
  seat: 0,
  move: null,
  facts: [],
  createdAt: '2026-11-23T00:00:00.000Z',
});
const game = {
  id: 'g',
  game: 'monad',
  version: 5,
  status: 'active',
  toAct: [0],
  outcome: null,
  view: { v: 5 },
  clock: null,
  table: { listed: false, seats: [], rematch: null, rematchOf: null },
} as unknown as Game;
const event = (version: number, patch: Partial<GameEvent> = {}): GameEvent =>
  ({
    version,
    status: 'active',
    toAct: [1],
    outcome: null,
    entry: entry(version),
    view: { v: version },
    clock: null,
    ...patch,
  }) as unknown as GameEvent;

describe('the live game', () => {
  it('takes a newer event: version, status, whose turn, view, clock, outcome', () => {
    const next = applyEvent(
      game,
      event(6, { status: 'finished', toAct: [], outcome: { reason: 'won', winners: [1], ranking: [] } }),
    );
    expect(next).toMatchObject({
      version: 6,
      status: 'finished',
      toAct: [],
      view: { v: 6 },
      outcome: { winners: [1] },
    });
    // What no move changes stays: the id, the table.
    expect(next.table).toBe(game.table);
  });

  it('ignores an event it already has, or an older one', () => {
    expect(applyEvent(game, event(5))).toBe(game);
    expect(applyEvent(game, event(3))).toBe(game);
  });

  it('keeps each entry once, in order, the newest 30', () => {
    const merged = mergeEntries([entry(3), entry(1)], [entry(2), entry(3), entry(4)]);
    expect(merged.map(e => e.seq)).toEqual([1, 2, 3, 4]);
    const many = mergeEntries(
      [],
      Array.from({ length: 50 }, (_, i) => entry(i)),
    );
    expect(many).toHaveLength(30);
    expect(many[0]?.seq).toBe(20);
    expect(many.at(-1)?.seq).toBe(49);
  });
});
