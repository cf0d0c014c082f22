// A player's own stream (GET /players/me/events): one connection hears about all the player's games
// ("your turn", started, joined, left, cancelled, finished, rematch offered), numbered per player, and
// resumes exactly after a disconnect with Last-Event-ID, whichever instance wrote the events.
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../support/databases.js';
import { fixtureGame } from '../../support/fixture-game.js';
import { bearer, twoServersForSuite, type Api } from '../../support/server.js';
import { openEvents, type EventStream } from '../../support/sse.js';
import { inviteTable, signUp, type SignedUp } from '../../support/tables.js';

interface PlayerEvent {
  seq: number;
  type: string;
  gameId: string;
  seat: number;
  version: number;
}

const dataOf = (stream: EventStream): PlayerEvent[] => stream.events.map(e => JSON.parse(e.data) as PlayerEvent);

/** Waits until the stream has an event matching `match`. */
async function waitForEvent(
  stream: EventStream,
  match: (e: PlayerEvent) => boolean,
  what: string,
): Promise<PlayerEvent> {
  for (let n = 1; n <= 40; n++) {
    const found = dataOf(stream).find(match);
    if (found) return found;
    await stream.waitFor(stream.events.length + 1, 250).catch(() => undefined);
  }
  throw new Error(`no ${what} event; got ${JSON.stringify(dataOf(stream))}`);
}

/** A duel between Ada (seat 0, by key) and Grace (seat 1, by key), played until it is Ada's turn. */
async function adasTurn(api: Api, ada: SignedUp, grace: SignedUp): Promise<string> {
  // A far target: nobody wins while the test plays a few turns.
  const { id, body } = await inviteTable(api, ada.key, 2, { options: { target: 1000 } });
  const joined = await api
    .post(`/games/${id}/join`)
    .set(...bearer(grace.key))
    .send({ code: body.invites[0]?.code })
    .expect(200);
  if (!(joined.body.game.toAct as number[]).includes(0)) {
    await api
      .post(`/games/${id}/moves`)
      .set(...bearer(grace.key))
      .send({ move: { type: 'roll' } })
      .expect(200);
  }
  return id;
}

