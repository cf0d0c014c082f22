// What a device is called in the list of a player's devices (issue 24): its browser and system, read from
// the user agent, or nothing when neither is known.
import { describe, expect, it } from 'vitest';
import { deviceLabel } from '../../../web/src/api/identity';

describe('a device label', () => {
  it.each([
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
      'Chrome / Android',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
      'Safari / iOS',
    ],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0', 'Firefox / Windows'],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36 Edg/131.0',
      'Edge / Windows',
    ],
    ['curl/8.5.0', undefined],
  ])('%s is %s', (agent, label) => {
    expect(deviceLabel(agent)).toBe(label);
  });
});
