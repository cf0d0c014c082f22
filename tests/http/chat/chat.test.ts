// A table's chat (issue 24): two channels, seats and spectators, each read by whom it concerns; 1 to 500
// characters; 5 at once then one a second per sender; messages kept in the database (a restart keeps them)
// and read back in pages. Refusals are problems that store nothing.
import { afterAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../support/databases.js';
import { bearer, startServer } from '../../support/server.js';
import { chatTable, say } from '../../support/chat.js';

interface Message {
  id: number;
  channel: string;
  text: string;
  playerId: string | null;
  seat: number | null;
  name: string | null;
}

const texts = (messages: Message[]): string[] => messages.map(m => m.text);

describe.each(testDatabases())('the chat on $name', testDb => {
  afterAll(() => testDb.dispose());

  it('gives seats both channels and spectators their own, pages, and survives a restart', async () => {
    let now = new Date('2026-11-26T12:00:00Z');
    const server = await startServer(testDb, { now: () => now });
    const { api } = server;
    const { id, ada, grace, bob } = await chatTable(api);
    const hello = await say(api, id, ada.key, 'hello').expect(201);
    expect(hello.body).toMatchObject({
      id: 1,
      channel: 'seats',
      text: 'hello',
      playerId: ada.id,
      seat: 0,
      name: 'Ada',
    });
    now = new Date(now.getTime() + 1000);
    await say(api, id, bob.key, 'go Ada').expect(201);
    await say(api, id, grace.key, 'good luck', 'spectators').expect(201);
    const asSeat = await api
      .get(`/games/${id}/chat`)
      .set(...bearer(grace.key))
      .expect(200);
    expect(texts(asSeat.body.messages)).toEqual(['hello', 'go Ada', 'good luck']);
    const asBob = await api
      .get(`/games/${id}/chat`)
      .set(...bearer(bob.key))
      .expect(200);
    expect(texts(asBob.body.messages)).toEqual(['go Ada', 'good luck']);
    const anonymous = await api.get(`/games/${id}/chat`).expect(200);
    expect(texts(anonymous.body.messages)).toEqual(['go Ada', 'good luck']);
    const first = await api
      .get(`/games/${id}/chat?limit=2`)
      .set(...bearer(ada.key))
      .expect(200);
    expect([texts(first.body.messages), first.body.next]).toEqual([['hello', 'go Ada'], 2]);
    const second = await api
      .get(`/games/${id}/chat?after=2`)
      .set(...bearer(ada.key))
      .expect(200);
    expect([texts(second.body.messages), second.body.next]).toEqual([['good luck'], null]);
    await server.app.close();
    // Another process, later: the messages are in the database, not in the first one's memory.
    const again = await startServer(testDb, { database: await testDb.connect() });
    const kept = await again.api
      .get(`/games/${id}/chat`)
      .set(...bearer(ada.key))
      .expect(200);
    expect(texts(kept.body.messages)).toEqual(['hello', 'go Ada', 'good luck']);
    await again.close();
    await server.database.close();
  });

  it('refuses what it cannot take with a problem, and stores nothing', async () => {
    let now = new Date('2026-11-26T12:00:00Z');
    const server = await startServer(testDb, { now: () => now });
    const { api } = server;
    const { id, ada, bob } = await chatTable(api);
    expect((await say(api, id, bob.key, 'let me in', 'seats').expect(403)).body.code).toBe('chat-channel-forbidden');
    expect((await api.post(`/games/${id}/chat`).send({ text: 'hi' }).expect(401)).body.code).toBe('missing-token');
    expect((await say(api, id, ada.key, 'x'.repeat(501)).expect(422)).body.code).toBe('chat-text-invalid');
    expect((await say(api, id, ada.key, '   ').expect(422)).body.code).toBe('chat-text-invalid');
    await say(api, id, ada.key, 'é'.repeat(500)).expect(201);
    expect((await say(api, id, ada.key, 'hi', 'nowhere').expect(400)).body.code).toBe('invalid-request');
    // Five at once (the 500 é above was one), then one a second.
    for (let i = 2; i <= 5; i++) await say(api, id, ada.key, `m${i}`).expect(201);
    const tooFast = await say(api, id, ada.key, 'm6').expect(429);
    expect(tooFast.body.code).toBe('chat-too-fast');
    expect(tooFast.headers['retry-after']).toBe('1');
    // Another sender has their own allowance.
    await say(api, id, bob.key, 'mine').expect(201);
    now = new Date(now.getTime() + 1000);
    await say(api, id, ada.key, 'm6').expect(201);
    expect((await say(api, id, ada.key, 'm7').expect(429)).body.code).toBe('chat-too-fast');
    const all = await api
      .get(`/games/${id}/chat`)
      .set(...bearer(ada.key))
      .expect(200);
    expect(texts(all.body.messages)).toEqual(['é'.repeat(500), 'm2', 'm3', 'm4', 'm5', 'mine', 'm6']);
    await server.close();
  });

  // What JSON can carry but a message cannot: a NUL or a lone surrogate (400, naming the field, before the
  // chat reads it), far too many characters (422 with their count), a body past the server's limit (413).
  it('refuses a NUL, a lone surrogate, 100 000 characters and a body too large, storing nothing', async () => {
    const server = await startServer(testDb);
    const { id, ada } = await chatTable(server.api);
    for (const body of ['{"text":"a\\ud800b"}', '{"text":"\\udc00"}', '{"text":"a\\u0000b"}']) {
      const refused = await server.api
        .post(`/games/${id}/chat`)
        .set(...bearer(ada.key))
        .set('Content-Type', 'application/json')
        .send(body)
        .expect(400);
      expect(refused.body).toMatchObject({ code: 'invalid-request', errors: [{ path: 'text' }] });
    }
    const long = await say(server.api, id, ada.key, 'x'.repeat(100_000)).expect(422);
    expect(long.body).toMatchObject({ code: 'chat-text-invalid' });
    expect(long.body.detail).toContain('this one has 100000');
    expect((await say(server.api, id, ada.key, 'x'.repeat(200_000)).expect(413)).body.code).toBe('payload-too-large');
    const read = await server.api
      .get(`/games/${id}/chat`)
      .set(...bearer(ada.key))
      .expect(200);
    expect(read.body.messages).toEqual([]);
    // None of them took from the sender's allowance: five may still be written at once.
    for (let i = 1; i <= 5; i++) await say(server.api, id, ada.key, `m${i}`).expect(201);
    await server.close();
  });

  it('keeps text as text', async () => {
    const server = await startServer(testDb);
    const { id, ada } = await chatTable(server.api);
    const html = '<img src=x onerror=alert(1)> & <b>bold</b>';
    await say(server.api, id, ada.key, html).expect(201);
    const read = await server.api
      .get(`/games/${id}/chat`)
      .set(...bearer(ada.key))
      .expect(200);
    expect(read.body.messages[0].text).toBe(html);
    await server.close();
  });

  // Plain text a person reads: no terminal escapes or bells, no bidi control that reorders what follows it
  // (Trojan Source: "gnp.exe" behind U+202E shows as "exe.png"), no invisible character that hides text,
  // nothing that shows as nothing; line breaks stay, as \n (tests/service/chat/text.test.ts has every case).
  // Each refusal says why in the language asked, and stores nothing.
  it.each([
    [
      '\u0007\u001b[31mred\u202egnp.exe\r\nfake: line',
      'control',
      'U+0007',
      /contrôle U\+0007/,
      /Steuerzeichen U\+0007/,
    ],
    ['a\tb', 'control', 'U+0009', /U\+0009/, /U\+0009/],
    ['one\u0085two', 'control', 'U+0085', /U\+0085/, /U\+0085/],
    ['pay \u202egnp.exe', 'bidi', 'U+202E', /U\+202E, un contrôle/, /U\+202E nicht/],
    ['\u2066isolated\u2069', 'bidi', 'U+2066', /U\+2066/, /U\+2066/],
    // Tag characters: an invisible copy of "hi" behind a visible word, which a program reading the chat reads.
    [
      'nice\u{e0068}\u{e0069}',
      'hidden',
      'U+E0068',
      /U\+E0068 ici : ce caractère ne dessine rien/,
      /U\+E0068 hier nicht/,
    ],
    ['\u200b', 'invisible', null, /doit montrer quelque chose/, /muss etwas zeigen/],
    ['\u3164', 'invisible', null, /doit montrer quelque chose/, /muss etwas zeigen/],
    ['\u2800 \u0301', 'invisible', null, /doit montrer quelque chose/, /muss etwas zeigen/],
    // Blank: said to show nothing, not to miss the 1 to 500 characters it has (the sentence said "this one has 3").
    ['   ', 'invisible', null, /doit montrer quelque chose/, /muss etwas zeigen/],
    ['\ufeff\n', 'invisible', null, /doit montrer quelque chose/, /muss etwas zeigen/],
  ])('refuses %j (%s) in en, fr and de, storing nothing', async (text, _why, character, fr, de) => {
    const server = await startServer(testDb);
    const { id, ada } = await chatTable(server.api);
    const en = await say(server.api, id, ada.key, text).expect(422);
    expect(en.body).toMatchObject({ code: 'chat-text-invalid' });
    if (character !== null) expect(en.body.detail).toContain(character);
    const inFrench = await say(server.api, id, ada.key, text).set('Accept-Language', 'fr').expect(422);
    expect(inFrench.body.detail).toMatch(fr);
    const inGerman = await say(server.api, id, ada.key, text).set('Accept-Language', 'de').expect(422);
    expect(inGerman.body.detail).toMatch(de);
    const read = await server.api
      .get(`/games/${id}/chat`)
      .set(...bearer(ada.key))
      .expect(200);
    expect(read.body.messages).toEqual([]);
    await server.close();
  });

  it('keeps line breaks, as \\n, and the marks right-to-left writers need', async () => {
    const server = await startServer(testDb);
    const { id, ada } = await chatTable(server.api);
    const posted = await say(server.api, id, ada.key, 'gg\r\nwell played\rrematch?\nyes\u2028ok\u2029').expect(201);
    expect(posted.body.text).toBe('gg\nwell played\nrematch?\nyes\nok\n');
    await say(server.api, id, ada.key, 'שלום\u200f!').expect(201);
    await say(server.api, id, ada.key, 'hi \u3164 there').expect(201);
    const read = await server.api
      .get(`/games/${id}/chat`)
      .set(...bearer(ada.key))
      .expect(200);
    expect(texts(read.body.messages)).toEqual([
      'gg\nwell played\nrematch?\nyes\nok\n',
      'שלום\u200f!',
      'hi \u3164 there',
    ]);
    await server.close();
  });
});
