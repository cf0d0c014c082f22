// The `errors` entries the server words itself are said in the client's language too (field-words.ts): a
// name, a handle, a cursor, the rules page's `lang`, a rated table's anonymous seat or missing clock, and a
// schema's own sentence (a clock's maxSeconds). Each request is refused alike in every language; only the words
// differ. Where a case names its field, the refusal is about that field (not a body refused earlier).
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../support/databases.js';
import { serverForSuite } from '../../support/server.js';

type Refused = { readonly path: string; readonly message: string };
const LANGUAGES = ['en', 'fr', 'de'] as const;

describe.each(testDatabases())('field issues worded by the server, on $name', testDb => {
  const server = serverForSuite(testDb);

  const cases: readonly {
    name: string;
    path?: string;
    send: (language: string) => Promise<{ body: { errors?: Refused[] } }>;
  }[] = [
    {
      name: 'a name too long',
      send: language =>
        server.api
          .post('/players')
          .set('Accept-Language', language)
          .send({ name: 'x'.repeat(41) })
          .expect(400),
    },
    {
      name: 'a name that shows nothing',
      send: language =>
        server.api.post('/players').set('Accept-Language', language).send({ name: '\u3164' }).expect(400),
    },
    {
      name: 'a handle of the wrong shape',
      send: language =>
        server.api.post('/players').set('Accept-Language', language).send({ name: 'Ada', handle: 'a!' }).expect(400),
    },
    {
      name: 'a reserved handle',
      send: language =>
        server.api.post('/players').set('Accept-Language', language).send({ name: 'Ada', handle: 'admin' }).expect(400),
    },
    {
      name: 'a cursor the leaderboard did not write',
      send: language =>
        server.api.get('/leaderboards/monad?cursor=bm9wZQ').set('Accept-Language', language).expect(400),
    },
    {
      name: 'a rated table with an anonymous seat',
      path: 'seats.0',
      send: language =>
        server.api
          .post('/games')
          .set('Accept-Language', language)
          .send({ game: 'duel', players: 2, rated: true, seats: [{}, {}], clock: { perTurnSeconds: 86_400 } })
          .expect(400),
    },
    {
      name: 'a rated table without a clock',
      path: 'clock',
      send: language =>
        server.api
          .post('/games')
          .set('Accept-Language', language)
          .send({ game: 'duel', players: 2, rated: true, seats: [{ open: true }, { open: true }] })
          .expect(400),
    },
    {
      name: "a clock whose maxSeconds is below its initialSeconds (the schema's own sentence)",
      send: language =>
        server.api
          .post('/games')
          .set('Accept-Language', language)
          .send({ game: 'monad', players: 2, clock: { initialSeconds: 600, incrementSeconds: 0, maxSeconds: 60 } })
          .expect(400),
    },
  ];

  it.each(cases)('says $name in French and German', async ({ path, send }) => {
    const [en, fr, de] = await Promise.all(LANGUAGES.map(language => send(language)));
    const entries = [en, fr, de].map(answer => answer?.body.errors ?? []);
    if (path !== undefined) expect(entries[0]?.map(e => e.path)).toEqual([path]);
    for (const list of entries) expect(list).toHaveLength(entries[0]?.length ?? 0);
    const said = entries[0]?.findIndex(
      (entry, i) => entry.message !== entries[1]?.[i]?.message && entry.message !== entries[2]?.[i]?.message,
    );
    expect(said, JSON.stringify(entries)).toBeGreaterThanOrEqual(0);
    for (const [i, entry] of (entries[0] ?? []).entries()) {
      expect(entries[1]?.[i]?.path).toBe(entry.path);
      expect(entries[2]?.[i]?.path).toBe(entry.path);
    }
    // Nothing of the hand-made English is left in the other languages.
    for (const entry of entries[0] ?? [])
      if (!/expected|received|Invalid|Too (small|big)/.test(entry.message))
        for (const other of [entries[1], entries[2]]) expect(other?.map(e => e.message)).not.toContain(entry.message);
  });
});
