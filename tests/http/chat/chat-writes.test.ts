// When the chat takes a message, and how often (issue 24, after an attack found posts accepted forever and
// written twice on a retry). Writing closes as the game's stream does: a waiting table and a game in play
// take messages; a cancelled table's chat is closed; a finished game's takes them for POST_GAME_CHAT_MS after
// its last entry, by the server's clock, and then refuses them with 422 chat-closed; reading stays open.
// An Idempotency-Key makes a post safe to retry, as on a move: the same key from the same sender answers the
// first message (201, same id) and writes nothing, on any process, even when both tries race; the same key
// with another text is 422 idempotency-key-reused; another sender's same key is their own.
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../support/databases.js';
import { bearer, twoServersForSuite, type Api } from '../../support/server.js';
import { chatTable, say } from '../../support/chat.js';
import { inviteTable, joinByInvite, signUp } from '../../support/tables.js';

const WINDOW = 600_000;

const texts = async (api: Api, id: string, key: string): Promise<string[]> =>
  (
    (
      await api
        .get(`/games/${id}/chat`)
        .set(...bearer(key))
        .expect(200)
    ).body.messages as { text: string }[]
  ).map(m => m.text);

const keyed = (api: Api, id: string, key: string, idempotencyKey: string, text: string, channel?: string) =>
  say(api, id, key, text, channel).set('Idempotency-Key', idempotencyKey);

/** The chat page's `closesAt`, as `key`'s holder (or anyone) reads it. */
async function closesAt(api: Api, id: string, key: string | undefined): Promise<string | null> {
  const read = api.get(`/games/${id}/chat`);
  const res = await (key === undefined ? read : read.set(...bearer(key))).expect(200);
  return res.body.closesAt;
}