describe.each(testDatabases())("a player's stream on $name", testDb => {
  const servers = twoServersForSuite(testDb, { games: [fixtureGame] });

  it('refuses a missing or unknown key with a problem before streaming', async () => {
    const base = await servers.one.listen();
    const none = await fetch(`${base}/players/me/events`);
    expect(none.status).toBe(401);
    expect(((await none.json()) as { code: string }).code).toBe('missing-token');
    const unknown = await fetch(`${base}/players/me/events?key=nope`);
    expect(unknown.status).toBe(401);
    // HEAD: the same checks, status and headers, and no stream held open.
    const ada = await signUp(servers.one.api, 'Ada');
    const head = await fetch(`${base}/players/me/events`, {
      method: 'HEAD',
      headers: { Authorization: `Bearer ${ada.key}` },
    });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toContain('text/event-stream');
    expect((await fetch(`${base}/players/me/events`, { method: 'HEAD' })).status).toBe(401);
  });

  it('refuses a Last-Event-ID that is no event number, in the language asked, before streaming', async () => {
    const ada = await signUp(servers.one.api, 'Ada');
    const base = await servers.one.listen();
    for (const id of ['-1', 'abc', '1e3', '0x10', '1.5', '9999999999']) {
      for (const method of ['GET', 'HEAD']) {
        const res = await fetch(`${base}/players/me/events`, {
          method,
          headers: { Authorization: `Bearer ${ada.key}`, 'Last-Event-ID': id },
        });
        expect(res.status, `${method} ${id}`).toBe(400);
        expect(res.headers.get('content-type')).toContain('application/problem+json');
        if (method === 'GET')
          expect(await res.json()).toMatchObject({
            code: 'invalid-request',
            detail: 'Last-Event-ID must be an event number.',
          });
      }
    }
    const said = await Promise.all(
      ['fr', 'de'].map(async language => {
        const res = await fetch(`${base}/players/me/events`, {
          headers: { Authorization: `Bearer ${ada.key}`, 'Last-Event-ID': '-1', 'Accept-Language': language },
        });
        return ((await res.json()) as { detail: string }).detail;
      }),
    );
    expect(said).toEqual([
      'Last-Event-ID doit être un numéro d’événement.',
      'Last-Event-ID muss eine Ereignisnummer sein.',
    ]);
  });

  it('delivers "your turn" in two games to one connection, and resumes after a disconnect', async () => {
    const ada = await signUp(servers.one.api, 'Ada');
    const grace = await signUp(servers.one.api, 'Grace');
    const base = await servers.one.listen();
    // EventSource cannot set headers: the key as ?key=.
    const stream = await openEvents(`${base}/players/me/events?key=${encodeURIComponent(ada.key)}`);
    let last: number;
    try {
      expect(stream.status).toBe(200);
      // Both games are made through the other instance.
      const first = await adasTurn(servers.two.api, ada, grace);
      const second = await adasTurn(servers.two.api, ada, grace);
      await waitForEvent(stream, e => e.type === 'your-turn' && e.gameId === first, 'your-turn in the first game');
      await waitForEvent(stream, e => e.type === 'your-turn' && e.gameId === second, 'your-turn in the second game');
      const seen = dataOf(stream);
      expect(seen.filter(e => e.type === 'joined').map(e => e.gameId)).toEqual([first, second]);
      expect(seen.filter(e => e.type === 'started').map(e => e.gameId)).toEqual([first, second]);
      // Numbered 1, 2, 3… per player, and the SSE id is the number.
      expect(seen.map(e => e.seq)).toEqual(seen.map((_, i) => i + 1));
      expect(stream.events.map(e => e.id)).toEqual(seen.map(e => String(e.seq)));
      last = seen.at(-1)?.seq ?? 0;

      stream.close();
      // While Ada is away: she moves, Grace answers, and it is Ada's turn again in the first game.
      await servers.one.api
        .post(`/games/${first}/moves`)
        .set(...bearer(ada.key))
        .send({ move: { type: 'roll' } })
        .expect(200);
      await servers.two.api
        .post(`/games/${first}/moves`)
        .set(...bearer(grace.key))
        .send({ move: { type: 'roll' } })
        .expect(200);
      await servers.two.api
        .post(`/games/${second}/cancel`)
        .set(...bearer(grace.key))
        .expect(422);
    } finally {
      stream.close();
    }
    const resumed = await openEvents(`${base}/players/me/events`, {
      Authorization: `Bearer ${ada.key}`,
      'Last-Event-ID': String(last),
    });
    try {
      const missed = await waitForEvent(resumed, e => e.type === 'your-turn', 'resumed your-turn');
      expect(missed.seq).toBe(last + 1);
      expect(dataOf(resumed).map(e => e.seq)).toEqual([last + 1]);
    } finally {
      resumed.close();
    }
    // Last-Event-ID 0 replays the stream from its first event.
    const replay = await openEvents(`${base}/players/me/events`, {
      Authorization: `Bearer ${ada.key}`,
      'Last-Event-ID': '0',
    });
    try {
      await replay.waitFor(last + 1);
      expect(dataOf(replay).map(e => e.seq)).toEqual(Array.from({ length: last + 1 }, (_, i) => i + 1));
    } finally {
      replay.close();
    }
  });

  it("starts afresh when Last-Event-ID is beyond the player's last event (another player's, or made up)", async () => {
    const ada = await signUp(servers.one.api, 'Ada');
    const grace = await signUp(servers.one.api, 'Grace');
    const base = await servers.one.listen();
    const stream = await openEvents(`${base}/players/me/events`, {
      Authorization: `Bearer ${ada.key}`,
      'Last-Event-ID': '999999999',
    });
    try {
      expect(stream.status).toBe(200);
      const id = await adasTurn(servers.two.api, ada, grace);
      const turn = await waitForEvent(stream, e => e.type === 'your-turn' && e.gameId === id, 'your-turn');
      // Numbered as her stream numbers them, from 1: nothing of hers was skipped.
      expect(dataOf(stream).map(e => e.seq)).toEqual(Array.from({ length: turn.seq }, (_, i) => i + 1));
    } finally {
      stream.close();
    }
  });

  it('tells the players of a table that someone left, that it was cancelled, and that a rematch is offered', async () => {
    const ada = await signUp(servers.one.api, 'Ada');
    const bob = await signUp(servers.one.api, 'Bob');
    const base = await servers.one.listen();
    const stream = await openEvents(`${base}/players/me/events`, { Authorization: `Bearer ${ada.key}` });
    try {
      const { id, body } = await inviteTable(servers.one.api, ada.key, 3);
      await servers.two.api
        .post(`/games/${id}/join`)
        .set(...bearer(bob.key))
        .send({ code: body.invites[0]?.code })
        .expect(200);
      await servers.two.api
        .post(`/games/${id}/leave`)
        .set(...bearer(bob.key))
        .expect(200);
      await servers.one.api
        .post(`/games/${id}/cancel`)
        .set(...bearer(ada.key))
        .expect(200);
      await waitForEvent(stream, e => e.type === 'cancelled' && e.gameId === id, 'cancelled');
      expect(dataOf(stream).map(e => e.type)).toEqual(['joined', 'left', 'cancelled']);

      const duel = await inviteTable(servers.one.api, bob.key);
      await servers.one.api
        .post(`/games/${duel.id}/join`)
        .set(...bearer(ada.key))
        .send({ code: duel.body.invites[0]?.code })
        .expect(200);
      for (let i = 0; i < 200; i++) {
        const game = (await servers.one.api.get(`/games/${duel.id}`).expect(200)).body as {
          status: string;
          toAct: number[];
        };
        if (game.status === 'finished') break;
        const key = game.toAct[0] === 0 ? bob.key : ada.key;
        await servers.two.api
          .post(`/games/${duel.id}/moves`)
          .set(...bearer(key))
          .send({ move: { type: 'roll' } })
          .expect(200);
      }
      await waitForEvent(stream, e => e.type === 'finished' && e.gameId === duel.id, 'finished');
      const rematch = await servers.two.api
        .post(`/games/${duel.id}/rematch`)
        .set(...bearer(bob.key))
        .expect(200);
      const offered = await waitForEvent(stream, e => e.type === 'rematch-offered', 'rematch-offered');
      expect(offered).toMatchObject({ gameId: duel.id, rematch: rematch.body.game.id, seat: 1, by: 0 });
    } finally {
      stream.close();
    }
  });
});
