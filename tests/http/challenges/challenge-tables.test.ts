// The table of a challenge for 3 or more players: the challenger's, listed in the lobby.
// Its quota: the table counts against the challenger (MAX_WAITING_TABLES, TABLES_PER_MINUTE), as a table they
// opened themselves would; before, it was opened with no key and no address and counted under one shared
// digest, so a few waiting challenge tables blocked everyone's. When the challenger's quota refuses, the
// accepter is told it is the challenger's tables (in their language) and the challenge stays pending. A bot's
// challenge, accepted within its challenger's request, is refused with it and leaves no challenge behind.
// Its open seats: listed in the lobby, where anyone may take one; before, the table was unlisted and its
// invitation codes went to no one, so it could never fill.
import { describe, expect, it } from 'vitest';
import { builtInBots } from '../../../src/bots/registry.js';
import { games } from '../../../src/games/registry.js';
import { testDatabases } from '../../support/databases.js';
import { challengesOn, type Player } from '../../support/challenges.js';
import { bearer, serverForSuite } from '../../support/server.js';

describe.each(testDatabases())('the table of a challenge on $name', testDb => {
  const server = serverForSuite(testDb, { games, bots: builtInBots, quotas: { maxWaiting: 2, perMinute: 0 } });
  const { player, pair, challenge: send, answer: accept } = challengesOn(server);
  /** A challenge sent and stored: for 3 unless said, so the table has an open seat. */
  const challenge = async (from: Player, to: Player, players = 3) =>
    (await send(from, { handle: to.handle, players }).expect(201)).body as { id: string };
  const openTable = (as: Player) =>
    server.api
      .post('/games')
      .set(...bearer(as.key))
      .send({ game: 'monad', players: 2, seats: [{ me: true }, { open: true }] });

  it("counts against the challenger, not against everyone: others' challenge tables open", async () => {
    // Three challengers, one waiting challenge table each: more than maxWaiting (2) in all.
    for (let i = 0; i < 3; i++) {
      const [from, to] = await pair();
      const accepted = await accept(to, (await challenge(from, to)).id).expect(200);
      expect(accepted.body.status).toBe('accepted');
      // The table is the challenger's: it takes one of their two places.
      await openTable(from).expect(201);
      const full = await openTable(from).expect(409);
      expect(full.body.code).toBe('too-many-waiting-tables');
      // And none of the accepter's.
      await openTable(to).expect(201);
      await openTable(to).expect(201);
    }
  });

  it("refuses the accepter with the challenger's tables, in their language; the challenge stays pending", async () => {
    const [ada, grace] = await pair();
    const waiting = [(await openTable(ada).expect(201)).body.id as string, (await openTable(ada).expect(201)).body.id];
    const sent = await challenge(ada, grace);
    const refused = await accept(grace, sent.id).expect(409);
    expect(refused.body).toMatchObject({ code: 'challenger-too-many-tables', limit: 2 });
    expect(refused.body.detail).toBe(
      `${ada.name}, who challenged you, already has 2 tables waiting for people, the most one creator may have, and this challenge's table would be theirs: the challenge stays pending; accept it again once ${ada.name} has cancelled a table or one has filled.`,
    );
    const inFrench = await accept(grace, sent.id).set('Accept-Language', 'fr').expect(409);
    expect(inFrench.body.title).toBe('Les tables de l’auteur du défi sont pleines');
    expect(inFrench.body.detail).toContain(`${ada.name}, qui vous a défié, a déjà 2 tables en attente`);
    const inGerman = await accept(grace, sent.id).set('Accept-Language', 'de').expect(409);
    expect(inGerman.body.detail).toContain(`${ada.name}, der dich herausgefordert hat`);
    const pending = await server.api
      .get('/challenges')
      .set(...bearer(grace.key))
      .expect(200);
    expect(pending.body.challenges).toMatchObject([{ id: sent.id, status: 'pending', gameId: null }]);
    // Once Ada cancels a table, the same challenge is accepted.
    await server.api
      .post(`/games/${waiting[0]}/cancel`)
      .set(...bearer(ada.key))
      .expect(200);
    expect((await accept(grace, sent.id).expect(200)).body.status).toBe('accepted');
  });

  it("refuses a bot's challenge beyond the challenger's quota, storing nothing", async () => {
    const ada = await player('ada');
    const waiting = [(await openTable(ada).expect(201)).body.id as string, (await openTable(ada).expect(201)).body.id];
    const [bot] = builtInBots.names('monad');
    const refused = await send(ada, { handle: `bot-${bot}`, players: 3 }).expect(409);
    expect(refused.body).toMatchObject({ code: 'too-many-waiting-tables', limit: 2 });
    // Nobody could ever accept it: a bot accepts only within its challenger's request.
    const mine = await server.api
      .get('/challenges')
      .set(...bearer(ada.key))
      .expect(200);
    expect(mine.body.challenges).toEqual([]);
    const stored = await server.database.db
      .selectFrom('challenges')
      .select('id')
      .where('from_player', '=', ada.id)
      .execute();
    expect(stored).toEqual([]);
    // With a place free, the same challenge opens its table.
    await server.api
      .post(`/games/${waiting[0]}/cancel`)
      .set(...bearer(ada.key))
      .expect(200);
    const accepted = await send(ada, { handle: `bot-${bot}`, players: 3 }).expect(201);
    expect(accepted.body).toMatchObject({ status: 'accepted', to: { bot } });
  });

  it('lists the table in the lobby, where anyone takes an open seat; the last one starts the game', async () => {
    const [ada, grace, carol, dave] = [
      await player('ada'),
      await player('grace'),
      await player('carol'),
      await player('dave'),
    ];
    const sent = await challenge(ada, grace, 4);
    const gameId = (await accept(grace, sent.id).expect(200)).body.gameId as string;
    const game = await server.api.get(`/games/${gameId}`).expect(200);
    expect(game.body).toMatchObject({ status: 'waiting', table: { listed: true } });
    const lobby = await server.api.get('/games?status=waiting&open=true&limit=100').expect(200);
    expect(lobby.body.games.map((g: { id: string }) => g.id)).toContain(gameId);
    await server.api
      .post(`/games/${gameId}/join`)
      .set(...bearer(carol.key))
      .send({})
      .expect(200);
    const last = await server.api
      .post(`/games/${gameId}/join`)
      .set(...bearer(dave.key))
      .send({})
      .expect(200);
    expect(last.body.game.status).toBe('active');
    // A challenge for two is a game at once, never in the lobby.
    const duel = await accept(grace, (await challenge(ada, grace, 2)).id).expect(200);
    const two = await server.api.get(`/games/${duel.body.gameId}`).expect(200);
    expect(two.body).toMatchObject({ status: 'active', table: { listed: false } });
  });
});
