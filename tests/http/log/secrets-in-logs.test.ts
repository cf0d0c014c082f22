// Guards the rule on secrets (README, "Tokens" and the logging notes): seat tokens, player keys, invitation codes,
// link codes, webhook secrets, e-mail link tokens and a game's seed before it ends never reach the log, and the
// credentials among them are kept only hashed (or sealed) at rest. A server logging at its most verbose level
// (`trace`, every request's line) is driven through every route that takes or hands out a secret, their refusals
// (401, 403, 409, 422, a malformed body) and a failure (500) included, with the secrets in headers, bodies and
// query strings (`?token=`, `?%74oken=`, `?key=`, `?code=`, and names the server does not take, `?access_token=`,
// which the log once wrote in clear: src/http/logging.ts). Then the raw text of every line it wrote, its
// /metrics, and every column of every table (read generically, whatever tables later migrations add) must hold
// none of them, as given or percent-encoded (and a token's bytes in hex, as a bytea column would show them).
// A leak would be silent otherwise: nothing else fails when a log line or a new column carries a key.
import { createECDH, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capturedLogger } from '../../support/captured-logger.js';
import { testDatabases } from '../../support/databases.js';
import { startReceiver, type Receiver } from '../../support/receiver.js';
import { bearer, newGame, serverForSuite } from '../../support/server.js';
import { rawHeader, startMailReceiver, type Received } from '../../support/smtp.js';
import { openEvents } from '../../support/sse.js';
import { inviteTable, rollToTheEnd, signUp } from '../../support/tables.js';

const ORIGIN = 'https://croupier.example';
const smtp = await startMailReceiver();
afterAll(() => smtp.close());

interface Secret {
  readonly what: string;
  readonly value: string;
  /**
   * A credential is kept only hashed or sealed, so no column holds it in clear. A push subscription's `auth` is
   * the browser's key for encrypting to it, which the server must read back (stored as sent); a seed is read to
   * replay the game (`games.seed`, and nowhere else while the game is on). Neither may be logged.
   */
  readonly atRest: 'never' | 'push_subscriptions.auth' | 'games.seed';
}

/**
 * How a secret may be written down: as is, percent-encoded (a logged URL), a link code without its dash (as
 * typed), a webhook secret without its `whsec_` prefix, and a token's 32 bytes in hex (a bytea column as text).
 */
function formsOf(value: string): string[] {
  const forms = new Set([value, encodeURIComponent(value)]);
  if (value.startsWith('whsec_')) forms.add(value.slice('whsec_'.length));
  if (/^[0-9A-Z]{5}-[0-9A-Z]{5}$/.test(value)) forms.add(value.replace('-', ''));
  if (/^[A-Za-z0-9_-]{43}$/.test(value)) forms.add(Buffer.from(value, 'base64url').toString('hex'));
  for (const form of [...forms]) forms.add(encodeURIComponent(form));
  return [...forms];
}

/** Where any form of a secret occurs in `texts` (each named), as "what in where: …". */
function leaks(secrets: readonly Secret[], texts: readonly [string, string][]): string[] {
  const found: string[] = [];
  for (const secret of secrets)
    for (const form of formsOf(secret.value))
      for (const [where, text] of texts)
        if (text.includes(form)) found.push(`${secret.what} in ${where}: ${text.slice(0, 300)}`);
  return found;
}

/** A browser's push subscription to an https endpoint on this machine (a plain HTTP port: pushes there fail). */
function browserSubscription(port: string): { endpoint: string; keys: { p256dh: string; auth: string } } {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint: `https://127.0.0.1:${port}/push/${randomBytes(8).toString('hex')}`,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
}

/** A mail as its reader sees it: its text, its HTML and its List-Unsubscribe link. */
const readMail = (m: Received): string =>
  [m.parsed.text ?? '', m.parsed.html || '', rawHeader(m.raw, 'List-Unsubscribe') ?? ''].join('\n');

/** The tokens of the links to `path` in `text`. */
const tokenIn = (text: string, path: string): string[] =>
  [...text.matchAll(new RegExp(`${path}\\?token=([A-Za-z0-9_%-]+)`, 'g'))].map(m => decodeURIComponent(m[1] ?? ''));

