// A device's label is plain text (service/players/labels.ts): a label holding a bidi control, a bidi mark or
// another invisible format character is refused with a 400 in en/fr/de, before the link code or the passkey
// challenge is used up, so the same code or answer still links the device under a plain label.
import { describe, expect, it } from 'vitest';
import { SoftAuthenticator } from '../../support/authenticator.js';
import { testDatabases } from '../../support/databases.js';
import { bearer, serverForSuite } from '../../support/server.js';
import { keyCount, signUp } from '../../support/tables.js';

const ORIGIN = 'http://localhost:3000';

// RLO would show "Phone\u202Eenohp" as "Phone" + "phone" reversed; each of these reorders or hides text.
const REFUSED = [
  ['RLO', 'My \u202Egnp.exe', 'U+202E'],
  ['LRE', '\u202APhone', 'U+202A'],
  ['RLI', 'Phone \u2067x', 'U+2067'],
  ['PDI', 'Phone\u2069', 'U+2069'],
  ['LRM', 'Pho\u200Ene', 'U+200E'],
  ['RLM', 'Phone\u200F', 'U+200F'],
  ['ALM', 'Phone\u061C', 'U+061C'],
  ['zero-width space', 'Ph\u200Bone', 'U+200B'],
  ['BOM', 'Pho\uFEFFne', 'U+FEFF'],
  ['a line break', 'Pho\nne', 'U+000A'],
] as const;

describe.each(testDatabases())('device labels on $name', testDb => {
  const server = serverForSuite(testDb);

  it.each(REFUSED)(
    'refuses a link with a label holding %s, keeping the code for a plain label',
    async (_, label, at) => {
      const api = server.api;
      const ada = await signUp(api, 'Ada');
      const code = (
        await api
          .post('/players/me/link-codes')
          .set(...bearer(ada.key))
          .expect(201)
      ).body.code as string;
      const refused = await api.post('/players/link').send({ code, label }).expect(400);
      expect(refused.body).toMatchObject({ code: 'invalid-request', errors: [{ path: 'label' }] });
      expect(refused.body.detail).toBe(
        `A device's label is 1 to 60 characters of plain text: it holds ${at}, a control or format character (such as a bidi control, which reorders the text around it); leave it out.`,
      );
      expect(await keyCount(api, ada.key)).toBe(1);
      await api.post('/players/link').send({ code, label: 'Phone' }).expect(201);
      expect(await keyCount(api, ada.key)).toBe(2);
    },
  );

  it('says the refusal in French and German', async () => {
    const api = server.api;
    const said = async (language: string) =>
      (
        await api
          .post('/players/link')
          .set('Accept-Language', language)
          .send({ code: 'ABCDE-FGHJK', label: 'x\u202Ey' })
          .expect(400)
      ).body;
    const fr = await said('fr');
    expect(fr.detail).toMatch(/^Le libellé d’un appareil compte de 1 à 60 caractères .* il contient U\+202E/);
    expect(fr.errors).toEqual([expect.objectContaining({ path: 'label', message: 'texte simple, sans U+202E' })]);
    const de = await said('de');
    expect(de.detail).toMatch(/^Die Bezeichnung eines Geräts hat 1 bis 60 Zeichen .* Sie enthält U\+202E/);
    expect(de.errors).toEqual([expect.objectContaining({ path: 'label', message: 'einfacher Text, ohne U+202E' })]);
  });

  it('refuses a passkey sign-in with such a label, keeping its challenge for a plain one', async () => {
    const api = server.api;
    const ada = await signUp(api, 'Ada');
    const authenticator = new SoftAuthenticator();
    const creation = await api
      .post('/players/me/passkeys/registration/options')
      .set(...bearer(ada.key))
      .expect(200);
    await api
      .post('/players/me/passkeys')
      .set(...bearer(ada.key))
      .send({ credential: authenticator.create(creation.body, ORIGIN) })
      .expect(201);
    const request = await api.post('/players/passkeys/authentication/options').expect(200);
    const credential = authenticator.get(request.body, ORIGIN);
    const refused = await api
      .post('/players/passkeys/authentication')
      .send({ credential, label: '\u2066Laptop\u2069' })
      .expect(400);
    expect(refused.body).toMatchObject({ code: 'invalid-request', errors: [{ path: 'label' }] });
    expect(refused.body.detail).toMatch(/holds U\+2066/);
    expect(await keyCount(api, ada.key)).toBe(1);
    const signedIn = await api.post('/players/passkeys/authentication').send({ credential, label: 'Laptop' });
    expect(signedIn.status).toBe(201);
    expect(await keyCount(api, ada.key)).toBe(2);
  });

  it('keeps a label in any script, with its spaces and marks', async () => {
    const api = server.api;
    const ada = await signUp(api, 'Ada');
    const code = (
      await api
        .post('/players/me/link-codes')
        .set(...bearer(ada.key))
        .expect(201)
    ).body.code as string;
    await api.post('/players/link').send({ code, label: 'هاتف سارة — Tél. perso' }).expect(201);
    const keys = await api
      .get('/players/me/keys')
      .set(...bearer(ada.key))
      .expect(200);
    expect(JSON.stringify(keys.body)).toContain('هاتف سارة — Tél. perso');
  });
});
