// Turning turn reminders off and on (PATCH /players/me/notifications): on by default, the choice shown by GET,
// and a body that is not `{ reminders: true | false }` refused with a problem that says what to send, changing
// nothing. What the reminders do is in tests/service/reminders/.
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../support/databases.js';
import { bearer, serverForSuite } from '../../support/server.js';
import { signUp } from '../../support/tables.js';

describe.each(testDatabases())('the reminders setting on $name', testDb => {
  const server = serverForSuite(testDb);
  const mine = async (key: string) =>
    (
      await server.api
        .get('/players/me/notifications')
        .set(...bearer(key))
        .expect(200)
    ).body as { reminders: boolean };

  it('is on by default, turns off and on again, for the player who asked only', async () => {
    const ada = await signUp(server.api, 'Ada');
    const grace = await signUp(server.api, 'Grace');
    expect((await mine(ada.key)).reminders).toBe(true);
    const off = await server.api
      .patch('/players/me/notifications')
      .set(...bearer(ada.key))
      .send({ reminders: false })
      .expect(200);
    expect(off.body).toEqual({ channels: { webhooks: true, push: true, email: false }, email: null, reminders: false });
    expect((await mine(ada.key)).reminders).toBe(false);
    expect((await mine(grace.key)).reminders).toBe(true);
    await server.api
      .patch('/players/me/notifications')
      .set(...bearer(ada.key))
      .send({ reminders: true })
      .expect(200);
    expect((await mine(ada.key)).reminders).toBe(true);
  });

  it.each([
    ['a string', { reminders: 'no' }, 'reminders'],
    ['nothing', {}, 'reminders'],
    ['an unknown field', { reminders: false, digest: true }, 'digest'],
  ])('refuses %s, naming the field, changing nothing', async (_, body, field) => {
    const ada = await signUp(server.api, 'Ada');
    const res = await server.api
      .patch('/players/me/notifications')
      .set(...bearer(ada.key))
      .send(body)
      .expect(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.body.code).toBe('invalid-request');
    expect(res.body.detail).toBe('The body is not valid.');
    expect(JSON.stringify(res.body.errors)).toContain(field);
    expect((await mine(ada.key)).reminders).toBe(true);
  });

  it('asks for a player key', async () => {
    const res = await server.api.patch('/players/me/notifications').send({ reminders: false }).expect(401);
    expect(res.body.code).toBeTruthy();
  });
});
