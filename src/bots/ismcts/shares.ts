// Turning each seat's standing into its share of the win, for a playout stopped before the end: a softmax
// over the game's own measure of progress, so a clear lead is worth nearly a win and a close race about even.

/** Each seat's share (summing to 1) of `values`, `scale` being what a clear lead is worth. */
export function shares(values: readonly number[], scale: number): number[] {
  const top = Math.max(...values);
  const weights = values.map(v => Math.exp((v - top) / scale));
  const total = weights.reduce((a, b) => a + b, 0);
  return weights.map(w => w / total);
}
