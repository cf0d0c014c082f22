// Every integer query parameter of the API is read by one schema (src/http/query-integer.ts): decimal digits,
// a minus only where negatives are taken, within what an int4 column holds. The audit's cases, walked over
// every integer parameter the OpenAPI document declares, so a parameter added later is covered too: beyond an
// int4 (2147483648 reached Postgres and answered 500), exponent and hex notation (`1e1`, `0x10` were read as
// 10 and 16), and an empty or blank value (read as 0, also where the default is -1) are all 400
// invalid-request naming the parameter, never a 5xx, and change nothing.
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../support/databases.js';
import { bearer, newGame, serverForSuite } from '../support/server.js';

interface Parameter {
  in: string;
  name: string;
  schema?: { type?: unknown; maximum?: number };
}
type Operation = { parameters?: (Parameter | { $ref: string })[] };

const REFUSED = ['2147483648', '1e1', '0x10', '', ' ', '1.5', '+1', '--1', '99999999999999999999999'];

describe.each(testDatabases())('integer query parameters on $name', testDb => {
  const server = serverForSuite(testDb);

  /** [method, path template, parameter] for every query parameter of type integer in the document. */
  const integerParameters = (): [string, string, string][] => {
    const paths = (server.app.document as { paths: Record<string, Record<string, Operation>> }).paths;
    return Object.entries(paths).flatMap(([path, operations]) =>
      Object.entries(operations).flatMap(([method, operation]) =>
        (operation.parameters ?? [])
          .filter((p): p is Parameter => 'in' in p && p.in === 'query')
          .filter(p => JSON.stringify(p.schema?.type ?? '').includes('integer'))
          .map((p): [string, string, string] => [method, path, p.name]),
      ),
    );
  };

  it('the document bounds every one of them to an int4', () => {
    const paths = (server.app.document as { paths: Record<string, Record<string, Operation>> }).paths;
    const found = integerParameters();
    // The routes of the audit are among them (a document that lost its parameters would pass vacuously).
    expect(found.map(([, path, name]) => `${path}?${name}`)).toEqual(
      expect.arrayContaining(['/games/{id}/chat?after', '/games/{id}/moves?after', '/games/{id}?at', '/games?limit']),
    );
    for (const [method, path, name] of found) {
      const parameter = paths[path]?.[method]?.parameters?.find(p => 'name' in p && p.name === name) as Parameter;
      expect(parameter.schema, `${method} ${path} ${name}`).toMatchObject({ type: 'integer' });
      expect(parameter.schema?.maximum, `${method} ${path} ${name}`).toBeLessThanOrEqual(2_147_483_647);
    }
  });

  it('refuses 2147483648, 1e1, 0x10, an empty and a blank value on every one, with 400 naming it', async () => {
    const player = (await server.api.post('/players').send({ name: 'Ada', handle: 'ada_q' }).expect(201)).body as {
      key: string;
    };
    const g = await newGame(server.api);
    const found = integerParameters();
    expect(found.length).toBeGreaterThanOrEqual(10);
    for (const [method, template, name] of found) {
      const path = template.replace('{id}', g.id).replace('{game}', 'duel').replace('{handle}', 'ada_q');
      for (const value of REFUSED) {
        const url = `${path}?${name}=${encodeURIComponent(value)}`;
        const req = method === 'get' ? server.api.get(url) : server.api.post(url).send({});
        const res = await req.set(...bearer(player.key));
        expect([res.status, res.body.code], `${method.toUpperCase()} ${url}`).toEqual([400, 'invalid-request']);
        expect(res.body.errors, `${method.toUpperCase()} ${url}`).toEqual(
          expect.arrayContaining([expect.objectContaining({ path: name })]),
        );
      }
    }
    // Nothing was played or changed.
    expect((await server.api.get(`/games/${g.id}`).expect(200)).body.version).toBe(0);
  });

  it('still takes decimal values up to the largest int4, and a minus where the range allows one', async () => {
    const g = await newGame(server.api);
    const chat = await server.api.get(`/games/${g.id}/chat?after=2147483647`).expect(200);
    expect(chat.body.messages).toEqual([]);
    const log = await server.api.get(`/games/${g.id}/moves?after=-1&limit=0010`).expect(200);
    expect(log.body.entries).toHaveLength(1);
    await server.api.get(`/games/${g.id}/moves?after=2147483647`).expect(200);
    await server.api.get(`/games/${g.id}?at=2147483647`).expect(404);
    const negative = await server.api.get(`/games/${g.id}/chat?after=-1`).expect(400);
    expect(negative.body.code).toBe('invalid-request');
  });

  it('says in French which parameter is wrong', async () => {
    const g = await newGame(server.api);
    const res = await server.api.get(`/games/${g.id}/chat?after=0x10`).set('Accept-Language', 'fr').expect(400);
    expect(res.body.errors).toEqual([{ path: 'after', message: expect.stringMatching(/nombre/) }]);
  });
});
