// Worlds one seat cannot tell from the real one (for IS-MCTS bots and the fair-bot property tests). What a
// seat does not know in Monad is which cards the other hands hold — dealt, or set by a custom position — and,
// after a custom position only, the drawing deck's cards (a deck made by a flip is the public discard pile,
// M17). Everything after that is public or follows from it: every card paid, taken, leapt or shown by a pass.
//
// So each unknown card is a *token*: one per card of another hand at the start, one per card of a hidden
// deck. Reading the seat's log once, a token gets a kind only when the log forces it (its holder pays a card
// it is not known to hold, a pass shows the hand, the seat itself draws it), taken from the pool of cards
// whose place is unknown; any token still open when a world is sampled gets a card drawn at random from what
// is left. Forcing only what the log implies keeps every world consistent with it; the draw is uniform over
// the pool, not the exact posterior (a hand that paid two reds is no likelier to hold a third), which is the
// usual determinization of IS-MCTS.
import type { Rng } from '../../engine/index.js';
import { shuffled } from '../../engine/index.js';
import {
  COLOURS,
  COMMON,
  KIND_COUNT,
  colourIndex,
  copiesAtTable,
  kindOf,
  kindOfCard,
  setOfKind,
  cardOfKind,
  type Card,
  type Colour,
} from './cards.js';
import type { MonadFact, MonadSeenFact, MonadView } from './schemas.js';
import type { MonadState } from './state.js';

/** Where a drawing deck's card stands: known (a kind), or an unknown token. */
type Slot = { readonly kind: number } | { readonly token: number };

interface Reading {
  /** Per seat, the kinds known to be in its hand (the reader's own hand: all of it). */
  readonly known: number[][];
  /** Per seat, the tokens in its hand that no fact has pinned down yet. */
  readonly open: number[][];
  /** Per token, its kind once forced, else -1. */
  readonly kinds: number[];
  /** Per token, whether it can only be a common (a deck card). */
  readonly commonOnly: boolean[];
  /** Cards whose place the reader does not know, by kind. */
  readonly pool: number[];
  deck: Slot[] | null;
  discard: number[];
  /** Per fact of the log, the tokens or deck slots it involved, for rebuilding the whole facts. */
  readonly notes: (Slot | readonly number[][] | { deck: Slot[] | null; hands: number[][] } | null)[];
}

const zeros = (): number[] => new Array<number>(KIND_COUNT).fill(0);

