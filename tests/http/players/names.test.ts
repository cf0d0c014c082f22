// Names people see must show (issue 21, defect 9): a name made only of characters that draw nothing (the
// Hangul fillers U+3164, U+115F, U+1160, U+FFA0, the braille blank U+2800, spaces of every width, marks
// alone) is refused with a sentence saying why, wherever a name is given: a player, a seat at creation, a
// seat taken. A visible name in any script still passes.
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../support/databases.js';
import { bearer, serverForSuite } from '../../support/server.js';
import { inviteTable, signUp } from '../../support/tables.js';

const INVISIBLE = [
  '\u3164',
  '\u3164\u3164\u3164',
  '\u115f',
  '\u1160\u1160',
  '\uffa0',
  '\u2800\u2800',
  '\u2800 \u3164',
  '\u3000\u2800\u2003\u00a0', // ideographic, em and no-break spaces round a braille blank
  '\u0301\u0302', // combining marks with nothing to sit on
  'Ada\u3164\u3164\u3164', // padded with fillers: looks like "Ada"
];
const VISIBLE = ['Ada', 'Zoë', '李小龍', 'Ω-7', '❤️', 'ann_b', 'a'.repeat(40)];

describe.each(testDatabases())('names on $name', testDb => {
  const server = serverForSuite(testDb);

  it('refuses a player name that shows nothing, saying so', async () => {
    for (const name of INVISIBLE) {
      const res = await server.api.post('/players').send({ name }).expect(400);
      expect(res.body.code, JSON.stringify(name)).toBe('invalid-request');
      expect(res.body.detail).toMatch(/A name must show/);
      expect(res.body.errors[0].path).toBe('name');
    }
    for (const name of VISIBLE) {
      const res = await server.api.post('/players').send({ name }).expect(201);
      expect(res.body.name).toBe(name);
    }
  });

  it('refuses such a name for a seat, at creation and when taking one', async () => {
    const res = await server.api
      .post('/games')
      .send({ game: 'duel', players: 2, seats: [{ name: '\u3164' }, {}] })
      .expect(400);
    expect(res.body.errors[0].path).toBe('seats.0.name');
    const ada = await signUp(server.api, 'Ada');
    const table = await inviteTable(server.api, ada.key);
    const join = await server.api
      .post(`/games/${table.id}/join`)
      .send({ code: table.body.invites[0]?.code, name: '\u2800' })
      .expect(400);
    expect(join.body.detail).toMatch(/U\+2800 draws nothing/);
    // Nothing changed: the seat is still open.
    const game = await server.api
      .get(`/games/${table.id}`)
      .set(...bearer(ada.key))
      .expect(200);
    expect(game.body.table.seats[1].state).toBe('open');
  });
});
