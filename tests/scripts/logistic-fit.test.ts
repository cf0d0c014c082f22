// The logistic regression behind the Monte Carlo bot's fitted judgement (scripts/logistic-fit.ts): on outcomes
// drawn from known weights it finds those weights, and its log-loss ranks a true model above a wrong one.
import { describe, expect, it } from 'vitest';
import { seededRng } from '../../src/engine/index.js';
import { fitLogistic, logLoss, predict, type Sample } from '../../scripts/logistic-fit.js';

/** Outcomes drawn from a logistic model with `weights`, on features spread uniformly over [-2, 2]. */
function drawn(weights: readonly number[], count: number, seed: number): Sample[] {
  const rng = seededRng(seed);
  const uniform = (): number => (rng.int(1_000_001) / 1_000_000) * 4 - 2;
  return Array.from({ length: count }, () => {
    const x = weights.map(() => uniform());
    return { x, y: rng.int(1_000_000) / 1_000_000 < predict(weights, x) ? 1 : 0 };
  });
}

describe('fitLogistic', () => {
  it('recovers the weights the outcomes were drawn from', () => {
    const truth = [1.5, -0.7, 0.3];
    const fitted = fitLogistic(drawn(truth, 20_000, 7));
    fitted.forEach((w, i) => expect(w).toBeCloseTo(truth[i] ?? 0, 1));
  });

  it('finds nothing where the outcome does not depend on the feature', () => {
    const [w] = fitLogistic(drawn([0], 20_000, 11));
    expect(Math.abs(w ?? 1)).toBeLessThan(0.05);
  });
});

describe('logLoss', () => {
  it("is a coin's for even odds, and lower for the model that drew the outcomes than for a sharper one", () => {
    const samples = drawn([1], 20_000, 3);
    expect(logLoss(samples, () => 0.5)).toBeCloseTo(Math.log(2), 9);
    const truth = logLoss(samples, s => predict([1], s.x));
    expect(truth).toBeLessThan(logLoss(samples, s => predict([3.5], s.x)));
    expect(truth).toBeLessThan(logLoss(samples, s => predict([0.3], s.x)));
  });
});
