// Where every Monad card is, followed fact by fact from the rule book alone (M12–M17): a second,
// independent bookkeeping that property tests hold the engine's views against. It checks, as it goes, that
// each card a fact says was taken is the one the rules say: the top of its column (M7), the first card of
// the drawing deck (M16, M17), the bonus tops highest first (M13). A mismatch throws, naming the fact.
import type { MonadFact } from '../../src/games/monad/index.js';
import { COLOURS, SETS, sorted, type Card, type Colour, type Column } from './monad-positions.js';

export interface Removed {
  readonly bonus: number;
  readonly commons: readonly Colour[];
  readonly identities: readonly Colour[];
}

export class Ledger {
  hands: Card[][] = [];
  identities: Colour[] = [];
  monads: number[] = [];
  stack = 10;
  columns: Record<Column, Colour[]> = { bi: [], tri: [], quad: [], quint: [] };
  discard: Colour[] = [];
  deck: Colour[] | null = null;
  removed: Removed = { bonus: 0, commons: [], identities: [] };
  private lastTrade: Card[] = [];

  constructor(private readonly bonusStopsAtGap: boolean) {}

  clone(): Ledger {
    const copy = new Ledger(this.bonusStopsAtGap);
    copy.hands = this.hands.map(h => [...h]);
    copy.identities = [...this.identities];
    copy.monads = [...this.monads];
    copy.stack = this.stack;
    copy.columns = {
      bi: [...this.columns.bi],
      tri: [...this.columns.tri],
      quad: [...this.columns.quad],
      quint: [...this.columns.quint],
    };
    copy.discard = [...this.discard];
    copy.deck = this.deck === null ? null : [...this.deck];
    copy.removed = this.removed;
    copy.lastTrade = this.lastTrade;
    return copy;
  }

  apply(fact: MonadFact): void {
    switch (fact.type) {
      case 'dealt':
        this.hands = fact.seats.map(s => [...s.hand]);
        this.identities = fact.seats.map(s => s.identity);
        this.monads = fact.seats.map(() => 0);
        this.columns = {
          bi: [...fact.columns.bi],
          tri: [...fact.columns.tri],
          quad: [...fact.columns.quad],
          quint: [...fact.columns.quint],
        };
        this.removed = fact.removed;
        return;
      case 'positioned': {
        const { position } = fact;
        this.hands = position.seats.map(s => [...s.hand]);
        this.identities = position.seats.map(s => s.identity);
        this.monads = position.seats.map(s => s.monads);
        this.stack = position.monadStack ?? 10 - this.monads.reduce((a, b) => a + b, 0);
        this.columns = {
          bi: [...position.columns.bi],
          tri: [...position.columns.tri],
          quad: [...position.columns.quad],
          quint: [...position.columns.quint],
        };
        this.discard = [...position.discard];
        this.deck = position.deck === null ? null : [...position.deck];
        return;
      }
      case 'traded':
        this.lastTrade = fact.gave;
        this.give(fact.seat, fact.gave);
        this.take(fact.seat, fact.took);
        this.place(fact.gave);
        return;
      case 'bought':
        this.give(fact.seat, fact.gave);
        this.take(fact.seat, fact.took);
        this.place(fact.gave);
        return;
      case 'bonus_taken': {
        // M13: the tops of every set lower than the traded cards, highest first, then a common from the deck.
        const traded = SETS.indexOf(this.lastTrade[0]?.set ?? 'common');
        const expected: Card[] = [];
        let stopped = false;
        for (let r = traded - 1; r >= 1; r--) {
          const set = SETS[r] as Column;
          const top = this.columns[set][0];
          if (top !== undefined) expected.push({ set, colour: top });
          else if (this.bonusStopsAtGap) {
            stopped = true;
            break;
          }
        }
        const fromDeck = !stopped && this.deck !== null;
        const seen = { cards: fact.cards, fromDeck: fact.fromDeck, common: fact.common };
        const wanted = { cards: expected, fromDeck, common: fromDeck ? this.deck?.[0] : undefined };
        if (JSON.stringify(seen) !== JSON.stringify(wanted)) {
          throw new Error(`M13 bonus: got ${JSON.stringify(seen)}, the rules give ${JSON.stringify(wanted)}`);
        }
        for (const card of fact.cards) this.take(fact.seat, card);
        if (fact.common !== undefined) this.draw(fact.seat, fact.common);
        return;
      }
      case 'leapt':
        this.give(
          fact.seat,
          fact.gave.map(colour => ({ set: 'common', colour })),
        );
        this.take(fact.seat, fact.took);
        this.discard.push(...fact.gave);
        return;
      case 'drew':
        this.draw(fact.seat, fact.colour);
        return;
      case 'flipped':
        // M17: the pile turned over unshuffled: the card discarded first is drawn first.
        if (this.deck !== null) throw new Error('M17: flipped while a drawing deck exists');
        if (fact.size !== this.discard.length)
          throw new Error(`M17: flipped ${fact.size} cards, the pile holds ${this.discard.length}`);
        this.deck = this.discard;
        this.discard = [];
        return;
      case 'passed': {
        const shown = JSON.stringify(sorted(fact.hand));
        if (shown !== JSON.stringify(sorted(this.hands[fact.seat] ?? [])))
          throw new Error(`M18: the hand shown is not the hand held: ${shown}`);
        return;
      }
      case 'turn_ended':
      case 'resigned':
      case 'game_ended':
        return;
    }
  }

  private give(seat: number, cards: readonly Card[]): void {
    const hand = this.hands[seat] ?? [];
    for (const card of cards) {
      const at = hand.findIndex(c => c.set === card.set && c.colour === card.colour);
      if (at < 0) throw new Error(`seat ${seat} gave a ${card.colour} ${card.set} it did not hold`);
      hand.splice(at, 1);
    }
  }

  /** M7, M12: the card taken is the top of its column; a Monad comes off the stack. */
  private take(seat: number, took: Card | { readonly set: 'monad' }): void {
    if (took.set === 'monad') {
      this.stack -= 1;
      this.monads[seat] = (this.monads[seat] ?? 0) + 1;
      return;
    }
    if (took.set === 'common') throw new Error('a common is never taken from a column');
    const column = this.columns[took.set];
    if (column[0] !== took.colour)
      throw new Error(`took a ${took.colour} ${took.set}, the top is ${column[0] ?? 'nothing'}`);
    column.shift();
    this.hands[seat]?.push(took);
  }

  /** M12, M14: commons on top of the discard pile, other cards under their own column, in the order given. */
  private place(cards: readonly Card[]): void {
    for (const card of cards) {
      if (card.set === 'common') this.discard.push(card.colour);
      else this.columns[card.set].push(card.colour);
    }
  }

  /** M16: the first card of the deck; with the last one the deck no longer exists. */
  private draw(seat: number, colour: Colour): void {
    if (this.deck === null || this.deck[0] !== colour)
      throw new Error(`drew a ${colour} common, the deck starts ${this.deck?.[0] ?? '(no deck)'}`);
    this.deck.shift();
    if (this.deck.length === 0) this.deck = null;
    this.hands[seat]?.push({ set: 'common', colour });
  }
}

/** M4: how many of each card kind the box holds. */
export function boxCount(card: Card): number {
  return card.set === 'common' ? 4 : 1;
}

export const ALL_KINDS: readonly Card[] = SETS.flatMap(set => COLOURS.map(colour => ({ set, colour })));
