// Registration waits for DNS a bounded time: a name whose servers never answer is refused as unresolvable
// instead of holding the request for ever. The resolver is the test's own: nothing leaves the machine.
import { describe, expect, it } from 'vitest';
import { refusalOfUrl, type Resolve } from '../../../src/service/notifications/addresses.js';

/** A resolver that never answers. */
const silent: Resolve = () => new Promise(() => undefined);

describe('DNS at registration', () => {
  it('refuses a name that gets no answer within the bound as unresolvable', async () => {
    const late = new Promise<string>(resolve => setTimeout(() => resolve('still waiting'), 10_000));
    const refusal = refusalOfUrl('https://hooks.example.com/in', false, silent, 200);
    expect(await Promise.race([refusal, late])).toBe('unresolvable');
  }, 20_000);

  it('still takes an answer that comes within it', async () => {
    const resolve: Resolve = () => new Promise(done => setTimeout(() => done(['93.184.216.34']), 10));
    expect(await refusalOfUrl('https://hooks.example.com/in', false, resolve, 2_000)).toBeNull();
  });
});
