// The player a waiting table is counted against (MAX_WAITING_TABLES: `games.creator`) may cancel it with their
// key, seated or not, and finds it among their games. Before, a player who opened tables of open seats only
// (or left their own seat) filled their quota with tables they could neither see in GET /players/me/games nor
// cancel (403 wrong-game), while the 409 told them to cancel one. A keyless creator, counted by address, is
// told only what works: the tables fill or expire.
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../support/databases.js';
import { bearer, serverForSuite } from '../../support/server.js';
import { signUp } from '../../support/tables.js';

describe.each(testDatabases())('cancelling the tables counted against you on $name', testDb => {
  const server = serverForSuite(testDb, { quotas: { maxWaiting: 2, perMinute: 0 } });
  const openSeats = (key: string) =>
    server.api
      .post('/games')
      .set(...bearer(key))
      .send({ game: 'duel', players: 2, seats: [{ open: true }, { open: true }] });
  const mine = async (key: string) =>
    (
      await server.api
        .get('/players/me/games?status=waiting')
        .set(...bearer(key))
        .expect(200)
    ).body.games as { id: string; seat?: number; creator?: boolean }[];

  it('a table of open seats only: listed in the creator’s games, cancelled with their key, its place freed', async () => {
    const ada = await signUp(server.api, 'Ada');
    const ids = [(await openSeats(ada.key).expect(201)).body.id, (await openSeats(ada.key).expect(201)).body.id];
    const full = await openSeats(ada.key).expect(409);
    expect(full.body.code).toBe('too-many-waiting-tables');
    expect(full.body.detail).toContain('GET /players/me/games?status=waiting lists them');
    const listed = await mine(ada.key);
    expect(listed.map(g => g.id).sort()).toEqual([...ids].sort());
    expect(listed[0]).toMatchObject({ creator: true });
    expect(listed[0]?.seat).toBeUndefined();
    const cancelled = await server.api
      .post(`/games/${ids[0]}/cancel`)
      .set(...bearer(ada.key))
      .expect(200);
    expect(cancelled.body.status).toBe('cancelled');
    await openSeats(ada.key).expect(201);
    // Leaving is still for a seated person only, and someone else's key cancels nothing.
    const left = await server.api
      .post(`/games/${ids[1]}/leave`)
      .set(...bearer(ada.key))
      .expect(403);
    expect(left.body.code).toBe('wrong-game');
    const grace = await signUp(server.api, 'Grace');
    const notHers = await server.api
      .post(`/games/${ids[1]}/cancel`)
      .set(...bearer(grace.key))
      .expect(403);
    expect(notHers.body.code).toBe('wrong-game');
  });

  it('a creator who left their own seat still finds and cancels the table', async () => {
    const ada = await signUp(server.api, 'Ada');
    const created = await server.api
      .post('/games')
      .set(...bearer(ada.key))
      .send({ game: 'duel', players: 2, seats: [{ me: true }, { open: true }] })
      .expect(201);
    const id = created.body.id as string;
    await server.api
      .post(`/games/${id}/leave`)
      .set(...bearer(ada.key))
      .expect(200);
    expect((await mine(ada.key)).map(g => g.id)).toEqual([id]);
    await server.api
      .post(`/games/${id}/cancel`)
      .set(...bearer(ada.key))
      .expect(200);
    expect(await mine(ada.key)).toEqual([]);
  });

  it('whoever takes from the lobby the seat its creator left took an open seat: they leave, not cancel', async () => {
    const ada = await signUp(server.api, 'Ada');
    const grace = await signUp(server.api, 'Grace');
    const created = await server.api
      .post('/games')
      .set(...bearer(ada.key))
      .send({ game: 'duel', players: 2, listed: true, seats: [{ me: true }, { open: true }] })
      .expect(201);
    const id = created.body.id as string;
    await server.api
      .post(`/games/${id}/leave`)
      .set(...bearer(ada.key))
      .expect(200);
    const joined = await server.api
      .post(`/games/${id}/join`)
      .set(...bearer(grace.key))
      .send({ seat: 0 })
      .expect(200);
    expect(joined.body.seat).toBe(0);
    expect((await mine(grace.key)).find(g => g.id === id)).toMatchObject({ seat: 0, creator: false });
    const refused = await server.api
      .post(`/games/${id}/cancel`)
      .set(...bearer(grace.key))
      .expect(403);
    expect(refused.body.code).toBe('not-creator');
    expect((await server.api.get(`/games/${id}`).expect(200)).body.status).toBe('waiting');
    // Ada, whom the table is counted against, still cancels it.
    await server.api
      .post(`/games/${id}/cancel`)
      .set(...bearer(ada.key))
      .expect(200);
  });

  it('a creator who left and took another seat of their table is still shown as its creator, who may cancel it', async () => {
    const ada = await signUp(server.api, 'Ada');
    const created = await server.api
      .post('/games')
      .set(...bearer(ada.key))
      .send({ game: 'duel', players: 3, listed: true, seats: [{ me: true }, { open: true }, { open: true }] })
      .expect(201);
    const id = created.body.id as string;
    await server.api
      .post(`/games/${id}/leave`)
      .set(...bearer(ada.key))
      .expect(200);
    await server.api
      .post(`/games/${id}/join`)
      .set(...bearer(ada.key))
      .send({ seat: 2 })
      .expect(200);
    expect((await mine(ada.key)).find(g => g.id === id)).toMatchObject({ seat: 2, creator: true });
    await server.api
      .post(`/games/${id}/cancel`)
      .set(...bearer(ada.key))
      .expect(200);
  });

  it('a keyless creator is told the tables fill or expire, in English and French', async () => {
    const open = () => server.api.post('/games').send({ game: 'duel', players: 2, seats: [{}, { open: true }] });
    await open().expect(201);
    await open().expect(201);
    const full = await open().expect(409);
    expect(full.body.detail).toContain('wait until one fills, or until they expire, 7 days after they were opened');
    expect(full.body.detail).not.toContain('cancel');
    const inFrench = await open().set('Accept-Language', 'fr').expect(409);
    expect(inFrench.body.detail).toContain('qu’elles expirent, 7 jours après leur ouverture');
  });
});
