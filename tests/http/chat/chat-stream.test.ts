// The chat on the game's event stream (issue 24): messages reach the readers of their channel as events
// named `chat`, in order, from whichever process they were posted on; they carry no SSE id, so the
// Last-Event-ID a client sends back stays the game's version; a muted author's messages reach nobody who
// muted them; a finished game's stream stays open for the post-game chat.
import type { EventSourceMessage } from 'eventsource-parser';
import { afterEach, describe, expect, it } from 'vitest';
import { testDatabases } from '../../support/databases.js';
import { bearer, startServer, twoServersForSuite } from '../../support/server.js';
import { openEvents, type EventStream } from '../../support/sse.js';
import { chatTable, say } from '../../support/chat.js';
import { inviteTable, rollToTheEnd } from '../../support/tables.js';

const open: EventStream[] = [];
afterEach(() => {
  for (const stream of open.splice(0)) stream.close();
});

async function follow(base: string, id: string, key?: string, query = ''): Promise<EventStream> {
  const params = [...(key === undefined ? [] : [`token=${encodeURIComponent(key)}`]), ...(query ? [query] : [])];
  const stream = await openEvents(`${base}/games/${id}/events${params.length ? `?${params.join('&')}` : ''}`);
  open.push(stream);
  return stream;
}

const chats = (stream: EventStream): EventSourceMessage[] => stream.events.filter(e => e.event === 'chat');
const chatTexts = (stream: EventStream): string[] =>
  chats(stream).map(e => (JSON.parse(e.data) as { text: string }).text);

/** Waits until the stream's chat ends with `text`. */
async function until(stream: EventStream, text: string): Promise<string[]> {
  for (let n = 0; n < 80; n++) {
    if (chatTexts(stream).includes(text)) return chatTexts(stream);
    await stream.waitFor(stream.events.length + 1, 250).catch(() => undefined);
  }
  throw new Error(`no chat "${text}"; got ${JSON.stringify(chatTexts(stream))}`);
}

