// Deliveries connect only where registration would have let them (issue 25's SSRF rule, one classification):
// a name that resolves, at connection time, to a refused address is refused before any connection, whatever
// the range, including those ipaddr.js calls public (the IPv4-compatible ::7f00:1) and the site-local fec0::.
import { request } from 'node:http';
import type { LookupFunction } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { agentsFor, connectionError, type Agents } from '../../../src/service/notifications/connect.js';
import { DEFAULT_NOTIFICATION_SETTINGS } from '../../../src/service/notifications/settings.js';

/** A resolver that says every name is `address`. */
const resolvingTo =
  (address: string): LookupFunction =>
  (_hostname, options, callback) => {
    const family = address.includes(':') ? 6 : 4;
    if (options.all)
      (callback as (e: null, a: { address: string; family: number }[]) => void)(null, [{ address, family }]);
    else callback(null, address, family);
  };

function attempt(agents: Agents, url: string): Promise<string> {
  return new Promise(resolve => {
    const req = request(url, { agent: agents.http, method: 'POST' }, res => {
      res.resume();
      resolve(`HTTP ${res.statusCode}`);
    });
    req.on('error', error => resolve(error.message));
    req.end();
  });
}

describe('the delivery agents', () => {
  let agents: Agents | undefined;
  afterEach(() => agents?.destroy());

  it.each([
    ['::7f00:1', 'loopback'],
    ['::a00:1', 'private'],
    ['fec0::1', 'private'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['10.0.0.1', 'private'],
  ])('refuse a name resolving to %s (%s) before connecting, without naming the address', async (address, reason) => {
    agents = agentsFor(DEFAULT_NOTIFICATION_SETTINGS, resolvingTo(address));
    const error = await attempt(agents, 'http://hooks.example.test:9/hook');
    expect(error).toBe(`connecting to hooks.example.test is not allowed: it resolved to a ${reason} address`);
    // The owner of the name chose where it points: the server's network is not told back to them.
    expect(error).not.toContain(address);
  });

  it("tell request-filtering-agent's refusals without the address a name resolved to", () => {
    const theirs = new Error(
      'DNS lookup 10.1.2.3(family:4, host:hooks.example.test) is not allowed. Because, It is private IP address.',
    );
    expect(connectionError(theirs, 'hooks.example.test')).toBe(
      'connecting to hooks.example.test is not allowed: it resolved to a refused address',
    );
    expect(connectionError(new Error('connect ECONNREFUSED 203.0.113.9:443'), 'h')).toBe(
      'connect ECONNREFUSED 203.0.113.9:443',
    );
  });

  it('refuse such an address written literally', async () => {
    agents = agentsFor(DEFAULT_NOTIFICATION_SETTINGS);
    expect(await attempt(agents, 'http://[::7f00:1]:9/hook')).toMatch(/not allowed: loopback address/);
    expect(await attempt(agents, 'http://[fec0::1]:9/hook')).toMatch(/not allowed: private address/);
  });
});
