// A Monad position for tests of what stays within a turn (undo, reviews): seat 0 holds two pairs of commons to
// trade (M12), which reveals nothing, and a pair of bis whose bonus (M13) is the top of the drawing deck.
export interface Move {
  type: string;
  cards?: { set: string; colour: string }[];
  takeBonus?: boolean;
}

/** A trade of two commons (M12): within a turn of transactions, and nothing hidden is revealed. */
export const commonsTrade = (moves: readonly Move[]): Move | undefined =>
  moves.find(m => m.type === 'trade' && m.cards?.every(c => c.set === 'common') === true && m.takeBonus !== true);

const card = (set: string, colour: string) => ({ set, colour });
const held = [
  [card('common', 'orange'), card('common', 'blue'), card('common', 'red'), card('common', 'purple')],
  [card('bi', 'orange'), card('bi', 'blue')],
  [card('common', 'yellow'), card('common', 'green')],
];
const column = (set: string) =>
  ['red', 'orange', 'yellow', 'purple', 'blue', 'green'].filter(
    c => !held.flat().some(h => h.set === set && h.colour === c),
  );
/**
 * Seat 0 (identity green) holds two pairs of commons to trade (M12), and a bonus pair of bis whose bonus
 * (M13) is the top of the drawing deck: a reveal.
 */
export const POSITION = {
  seats: [
    { identity: 'green', hand: [...(held[0] ?? []), ...(held[1] ?? [])] },
    { identity: 'purple', hand: held[2] },
  ],
  columns: { bi: column('bi'), tri: column('tri'), quad: column('quad'), quint: column('quint') },
  deck: ['yellow', 'red', 'green'],
};