describe.each(testDatabases())('the chat on the event stream on $name', testDb => {
  const servers = twoServersForSuite(testDb);

  it('reaches the readers of its channel on another process, in order, without an SSE id', async () => {
    const { id, ada, grace, bob } = await chatTable(servers.one.api, { options: { target: 1000 } });
    const base = await servers.two.listen();
    const [asGrace, asBob, anonymous] = [
      await follow(base, id, grace.key),
      await follow(base, id, bob.key),
      await follow(base, id),
    ];
    for (const stream of [asGrace, asBob, anonymous]) await stream.waitFor(1);
    // Bob, a player with no seat here, follows as a spectator.
    expect((JSON.parse(asBob.events[0]?.data ?? '{}') as { entry: unknown }).entry).toBeDefined();
    for (const text of ['one', 'two', 'three']) await say(servers.one.api, id, ada.key, text).expect(201);
    await say(servers.one.api, id, bob.key, 'from the rail').expect(201);
    expect(await until(asGrace, 'from the rail')).toEqual(['one', 'two', 'three', 'from the rail']);
    expect(await until(asBob, 'from the rail')).toEqual(['from the rail']);
    expect(await until(anonymous, 'from the rail')).toEqual(['from the rail']);
    for (const event of chats(asGrace)) expect(event.id).toBeUndefined();
    expect(asGrace.raw()).not.toMatch(/id: [^\n]*\nevent: chat/);
    const message = JSON.parse(chats(asGrace)[0]?.data ?? '{}') as unknown;
    servers.two.contract.validate('components/schemas/ChatMessage', message);
    expect(message).toMatchObject({ id: 1, channel: 'seats', text: 'one', seat: 0, name: 'Ada' });
  });

  it('leaves Last-Event-ID to the game and sends missed chat with chatAfter', async () => {
    const { id, ada, grace } = await chatTable(servers.one.api, { options: { target: 1000 } });
    const base = await servers.two.listen();
    const first = await follow(base, id, grace.key);
    await first.waitFor(1);
    await say(servers.one.api, id, ada.key, 'before').expect(201);
    await until(first, 'before');
    // EventSource sends back the id of the last event that had one: the game's version.
    const version = first.events.filter(e => e.id !== undefined).at(-1)?.id;
    expect(version).toBe(String((JSON.parse(first.events[0]?.data ?? '{}') as { version: number }).version));
    first.close();
    await say(servers.one.api, id, ada.key, 'while away').expect(201);
    const resumed = await openEvents(`${base}/games/${id}/events?token=${encodeURIComponent(grace.key)}&chatAfter=1`, {
      'Last-Event-ID': version ?? '',
    });
    open.push(resumed);
    expect(await until(resumed, 'while away')).toEqual(['while away']);
    // No game event repeated: the game has not moved since that version.
    expect(resumed.events.filter(e => e.event !== 'chat')).toEqual([]);
  });

  it("hides a muted player's messages from the muter, at once and when read back", async () => {
    const { id, ada, grace, bob } = await chatTable(servers.one.api, { options: { target: 1000 } });
    const base = await servers.two.listen();
    const [asAda, asGrace] = [await follow(base, id, ada.key), await follow(base, id, grace.key)];
    await asAda.waitFor(1);
    await asGrace.waitFor(1);
    const muted = await servers.one.api
      .post(`/players/me/mutes/${bob.id}`)
      .set(...bearer(ada.key))
      .expect(200);
    expect(muted.body.players).toMatchObject([{ playerId: bob.id, name: 'Bob' }]);
    // The stream on the other process learns of the mute through the database's notification: from then on,
    // Bob's lines stop reaching Ada while Grace still reads them.
    let n = 0;
    for (; ; n++) {
      await say(servers.one.api, id, bob.key, `noise ${n}`).expect(201);
      await say(servers.one.api, id, grace.key, `signal ${n}`, 'spectators').expect(201);
      if (!(await until(asAda, `signal ${n}`)).includes(`noise ${n}`)) break;
      if (n === 3) throw new Error('the mute never reached the stream');
    }
    expect((await until(asGrace, `signal ${n}`)).slice(-2)).toEqual([`noise ${n}`, `signal ${n}`]);
    const read = await servers.one.api
      .get(`/games/${id}/chat`)
      .set(...bearer(ada.key))
      .expect(200);
    const readBack = (body: { messages: { text: string }[] }): string[] => body.messages.map(m => m.text);
    expect(readBack(read.body).some(t => t.startsWith('noise'))).toBe(false);
    await servers.one.api
      .delete(`/players/me/mutes/${bob.id}`)
      .set(...bearer(ada.key))
      .expect(200);
    const again = await servers.one.api
      .get(`/games/${id}/chat`)
      .set(...bearer(ada.key))
      .expect(200);
    expect(readBack(again.body)).toContain(`noise ${n}`);
    // Blocking also hides their chat; muting oneself or nobody is refused.
    await servers.one.api
      .post(`/players/me/blocks/${bob.id}`)
      .set(...bearer(ada.key))
      .expect(200);
    const blocked = await servers.one.api
      .get(`/games/${id}/chat`)
      .set(...bearer(ada.key))
      .expect(200);
    expect(readBack(blocked.body).some(t => t.startsWith('noise'))).toBe(false);
    const self = await servers.one.api
      .post(`/players/me/mutes/${ada.id}`)
      .set(...bearer(ada.key))
      .expect(422);
    expect(self.body.code).toBe('not-yourself');
    const nobody = await servers.one.api
      .post('/players/me/blocks/nobody')
      .set(...bearer(ada.key))
      .expect(404);
    expect(nobody.body.code).toBe('player-not-found');
    const list = await servers.one.api
      .get('/players/me/blocks')
      .set(...bearer(ada.key))
      .expect(200);
    expect(list.body.players).toMatchObject([{ playerId: bob.id }]);
  });
});

describe.each(testDatabases())('the post-game chat on $name', testDb => {
  it("keeps a finished game's stream open for ten minutes after its end", async () => {
    let now = new Date();
    const server = await startServer(testDb, { settings: { postGameChatMs: 600_000 }, now: () => now });
    const base = await server.listen();
    const { id, ada, grace } = await chatTable(server.api, { options: { target: 1000 } });
    expect(id).toBeDefined();
    // A short duel played to its end: its final event comes, and the stream stays.
    const [ada2, grace2] = [ada, grace];
    const short = await inviteTable(server.api, ada2.key, 2, { options: { target: 8 } });
    await server.api
      .post(`/games/${short.id}/join`)
      .set(...bearer(grace2.key))
      .send({ code: short.body.invites[0]?.code })
      .expect(200);
    const watching = await follow(base, short.id, grace2.key);
    await watching.waitFor(1);
    await rollToTheEnd(server.api, short.id, [ada2.key, grace2.key]);
    await say(server.api, short.id, ada2.key, 'well played').expect(201);
    expect(await until(watching, 'well played')).toEqual(['well played']);
    // Ten minutes after its end, a new stream of the game sends the game as it is and ends.
    now = new Date(now.getTime() + 11 * 60_000);
    const late = await follow(base, short.id, grace2.key);
    await late.ended;
    expect(late.events).toHaveLength(1);
    await server.close();
    await testDb.dispose();
  });
});
