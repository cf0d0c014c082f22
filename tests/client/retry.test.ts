import { describe, expect, it } from 'vitest';
import { backoffDelay, isTransient, retryAfterOf, sleep } from '../../src/client/retry.js';

describe('client retry helpers', () => {
  it('backs off exponentially up to the cap, with jitter below the bound', () => {
    const backoff = { initialMs: 100, maxMs: 1_000 };
    expect(backoffDelay(1, backoff, () => 0.999)).toBeCloseTo(99.9);
    expect(backoffDelay(3, backoff, () => 1)).toBe(400);
    expect(backoffDelay(10, backoff, () => 1)).toBe(1_000);
    expect(backoffDelay(2, backoff, () => 0)).toBe(0);
  });
  it('retries only what may pass unchanged later', () => {
    expect([429, 502, 503, 504].every(isTransient)).toBe(true);
    expect([400, 401, 403, 404, 409, 413, 422, 500].some(isTransient)).toBe(false);
  });
  it('reads Retry-After as a positive number of seconds, or nothing', () => {
    const after = (value?: string) =>
      retryAfterOf(new Response(null, { status: 503, headers: value === undefined ? {} : { 'Retry-After': value } }));
    expect(after('10')).toBe(10);
    expect(after('1.5')).toBe(1.5);
    for (const value of [undefined, '0', '-3', 'soon', 'Wed, 21 Oct 2026 07:28:00 GMT'])
      expect(after(value)).toBeNull();
  });
  it('stops sleeping when aborted', async () => {
    const controller = new AbortController();
    const slept = sleep(60_000, controller.signal);
    controller.abort(new Error('stop'));
    await expect(slept).rejects.toThrow('stop');
  });
});
