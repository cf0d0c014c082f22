// Migration 0029 on webhooks registered before their URL was kept as URL parsing writes it: each spelling the
// parser took but the outbox's reading of the host did not (no slashes after the scheme, a backslash, spaces
// around, capitals) is rewritten as the parser writes it; one already so written is untouched, and so is one that
// does not parse. Two webhooks that come to one spelling are both kept (no unique index: one URL may be
// registered twice). Back down, nothing changes.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../support/databases.js';
import { migrationDatabase } from '../support/migrations.js';

const SPELLINGS: readonly (readonly [string, string])[] = [
  ['http:127.0.0.1:8080/a', 'http://127.0.0.1:8080/a'],
  ['https:\\\\bot.example.org\\hook', 'https://bot.example.org/hook'],
  ['  https://bot.example.org/hook  ', 'https://bot.example.org/hook'],
  ['HTTPS://Bot.Example.ORG:443/Hook?a=1', 'https://bot.example.org/Hook?a=1'],
  ['https://bot.example.org/hook', 'https://bot.example.org/hook'],
  ['not a url', 'not a url'],
];

describe.each(testDatabases())('migration 0029 (webhook URLs as parsed) on $name', testDb => {
  const suite = migrationDatabase(testDb);

  const urls = async (ids: readonly string[]) =>
    (await suite.db.selectFrom('webhooks').select(['id', 'url']).where('id', 'in', ids).execute())
      .sort((a, b) => ids.indexOf(a.id as string) - ids.indexOf(b.id as string))
      .map(r => r.url as string);

  it('rewrites each old spelling as URL parsing writes it, leaving the parsed and the unparsable as they are', async () => {
    await suite.to('0028_secret_rotation_outbox_indexes');
    const player = randomUUID();
    await suite.db
      .insertInto('players')
      .values({ id: player, name: 'Ada', handle: `ada${player.slice(0, 8)}`, created_at: new Date() })
      .execute();
    const ids = SPELLINGS.map(() => randomUUID());
    for (const [i, [url]] of SPELLINGS.entries())
      await suite.db
        .insertInto('webhooks')
        .values({
          id: ids[i],
          player_id: player,
          url,
          events: sql`'{ping}'::text[]`,
          secret_sealed: 's',
          created_at: new Date(),
        })
        .execute();
    await suite.to('0029_webhook_url_href');
    expect(await urls(ids)).toEqual(SPELLINGS.map(([, href]) => href));
    await suite.to('0028_secret_rotation_outbox_indexes');
    expect(await urls(ids)).toEqual(SPELLINGS.map(([, href]) => href));
  });
});