describe.each(testDatabases())('secrets in logs and at rest on $name', testDb => {
  const captured = capturedLogger('trace');
  const server = serverForSuite(testDb, {
    logger: captured.logger,
    notifications: { mail: { smtpUrl: smtp.url, from: 'Croupier <croupier@croupier.example>', origin: ORIGIN } },
  });
  const secrets: Secret[] = [];
  const keep = (what: string, value: unknown, atRest: Secret['atRest'] = 'never'): string => {
    if (typeof value !== 'string' || value.length < 8) throw new Error(`no ${what} handed out: ${String(value)}`);
    secrets.push({ what, value, atRest });
    return value;
  };
  let receiver: Receiver;
  afterAll(() => receiver.close());

  beforeAll(async () => {
    const { api } = server;
    const raw = request(server.app.express);
    const base = await server.listen();
    receiver = await startReceiver();

    // Players, and a second device linked by a code (used again, and in a malformed body: refused), then signed out.
    const ada = await signUp(api, 'Ada');
    const grace = await signUp(api, 'Grace');
    keep("Ada's key", ada.key);
    keep("Grace's key", grace.key);
    const made = await api
      .post('/players/me/link-codes')
      .set(...bearer(ada.key))
      .expect(201);
    const linkCode = keep('a link code', made.body.code);
    const phone = await api.post('/players/link').send({ code: linkCode, label: 'Phone' }).expect(201);
    const phoneKey = keep("the phone's key", phone.body.key);
    expect((await api.post('/players/link').send({ code: linkCode }).expect(422)).body.code).toBe('bad-link-code');
    await raw.post('/players/link').type('json').send(`{"code": "${linkCode}", "label": `).expect(400);
    await api
      .delete(`/players/me/keys/${String(phone.body.keyId)}`)
      .set(...bearer(ada.key))
      .expect(204);
    expect(
      (
        await api
          .get('/players/me')
          .set(...bearer(phoneKey))
          .expect(401)
      ).body.code,
    ).toBe('revoked-key');

    // Notifications: a webhook (its secret rotated; another player's rotation refused), a push subscription,
    // an e-mail address confirmed through its link (an altered token refused), all to receivers on 127.0.0.1.
    const hook = await api
      .post('/players/me/webhooks')
      .set(...bearer(ada.key))
      .send({ url: receiver.url })
      .expect(201);
    keep('a webhook secret', hook.body.secret);
    const rotated = await api
      .post(`/players/me/webhooks/${String(hook.body.id)}/secret`)
      .set(...bearer(ada.key))
      .expect(200);
    keep('a rotated webhook secret', rotated.body.secret);
    await api
      .post(`/players/me/webhooks/${String(hook.body.id)}/secret`)
      .set(...bearer(grace.key))
      .expect(404);
    await api
      .post(`/players/me/webhooks/${String(hook.body.id)}/ping`)
      .set(...bearer(ada.key))
      .expect(202);
    const subscription = browserSubscription(new URL(receiver.url).port);
    keep("a push subscription's auth", subscription.keys.auth, 'push_subscriptions.auth');
    await api
      .post('/players/me/push-subscriptions')
      .set(...bearer(grace.key))
      .send(subscription)
      .expect(201);
    const address = `ada.${testDb.name}@example.org`;
    await api
      .post('/players/me/email')
      .set(...bearer(ada.key))
      .send({ address, frequency: 'each-turn' })
      .expect(202);
    await server.app.outbox.drain();
    const confirmation = smtp.mails.find(m => m.to.includes(address));
    if (!confirmation) throw new Error('no confirmation mail');
    const confirmToken = keep('an e-mail confirmation token', tokenIn(readMail(confirmation), '/email/confirm')[0]);
    const confirmLink = `/email/confirm?token=${encodeURIComponent(confirmToken)}`;
    await api.get(confirmLink).expect(200);
    expect((await api.post(`${confirmLink}x`).expect(422)).body.code).toBe('email-token-invalid');
    await api.post(confirmLink).expect(200);

    // An anonymous game (a token per seat), one on a seed its creator chose: moves with Authorization, a stale
    // version (409), a token of another game (403), an unknown token and a malformed header (401), bodies that
    // carry a token where none belongs (malformed JSON, an unknown field: 400).
    const open = await newGame(api);
    open.tokens.forEach((t, seat) => keep(`seat ${seat}'s token`, t));
    const chosenSeed = keep('a chosen seed', `chosen-${randomBytes(12).toString('hex')}`, 'games.seed');
    const seeded = await newGame(api, { game: 'duel', players: 2, seed: chosenSeed });
    seeded.tokens.forEach((t, seat) => keep(`seat ${seat}'s token (chosen seed)`, t));
    const mover = open.tokens[open.toAct[0] ?? 0] ?? '';
    await api
      .post(`/games/${open.id}/moves`)
      .set(...bearer(mover))
      .send({ move: { type: 'roll' }, expectedVersion: 0 })
      .expect(200);
    const stale = await api
      .post(`/games/${open.id}/moves`)
      .set(...bearer(open.tokens[0] ?? ''))
      .send({ move: { type: 'roll' }, expectedVersion: 0 })
      .expect(409);
    expect(stale.body.code).toBe('version-conflict');
    const stranger = await api
      .post(`/games/${open.id}/moves`)
      .set(...bearer(seeded.tokens[0] ?? ''))
      .send({ move: { type: 'roll' } })
      .expect(403);
    expect(stranger.body.code).toBe('wrong-game');
    const unknown = keep('an unknown token', randomBytes(32).toString('base64url'));
    await api
      .get(`/games/${open.id}/legal-moves`)
      .set(...bearer(unknown))
      .expect(401);
    await api.get(`/games/${open.id}`).set('Authorization', `Token ${mover}`).expect(401);
    await raw
      .post(`/games/${open.id}/moves`)
      .type('json')
      .send(`{"move": {"type": "roll"}, "token": "${mover}"`)
      .expect(400);
    await api
      .post(`/games/${open.id}/moves`)
      .set(...bearer(mover))
      .send({ move: { type: 'roll' }, token: mover })
      .expect(400);
    // A token in the query of a route that takes none, however its name is written (400 `unknown-query`).
    await raw.get(`/games/${open.id}/legal-moves?%74oken=${mover}&KEY=${ada.key}`).expect(400);

    // Tables with `{ me: true }` seats and invitations: a code of another table (403), a join with the code as
    // `?code=` by a player, one with the code in the body by someone without a key.
    const table = await inviteTable(api, ada.key);
    const adaSeat = keep("Ada's seat token", table.body.seats[0]?.token);
    const code = keep('an invitation code', table.body.invites[0]?.code);
    const other = await inviteTable(api, grace.key);
    const graceSeat = keep("Grace's seat token at her table", other.body.seats[0]?.token);
    const otherCode = keep('another invitation code', other.body.invites[0]?.code);
    const refused = await api
      .post(`/games/${table.id}/join`)
      .set(...bearer(grace.key))
      .send({ code: otherCode })
      .expect(403);
    expect(refused.body.code).toBe('bad-invite');
    const joined = await api
      .post(`/games/${table.id}/join?code=${encodeURIComponent(code)}`)
      .set(...bearer(grace.key))
      .send({})
      .expect(200);
    const graceJoined = keep("Grace's token from a join", joined.body.token);
    const guest = await api.post(`/games/${other.id}/join`).send({ code: otherCode, name: 'Guest' }).expect(200);
    keep("a guest's token from a join", guest.body.token);
    expect(graceSeat).not.toBe(graceJoined);

    // Event streams with the credential in the query (`?token=` a seat token or a player key, `?%74oken=`,
    // `?key=` on the player's stream), each closed by its client; and an unknown one refused (401).
    const streams = [
      `/games/${table.id}/events?token=${adaSeat}`,
      `/games/${table.id}/events?%74oken=${graceJoined}`,
      `/games/${table.id}/events?token=${grace.key}`,
      `/players/me/events?key=${ada.key}`,
    ];
    for (const path of streams) {
      const stream = await openEvents(`${base}${path}`);
      expect(stream.status).toBe(200);
      await stream.waitFor(path.startsWith('/players') ? 0 : 1);
      stream.close();
    }
    await api.get(`/games/${table.id}/events?token=${unknown}`).expect(401);
    // A credential under a name the server does not take, as clients send them (RFC 6750's `access_token`, a
    // query builder's `token[]`, `api_key`): refused (400 `unknown-query`), and logged all the same.
    for (const query of [`access_token=${adaSeat}`, `token[]=${graceJoined}`, `api_key=${ada.key}`])
      await raw.get(`/games/${table.id}/events?${query}`).expect(400);
    // A credential where none goes: as a bare query name, as another parameter's value, in the path (a client
    // that built its URL wrong), percent-encoded, and a link code typed into the address.
    await raw.get(`/games/${table.id}/events?${adaSeat}`).expect(400);
    await raw.get(`/games?status=${grace.key}`).expect(400);
    await raw.get(`/games/${adaSeat}`).expect(404);
    await raw.get(`/players/${encodeURIComponent(ada.key)}/games`).expect(404);
    await raw.get(`/players/link/${linkCode}`).expect(404);
    const closed = (): number => captured.lines.filter(l => l['closedByClient'] === true).length;
    for (let i = 0; i < 200 && closed() < streams.length; i++) await new Promise(r => setTimeout(r, 10));
    expect(closed()).toBe(streams.length);

    // The table played to its end with each seat's credential, its rematch taken by both players' keys.
    await rollToTheEnd(api, table.id, [adaSeat, grace.key]);
    for (const key of [ada.key, grace.key]) {
      const rematch = await api
        .post(`/games/${table.id}/rematch`)
        .set(...bearer(key))
        .expect(200);
      keep('a seat token from a rematch', rematch.body.token);
    }

    // A failure the server logs at `error` (500): the keys' table gone while a key is checked.
    await sql`alter table player_keys rename to player_keys_elsewhere`.execute(server.database.db);
    try {
      await raw
        .get('/players/me')
        .set(...bearer(ada.key))
        .expect(500);
    } finally {
      await sql`alter table player_keys_elsewhere rename to player_keys`.execute(server.database.db);
    }

    // Deliveries of what happened (webhooks, pushes, mails), and the tokens of every mail's links.
    await server.app.outbox.drain();
    expect(receiver.received.length).toBeGreaterThan(0);
    for (const mail of smtp.mails.filter(m => m.to.includes(address)))
      for (const token of [
        ...tokenIn(readMail(mail), '/email/confirm'),
        ...tokenIn(readMail(mail), '/email/unsubscribe'),
      ])
        if (!secrets.some(s => s.value === token)) keep('an e-mail link token', token);
    expect(secrets.filter(s => s.what === 'an e-mail link token').length).toBeGreaterThan(0);

    // The seeds of the games still on: secret until they end (the finished table's is revealed).
    const seeds = await server.database.db
      .selectFrom('games')
      .select(['id', 'seed'])
      .where('status', 'not in', ['finished', 'cancelled'])
      .execute();
    for (const { id, seed } of seeds)
      if (seed !== chosenSeed) keep(`the seed of unfinished game ${id}`, seed, 'games.seed');
  });

  it('writes no secret in any log line, the failures included', () => {
    const lines = captured.text().split('\n');
    expect(
      leaks(
        secrets,
        lines.map((line, i) => [`log line ${i}`, line]),
      ),
    ).toEqual([]);
    // The lines this covers: a line per request, refusals and the failure among them.
    const statuses = new Set(captured.lines.map(l => l['status']));
    for (const status of [200, 201, 202, 204, 400, 401, 403, 404, 409, 422, 500]) expect(statuses).toContain(status);
    expect(captured.lines.some(l => l['msg'] === 'request failed')).toBe(true);
  });

  it('shows no secret in /metrics', async () => {
    const metrics = await server.api.get('/metrics').expect(200);
    expect(leaks(secrets, [['/metrics', metrics.text]])).toEqual([]);
  });

  it('keeps no credential in clear in any column of any table', async () => {
    const db = server.database.db;
    const { rows: tables } = await sql<{ name: string }>`
      select table_name as name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`.execute(db);
    expect(tables.map(t => t.name)).toEqual(expect.arrayContaining(['player_keys', 'seats', 'webhooks']));
    const texts: [string, string][] = [];
    for (const { name } of tables) {
      // Each row as JSON text: every column, whatever its type (a bytea as \x hex), named by its column.
      const { rows } = await sql<{ row: string }>`select to_jsonb(t)::text as row from ${sql.table(name)} as t`.execute(
        db,
      );
      rows.forEach((r, i) => texts.push([`${name} row ${i}`, r.row]));
    }
    // A secret stored because the server must read it back is looked for everywhere but in its own column.
    const elsewhere = (column: string): [string, string][] => {
      const [table, field] = column.split('.') as [string, string];
      return texts.map(([where, text]) => {
        if (!where.startsWith(`${table} row `)) return [where, text];
        const row = JSON.parse(text) as Record<string, unknown>;
        delete row[field];
        return [where, JSON.stringify(row)];
      });
    };
    expect(
      leaks(
        secrets.filter(s => s.atRest === 'never'),
        texts,
      ),
    ).toEqual([]);
    for (const column of ['push_subscriptions.auth', 'games.seed'] as const)
      expect(
        leaks(
          secrets.filter(s => s.atRest === column),
          elsewhere(column),
        ),
      ).toEqual([]);
  });
});
