// Money moves (C11, C13, C16): every payment goes through `credit` or `pay`, which apply the cap of
// $250,000 (the excess goes back to the bank at once, as its own fact), the bank's holdings (it pays only
// what it holds) and "pays what they hold". A ruin sends a pawn back with `sendBack`, which collects.
import { bankBehind, squareAt } from './board.js';
import type { Draft } from './draft.js';
import type { Fact } from './schemas.js';
import { moneyOf, pawnOf } from './state.js';
import { MONEY } from './vocabulary.js';
import type { Seat } from '../../engine/index.js';

type Reason = Extract<Fact, { type: 'transfer' }>['reason'];

/** C16: a player holds at most $250,000; the rest goes back to the bank. */
function returnExcess(draft: Draft, seat: Seat): void {
  const excess = moneyOf(draft.state, seat) - MONEY.cap;
  if (excess > 0) draft.emit({ type: 'excess_returned', seat, amount: excess });
}

/** The bank pays `amount` (C16 project rule: no more than it holds). */
export function credit(draft: Draft, seat: Seat, amount: number, reason: Reason): void {
  const paid = Math.min(amount, draft.state.bank);
  if (paid > 0) draft.emit({ type: 'transfer', from: 'bank', to: seat, amount: paid, reason });
  returnExcess(draft, seat);
}

/** `from` pays `amount`, or what it holds when that is less (C16). True when it is left with nothing. */
export function pay(draft: Draft, from: Seat, to: Seat | 'bank', amount: number, reason: Reason): boolean {
  const paid = Math.min(amount, moneyOf(draft.state, from));
  if (paid > 0) draft.emit({ type: 'transfer', from, to, amount: paid, reason });
  if (to !== 'bank') returnExcess(draft, to);
  return moneyOf(draft.state, from) === 0;
}

/** C11/C13: what arriving on a bank or back on the start pays. */
export function collectOnArrival(draft: Draft, seat: Seat, at: number): void {
  const kind = squareAt(draft.state.board, at).kind;
  if (kind === 'bank') credit(draft, seat, MONEY.bank, 'bank');
  else if (kind === 'start') credit(draft, seat, MONEY.start, 'start');
}

/** C15/C16: the pawn goes back to the nearest bank behind it, or the start, and collects there. */
export function sendBack(draft: Draft, pawn: number): void {
  const { at, seat } = pawnOf(draft.state, pawn);
  const to = bankBehind(draft.state.board, at);
  draft.emit({ type: 'pawn_sent_back', pawn, from: at, to });
  collectOnArrival(draft, seat, to);
}
