// A player's second device, linked as a person links one: a code shown by a signed-in device, typed on the new one.
import { bearer, type Api } from './server.js';

/** A second device of the player holding `key`, linked with a code: its key and the key's id. */
export async function secondDevice(api: Api, key: string, label = 'Phone'): Promise<{ key: string; keyId: string }> {
  const code = await api
    .post('/players/me/link-codes')
    .set(...bearer(key))
    .expect(201);
  const linked = await api.post('/players/link').send({ code: code.body.code, label }).expect(201);
  return { key: linked.body.key as string, keyId: linked.body.keyId as string };
}
