// "Duel", a small real game behind the game contract, used to test the server without any real game.
// It has what a server must get right for every game: hidden hands and a hidden deck order dealt at random
// in setup, randomness in `decide` (a die), a turn order, a moment when a seat other than the turn's owner
// must act (answering a challenge), resignation, and an outcome. Because it lives under tests/, the server
// cannot have code specific to it: it proves that games arrive by injection only.
//
// Rules. Each seat holds `handSize` cards (values 1..12) from a shuffled deck of two suits. On its turn a
// seat either rolls a die (D1: scores 1..6, the turn passes), draws the top card (D2: the turn passes), or
// plays a card face up (D3), which challenges the next seat: that seat answers with a higher card from its
// hand (D4: the answerer scores both cards) or yields (D5: the challenger scores its card); then the turn
// passes to the seat after the challenger. The first seat whose score reaches `target` wins (D6). A resigned
// seat is skipped; when one seat is left it wins (D7).
import { z } from 'zod';
import type { Chance, Decision, Game, Outcome, Seat, Viewer } from '../../src/engine/index.js';
import { accept, reject, shuffled } from '../../src/engine/index.js';

const CARD_VALUES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;
const FULL_DECK: readonly number[] = [...CARD_VALUES, ...CARD_VALUES];

const card = z.number().int().min(1).max(12);
const seat = z.number().int().min(0);

const options = z.object({
  target: z.number().int().min(1).max(1_000_000_000).default(20),
  handSize: z.number().int().min(1).max(8).default(3),
});

const move = z.discriminatedUnion('type', [
  z.object({ type: z.literal('roll') }),
  z.object({ type: z.literal('draw') }),
  z.object({ type: z.literal('play'), card }),
  z.object({ type: z.literal('answer'), card }),
  z.object({ type: z.literal('yield') }),
]);

const fact = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('dealt'),
    hands: z.array(z.array(card)),
    deck: z.array(card),
    scores: z.array(z.number().int()),
    turn: seat,
  }),
  z.object({ type: z.literal('rolled'), seat, die: z.number().int().min(1).max(6) }),
  z.object({ type: z.literal('drew'), seat, card }),
  z.object({ type: z.literal('played'), seat, card }),
  z.object({ type: z.literal('answered'), seat, card }),
  z.object({ type: z.literal('yielded'), seat }),
  z.object({ type: z.literal('resigned'), seat }),
]);

const seenFact = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('dealt'),
    hand: z.array(card).nullable(),
    handSizes: z.array(z.number().int()),
    deckSize: z.number().int(),
    scores: z.array(z.number().int()),
    turn: seat,
  }),
  z.object({ type: z.literal('rolled'), seat, die: z.number().int() }),
  z.object({ type: z.literal('drew'), seat, card: card.nullable() }),
  z.object({ type: z.literal('played'), seat, card }),
  z.object({ type: z.literal('answered'), seat, card }),
  z.object({ type: z.literal('yielded'), seat }),
  z.object({ type: z.literal('resigned'), seat }),
]);

const challenge = z.object({ by: seat, card, responder: seat });
const outcome = z.object({
  reason: z.string(),
  winners: z.array(seat),
  ranking: z.array(z.object({ seat, place: z.number().int(), score: z.number().optional() })),
});

const view = z.object({
  hand: z.array(card).nullable(),
  handSizes: z.array(z.number().int()),
  deckSize: z.number().int(),
  scores: z.array(z.number().int()),
  turn: seat,
  challenge: challenge.nullable(),
  out: z.array(z.boolean()),
  target: z.number().int(),
  outcome: outcome.nullable(),
});

const position = z.object({
  hands: z.array(z.array(card)),
  deck: z.array(card),
  scores: z.array(z.number().int().min(0)),
  turn: seat,
});

type Options = z.infer<typeof options>;
type Move = z.infer<typeof move>;
type Fact = z.infer<typeof fact>;
type SeenFact = z.infer<typeof seenFact>;
type View = z.infer<typeof view>;
type Position = z.infer<typeof position>;

interface State {
  readonly players: number;
  readonly target: number;
  readonly deck: readonly number[];
  readonly hands: readonly (readonly number[])[];
  readonly scores: readonly number[];
  readonly turn: Seat;
  readonly challenge: { readonly by: Seat; readonly card: number; readonly responder: Seat } | null;
  readonly out: readonly boolean[];
  readonly outcome: Outcome | null;
}

interface DuelTypes {
  options: Options;
  state: State;
  move: Move;
  fact: Fact;
  seenFact: SeenFact;
  view: View;
  position: Position;
}

function nextActive(state: State, from: Seat): Seat {
  for (let step = 1; step <= state.players; step++) {
    const candidate = (from + step) % state.players;
    if (!state.out[candidate]) return candidate;
  }
  return from;
}

