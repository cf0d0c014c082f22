// A player's streams in one process share their reads (service/streams/player-stream.ts): an event of theirs is
// read once for all of them, and each stream is sent what follows its own start. A reader per stream turned one
// event of a player holding thousands of streams into thousands of reads at once, which every request waited behind.
import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlayer } from '../../../src/service/players/players.js';
import { playerOf } from '../../../src/service/players/identify.js';
import { PlayerStreams } from '../../../src/service/streams/player-stream.js';
import { Notifier } from '../../../src/service/streams/wakeup-hub.js';
import { appendPlayerEvent } from '../../../src/store/players.js';
import type { Database } from '../../../src/store/database.js';
import type { Deps } from '../../../src/service/deps.js';
import { testDatabases } from '../../support/databases.js';
import { serviceDeps } from '../../support/deps.js';
import { fixtureGame } from '../../support/fixture-game.js';

/** Counts the statements that read `player_events`. */
class EventReads implements KyselyPlugin {
  count = 0;
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    if (args.node.kind === 'SelectQueryNode' && JSON.stringify(args.node).includes('"player_events"')) this.count++;
    return args.node;
  }
  transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return Promise.resolve(args.result);
  }
}

async function until(check: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 500 && !check(); i++) await new Promise(resolve => setTimeout(resolve, 10));
  if (!check()) throw new Error(`timed out waiting for ${what}`);
}

describe.each(testDatabases())("a player's streams on $name", testDb => {
  let database: Database;
  let deps: Deps;
  let notifier: Notifier;
  beforeAll(async () => {
    database = await testDb.connect();
    deps = serviceDeps(database, [fixtureGame]);
    notifier = await Notifier.start(database);
  });
  afterAll(async () => {
    await notifier.stop();
    await database.close();
    await testDb.dispose();
  });

  it('reads an event once for all the streams of its player, each sent what follows its own start', async () => {
    const ada = await createPlayer(deps, { name: 'Ada' });
    await appendPlayerEvent(database.db, ada.id, null, { type: 'first' }, new Date());
    const reads = new EventReads();
    const streams = new PlayerStreams(
      { ...deps, database: { ...database, db: database.db.withPlugin(reads) } },
      notifier,
    );
    const sent: number[][] = [];
    const stops: (() => void)[] = [];
    const failures: unknown[] = [];
    const open = async (after?: number): Promise<number[]> => {
      const seqs: number[] = [];
      const mark = notifier.mark();
      const player = await playerOf(database.db, ada.key);
      stops.push(
        await streams.watch({
          player,
          ...(after === undefined ? {} : { after }),
          mark,
          emit: event => seqs.push(event.seq),
          onError: error => failures.push(error),
        }),
      );
      sent.push(seqs);
      return seqs;
    };
    for (let n = 0; n < 20; n++) await open();
    const resumed = await open(0);
    await until(() => resumed.length === 1, 'the resumed stream sent the event before it');
    await until(() => reads.count > 0, 'a read');
    const before = reads.count;
    await appendPlayerEvent(database.db, ada.id, null, { type: 'second' }, new Date());
    await until(() => sent.every(seqs => seqs.includes(2)), 'every stream sent the new event');
    // One read; two when the re-check a second after the first stream opened met the wake-up in between.
    expect(reads.count - before).toBeLessThanOrEqual(2);
    expect(sent.slice(0, 20).every(seqs => seqs.join() === '2')).toBe(true);
    expect(resumed).toEqual([1, 2]);
    // A stream stopped is sent nothing more; the others go on.
    stops[0]?.();
    await appendPlayerEvent(database.db, ada.id, null, { type: 'third' }, new Date());
    await until(() => sent.slice(1).every(seqs => seqs.includes(3)), 'the open streams sent the third event');
    expect(sent[0]).toEqual([2]);
    expect(failures).toEqual([]);
    for (const stop of stops) stop();
    streams.stop();
  });
});