/** Reads a seat's log once: the tokens, what the log forces about them, and what stays open. */
function read(view: MonadView, log: readonly MonadSeenFact[]): Reading {
  const me = view.you;
  const players = view.players;
  const r: Reading = {
    known: Array.from({ length: players }, zeros),
    open: Array.from({ length: players }, () => []),
    kinds: [],
    commonOnly: [],
    pool: zeros(),
    deck: null,
    discard: [],
    notes: [],
  };
  const newToken = (commonOnly: boolean): number => {
    r.kinds.push(-1);
    r.commonOnly.push(commonOnly);
    return r.kinds.length - 1;
  };
  /** A token takes `kind` out of the pool. */
  const force = (token: number, kind: number): void => {
    r.kinds[token] = kind;
    r.pool[kind] = (r.pool[kind] as number) - 1;
  };
  /** `seat` gives up a card of `kind`: a known one, else one of its open tokens must have been it. */
  const payOut = (seat: number, kind: number): void => {
    const known = r.known[seat] as number[];
    if ((known[kind] as number) > 0) {
      known[kind] = (known[kind] as number) - 1;
      return;
    }
    const open = r.open[seat] as number[];
    // A common may be any open token; prefer a deck token, which could hold nothing else.
    let at = setOfKind(kind) === COMMON ? open.findIndex(t => r.commonOnly[t]) : -1;
    if (at < 0) at = open.findIndex(t => !r.commonOnly[t] || setOfKind(kind) === COMMON);
    if (at < 0) throw new Error(`seat ${seat} pays a card it cannot hold`);
    force(open[at] as number, kind);
    open.splice(at, 1);
  };
  const gain = (seat: number, kind: number): void => {
    const known = r.known[seat] as number[];
    known[kind] = (known[kind] as number) + 1;
  };
  /** The top of the drawing deck goes to `seat`; `colour` is given when the reader sees it. */
  const drawTop = (seat: number, colour: Colour | undefined): Slot => {
    const deck = r.deck as Slot[];
    const top = deck.shift() as Slot;
    if (deck.length === 0) r.deck = null;
    if ('kind' in top) gain(seat, top.kind);
    else if (colour !== undefined) {
      force(top.token, kindOf(COMMON, colourIndex(colour)));
      gain(seat, r.kinds[top.token] as number);
    } else (r.open[seat] as number[]).push(top.token);
    return top;
  };
  const pay = (seat: number, cards: readonly Card[]): void => {
    for (const card of cards) {
      const kind = kindOfCard(card);
      payOut(seat, kind);
      if (setOfKind(kind) === COMMON) r.discard.push(colourIndex(card.colour));
    }
  };
  const take = (seat: number, took: Card | { set: 'monad' }): void => {
    if (took.set !== 'monad') gain(seat, kindOfCard(took as Card));
  };

  for (const fact of log) {
    let note: Reading['notes'][number] = null;
    switch (fact.type) {
      case 'dealt': {
        // M5, M6: the dealt hands are commons; every other card lies face up in the columns.
        for (let colour = 0; colour < COLOURS.length; colour++)
          r.pool[kindOf(COMMON, colour)] = copiesAtTable(players, kindOf(COMMON, colour));
        const hands = fact.seats.map((s, seat) => {
          if (s.hand !== undefined) {
            for (const card of s.hand) {
              gain(seat, kindOfCard(card));
              r.pool[kindOfCard(card)] = (r.pool[kindOfCard(card)] as number) - 1;
            }
            return [];
          }
          const tokens = Array.from({ length: s.handSize }, () => newToken(false));
          (r.open[seat] as number[]).push(...tokens);
          return tokens;
        });
        note = hands;
        break;
      }
      case 'positioned': {
        const p = fact.position;
        for (let kind = 0; kind < KIND_COUNT; kind++) r.pool[kind] = copiesAtTable(players, kind);
        const seen = (kind: number) => (r.pool[kind] = (r.pool[kind] as number) - 1);
        (['bi', 'tri', 'quad', 'quint'] as const).forEach((set, i) =>
          p.columns[set].forEach(c => seen(kindOf(i + 1, colourIndex(c)))),
        );
        for (const c of p.discard) seen(kindOf(COMMON, colourIndex(c)));
        r.discard = p.discard.map(colourIndex);
        const hands = p.seats.map((s, seat) => {
          if (s.hand !== undefined) {
            for (const card of s.hand) {
              seen(kindOfCard(card));
              gain(seat, kindOfCard(card));
            }
            return [];
          }
          const tokens = Array.from({ length: s.handSize }, () => newToken(false));
          (r.open[seat] as number[]).push(...tokens);
          return tokens;
        });
        r.deck = p.deckSize === null ? null : Array.from({ length: p.deckSize }, () => ({ token: newToken(true) }));
        note = { deck: r.deck === null ? null : r.deck.slice(), hands };
        break;
      }
      case 'traded':
      case 'bought':
        pay(fact.seat, fact.gave);
        take(fact.seat, fact.took);
        break;
      case 'leapt':
        pay(
          fact.seat,
          fact.gave.map(colour => ({ set: 'common', colour })),
        );
        take(fact.seat, fact.took);
        break;
      case 'bonus_taken':
        for (const card of fact.cards) take(fact.seat, card);
        if (fact.fromDeck) note = drawTop(fact.seat, fact.seat === me ? fact.common : undefined);
        break;
      case 'drew':
        note = drawTop(fact.seat, fact.seat === me ? fact.colour : undefined);
        break;
      case 'flipped':
        r.deck = r.discard.map(c => ({ kind: kindOf(COMMON, c) }));
        r.discard = [];
        break;
      case 'passed': {
        // M18: the hand is shown: the open tokens are whatever it holds beyond the known cards.
        const shown = zeros();
        for (const card of fact.hand) shown[kindOfCard(card)] = (shown[kindOfCard(card)] as number) + 1;
        const known = r.known[fact.seat] as number[];
        const open = r.open[fact.seat] as number[];
        const extra: number[] = [];
        for (let kind = 0; kind < KIND_COUNT; kind++) {
          const more = (shown[kind] as number) - (known[kind] as number);
          if (more < 0) throw new Error(`seat ${fact.seat} shows fewer ${kind} cards than it is known to hold`);
          for (let i = 0; i < more; i++) extra.push(kind);
        }
        if (extra.length !== open.length) throw new Error(`seat ${fact.seat} shows a hand of another size`);
        // Commons first to the deck tokens, which can hold nothing else.
        extra.sort((a, b) => setOfKind(a) - setOfKind(b));
        open.sort((a, b) => Number(r.commonOnly[b]) - Number(r.commonOnly[a]));
        open.forEach((token, i) => force(token, extra[i] as number));
        r.known[fact.seat] = shown;
        r.open[fact.seat] = [];
        break;
      }
      case 'turn_ended':
      case 'resigned':
      case 'game_ended':
        break;
      default: {
        const unreachable: never = fact;
        throw new Error(`unknown Monad fact ${JSON.stringify(unreachable)}`);
      }
    }
    r.notes.push(note);
  }
  return r;
}