function withScore(state: State, who: Seat, points: number): State {
  const scores = state.scores.map((s, i) => (i === who ? s + points : s));
  return { ...state, scores };
}

function ranking(state: State, winners: readonly Seat[]): Outcome['ranking'] {
  const order = state.scores
    .map((score, s) => ({ seat: s, score, key: winners.includes(s) ? Infinity : state.out[s] ? -1 : score }))
    .sort((a, b) => b.key - a.key || a.seat - b.seat);
  return order.map(entry => ({
    seat: entry.seat,
    place: 1 + order.filter(other => other.key > entry.key).length,
    score: entry.score,
  }));
}

/** D6 and D7: the game ends when a score reaches the target or one seat is left. */
function settle(state: State): State {
  const winner = state.scores.findIndex(s => s >= state.target);
  if (winner >= 0)
    return {
      ...state,
      challenge: null,
      outcome: { reason: 'won', winners: [winner], ranking: ranking(state, [winner]) },
    };
  const left = state.out.flatMap((isOut, s) => (isOut ? [] : [s]));
  if (left.length === 1)
    return { ...state, challenge: null, outcome: { reason: 'resigned', winners: left, ranking: ranking(state, left) } };
  return state;
}

function removeCard(hand: readonly number[], value: number): number[] {
  const at = hand.indexOf(value);
  return at < 0 ? hand.slice() : [...hand.slice(0, at), ...hand.slice(at + 1)];
}

function evolve(state: State, f: Fact): State {
  switch (f.type) {
    case 'dealt':
      return { ...state, hands: f.hands, deck: f.deck, scores: f.scores, turn: f.turn };
    case 'rolled':
      return settle({ ...withScore(state, f.seat, f.die), turn: nextActive(state, f.seat) });
    case 'drew': {
      const hands = state.hands.map((h, i) => (i === f.seat ? [...h, f.card] : h));
      return { ...state, hands, deck: state.deck.slice(1), turn: nextActive(state, f.seat) };
    }
    case 'played': {
      const hands = state.hands.map((h, i) => (i === f.seat ? removeCard(h, f.card) : h));
      return { ...state, hands, challenge: { by: f.seat, card: f.card, responder: nextActive(state, f.seat) } };
    }
    case 'answered': {
      const played = state.challenge?.card ?? 0;
      const by = state.challenge?.by ?? state.turn;
      const hands = state.hands.map((h, i) => (i === f.seat ? removeCard(h, f.card) : h));
      return settle({
        ...withScore({ ...state, hands }, f.seat, played + f.card),
        challenge: null,
        turn: nextActive(state, by),
      });
    }
    case 'yielded': {
      const c = state.challenge;
      if (!c) return state;
      return settle({ ...withScore(state, c.by, c.card), challenge: null, turn: nextActive(state, c.by) });
    }
    case 'resigned': {
      const out = state.out.map((o, i) => o || i === f.seat);
      const marked: State = { ...state, out };
      const c = state.challenge;
      if (c && (c.by === f.seat || c.responder === f.seat)) {
        return settle({ ...marked, challenge: null, turn: nextActive(marked, c.by) });
      }
      return settle(state.turn === f.seat && !c ? { ...marked, turn: nextActive(marked, f.seat) } : marked);
    }
    default:
      return assertNever(f);
  }
}

const sum = (values: readonly number[]): number => values.reduce((a, b) => a + b, 0);

function assertNever(value: never): never {
  throw new Error(`unexpected ${JSON.stringify(value)}`);
}

function decide(state: State, who: Seat, m: Move, chance: Chance): Decision<Fact> {
  if (state.outcome) return reject('fixture/D0-game-over', 'The game is over.');
  if (who < 0 || who >= state.players || state.out[who]) return reject('fixture/D7-resigned', 'You have resigned.');
  const c = state.challenge;
  if (c) {
    if (who !== c.responder)
      return reject('fixture/D4-not-your-turn', `Seat ${c.responder} must answer the challenge first.`);
    switch (m.type) {
      case 'answer':
        if (!state.hands[who]?.includes(m.card)) return reject('fixture/D4-card-not-in-hand', `You hold no ${m.card}.`);
        if (m.card <= c.card)
          return reject('fixture/D4-card-too-low', `Answer with a card higher than ${c.card}, or yield.`);
        return accept({ type: 'answered', seat: who, card: m.card });
      case 'yield':
        return accept({ type: 'yielded', seat: who });
      case 'roll':
      case 'draw':
      case 'play':
        return reject('fixture/D4-answer-first', 'Answer the challenge with a higher card, or yield.');
      default:
        return assertNever(m);
    }
  }
  if (who !== state.turn) return reject('fixture/D1-not-your-turn', `It is seat ${state.turn}'s turn.`);
  switch (m.type) {
    case 'roll':
      // Every roll raises the total score, so the total names the roll (a chance key used once).
      return accept({ type: 'rolled', seat: who, die: 1 + chance.stream(['die', sum(state.scores)]).int(6) });
    case 'draw': {
      const top = state.deck[0];
      if (top === undefined) return reject('fixture/D2-deck-empty', 'The deck is empty.');
      return accept({ type: 'drew', seat: who, card: top });
    }
    case 'play':
      if (!state.hands[who]?.includes(m.card)) return reject('fixture/D3-card-not-in-hand', `You hold no ${m.card}.`);
      return accept({ type: 'played', seat: who, card: m.card });
    case 'answer':
    case 'yield':
      return reject('fixture/D4-no-challenge', 'There is no challenge to answer.');
    default:
      return assertNever(m);
  }
}

