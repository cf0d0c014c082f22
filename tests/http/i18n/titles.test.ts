// A problem's title says what its detail says: `missing-token` and `unknown-token` are titled for a seat
// token, but the player-key routes refuse with them too, and there the title speaks of a player key, in every
// language; the seat-token routes keep theirs. So does `wrong-game`: a player key with no seat at the game is
// not "a token of another game".
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../support/databases.js';
import { bearer, newGame, serverForSuite } from '../../support/server.js';
import { inviteTable, signUp } from '../../support/tables.js';

const TITLES = {
  missingKey: {
    en: 'A player key is needed',
    fr: 'Une clé de joueur est nécessaire',
    de: 'Ein Spielerschlüssel ist nötig',
  },
  unknownKey: { en: 'Unknown player key', fr: 'Clé de joueur inconnue', de: 'Unbekannter Spielerschlüssel' },
  keyNotSeated: {
    en: 'This player key holds no seat in this game',
    fr: 'Cette clé de joueur n’a aucune place dans cette partie',
    de: 'Dieser Spielerschlüssel hat keinen Platz in dieser Partie',
  },
  wrongGameToken: {
    en: 'This token belongs to another game',
    fr: 'Ce jeton appartient à une autre partie',
    de: 'Dieses Token gehört zu einer anderen Partie',
  },
  missingToken: {
    en: 'A seat token is needed',
    fr: 'Un jeton de place est nécessaire',
    de: 'Ein Platz-Token ist nötig',
  },
};
const LANGUAGES = ['en', 'fr', 'de'] as const;

describe.each(testDatabases())('problem titles on $name', testDb => {
  const server = serverForSuite(testDb);

  it.each(LANGUAGES)('title a missing or unknown player key as a player key (%s)', async language => {
    const missing = await server.api.get('/players/me').set('Accept-Language', language).expect(401);
    expect(missing.body).toMatchObject({ code: 'missing-token', title: TITLES.missingKey[language] });
    expect(missing.body.detail).toMatch(/key|clé|Schlüssel/);
    const unknown = await server.api
      .get('/players/me')
      .set(...bearer('no-such-key'))
      .set('Accept-Language', language)
      .expect(401);
    expect(unknown.body).toMatchObject({ code: 'unknown-token', title: TITLES.unknownKey[language] });
  });

  it.each(LANGUAGES)('keep the seat token’s title where a seat token is asked for (%s)', async language => {
    const ada = await signUp(server.api, 'Ada');
    const table = await inviteTable(server.api, ada.key);
    const missing = await server.api.get(`/games/${table.id}/legal-moves`).set('Accept-Language', language).expect(401);
    expect(missing.body).toMatchObject({ code: 'missing-token', title: TITLES.missingToken[language] });
  });

  it.each(LANGUAGES)(
    'title a player key seated elsewhere as a key, a foreign seat token as a token (%s)',
    async language => {
      const ada = await signUp(server.api, 'Ada');
      const bob = await signUp(server.api, 'Bob');
      const table = await inviteTable(server.api, ada.key);
      const key = await server.api
        .get(`/games/${table.id}/legal-moves`)
        .set(...bearer(bob.key))
        .set('Accept-Language', language)
        .expect(403);
      expect(key.body).toMatchObject({ code: 'wrong-game', title: TITLES.keyNotSeated[language] });
      expect(key.body.title).not.toMatch(/token|jeton/i);
      const other = await newGame(server.api);
      const token = await server.api
        .get(`/games/${table.id}/legal-moves`)
        .set(...bearer(other.tokens[0] ?? ''))
        .set('Accept-Language', language)
        .expect(403);
      expect(token.body).toMatchObject({ code: 'wrong-game', title: TITLES.wrongGameToken[language] });
    },
  );
});
