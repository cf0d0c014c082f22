// Linking a device without a passkey (issue 24): a signed-in device shows a one-time code (10 characters, valid
// 10 minutes, single use, at most 5 per player per 10 minutes) and a new device types it to get a key of its
// own. A wrong, used or expired code is refused with bad-link-code and stores nothing. Time is an injected clock.
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../support/databases.js';
import { bearer, serverForSuite, type Api } from '../../support/server.js';
import { keyCount, signUp } from '../../support/tables.js';

const T0 = Date.parse('2026-11-26T10:00:00.000Z');
let now = T0;

const newCode = (api: Api, key: string) => api.post('/players/me/link-codes').set(...bearer(key));

describe.each(testDatabases())('link codes on $name', testDb => {
  const server = serverForSuite(testDb, { now: () => new Date(now) });

  it('gives a typable code, valid 10 minutes, that links one device once', async () => {
    now = T0;
    const api = server.api;
    const ada = await signUp(api, 'Ada');
    const made = await newCode(api, ada.key).expect(201);
    expect(made.body.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/);
    expect(made.body.expiresAt).toBe(new Date(T0 + 10 * 60_000).toISOString());
    // Typed in lower case, without its dash, with spaces: the same code.
    const typed = ` ${(made.body.code as string).replace('-', ' ').toLowerCase()} `;
    const linked = await api.post('/players/link').send({ code: typed, label: 'Phone' }).expect(201);
    expect(linked.body).toMatchObject({ id: ada.id, name: 'Ada' });
    expect(linked.body.key).not.toBe(ada.key);
    expect(await keyCount(api, ada.key)).toBe(2);
    const again = await api.post('/players/link').send({ code: made.body.code }).expect(422);
    expect(again.body).toMatchObject({ code: 'bad-link-code' });
    expect(again.body.detail).toMatch(/already used/);
    expect(await keyCount(api, ada.key)).toBe(2);
  });

  it('refuses an expired code and a wrong one, storing nothing', async () => {
    now = T0;
    const api = server.api;
    const ada = await signUp(api, 'Ada');
    const made = await newCode(api, ada.key).expect(201);
    now = T0 + 10 * 60_000;
    const expired = await api.post('/players/link').send({ code: made.body.code }).expect(422);
    expect(expired.body.code).toBe('bad-link-code');
    expect(expired.body.detail).toMatch(/expired/);
    const wrong = await api.post('/players/link').send({ code: 'ABCDE-FGHJK' }).expect(422);
    expect(wrong.body.code).toBe('bad-link-code');
    expect(wrong.body.detail).toMatch(/links no device/);
    const french = await api
      .post('/players/link')
      .set('Accept-Language', 'fr')
      .send({ code: 'ABCDE-FGHJK' })
      .expect(422);
    expect(french.body.detail).toMatch(/ne lie aucun appareil/);
    expect(await keyCount(api, ada.key)).toBe(1);
    const blank = await api.post('/players/link').send({ code: '' }).expect(400);
    expect(blank.body.code).toBe('invalid-request');
  });

  it('lets a player make 5 codes per 10 minutes', async () => {
    now = T0;
    const api = server.api;
    const ada = await signUp(api, 'Ada');
    for (let n = 0; n < 5; n++) {
      await newCode(api, ada.key).expect(201);
      now += 60_000;
    }
    const refused = await newCode(api, ada.key).expect(429);
    expect(refused.body).toMatchObject({ code: 'too-many-link-codes', limit: 5 });
    // The first code was made at T0: a place frees 10 minutes later.
    expect(refused.headers['retry-after']).toBe(String((T0 + 10 * 60_000 - now) / 1000));
    // Another player is not held back.
    const grace = await signUp(api, 'Grace');
    await newCode(api, grace.key).expect(201);
    now = T0 + 10 * 60_000 + 1;
    await newCode(api, ada.key).expect(201);
  });

  it('needs a player key to make a code', async () => {
    const refused = await server.api.post('/players/me/link-codes').expect(401);
    expect(refused.body.code).toBe('missing-token');
  });
});
