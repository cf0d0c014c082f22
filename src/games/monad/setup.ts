// M5–M8: the empty table, the deal (a fact: every shuffle's result is written into it), and folding it.
// Each shuffle of the deal draws from its own key (`deal/identities`, `deal/column/bi`…: docs/fairness.md),
// asked for in the order the deal has always drawn, so games dealt from one stream replay the same.
import { accept, shuffled, type Chance, type Decision, type GameConfig } from '../../engine/index.js';
import {
  COLOURS,
  COLUMN_SETS,
  HAND_SIZE_AT_DEAL,
  KIND_COUNT,
  MONAD_DISCS,
  REMOVED,
  cardOfKind,
  colourIndex,
  kindOf,
  kindOfCard,
  type Card,
  type Colour,
} from './cards.js';
import type { MonadFact, MonadOptions } from './schemas.js';
import type { MonadState } from './state.js';
import { violation } from './violations.js';

type Dealt = Extract<MonadFact, { type: 'dealt' }>;

export function initial(config: GameConfig<MonadOptions>): MonadState {
  return {
    players: config.players,
    options: config.options,
    started: false,
    seats: [],
    columns: [[], [], [], []],
    monadStack: MONAD_DISCS,
    discard: [],
    deck: null,
    turn: { seat: 0, number: 1, transactions: 0, prepared: false, bonusUsed: false },
    passRun: [],
    ending: null,
  };
}

/** Why these options cannot make a table for this many players, or null. */
export function configRefusal(config: GameConfig<MonadOptions>): Decision<MonadFact> | null {
  if (!(config.players in REMOVED))
    return violation('M5', 'players', `Monad is for 2 to 4 players, not ${config.players}.`, {
      players: config.players,
    });
  if (config.options.teams && config.players !== 4)
    return violation('M20', 'teams-need-four', 'Team play needs exactly 4 players.');
  return null;
}

export function setup(config: GameConfig<MonadOptions>, chance: Chance): Decision<MonadFact> {
  const refused = configRefusal(config);
  if (refused) return refused;
  const removal = REMOVED[config.players] as (typeof REMOVED)[number];
  const allIdentities = COLOURS.map((_, i) => i);
  // M5: identity cards removed — named ones, or (2 players) any four chosen at random.
  const removedIdentities =
    typeof removal.identities === 'number'
      ? shuffled(allIdentities, chance.stream(['deal', 'removed-identities'])).slice(0, removal.identities)
      : [...removal.identities];
  const identities = shuffled(
    allIdentities.filter(c => !removedIdentities.includes(c)),
    chance.stream(['deal', 'identities']),
  );
  const commons = shuffled(
    allIdentities.flatMap(colour => Array.from({ length: 4 - removal.commonsPerColour }, () => colour)),
    chance.stream(['deal', 'commons']),
  );
  const seats = Array.from({ length: config.players }, (_, seat) => {
    const hand = commons
      .filter((_, i) => i % config.players === seat)
      .slice(0, HAND_SIZE_AT_DEAL)
      .sort((a, b) => a - b)
      .map(colour => cardOfKind(kindOf(0, colour)));
    return { identity: COLOURS[identities[seat] as number] as Colour, handSize: hand.length, hand };
  });
  const column = (set: (typeof COLUMN_SETS)[number]) =>
    shuffled(allIdentities, chance.stream(['deal', 'column', set])).map(c => COLOURS[c] as Colour);
  return accept<MonadFact>({
    type: 'dealt',
    seats,
    columns: { bi: column('bi'), tri: column('tri'), quad: column('quad'), quint: column('quint') },
    removed: {
      bonus: removal.bonus,
      commons: allIdentities.flatMap(c => Array.from({ length: removal.commonsPerColour }, () => COLOURS[c] as Colour)),
      identities: removedIdentities.sort((a, b) => a - b).map(c => COLOURS[c] as Colour),
    },
  });
}

export function dealtState(state: MonadState, fact: Dealt): MonadState {
  return {
    ...state,
    started: true,
    seats: fact.seats.map(s => ({
      identity: colourIndex(s.identity),
      hand: handOf(s.hand),
      monads: 0,
      resigned: false,
    })),
    columns: COLUMN_SETS.map(set => fact.columns[set].map(colourIndex)),
  };
}

export function handOf(cards: readonly Card[]): number[] {
  const hand = new Array<number>(KIND_COUNT).fill(0);
  for (const card of cards) {
    const kind = kindOfCard(card);
    hand[kind] = (hand[kind] as number) + 1;
  }
  return hand;
}
