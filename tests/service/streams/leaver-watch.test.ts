// The race behind a leaver's stream (service/streams/watch-game.ts): the events route checks who a token is on
// the game as it stood (`checkedAt`), then starts the watch on the game as its feed has it, which may be later.
// A leave of that seat in between, and a newcomer at it, must not be followed: the watch checks the token again
// when it starts on a later version, and ends without an event. A token still seated starts as before.
// The table's chat comes from another feed, which may hear the newcomer's first players' message before the
// game's feed hears the leave: a seated reader gets players' messages only while it still sits there.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Deps } from '../../../src/service/deps.js';
import { chatterFor } from '../../../src/service/chat/chatter.js';
import { ChatFeeds } from '../../../src/service/chat/feed.js';
import { postChat } from '../../../src/service/chat/post.js';
import { defaultHttpSettings } from '../../../src/config.js';
import type { ChatMessage } from '../../../src/service/chat/schemas.js';
import { watchChat } from '../../../src/service/chat/watch.js';
import { Feeds } from '../../../src/service/streams/game-feed.js';
import { watch, type GameEvent, type WatchEnd } from '../../../src/service/streams/watch-game.js';
import { Notifier } from '../../../src/service/streams/wakeup-hub.js';
import { testDatabases } from '../../support/databases.js';
import { serviceDeps } from '../../support/deps.js';
import { fixtureGame } from '../../support/fixture-game.js';
import { bearer, serverForSuite } from '../../support/server.js';
import { inviteTable, signUp } from '../../support/tables.js';

describe.each(testDatabases())('a watch started after its seat was left, on $name', testDb => {
  const server = serverForSuite(testDb, { games: [fixtureGame] });
  let deps: Deps;
  let notifier: Notifier;
  let feeds: Feeds;
  let chats: ChatFeeds;
  beforeAll(async () => {
    deps = serviceDeps(server.database, [fixtureGame]);
    notifier = await Notifier.start(server.database);
    feeds = new Feeds(deps, notifier);
    chats = new ChatFeeds(deps, notifier);
  });
  afterAll(async () => {
    feeds.stop();
    chats.stop();
    await notifier.stop();
  });

  /**
   * A 3-seat table where Bob took seat 1, left, and Carol then Dan sat down: the game has started. `beforeLeave`
   * runs while Bob still sits there.
   */
  async function retaken(beforeLeave: (bob: { id: string; token: string }) => Promise<void> = async () => undefined) {
    const [ada, bob, carol, dan] = await Promise.all(
      ['Ada', 'Bob', 'Carol', 'Dan'].map(name => signUp(server.api, name)),
    );
    if (!ada || !bob || !carol || !dan) throw new Error('four players');
    const table = await inviteTable(server.api, ada.key, 3);
    const code = table.body.invites[0]?.code;
    const join = async (key: string, invite = code) =>
      (
        await server.api
          .post(`/games/${table.id}/join`)
          .set(...bearer(key))
          .send({ code: invite })
          .expect(200)
      ).body as { seat: number; token: string; game: { version: number } };
    const bobs = await join(bob.key);
    await beforeLeave({ id: table.id, token: bobs.token });
    await server.api
      .post(`/games/${table.id}/leave`)
      .set(...bearer(bobs.token))
      .send({})
      .expect(200);
    const carols = await join(carol.key);
    const dans = await join(dan.key, table.body.invites[1]?.code);
    return { id: table.id, ada, bobs, carols, dans };
  }

  const follow = async (gameId: string, token: string, viewer: number, checkedAt: number) => {
    const emitted: GameEvent[] = [];
    const ends: WatchEnd[] = [];
    const stop = await watch(deps, feeds, {
      gameId,
      token,
      viewer,
      checkedAt,
      emit: event => emitted.push(event),
      onError: error => {
        throw error;
      },
      onEnd: ({ status }) => ends.push(status),
    });
    stop();
    return { emitted, ends };
  };

  it("ends without an event when the seat was left and retaken since the token's check", async () => {
    const { id, bobs, carols } = await retaken();
    expect(carols.seat).toBe(bobs.seat);
    const { emitted, ends } = await follow(id, bobs.token, bobs.seat, bobs.game.version);
    expect(emitted).toEqual([]);
    expect(ends).toEqual(['left']);
  });

  it('starts as before for a token still at its seat, checked on an earlier version', async () => {
    const { id, carols, dans } = await retaken();
    const { emitted, ends } = await follow(id, carols.token, carols.seat, carols.game.version);
    expect(ends).toEqual([]);
    expect(emitted).toHaveLength(1);
    expect(emitted[0]?.version).toBe(dans.game.version);
    expect((emitted[0]?.view as { hand: number[] | null }).hand).not.toBeNull();
  });

  it("gives a reader checked at a seat since left none of the players' messages said after", async () => {
    const heard = new Map<string, ChatMessage[]>();
    const stops: (() => void)[] = [];
    const read = async (id: string, who: string, token: string | undefined) => {
      const { chatter } = await chatterFor(deps, id, token);
      const got: ChatMessage[] = [];
      heard.set(who, got);
      stops.push(
        await watchChat(deps, chats, {
          gameId: id,
          chatter,
          emit: message => got.push(message),
          onError: error => {
            throw error;
          },
        }),
      );
    };
    const { id, ada, carols } = await retaken(async bob => {
      await read(bob.id, 'bob', bob.token);
    });
    await read(id, 'ada', ada.key);
    await read(id, 'anyone', undefined);
    const chat = { postGameMs: defaultHttpSettings.postGameChatMs };
    const said = await postChat(deps, chat, {
      gameId: id,
      token: carols.token,
      text: 'my hand is weak',
      channel: 'seats',
    });
    const aside = await postChat(deps, chat, {
      gameId: id,
      token: carols.token,
      text: 'good luck all',
      channel: 'spectators',
    });
    for (let i = 0; i < 300 && (heard.get('ada')?.length ?? 0) < 2; i++) await new Promise(r => setTimeout(r, 10));
    for (const stop of stops) stop();
    expect(heard.get('ada')?.map(m => m.id)).toEqual([said.id, aside.id]);
    expect(heard.get('anyone')?.map(m => m.id)).toEqual([aside.id]);
    // Bob's reader was never told of the leave (no game stream ends it here): it still gets what everyone reads.
    expect(heard.get('bob')?.map(m => m.id)).toEqual([aside.id]);
  });
});
