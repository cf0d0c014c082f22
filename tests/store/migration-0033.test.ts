// Migration 0033 takes control and format characters out of the device labels kept before labels were checked
// as plain text (service/players/labels.ts): a bidi override, a zero-width space, a tag character go; a label
// left with nothing goes back to none; plain labels and keys without one stay as they were. Down changes nothing.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../support/databases.js';
import { migrationDatabase } from '../support/migrations.js';

describe.each(testDatabases())('migration 0033 (plain device labels) on $name', testDb => {
  const suite = migrationDatabase(testDb);

  it('takes control and format characters out of old labels, and leaves plain ones', async () => {
    await suite.to('0032_chat_idempotency');
    const player = randomUUID();
    await suite.db
      .insertInto('players')
      .values({ id: player, name: 'Ada', handle: `ada-${player.slice(0, 8)}`, created_at: new Date() })
      .execute();
    const labels: Record<string, string | null> = {
      reversed: 'phone \u202egnp.exe',
      hidden: 'lap\u200btop\u{e0041}',
      nothing: '\u202e\u200b',
      plain: 'Ada’s tablet',
      none: null,
    };
    const ids = Object.fromEntries(Object.keys(labels).map(name => [name, randomUUID()]));
    await suite.db
      .insertInto('player_keys')
      .values(
        Object.entries(labels).map(([name, label]) => ({
          id: ids[name],
          player_id: player,
          key_hash: `hash-${ids[name]}`,
          label,
          created_at: new Date(),
        })),
      )
      .execute();
    const stored = async () =>
      Object.fromEntries(
        (
          await suite.db.selectFrom('player_keys').select(['id', 'label']).where('player_id', '=', player).execute()
        ).map(r => [Object.keys(ids).find(name => ids[name] === r.id), r.label]),
      );
    await suite.to('0033_plain_labels');
    const cleaned = {
      reversed: 'phone gnp.exe',
      hidden: 'laptop',
      nothing: null,
      plain: 'Ada’s tablet',
      none: null,
    };
    expect(await stored()).toEqual(cleaned);
    await suite.to('0032_chat_idempotency');
    expect(await stored()).toEqual(cleaned);
  });
});