describe.each(testDatabases())('writing in the chat on $name', testDb => {
  let now = new Date('2026-11-26T12:00:00Z');
  const servers = twoServersForSuite(testDb, { settings: { postGameChatMs: WINDOW }, now: () => now });
  /** Moves the servers' clock on, far enough that every sender's allowance is full again. */
  const later = (ms: number): Date => (now = new Date(now.getTime() + ms));

  it("takes messages while the table waits and the game is played, and for the post-game window after a finished game's last entry", async () => {
    const { api } = servers.one;
    const [ada, grace, bob] = [await signUp(api, 'Ada'), await signUp(api, 'Grace'), await signUp(api, 'Bob')];
    const table = await inviteTable(api, ada.key, 2);
    await say(api, table.id, ada.key, 'anyone?').expect(201);
    await say(api, table.id, bob.key, 'soon').expect(201);
    expect(await closesAt(api, table.id, bob.key)).toBeNull();
    await joinByInvite(api, table, grace.key);
    await say(api, table.id, grace.key, 'good luck').expect(201);
    // No end is set while the game is played.
    expect(await closesAt(api, table.id, grace.key)).toBeNull();
    later(60_000);
    await api
      .post(`/games/${table.id}/resign`)
      .set(...bearer(ada.key))
      .expect(200);
    const end = now.getTime();
    // The page says when writing closes, to every reader, so a client can stop offering to write then.
    for (const key of [ada.key, bob.key, undefined])
      expect(await closesAt(api, table.id, key)).toBe(new Date(end + WINDOW).toISOString());
    await say(api, table.id, ada.key, 'well played').expect(201);
    const kept = await keyed(api, table.id, grace.key, 'gg-1', 'thanks!').expect(201);
    now = new Date(end + WINDOW - 1);
    await say(api, table.id, bob.key, 'last word').expect(201);
    // The window is over on every process: the post is refused, says why and since when, and stores nothing.
    now = new Date(end + WINDOW);
    const closedAt = new Date(end + WINDOW).toISOString();
    for (const server of [servers.one, servers.two]) {
      const refused = await say(server.api, table.id, ada.key, 'one more thing').expect(422);
      expect(refused.body).toMatchObject({ code: 'chat-closed', closedAt });
      expect(refused.body.detail).toContain(`closed since ${closedAt}`);
      expect(refused.body.detail).toContain('the game is over');
    }
    const inFrench = await say(api, table.id, bob.key, 'encore').set('Accept-Language', 'fr').expect(422);
    expect(inFrench.body.detail).toMatch(/fermé depuis le .*la partie est finie/);
    const inGerman = await say(api, table.id, bob.key, 'noch').set('Accept-Language', 'de').expect(422);
    expect(inGerman.body.detail).toMatch(/geschlossen: Die Partie ist zu Ende/);
    // A retry of a post made in the window still gets its answer: it writes nothing.
    expect((await keyed(api, table.id, grace.key, 'gg-1', 'thanks!').expect(201)).body).toEqual(kept.body);
    expect(await texts(api, table.id, grace.key)).toEqual([
      'anyone?',
      'soon',
      'good luck',
      'well played',
      'thanks!',
      'last word',
    ]);
    expect(await texts(api, table.id, bob.key)).toEqual(['soon', 'last word']);
  });

  it('refuses messages at a cancelled table, at once, and still lets it be read', async () => {
    const { api } = servers.one;
    const ada = await signUp(api, 'Ada');
    const table = await inviteTable(api, ada.key, 2);
    await say(api, table.id, ada.key, 'nobody came').expect(201);
    await api
      .post(`/games/${table.id}/cancel`)
      .set(...bearer(ada.key))
      .expect(200);
    expect(await closesAt(api, table.id, ada.key)).toBe(now.toISOString());
    const refused = await say(api, table.id, ada.key, 'bye').expect(422);
    expect(refused.body).toMatchObject({ code: 'chat-closed', closedAt: now.toISOString() });
    expect(refused.body.detail).toContain('the table was cancelled');
    const inFrench = await say(api, table.id, ada.key, 'bye').set('Accept-Language', 'fr').expect(422);
    expect(inFrench.body.detail).toContain('la table a été annulée');
    const inGerman = await say(api, table.id, ada.key, 'bye').set('Accept-Language', 'de').expect(422);
    expect(inGerman.body.detail).toContain('Der Tisch wurde abgesagt');
    expect(await texts(api, table.id, ada.key)).toEqual(['nobody came']);
  });

  it('answers a retried post with its first message, on any process, and writes it once', async () => {
    later(60_000);
    const { id, ada, grace, bob } = await chatTable(servers.one.api);
    const first = await keyed(servers.one.api, id, ada.key, 'msg-1', 'hello\r\nthere').expect(201);
    expect(first.body).toMatchObject({ text: 'hello\nthere', channel: 'seats', seat: 0 });
    // The answer was lost; the client sends the same request again, here to another process.
    const again = await keyed(servers.two.api, id, ada.key, 'msg-1', 'hello\r\nthere').expect(201);
    expect(again.body).toEqual(first.body);
    // The same key is the others' own: Grace's and Bob's posts are theirs.
    const graces = await keyed(servers.one.api, id, grace.key, 'msg-1', 'hello\r\nthere').expect(201);
    const bobs = await keyed(servers.two.api, id, bob.key, 'msg-1', 'hi all').expect(201);
    expect(new Set([first.body.id, graces.body.id, bobs.body.id]).size).toBe(3);
    // Two tries racing with one key: one message.
    const racing = await Promise.all([
      keyed(servers.one.api, id, ada.key, 'msg-2', 'race').expect(201),
      keyed(servers.two.api, id, ada.key, 'msg-2', 'race').expect(201),
    ]);
    expect(racing[1].body).toEqual(racing[0].body);
    expect(await texts(servers.one.api, id, ada.key)).toEqual(['hello\nthere', 'hello\nthere', 'hi all', 'race']);
    // Retries take nothing from the allowance: three more fill Ada's five, and a retry still answers.
    for (const text of ['a', 'b', 'c']) await say(servers.one.api, id, ada.key, text).expect(201);
    expect((await say(servers.one.api, id, ada.key, 'd').expect(429)).body.code).toBe('chat-too-fast');
    expect((await keyed(servers.one.api, id, ada.key, 'msg-1', 'hello\nthere').expect(201)).body).toEqual(first.body);
  });

  it('refuses a key used for another message, in en, fr and de, and writes nothing', async () => {
    later(60_000);
    const { id, ada } = await chatTable(servers.one.api);
    await keyed(servers.one.api, id, ada.key, 'k', 'first').expect(201);
    const other = await keyed(servers.two.api, id, ada.key, 'k', 'second').expect(422);
    expect(other.body.code).toBe('idempotency-key-reused');
    expect(other.body.detail).toContain('"k" was used by you for another message');
    const elsewhere = await keyed(servers.one.api, id, ada.key, 'k', 'first', 'spectators').expect(422);
    expect(elsewhere.body.code).toBe('idempotency-key-reused');
    const inFrench = await keyed(servers.one.api, id, ada.key, 'k', 'x').set('Accept-Language', 'fr').expect(422);
    expect(inFrench.body.detail).toContain('« k » pour un autre message');
    const inGerman = await keyed(servers.one.api, id, ada.key, 'k', 'x').set('Accept-Language', 'de').expect(422);
    expect(inGerman.body.detail).toContain('„k“ schon für eine andere Nachricht');
    const bad = await keyed(servers.one.api, id, ada.key, 'no spaces', 'x').expect(400);
    expect(bad.body.code).toBe('invalid-request');
    expect(await texts(servers.one.api, id, ada.key)).toEqual(['first']);
  });
});
