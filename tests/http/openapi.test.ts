// The API description: it validates as OpenAPI 3.1 with a standard validator (for the registry's games and
// for the fixture game), and the committed openapi/openapi.json is what `npm run openapi` writes now.
import { readFileSync } from 'node:fs';
import SwaggerParser from '@apidevtools/swagger-parser';
import { describe, expect, it } from 'vitest';
import { builtInBots } from '../../src/bots/registry.js';
import { games } from '../../src/games/registry.js';
import { buildOpenApiDocument, stableJson } from '../../src/http/openapi.js';
import { fixtureGame } from '../support/fixture-game.js';

const committed = new URL('../../openapi/openapi.json', import.meta.url);

describe('the OpenAPI document', () => {
  it.each([
    ['the registry', games],
    ['the fixture game', [fixtureGame]],
    ['the registry and the fixture game', [...games, fixtureGame]],
  ])('validates for %s', async (_name, served) => {
    const document = JSON.parse(stableJson(buildOpenApiDocument(served, builtInBots))) as Parameters<typeof SwaggerParser.validate>[0];
    await expect(SwaggerParser.validate(document)).resolves.toBeDefined();
  });

  it('describes every route and every error status the API promises', () => {
    const document = buildOpenApiDocument(games);
    const paths = document.paths ?? {};
    expect(Object.keys(paths).sort()).toEqual(
      [
        '/docs',
        '/games',
        '/games/{id}',
        '/games/{id}/events',
        '/games/{id}/legal-moves',
        '/games/{id}/moves',
        '/games/{id}/resign',
        '/games/{id}/join',
        '/games/{id}/leave',
        '/games/{id}/cancel',
        '/games/{id}/rematch',
        '/players',
        '/players/me',
        '/players/me/games',
        '/players/me/events',
        '/healthz',
        '/metrics',
        '/openapi.json',
        '/readyz',
        '/problems/{code}',
        '/problems/{game}/{rule}',
        '/rules/{game}',
      ].sort(),
    );
    const join = paths['/games/{id}/join']?.post;
    expect(Object.keys(join?.responses ?? {})).toEqual(expect.arrayContaining(['200', '403', '409', '422']));
    expect(join?.operationId).toBe('joinGame');
    const move = paths['/games/{id}/moves']?.post;
    expect(Object.keys(move?.responses ?? {}).sort()).toEqual(['200', '400', '401', '403', '404', '409', '413', '415', '422', '429', '503']);
  });

  it('is committed as `npm run openapi` writes it (run it after changing a schema)', () => {
    expect(readFileSync(committed, 'utf8')).toBe(stableJson(buildOpenApiDocument(games, builtInBots)));
  });
});