function legalMoves(state: State, who: Seat): Move[] {
  if (!toAct(state).includes(who)) return [];
  const hand = [...new Set(state.hands[who] ?? [])].sort((a, b) => a - b);
  const c = state.challenge;
  if (c) return [...hand.filter(v => v > c.card).map((v): Move => ({ type: 'answer', card: v })), { type: 'yield' }];
  return [
    { type: 'roll' },
    ...(state.deck.length > 0 ? [{ type: 'draw' } as const] : []),
    ...hand.map((v): Move => ({ type: 'play', card: v })),
  ];
}

function toAct(state: State): Seat[] {
  if (state.outcome) return [];
  return state.challenge ? [state.challenge.responder] : [state.turn];
}

export const fixtureGame: Game<DuelTypes> = {
  id: 'duel',
  title: 'Duel (test fixture)',
  minPlayers: 2,
  maxPlayers: 4,
  stateVersion: 1,
  schemas: { options, move, fact, seenFact, view, position },

  initial: ({ players, options: o }) => ({
    players,
    target: o.target,
    deck: [],
    hands: Array.from({ length: players }, () => []),
    scores: Array.from({ length: players }, () => 0),
    turn: 0,
    challenge: null,
    out: Array.from({ length: players }, () => false),
    outcome: null,
  }),

  setup({ players, options: o }, chance) {
    const rng = chance.stream(['deal']);
    if (players * o.handSize > FULL_DECK.length)
      return reject('fixture/D0-too-many-cards', 'Not enough cards for these hands.');
    const deck = shuffled(FULL_DECK, rng);
    const hands = Array.from({ length: players }, (_, s) => deck.slice(s * o.handSize, (s + 1) * o.handSize));
    return accept({
      type: 'dealt',
      hands,
      deck: deck.slice(players * o.handSize),
      scores: hands.map(() => 0),
      turn: rng.int(players),
    });
  },

  setupFromPosition({ players }, p) {
    if (p.hands.length !== players || p.scores.length !== players) {
      return reject('fixture/D0-position-seats', `The position must have ${players} hands and scores.`);
    }
    if (p.turn >= players) return reject('fixture/D0-position-turn', `Turn must be a seat below ${players}.`);
    return accept({ type: 'dealt', hands: p.hands, deck: p.deck, scores: p.scores, turn: p.turn });
  },

  evolve,
  decide,

  // The deal, a die and a drawn card are chance; a card played face up leaves a hidden hand.
  reveals: f => f.type === 'dealt' || f.type === 'rolled' || f.type === 'drew' || f.type === 'played',

  resign(state, who) {
    if (state.outcome) return reject('fixture/D0-game-over', 'The game is over.');
    if (who < 0 || who >= state.players || state.out[who]) return reject('fixture/D7-resigned', 'You have resigned.');
    return accept({ type: 'resigned', seat: who });
  },

  legalMoves,
  toAct,

  view: (state, viewer: Viewer) => ({
    hand: viewer === null ? null : [...(state.hands[viewer] ?? [])],
    handSizes: state.hands.map(h => h.length),
    deckSize: state.deck.length,
    scores: [...state.scores],
    turn: state.turn,
    challenge: state.challenge,
    out: [...state.out],
    target: state.target,
    outcome: state.outcome,
  }),

  redact(f, viewer) {
    switch (f.type) {
      case 'dealt':
        return {
          type: 'dealt',
          hand: viewer === null ? null : (f.hands[viewer] ?? null),
          handSizes: f.hands.map(h => h.length),
          deckSize: f.deck.length,
          scores: f.scores,
          turn: f.turn,
        };
      case 'drew':
        return { ...f, card: viewer === f.seat ? f.card : null };
      case 'rolled':
      case 'played':
      case 'answered':
      case 'yielded':
      case 'resigned':
        return f;
      default:
        return assertNever(f);
    }
  },

  outcome: state => state.outcome,
};
