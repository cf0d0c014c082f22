// Real Monad tables for the page's tests: dealt by the engine from a seed or placed from a position, moved
// only by `decide` with moves the engine lists, and seen as the server shows them (a seat's view or a
// spectator's, log entries with facts redacted for the viewer). Nothing here is written by hand.
import { options as preactOptions, type VNode } from 'preact';
import { oneStream, seededRng, type Seat, type Viewer } from '../../../../src/engine/index.js';
import { monad, type MonadFact, type MonadMove, type MonadState } from '../../../../src/games/monad/index.js';
import { positionSchema } from '../../../../src/games/monad/schemas.js';
import { given } from '../../../support/given.js';
import type { LogEntry, MonadView } from '../../../../web/src/api/types';

export class Play {
  private seq = 0;
  private lastFacts: readonly MonadFact[] = [];
  private lastSeat: Seat | null = null;
  private lastMove: MonadMove | null = null;

  constructor(private state: MonadState) {}

  static dealt(seed: number, players = 2, options: Record<string, unknown> = {}): Play {
    const table = given(monad, { players, options, seed });
    return new Play(table.state).afterSetup(table.history);
  }

  static positioned(position: unknown, options: Record<string, unknown> = {}): Play {
    const table = given(monad, { position: positionSchema.parse(position), options });
    return new Play(table.state).afterSetup(table.history);
  }

  private afterSetup(facts: readonly MonadFact[]): this {
    this.lastFacts = facts;
    return this;
  }

  get toAct(): Seat {
    const seat = monad.toAct(this.state)[0];
    if (seat === undefined) throw new Error('nobody is to act');
    return seat;
  }

  legal(seat: Seat = this.toAct): readonly MonadMove[] {
    return monad.legalMoves(this.state, seat);
  }

  /** Plays the first listed move that `pick` accepts (the seat to act), asserting the engine takes it. */
  play(pick: (move: MonadMove) => boolean): this {
    const seat = this.toAct;
    const move = this.legal(seat).find(pick);
    if (move === undefined) throw new Error('no such legal move');
    return this.playMove(seat, move);
  }

  playMove(seat: Seat, move: MonadMove): this {
    const decision = monad.decide(this.state, seat, move, oneStream(seededRng(this.seq + 7)));
    if (!decision.ok) throw new Error(decision.violation.message);
    this.state = decision.facts.reduce(monad.evolve, this.state);
    this.seq += 1;
    [this.lastFacts, this.lastSeat, this.lastMove] = [decision.facts, seat, move];
    return this;
  }

  resign(seat: Seat): this {
    const decision = monad.resign(this.state, seat);
    if (!decision.ok) throw new Error(decision.violation.message);
    this.state = decision.facts.reduce(monad.evolve, this.state);
    this.seq += 1;
    [this.lastFacts, this.lastSeat, this.lastMove] = [decision.facts, seat, null];
    return this;
  }

  view(viewer: Viewer): MonadView {
    return monad.view(this.state, viewer) as MonadView;
  }

  /** The last entry as `viewer` reads it in the log (facts redacted; the move only for its maker). */
  entry(viewer: Viewer): LogEntry {
    return {
      seq: this.seq,
      createdAt: new Date(0).toISOString(),
      kind: this.seq === 0 ? 'setup' : this.lastMove === null ? 'resign' : 'move',
      seat: this.lastSeat,
      move: viewer !== null && viewer === this.lastSeat ? this.lastMove : null,
      facts: this.lastFacts.map(f => monad.redact(f, viewer)) as LogEntry['facts'],
    };
  }

  get outcome() {
    return monad.outcome(this.state);
  }
}

export const names = (seat: number): string => ['Ada', 'Bot (heuristic)', 'Grace', 'Linus'][seat] ?? `Seat ${seat}`;

/** Every `data-move` attribute of rendered HTML, parsed, in document order. */
export function dataMoves(html: string): unknown[] {
  return [...html.matchAll(/data-move="([^"]*)"/g)].map(m => JSON.parse(unescapeHtml(m[1] ?? '')));
}

export const unescapeHtml = (s: string): string =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

/** The props of every element of `type` created while `render` runs (to call their handlers without a DOM). */
export function propsCreated(type: string, render: () => void): Array<Record<string, unknown>> {
  const seen: Array<Record<string, unknown>> = [];
  const previous = preactOptions.vnode;
  preactOptions.vnode = (vnode: VNode) => {
    if (vnode.type === type) seen.push(vnode.props as Record<string, unknown>);
    previous?.(vnode);
  };
  try {
    render();
  } finally {
    preactOptions.vnode = previous;
  }
  return seen;
}
