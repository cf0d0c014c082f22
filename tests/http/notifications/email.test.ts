// E-mail notifications (issue 25): against an SMTP server on 127.0.0.1 (smtp-server), mails parsed with
// mailparser. The confirmation link, a mail per turn after a move makes it yours, one digest a day (however
// many sweeps), RFC 8058 one-click unsubscribe, and refusals that store nothing. Time is an injected clock;
// the outbox is drained by hand.
import { afterAll, describe, expect, it } from 'vitest';
import { sweepClocks } from '../../../src/service/clocks/sweep.js';
import { queueDigests } from '../../../src/store/email.js';
import { testDatabases } from '../../support/databases.js';
import { bearer, serverForSuite, type Api } from '../../support/server.js';
import { rawHeader, startMailReceiver, type Received } from '../../support/smtp.js';
import { inviteTable, joinByInvite, myTurn, rollToTheEnd, type SignedUp, signUp } from '../../support/tables.js';

const DAY_MS = 24 * 3600 * 1000;
let clock = Date.parse('2026-11-26T12:00:00.000Z');
const smtp = await startMailReceiver();
afterAll(() => smtp.close());

const ORIGIN = 'https://croupier.example';

const mailsTo = (address: string): Received[] => smtp.mails.filter(m => m.to.includes(address));
const textOf = (m: Received): string => m.parsed.text ?? '';
const linkIn = (m: Received, path: string): string => {
  const found = new RegExp(`${ORIGIN}${path}\\?token=[A-Za-z0-9_%-]+`).exec(textOf(m));
  if (!found) throw new Error(`no ${path} link in ${textOf(m)}`);
  return found[0].slice(ORIGIN.length);
};