/** A kind for every token still open, drawn from the pool: deck tokens (commons only) first. */
function assign(r: Reading, rng: Rng): number[] {
  const kinds = r.kinds.slice();
  const commons: number[] = [];
  const others: number[] = [];
  for (let kind = 0; kind < KIND_COUNT; kind++) {
    const into = setOfKind(kind) === COMMON ? commons : others;
    for (let i = 0; i < (r.pool[kind] as number); i++) into.push(kind);
  }
  const open = kinds.flatMap((k, token) => (k < 0 ? [token] : []));
  const restricted = open.filter(t => r.commonOnly[t]);
  const free = open.filter(t => !r.commonOnly[t]);
  const shuffledCommons = shuffled(commons, rng);
  restricted.forEach((t, i) => (kinds[t] = shuffledCommons[i] as number));
  const rest = shuffled([...shuffledCommons.slice(restricted.length), ...others], rng);
  free.forEach((t, i) => (kinds[t] = rest[i] as number));
  return kinds;
}

/** The state of a world: the view's public table, the reader's hand, and the other hands and deck sampled. */
function stateOf(view: MonadView, r: Reading, kinds: readonly number[]): MonadState {
  const seats = view.seats.map((s, seat) => {
    const hand = (r.known[seat] as number[]).slice();
    for (const token of r.open[seat] as number[])
      hand[kinds[token] as number] = (hand[kinds[token] as number] as number) + 1;
    return { identity: colourIndex(s.identity), hand, monads: s.monads, resigned: s.resigned };
  });
  const deck =
    r.deck === null
      ? null
      : r.deck.map(slot => ('kind' in slot ? slot.kind : (kinds[slot.token] as number)) % COLOURS.length);
  return {
    players: view.players,
    options: view.options,
    started: true,
    seats,
    columns: [view.columns.bi, view.columns.tri, view.columns.quad, view.columns.quint].map(c => c.map(colourIndex)),
    monadStack: view.monadStack,
    discard: view.discard.map(colourIndex),
    deck,
    turn: { ...view.turn },
    passRun: [...view.passRun],
    ending: view.outcome === null ? null : { reason: view.outcome.reason as 'won', winners: view.outcome.winners },
  };
}

/** The engine contract's `determinizer`: read the log once, then sample worlds cheaply. */
export function determinizer(view: MonadView, log: readonly MonadSeenFact[]): (rng: Rng) => MonadState {
  const reading = read(view, log);
  return rng => stateOf(view, reading, assign(reading, rng));
}

const handOfTokens = (tokens: readonly number[], kinds: readonly number[]): Card[] =>
  tokens
    .map(t => kinds[t] as number)
    .sort((a, b) => a - b)
    .map(cardOfKind);

const colourOfSlot = (slot: Slot, kinds: readonly number[]): Colour =>
  COLOURS[('kind' in slot ? slot.kind : (kinds[slot.token] as number)) % COLOURS.length] as Colour;

/**
 * A whole history the seat cannot tell from the real one: its log with every hidden card filled in from one
 * sampled world. Folding it gives a state whose view, legal moves and redacted log are the seat's own (the
 * fair-bot property test checks exactly that).
 */
export function sampleHistory(view: MonadView, log: readonly MonadSeenFact[], rng: Rng): MonadFact[] {
  const reading = read(view, log);
  const kinds = assign(reading, rng);
  return log.map((fact, i): MonadFact => {
    const note = reading.notes[i];
    switch (fact.type) {
      case 'dealt': {
        const hands = note as number[][];
        return {
          ...fact,
          seats: fact.seats.map((s, seat) => ({
            identity: s.identity,
            handSize: s.handSize,
            hand: s.hand ?? handOfTokens(hands[seat] as number[], kinds),
          })),
        };
      }
      case 'positioned': {
        const { deck, hands } = note as { deck: Slot[] | null; hands: number[][] };
        const { deckSize: _size, seats, ...rest } = fact.position;
        return {
          type: 'positioned',
          position: {
            ...rest,
            seats: seats.map(({ handSize: _n, hand, ...open }, seat) => ({
              ...open,
              hand: hand ?? handOfTokens(hands[seat] as number[], kinds),
            })),
            deck: deck === null ? null : deck.map(slot => colourOfSlot(slot, kinds)),
          },
        };
      }
      case 'drew':
        return { ...fact, colour: fact.colour ?? colourOfSlot(note as Slot, kinds) };
      case 'bonus_taken':
        return fact.fromDeck ? { ...fact, common: fact.common ?? colourOfSlot(note as Slot, kinds) } : fact;
      default:
        return fact;
    }
  });
}
