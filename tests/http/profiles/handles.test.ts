// Handles (issue 24): POST /players takes an optional handle (ASCII letters and digits, - and _, 3 to 20,
// unique whatever the case, reserved words refused) and answers with it; one is suggested from the name
// when it is left out. A refused handle stores nothing.
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../support/databases.js';
import { bearer, serverForSuite } from '../../support/server.js';
import { findPlayerByHandle } from '../../../src/store/handles.js';

describe.each(testDatabases())('handles on $name', testDb => {
  const server = serverForSuite(testDb);
  const count = async () =>
    Number(
      (
        await server.database.db
          .selectFrom('players')
          .select(eb => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('takes a chosen handle and answers with it, on sign-up and on /players/me', async () => {
    const res = await server.api.post('/players').send({ name: 'Ada Lovelace', handle: 'ada_L-1815' }).expect(201);
    expect(res.body).toMatchObject({ name: 'Ada Lovelace', handle: 'ada_L-1815' });
    const me = await server.api
      .get('/players/me')
      .set(...bearer(res.body.key as string))
      .expect(200);
    expect(me.body).toEqual({ id: res.body.id, name: 'Ada Lovelace', handle: 'ada_L-1815' });
    const found = await findPlayerByHandle(server.database.db, 'ADA_l-1815');
    expect(found).toMatchObject({ id: res.body.id, handle: 'ada_L-1815', builtin: null, isBot: false });
    expect(await findPlayerByHandle(server.database.db, 'nobody-here')).toBeNull();
  });

  it('finds a profile by its handle in any case, and takes /players/ME for a handle, never for the caller', async () => {
    const ada = await server.api.post('/players').send({ name: 'Ada', handle: 'Ada_Byron' }).expect(201);
    const found = await server.api.get('/players/ADA_BYRON').expect(200);
    expect(found.body).toMatchObject({ handle: 'Ada_Byron', name: 'Ada' });
    // `me` is reserved in any case: no player has it, so another spelling of it is a profile nobody has.
    for (const me of ['ME', 'Me']) {
      const anonymous = await server.api.get(`/players/${me}`).expect(404);
      expect(anonymous.body).toMatchObject({ code: 'player-not-found' });
      const signedIn = await server.api
        .get(`/players/${me}`)
        .set(...bearer(ada.body.key as string))
        .expect(404);
      expect(signedIn.body).toMatchObject({ code: 'player-not-found' });
    }
  });

  it('refuses a handle taken in another case, storing nothing', async () => {
    await server.api.post('/players').send({ name: 'Grace', handle: 'Grace' }).expect(201);
    const before = await count();
    const res = await server.api.post('/players').send({ name: 'Other Grace', handle: 'gRACE' }).expect(409);
    expect(res.body.code).toBe('handle-taken');
    expect(res.body.detail).toContain('"gRACE" is taken');
    expect(await count()).toBe(before);
  });

  it.each([
    ['ab', 'invalid-request'],
    ['a'.repeat(21), 'invalid-request'],
    ['ada lovelace', 'invalid-request'],
    ['adé', 'invalid-request'],
    ['me', 'invalid-request'],
    ['Admin', 'invalid-request'],
    ['BOT', 'invalid-request'],
    ['bot-ismcts', 'invalid-request'],
  ])('refuses %j with a sentence, storing nothing', async (handle, code) => {
    const before = await count();
    const res = await server.api.post('/players').send({ name: 'Someone', handle }).expect(400);
    expect(res.body.code).toBe(code);
    expect(res.body.errors).toEqual([{ path: 'handle', message: expect.any(String) }]);
    expect(await count()).toBe(before);
  });

  it('says it in French', async () => {
    const res = await server.api.post('/players').set('Accept-Language', 'fr').send({ name: 'X', handle: 'admin' });
    expect(res.status).toBe(400);
    expect(res.body.detail).toContain('« admin » est réservé');
  });

  it('suggests a handle from the name when none is given, a different one for the same name', async () => {
    const first = await server.api.post('/players').send({ name: 'Émilie du Châtelet' }).expect(201);
    expect(first.body.handle).toBe('Emilie-du-Chatel');
    const second = await server.api.post('/players').send({ name: 'Émilie du Châtelet' }).expect(201);
    expect(second.body.handle).toMatch(/^Emilie-du-Chatel\d{4}$/);
    const far = await server.api.post('/players').send({ name: '李' }).expect(201);
    expect(far.body.handle).toMatch(/^player(\d{4})?$/);
    const bot = await server.api.post('/players').send({ name: 'admin' }).expect(201);
    expect(bot.body.handle).toMatch(/^player(\d{4})?$/);
  });

  it('marks a player that says it is a program', async () => {
    const res = await server.api.post('/players').send({ name: 'Deep Thought', bot: true }).expect(201);
    expect(res.body.bot).toBe(true);
  });
});
