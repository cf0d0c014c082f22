// A stream opened with a player key ends when the key is revoked (service/streams/key-watch.ts). The key was
// checked before the stream subscribed to its revocations: a revocation heard in between (after the mark taken
// before the check) is caught by reading the key's row again at the subscription; with nothing heard since
// the mark, the stream waits for the notification.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../support/databases.js';
import { serviceDeps } from '../../support/deps.js';
import { fixtureGame } from '../../support/fixture-game.js';
import { createPlayer } from '../../../src/service/players/players.js';
import { playerOf } from '../../../src/service/players/identify.js';
import { revokeMyKey } from '../../../src/service/players/keys.js';
import { endOnRevoke } from '../../../src/service/streams/key-watch.js';
import { Notifier } from '../../../src/service/streams/wakeup-hub.js';
import { keyTopic } from '../../../src/store/player-keys.js';
import type { Database } from '../../../src/store/database.js';
import type { Deps } from '../../../src/service/deps.js';

async function until(check: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 500 && !check(); i++) await new Promise(resolve => setTimeout(resolve, 10));
  if (!check()) throw new Error(`timed out waiting for ${what}`);
}

describe.each(testDatabases())('streams ended on revocation on $name', testDb => {
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

  it('ends a stream whose key was revoked between its check and its subscription', async () => {
    const ada = await createPlayer(deps, { name: 'Ada' });
    const mark = notifier.mark();
    const checked = await playerOf(database.db, ada.key);
    await revokeMyKey(deps, ada.key, checked.keyId);
    await until(() => notifier.heardSince(mark, keyTopic(checked.keyId)), 'the revocation heard');
    let ended = 0;
    await endOnRevoke(deps, notifier, checked.keyId, () => (ended += 1), mark);
    expect(ended).toBe(1);
  });

  it('ends a stream whose key is revoked after its subscription, and not before', async () => {
    const grace = await createPlayer(deps, { name: 'Grace' });
    const mark = notifier.mark();
    const checked = await playerOf(database.db, grace.key);
    let ended = 0;
    const stop = await endOnRevoke(deps, notifier, checked.keyId, () => (ended += 1), mark);
    expect(ended).toBe(0);
    await revokeMyKey(deps, grace.key, checked.keyId);
    await until(() => ended === 1, 'the stream ended');
    stop();
  });
});
