// Helpers for tests of a table's chat: the table the chat tests sit at, and a message said at it.
import { bearer, type Api } from './server.js';
import { inviteTable, signUp, type SignedUp } from './tables.js';

/**
 * Ada (seat 0) and Grace (seat 1) at a started duel, and Bob, a player who watches; `extra` goes to the
 * duel's creation (inviteTable), e.g. a longer target.
 */
export async function chatTable(
  api: Api,
  extra: Record<string, unknown> = {},
): Promise<{ id: string; ada: SignedUp; grace: SignedUp; bob: SignedUp }> {
  const [ada, grace, bob] = [await signUp(api, 'Ada'), await signUp(api, 'Grace'), await signUp(api, 'Bob')];
  const { id, body } = await inviteTable(api, ada.key, 2, extra);
  await api
    .post(`/games/${id}/join`)
    .set(...bearer(grace.key))
    .send({ code: body.invites[0]?.code })
    .expect(200);
  return { id, ada, grace, bob };
}

/** A message said at the table by the holder of `key`, on its default channel or `channel`; the test checks the answer. */
export const say = (api: Api, id: string, key: string, text: string, channel?: string) =>
  api
    .post(`/games/${id}/chat`)
    .set(...bearer(key))
    .send(channel === undefined ? { text } : { text, channel });
