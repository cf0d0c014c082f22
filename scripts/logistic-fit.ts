// A logistic regression fitted by Newton's method (iteratively reweighted least squares): the few weights
// that best predict a yes-or-no outcome from a handful of features, by maximum likelihood. Small and exact
// enough for the fits of scripts/fit-monte-carlo-value.ts (four features, a hundred thousand rows).

export interface Sample {
  readonly x: readonly number[];
  /** The outcome: 1 or 0. */
  readonly y: number;
}

const sigmoid = (z: number): number => 1 / (1 + Math.exp(-z));

export const predict = (weights: readonly number[], x: readonly number[]): number =>
  sigmoid(x.reduce((sum, v, i) => sum + v * (weights[i] ?? 0), 0));

/** Mean negative log-likelihood of the outcomes under `p` (lower is better; 0.693 is a coin's): needs no features. */
export function logLoss<S extends Pick<Sample, 'y'>>(samples: readonly S[], p: (sample: S) => number): number {
  let sum = 0;
  for (const sample of samples) {
    const q = Math.min(1 - 1e-12, Math.max(1e-12, p(sample)));
    sum -= sample.y === 1 ? Math.log(q) : Math.log(1 - q);
  }
  return samples.length === 0 ? 0 : sum / samples.length;
}

/** Solves a·s = b by Gaussian elimination with partial pivoting (a is small and, here, positive definite). */
function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i] ?? 0]);
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let r = col + 1; r < n; r++) if (Math.abs(m[r]![col]!) > Math.abs(m[pivot]![col]!)) pivot = r;
    [m[col], m[pivot]] = [m[pivot]!, m[col]!];
    for (let r = 0; r < n; r++) {
      if (r === col) continue;
      const f = m[r]![col]! / m[col]![col]!;
      for (let c = col; c <= n; c++) m[r]![c]! -= f * m[col]![c]!;
    }
  }
  return m.map((row, i) => row[n]! / row[i]!);
}

/** The weights (no intercept: give a constant feature for one) maximizing the likelihood of the outcomes. */
export function fitLogistic(samples: readonly Sample[], iterations = 50): number[] {
  const k = samples[0]?.x.length ?? 0;
  let weights: number[] = new Array<number>(k).fill(0);
  for (let it = 0; it < iterations; it++) {
    // A tiny ridge keeps the Hessian invertible when a feature never varies.
    const hessian = Array.from({ length: k }, (_, i) => Array.from({ length: k }, (_, j) => (i === j ? 1e-9 : 0)));
    const gradient = new Array<number>(k).fill(0);
    for (const { x, y } of samples) {
      const p = predict(weights, x);
      const w = p * (1 - p);
      for (let i = 0; i < k; i++) {
        gradient[i]! += (p - y) * x[i]!;
        for (let j = 0; j < k; j++) hessian[i]![j]! += w * x[i]! * x[j]!;
      }
    }
    const step = solve(hessian, gradient);
    weights = weights.map((v, i) => v - step[i]!);
    if (Math.max(...step.map(Math.abs)) < 1e-9) break;
  }
  return weights;
}
