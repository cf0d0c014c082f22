// Secrets stay with their owners (house rule): across a whole scenario — sign-ups, a table by invitation,
// the lobby, views, logs, listings, moves, the players' streams, a rematch — no response to anyone shows a
// seat token, player key or invitation code that is not the caller's own.
import { describe, expect, it } from 'vitest';
import type { Response, Test } from 'supertest';
import { testDatabases } from '../../support/databases.js';
import { fixtureGame } from '../../support/fixture-game.js';
import { bearer, serverForSuite } from '../../support/server.js';
import { openEvents } from '../../support/sse.js';

type Who = 'ada' | 'grace' | 'stranger' | 'spectator';

describe.each(testDatabases())('secrets at tables on $name', testDb => {
  const server = serverForSuite(testDb, { games: [fixtureGame] });

  it("no response shows another person's token, key or invitation code", async () => {
    const seen: { who: Who; what: string; text: string }[] = [];
    const secrets: { owner: Who; what: string; value: string }[] = [];
    const as = async (who: Who, what: string, test: Test): Promise<Response> => {
      const res = await test;
      seen.push({ who, what, text: res.text });
      return res;
    };
    const api = server.api;

    const ada = (await as('ada', 'sign up', api.post('/players').send({ name: 'Ada' }).expect(201))).body as {
      key: string;
    };
    const grace = (await as('grace', 'sign up', api.post('/players').send({ name: 'Grace' }).expect(201))).body as {
      key: string;
    };
    secrets.push({ owner: 'ada', what: 'key', value: ada.key }, { owner: 'grace', what: 'key', value: grace.key });

    const created = await as(
      'ada',
      'create',
      api
        .post('/games')
        .set(...bearer(ada.key))
        .send({
          game: 'duel',
          players: 3,
          listed: true,
          options: { target: 6 },
          seats: [{ me: true }, { open: true }, { open: true }],
        })
        .expect(201),
    );
    const id = created.body.id as string;
    secrets.push({ owner: 'ada', what: 'seat token', value: created.body.seats[0].token as string });
    for (const invite of created.body.invites as { code: string }[])
      secrets.push({ owner: 'ada', what: 'invite code', value: invite.code });

    const base = await server.listen();
    const adaStream = await openEvents(`${base}/players/me/events?key=${encodeURIComponent(ada.key)}`);
    const graceStream = await openEvents(`${base}/players/me/events`, { Authorization: `Bearer ${grace.key}` });
    const gameStream = await openEvents(`${base}/games/${id}/events`);
    try {
      await as('stranger', 'lobby', api.get('/games?status=waiting&open=true').expect(200));
      const joined = await as(
        'grace',
        'join',
        api
          .post(`/games/${id}/join`)
          .set(...bearer(grace.key))
          .send({ code: created.body.invites[0].code })
          .expect(200),
      );
      secrets.push({ owner: 'grace', what: 'seat token', value: joined.body.token as string });
      const stranger = await as(
        'stranger',
        'join from the lobby',
        api.post(`/games/${id}/join`).send({ name: 'Stranger' }).expect(200),
      );
      secrets.push({ owner: 'stranger', what: 'seat token', value: stranger.body.token as string });
      const credentials: Record<number, [Who, string]> = {
        0: ['ada', ada.key],
        1: ['grace', grace.key],
        2: ['stranger', stranger.body.token as string],
      };

      for (let i = 0; i < 100; i++) {
        const game = await as('spectator', 'view', api.get(`/games/${id}`).expect(200));
        if (game.body.status === 'finished') break;
        const [who, credential] = credentials[game.body.toAct[0] as number] ?? ['spectator', ''];
        await as(
          who,
          'move',
          api
            .post(`/games/${id}/moves`)
            .set(...bearer(credential))
            .send({ move: { type: 'roll' } })
            .expect(200),
        );
      }
      for (const [who, credential] of Object.values(credentials)) {
        await as(
          who,
          'view',
          api
            .get(`/games/${id}`)
            .set(...bearer(credential))
            .expect(200),
        );
        await as(
          who,
          'log',
          api
            .get(`/games/${id}/moves`)
            .set(...bearer(credential))
            .expect(200),
        );
      }
      await as('spectator', 'log', api.get(`/games/${id}/moves`).expect(200));
      await as('spectator', 'listing', api.get('/games?limit=100').expect(200));
      await as(
        'ada',
        'my games',
        api
          .get('/players/me/games')
          .set(...bearer(ada.key))
          .expect(200),
      );
      await as(
        'grace',
        'my games',
        api
          .get('/players/me/games')
          .set(...bearer(grace.key))
          .expect(200),
      );
      const rematch = await as(
        'grace',
        'rematch',
        api
          .post(`/games/${id}/rematch`)
          .set(...bearer(grace.key))
          .expect(200),
      );
      secrets.push({ owner: 'grace', what: 'rematch token', value: rematch.body.token as string });
      const again = await as(
        'ada',
        'rematch',
        api
          .post(`/games/${id}/rematch`)
          .set(...bearer(ada.key))
          .expect(200),
      );
      secrets.push({ owner: 'ada', what: 'rematch token', value: again.body.token as string });
      await as('spectator', 'rematch view', api.get(`/games/${rematch.body.game.id as string}`).expect(200));
      await as('spectator', 'old view', api.get(`/games/${id}`).expect(200));
      await adaStream.waitFor(3);
      await graceStream.waitFor(2);
    } finally {
      adaStream.close();
      graceStream.close();
      gameStream.close();
    }
    seen.push(
      { who: 'ada', what: 'stream', text: adaStream.raw() },
      { who: 'grace', what: 'stream', text: graceStream.raw() },
    );
    seen.push({ who: 'spectator', what: 'game stream', text: gameStream.raw() });

    // The game's own stream shows the table's entries like moves, each as its schema says.
    const kinds = gameStream.events.map(e => {
      const data = JSON.parse(e.data) as { entry: { kind: string } };
      server.contract.validate('components/schemas/GameEvent', data);
      return data.entry.kind;
    });
    expect(kinds.slice(0, 4)).toEqual(['setup', 'join', 'join', 'start']);
    for (const e of adaStream.events) server.contract.validate('components/schemas/PlayerEvent', JSON.parse(e.data));
    expect(seen.length).toBeGreaterThan(20);
    for (const secret of secrets) {
      // Each secret was really shown to its owner, so the scan below looks for something that exists.
      expect(
        seen.some(r => r.who === secret.owner && r.text.includes(secret.value)),
        `${secret.owner}'s ${secret.what} shown to them`,
      ).toBe(true);
      for (const response of seen) {
        if (response.who === secret.owner) continue;
        expect(
          response.text.includes(secret.value),
          `${secret.owner}'s ${secret.what} in the ${response.what} answer to ${response.who}`,
        ).toBe(false);
      }
    }
  });
});