describe.each(testDatabases())('e-mail notifications on $name', testDb => {
  const server = serverForSuite(testDb, {
    now: () => new Date(clock),
    notifications: { mail: { smtpUrl: smtp.url, from: 'Croupier <croupier@croupier.example>', origin: ORIGIN } },
  });
  let n = 0;
  const uniqueAddress = (name: string): string => `${name}.${testDb.name}.${++n}@example.org`;

  const setEmail = (api: Api, key: string, address: string, frequency: string, language = 'en') =>
    api
      .post('/players/me/email')
      .set(...bearer(key))
      .set('Accept-Language', language)
      .send({ address, frequency });

  /** Adds and confirms an address; the confirmation mail. */
  async function confirmed(player: SignedUp, address: string, frequency: string): Promise<Received> {
    await setEmail(server.api, player.key, address, frequency).expect(202);
    await server.app.outbox.drain();
    const [mail] = mailsTo(address);
    if (!mail) throw new Error('no confirmation mail');
    await server.api.post(linkIn(mail, '/email/confirm')).expect(200);
    return mail;
  }

  /** A started duel between the two, Ada (creator) at seat 0. */
  async function duel(ada: SignedUp, grace: SignedUp): Promise<string> {
    const table = await inviteTable(server.api, ada.key);
    await joinByInvite(server.api, table, grace.key);
    return table.id;
  }

  const toAct = async (gameId: string): Promise<number[]> =>
    ((await server.api.get(`/games/${gameId}`).expect(200)).body as { toAct: number[] }).toAct;

  it('mails a confirmation link in the language asked, which confirms once', async () => {
    const ada = await signUp(server.api, 'Ada');
    const none = await server.api
      .get('/players/me/notifications')
      .set(...bearer(ada.key))
      .expect(200);
    expect(none.body).toEqual({ channels: { webhooks: true, push: true, email: true }, email: null, reminders: true });
    const address = uniqueAddress('ada');
    const set = await setEmail(server.api, ada.key, address, 'each-turn', 'fr-CH, en;q=0.5').expect(202);
    expect(set.body).toEqual({ address, frequency: 'each-turn', confirmed: false });
    const shown = await server.api
      .get('/players/me/email')
      .set(...bearer(ada.key))
      .expect(200);
    expect(shown.body).toEqual({ address, frequency: 'each-turn', confirmed: false });
    const mine = await server.api
      .get('/players/me/notifications')
      .set(...bearer(ada.key))
      .expect(200);
    expect(mine.body.email).toEqual(shown.body);
    // Not to anyone else: another player sees none of it.
    const grace = await signUp(server.api, 'Grace');
    const theirs = await server.api
      .get('/players/me/email')
      .set(...bearer(grace.key))
      .expect(404);
    expect(theirs.body.code).toBe('email-not-found');

    await server.app.outbox.drain();
    const mails = mailsTo(address);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.parsed.subject).toBe('Confirmez votre adresse pour Croupier');
    expect(mail.parsed.from?.text).toContain('croupier@croupier.example');
    const unsubscribe = rawHeader(mail.raw, 'List-Unsubscribe');
    expect(unsubscribe).toMatch(new RegExp(`^<${ORIGIN}/email/unsubscribe\\?token=[A-Za-z0-9_-]+>$`));
    expect(rawHeader(mail.raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const link = linkIn(mail, '/email/confirm');
    const token = decodeURIComponent(link.split('token=')[1] ?? '');
    // Kept only as a digest: neither token is in the database in clear, in the address's row or the outbox.
    const row = await server.database.db
      .selectFrom('email_addresses')
      .selectAll()
      .where('address', '=', address)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(token);
    const queued = await server.database.db
      .selectFrom('outbox')
      .select('payload')
      .where('target_id', '=', row.id)
      .execute();
    expect(JSON.stringify(queued)).not.toContain(token);

    // Opening the link (as a mailbox's link scanner does) only asks: a button posts back to the link.
    const asked = await server.api.get(link).expect(200);
    expect(asked.headers['content-type']).toMatch(/^text\/html/);
    expect(asked.text).toContain('Recevoir à cette adresse les notifications de vos parties sur Croupier ?');
    expect(asked.text).toContain(`<form method="post" action="${link}"><button type="submit">Confirmer</button>`);
    const unconfirmed = await server.api
      .get('/players/me/email')
      .set(...bearer(ada.key))
      .expect(200);
    expect(unconfirmed.body.confirmed).toBe(false);
    const page = await server.api.post(link).type('form').send('').expect(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.text).toContain('Votre adresse est confirmée');
    const after = await server.api
      .get('/players/me/email')
      .set(...bearer(ada.key))
      .expect(200);
    expect(after.body.confirmed).toBe(true);
    for (const spent of [server.api.get(link), server.api.post(link)])
      expect((await spent.expect(422)).body.code).toBe('email-token-invalid');
  });

  it('mails each turn once a move makes it yours, and not before the address is confirmed', async () => {
    const ada = await signUp(server.api, 'Ada');
    const grace = await signUp(server.api, 'Grace');
    const address = uniqueAddress('ada');
    // Unconfirmed: a game starting queues no mail.
    await setEmail(server.api, ada.key, address, 'each-turn').expect(202);
    await duel(ada, grace);
    await server.app.outbox.drain();
    expect(mailsTo(address)).toHaveLength(1);
    await server.api.post(linkIn(mailsTo(address)[0]!, '/email/confirm')).expect(200);

    const gameId = await duel(ada, grace);
    await server.app.outbox.drain();
    // Grace moves until a move of hers makes it Ada's turn.
    let acting = await toAct(gameId);
    for (let i = 0; i < 50 && !(acting.length === 1 && acting[0] === 1); i++) {
      await server.api
        .post(`/games/${gameId}/moves`)
        .set(...bearer(acting[0] === 0 ? ada.key : grace.key))
        .send({ move: { type: 'roll' } })
        .expect(200);
      acting = await toAct(gameId);
    }
    expect(acting).toEqual([1]);
    await server.app.outbox.drain();
    const before = mailsTo(address).length;
    await server.api
      .post(`/games/${gameId}/moves`)
      .set(...bearer(grace.key))
      .send({ move: { type: 'roll' } })
      .expect(200);
    const nowActing = await toAct(gameId);
    // Queued by the move's own statement, before any worker ran.
    const queued = await server.database.db
      .selectFrom('outbox')
      .select('type')
      .where('channel', '=', 'email')
      .where('delivered_at', 'is', null)
      .where('player_id', '=', ada.id)
      .execute();
    await server.app.outbox.drain();
    const arrived = mailsTo(address).slice(before);
    if (nowActing.includes(0)) {
      expect(queued.map(q => q.type)).toEqual(['your-turn']);
      expect(arrived).toHaveLength(1);
      expect(arrived[0]!.parsed.subject).toBe('Your turn on Croupier');
      expect(textOf(arrived[0]!)).toContain(`${ORIGIN}/#/games/${gameId}`);
      expect(rawHeader(arrived[0]!.raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    } else {
      // The duel ended on that roll: the mail says so.
      expect(queued.map(q => q.type)).toEqual(['game-over']);
      expect(arrived.map(m => m.parsed.subject)).toEqual(['A game of yours is over']);
    }
    // Played to its end: the last mail says the game is over.
    await rollToTheEnd(server.api, gameId, [ada.key, grace.key]);
    await server.app.outbox.drain();
    const last = mailsTo(address).at(-1)!;
    expect(last.parsed.subject).toBe('A game of yours is over');
    expect(textOf(last)).toContain(`${ORIGIN}/#/games/${gameId}`);
  });

  it('keeps mailing the confirmed address until a new one is confirmed, then mails the new one', async () => {
    const ada = await signUp(server.api, 'Ada');
    const grace = await signUp(server.api, 'Grace');
    const first = uniqueAddress('ada');
    const second = uniqueAddress('ada-new');
    await confirmed(ada, first, 'each-turn');
    const changed = await setEmail(server.api, ada.key, second, 'daily-digest').expect(202);
    const both = {
      address: first,
      frequency: 'each-turn',
      confirmed: true,
      pending: { address: second, frequency: 'daily-digest' },
    };
    expect(changed.body).toEqual(both);
    const shown = await server.api
      .get('/players/me/email')
      .set(...bearer(ada.key))
      .expect(200);
    expect(shown.body).toEqual(both);
    await server.app.outbox.drain();
    const link = linkIn(mailsTo(second)[0]!, '/email/confirm');

    // Until the new address is confirmed, Ada's game ending is mailed to the first.
    const before = mailsTo(first).length;
    await rollToTheEnd(server.api, await duel(ada, grace), [ada.key, grace.key]);
    await server.app.outbox.drain();
    expect(mailsTo(first).length).toBeGreaterThan(before);
    expect(mailsTo(first).at(-1)!.parsed.subject).toBe('A game of yours is over');
    expect(mailsTo(second)).toHaveLength(1);

    // Confirmed, the new one replaces it (with its frequency): the next mails go there, none to the first.
    await server.api.post(link).expect(200);
    const replaced = await server.api
      .get('/players/me/email')
      .set(...bearer(ada.key))
      .expect(200);
    expect(replaced.body).toEqual({ address: second, frequency: 'daily-digest', confirmed: true });
    await setEmail(server.api, ada.key, second, 'each-turn').expect(202);
    const after = mailsTo(first).length;
    await rollToTheEnd(server.api, await duel(ada, grace), [ada.key, grace.key]);
    await server.app.outbox.drain();
    expect(mailsTo(second).at(-1)!.parsed.subject).toBe('A game of yours is over');
    expect(mailsTo(first)).toHaveLength(after);
  });

  it('calls off a new address when the confirmed one is given again; DELETE removes both', async () => {
    const ada = await signUp(server.api, 'Ada');
    const first = uniqueAddress('ada');
    await confirmed(ada, first, 'each-turn');
    await setEmail(server.api, ada.key, uniqueAddress('typo'), 'each-turn').expect(202);
    const back = await setEmail(server.api, ada.key, first, 'daily-digest').expect(202);
    expect(back.body).toEqual({ address: first, frequency: 'daily-digest', confirmed: true });

    await setEmail(server.api, ada.key, uniqueAddress('ada-new'), 'each-turn').expect(202);
    await server.api
      .delete('/players/me/email')
      .set(...bearer(ada.key))
      .expect(204);
    const left = await server.database.db
      .selectFrom('email_addresses')
      .select('id')
      .where('player_id', '=', ada.id)
      .execute();
    expect(left).toEqual([]);
    await server.api
      .get('/players/me/email')
      .set(...bearer(ada.key))
      .expect(404);
  });

  it('sends one digest a day listing the games awaiting the player, however many sweeps', async () => {
    const bob = await signUp(server.api, 'Bob');
    const grace = await signUp(server.api, 'Grace');
    const address = uniqueAddress('bob');
    await setEmail(server.api, bob.key, address, 'daily-digest', 'de').expect(202);
    const gameId = await duel(bob, grace);
    // Bob must be the one awaited.
    if (!(await toAct(gameId)).includes(0))
      await server.api
        .post(`/games/${gameId}/moves`)
        .set(...bearer(grace.key))
        .send({ move: { type: 'roll' } })
        .expect(200);
    expect(await toAct(gameId)).toContain(0);
    // The confirmation only: a digest address hears of no single turn, and none of the unconfirmed address.
    await server.app.outbox.drain();
    expect(mailsTo(address)).toHaveLength(1);
    await server.api.post(linkIn(mailsTo(address)[0]!, '/email/confirm')).expect(200);

    clock += 60_000;
    // Sweeps of several processes at once in the same day queue one digest.
    const day = Math.floor(clock / DAY_MS);
    await Promise.all([1, 2, 3].map(() => queueDigests(server.database.db, day, new Date(clock))));
    await server.app.outbox.drain();
    await server.app.outbox.drain();
    const digests = mailsTo(address).slice(1);
    expect(digests).toHaveLength(1);
    expect(digests[0]!.parsed.subject).toBe('Ein Spiel wartet auf dich auf Croupier');
    expect(textOf(digests[0]!)).toContain(`${ORIGIN}/#/games/${gameId}`);
    expect(rawHeader(digests[0]!.raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

    // The next day, the next one.
    clock += DAY_MS;
    await server.app.outbox.drain();
    expect(mailsTo(address).slice(1)).toHaveLength(2);
  });

  it('unsubscribes in one click from any mail: a GET only asks, the POST removes the address', async () => {
    const ada = await signUp(server.api, 'Ada');
    const grace = await signUp(server.api, 'Grace');
    const address = uniqueAddress('ada');
    const mail = await confirmed(ada, address, 'each-turn');
    const url = rawHeader(mail.raw, 'List-Unsubscribe')!.slice(1, -1);
    const path = url.slice(ORIGIN.length);
    const page = await server.api.get(path).expect(200);
    expect(page.text).toContain('<form method="post"');
    await server.api
      .get('/players/me/email')
      .set(...bearer(ada.key))
      .expect(200);
    // As a mail client does it (RFC 8058): a form POST of List-Unsubscribe=One-Click.
    const done = await server.api
      .post(path)
      .set('Content-Type', 'application/x-www-form-urlencoded')
      .send('List-Unsubscribe=One-Click')
      .expect(200);
    expect(done.text).toContain('Croupier will send no more mails');
    const gone = await server.api
      .get('/players/me/email')
      .set(...bearer(ada.key))
      .expect(404);
    expect(gone.body.code).toBe('email-not-found');
    const before = smtp.mails.length;
    await duel(ada, grace);
    await server.app.outbox.drain();
    expect(mailsTo(address)).toHaveLength(1);
    expect(smtp.mails.length).toBe(before);
    const again = await server.api.post(path).expect(422);
    expect(again.body.code).toBe('email-token-invalid');
  });

  it('takes its links with the tracking parameters a mail gateway adds, and still refuses any other', async () => {
    const ada = await signUp(server.api, 'Ada');
    const address = uniqueAddress('ada');
    await setEmail(server.api, ada.key, address, 'each-turn').expect(202);
    await server.app.outbox.drain();
    const link = linkIn(mailsTo(address)[0]!, '/email/confirm');
    const tracked = `${link}&utm_source=newsletter&utm_medium=email&utm_campaign=turns&fbclid=IwAR0x&mc_cid=1&mc_eid=2`;
    const unknown = await server.api.get(`${link}&foo=1`).expect(400);
    expect(unknown.body.detail).toContain('"foo"');
    expect((await server.api.get(tracked).expect(200)).text).toContain('<form method="post"');
    await server.api.post(tracked).expect(200);
    const shown = await server.api
      .get('/players/me/email')
      .set(...bearer(ada.key))
      .expect(200);
    expect(shown.body.confirmed).toBe(true);
  });

  it('unsubscribes in one click posted as multipart/form-data, the encoding RFC 8058 says a client should use', async () => {
    const ada = await signUp(server.api, 'Ada');
    const address = uniqueAddress('ada');
    const mail = await confirmed(ada, address, 'each-turn');
    const path = rawHeader(mail.raw, 'List-Unsubscribe')!.slice(1 + ORIGIN.length, -1);
    const done = await server.api.post(path).field('List-Unsubscribe', 'One-Click').expect(200);
    expect(done.text).toContain('Croupier will send no more mails');
    await server.api
      .get('/players/me/email')
      .set(...bearer(ada.key))
      .expect(404);
  });

  it('refuses a malformed address, a wrong token and an expired one, storing nothing', async () => {
    const ada = await signUp(server.api, 'Ada');
    for (const address of [
      'not an address',
      'ada@localhost',
      'ada@example.org\r\nBcc: eve@example.org',
      'Ada <ada@example.org>',
      `${'a'.repeat(250)}@example.org`,
    ]) {
      const res = await setEmail(server.api, ada.key, address, 'each-turn').expect(422);
      expect(res.body.code).toBe('email-address-invalid');
      expect(res.body.detail).toMatch(/e-mail address/);
    }
    const fr = await setEmail(server.api, ada.key, 'nope', 'each-turn', 'fr').expect(422);
    expect(fr.body.detail).toContain('Ce n’est pas une adresse électronique');
    await server.api
      .get('/players/me/email')
      .set(...bearer(ada.key))
      .expect(404);
    await setEmail(server.api, ada.key, uniqueAddress('ada'), 'hourly').expect(400);

    const wrong = await server.api.get('/email/confirm?token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA').expect(422);
    expect(wrong.body.code).toBe('email-token-invalid');
    const wrongOut = await server.api.post('/email/unsubscribe?token=nothing').expect(422);
    expect(wrongOut.body.code).toBe('email-token-invalid');
    await server.api.get('/email/confirm').expect(400);

    const address = uniqueAddress('ada');
    await setEmail(server.api, ada.key, address, 'each-turn').expect(202);
    await server.app.outbox.drain();
    const link = linkIn(mailsTo(address)[0]!, '/email/confirm');
    clock += DAY_MS + 1;
    for (const expired of [server.api.get(link), server.api.post(link)])
      expect((await expired.expect(422)).body.code).toBe('email-token-expired');
    const still = await server.api
      .get('/players/me/email')
      .set(...bearer(ada.key))
      .expect(200);
    expect(still.body.confirmed).toBe(false);
  });

  it('bounds the confirmation mails a player and a client address ask for, per hour, storing nothing refused', async () => {
    const from = (key: string, address: string, client: string, language = 'en') =>
      setEmail(server.api, key, address, 'each-turn', language).set('X-Forwarded-For', client);
    const ada = await signUp(server.api, 'Ada');
    let last = '';
    for (let i = 0; i < 5; i++) {
      last = uniqueAddress('ada');
      await from(ada.key, last, '203.0.113.7').expect(202);
    }
    const refused = await from(ada.key, uniqueAddress('ada'), '203.0.113.8').expect(429);
    expect(refused.body).toMatchObject({ code: 'too-many-confirmations', limit: 5 });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    expect(refused.body.detail).toMatch(/^You asked for 5 confirmation mails in the last hour/);
    const fr = await from(ada.key, uniqueAddress('ada'), '203.0.113.8', 'fr').expect(429);
    expect(fr.body.detail).toMatch(/^Vous avez demandé 5 courriels de confirmation dans la dernière heure/);
    const de = await from(ada.key, uniqueAddress('ada'), '203.0.113.8', 'de').expect(429);
    expect(de.body.detail).toMatch(/^Du hast in der letzten Stunde 5 Bestätigungs-E-Mails angefordert/);
    // The refused requests changed nothing: the last accepted address stands, with its five mails queued.
    const shown = await server.api
      .get('/players/me/email')
      .set(...bearer(ada.key))
      .expect(200);
    expect(shown.body.address).toBe(last);
    const queued = await server.database.db
      .selectFrom('outbox')
      .select('id')
      .where('player_id', '=', ada.id)
      .where('type', '=', 'confirm')
      .execute();
    expect(queued).toHaveLength(5);

    // Ten players from one address, then the eleventh is refused there, but not from another address.
    const client = '198.51.100.9';
    for (let i = 0; i < 10; i++) {
      const p = await signUp(server.api, `P${i}`);
      await from(p.key, uniqueAddress('p'), client).expect(202);
    }
    const eleventh = await signUp(server.api, 'Eleven');
    const crowded = await from(eleventh.key, uniqueAddress('e'), client, 'de').expect(429);
    expect(crowded.body.code).toBe('too-many-confirmations');
    expect(crowded.body.detail).toMatch(/^Aus deinem Netz wurden in der letzten Stunde 10 Bestätigungs-E-Mails/);
    await from(eleventh.key, uniqueAddress('e'), '198.51.100.10').expect(202);

    // An hour later both have room again.
    clock += 3600_000 + 1;
    await from(ada.key, uniqueAddress('ada'), '203.0.113.7').expect(202);
    await from((await signUp(server.api, 'P10')).key, uniqueAddress('p'), client).expect(202);
    await server.app.outbox.drain();
  });

  it('removes the address on DELETE: its queued mails are given up', async () => {
    const ada = await signUp(server.api, 'Ada');
    const address = uniqueAddress('ada');
    await setEmail(server.api, ada.key, address, 'each-turn').expect(202);
    await server.api
      .delete('/players/me/email')
      .set(...bearer(ada.key))
      .expect(204);
    await server.app.outbox.drain();
    expect(mailsTo(address)).toHaveLength(0);
    const again = await server.api
      .delete('/players/me/email')
      .set(...bearer(ada.key))
      .expect(404);
    expect(again.body.code).toBe('email-not-found');
  });

  it('mails a turn reminder where turns are mailed, naming the game and the time left', async () => {
    const ada = await signUp(server.api, 'Ada');
    const address = uniqueAddress('ada');
    await confirmed(ada, address, 'each-turn');
    const game = await myTurn(server.api, ada.key, { perTurnSeconds: 86_400 });
    await server.app.outbox.drain();
    const before = mailsTo(address).length;
    clock += 12 * 3600 * 1000;
    await sweepClocks(server.app.deps);
    await server.app.outbox.drain();
    const arrived = mailsTo(address).slice(before);
    expect(arrived.map(m => m.parsed.subject)).toEqual(['Reminder: your turn on Croupier']);
    expect(textOf(arrived[0]!)).toContain(
      'It is still your turn in this game of duel, and your time runs out in about 12 hours:',
    );
    expect(textOf(arrived[0]!)).toContain(`${ORIGIN}/#/games/${game.id}`);
    expect(rawHeader(arrived[0]!.raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
  });
});

describe.each(testDatabases())('e-mail without SMTP_URL on $name', testDb => {
  const server = serverForSuite(testDb);

  it('refuses an address, storing nothing, and says it offers no e-mail', async () => {
    const ada = await signUp(server.api, 'Ada');
    const mine = await server.api
      .get('/players/me/notifications')
      .set(...bearer(ada.key))
      .expect(200);
    expect(mine.body).toEqual({ channels: { webhooks: true, push: true, email: false }, email: null, reminders: true });
    const res = await server.api
      .post('/players/me/email')
      .set(...bearer(ada.key))
      .send({ address: 'ada@example.org', frequency: 'each-turn' })
      .expect(409);
    expect(res.body.code).toBe('email-off');
    await server.api
      .get('/players/me/email')
      .set(...bearer(ada.key))
      .expect(404);
    expect(await server.database.db.selectFrom('outbox').select('id').where('channel', '=', 'email').execute()).toEqual(
      [],
    );
  });
});
