// The API description: it validates as OpenAPI 3.1 with a standard validator (for the registry's games and
// for the fixture game), and the committed openapi/openapi.json is what `npm run openapi` writes now.
import { readFileSync } from 'node:fs';
import SwaggerParser from '@apidevtools/swagger-parser';
import { describe, expect, it } from 'vitest';
import { builtInBots } from '../../../src/bots/registry.js';
import { games } from '../../../src/games/registry.js';
import { buildOpenApiDocument, stableJson } from '../../../src/http/openapi.js';
import { SERVER_CODES, statusOf } from '../../../src/http/problem.js';
import { HTTP_CODES, type ServerCode } from '../../../src/http/problem-codes.js';
import { PROBLEM_CODES, Refusal } from '../../../src/service/refusal.js';
import { fixtureGame } from '../../support/fixture-game.js';

interface Operation {
  operationId?: string;
  tags?: string[];
  summary?: string;
  description?: string;
  security?: Record<string, string[]>[];
  requestBody?: { content: Record<string, { examples?: object }> };
  responses: Record<string, { content?: Record<string, { schema: { $ref?: string }; examples?: object }> }>;
}
interface Schema {
  oneOf?: { $ref: string }[];
  discriminator?: { propertyName: string; mapping: Record<string, string> };
  allOf?: { properties?: Record<string, { enum?: string[]; anyOf?: { enum?: string[] }[] }> }[];
}
interface Document {
  info: { version: string };
  tags: { name: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
}

const document = JSON.parse(stableJson(buildOpenApiDocument(games, builtInBots))) as Document;
const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, operation]) => [`${method.toUpperCase()} ${path}`, operation] as const),
);

const committed = new URL('../../../openapi/openapi.json', import.meta.url);

describe('the OpenAPI document', () => {
  it.each([
    ['the registry', games],
    ['the fixture game', [fixtureGame]],
    ['the registry and the fixture game', [...games, fixtureGame]],
  ])('validates for %s', async (_name, served) => {
    const document = JSON.parse(stableJson(buildOpenApiDocument(served, builtInBots))) as Parameters<
      typeof SwaggerParser.validate
    >[0];
    await expect(SwaggerParser.validate(document)).resolves.toBeDefined();
  });

  it('describes every route and every error status the API promises', () => {
    const document = buildOpenApiDocument(games);
    const paths = document.paths ?? {};
    expect(Object.keys(paths).sort()).toEqual(
      [
        '/',
        '/docs',
        '/games',
        '/games/{id}',
        '/games/{id}/events',
        '/games/{id}/export',
        '/games/{id}/legal-moves',
        '/games/{id}/moves',
        '/games/{id}/resign',
        '/games/{id}/undo',
        '/games/{id}/review',
        '/games/{id}/join',
        '/games/{id}/leave',
        '/games/{id}/cancel',
        '/games/{id}/rematch',
        '/players',
        '/players/me',
        '/players/me/games',
        '/players/me/inbox',
        '/players/me/vacation',
        '/players/me/events',
        '/players/me/keys',
        '/players/me/keys/{id}',
        '/players/me/link-codes',
        '/players/link',
        '/players/me/passkeys/registration/options',
        '/players/me/passkeys/{id}',
        '/players/me/passkeys',
        '/players/passkeys/authentication/options',
        '/players/passkeys/authentication',
        '/players/me/mutes',
        '/players/me/mutes/{player}',
        '/players/me/blocks',
        '/players/me/blocks/{player}',
        '/challenges',
        '/challenges/{id}/accept',
        '/challenges/{id}/decline',
        '/games/{id}/chat',
        '/games/{id}/presence',
        '/players/{handle}',
        '/leaderboards/{game}',
        '/players/me/webhooks',
        '/players/me/webhooks/{id}',
        '/players/me/webhooks/{id}/ping',
        '/players/me/webhooks/{id}/secret',
        '/players/me/webhooks/{id}/deliveries',
        '/players/me/push-subscriptions',
        '/players/me/push-subscriptions/{id}',
        '/push/key',
        '/players/me/notifications',
        '/players/me/email',
        '/email/confirm',
        '/email/unsubscribe',
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
    const undo = paths['/games/{id}/undo']?.post;
    expect(undo?.operationId).toBe('undoMove');
    expect(Object.keys(undo?.responses ?? {})).toEqual(expect.arrayContaining(['200', '409', '422']));
    const move = paths['/games/{id}/moves']?.post;
    expect(Object.keys(move?.responses ?? {}).sort()).toEqual([
      '200',
      '400',
      '401',
      '403',
      '404',
      '409',
      '413',
      '415',
      '422',
      '429',
      '503',
    ]);
  });

  it.each(operations)(
    '%s has an operationId, a declared tag, a summary, a description, security and examples',
    (_name, operation) => {
      expect(operation.operationId).toMatch(/^[a-z]+[A-Za-z]*$/);
      expect(document.tags.map(t => t.name)).toEqual(expect.arrayContaining(operation.tags ?? ['(none)']));
      expect(operation.summary).toBeTruthy();
      expect(operation.description).toBeTruthy();
      expect(operation.security).toBeDefined();
      for (const media of [
        ...Object.values(operation.requestBody?.content ?? {}),
        ...Object.values(operation.responses).flatMap(r => Object.values(r.content ?? {})),
      ]) {
        expect(Object.keys(media.examples ?? {}).length).toBeGreaterThan(0);
      }
    },
  );

  it('has unique operationIds and takes its version from package.json', () => {
    const ids = operations.map(([, operation]) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    const pkg = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
      version: string;
    };
    expect(document.info.version).toBe(pkg.version);
  });

  it('enumerates, for each problem status, exactly the codes the server answers with it', () => {
    const perStatus = Object.entries(document.components.schemas).filter(([name]) => /^Problem\d{3}$/.test(name));
    expect(perStatus.map(([name]) => name).sort()).toEqual([
      'Problem400',
      'Problem401',
      'Problem403',
      'Problem404',
      'Problem409',
      'Problem413',
      'Problem415',
      'Problem422',
      'Problem429',
      'Problem503',
    ]);
    for (const [name, schema] of perStatus) {
      const status = name.slice('Problem'.length);
      const code = schema.allOf?.[1]?.properties?.['code'];
      const listed = code?.enum ?? code?.anyOf?.flatMap(option => option.enum ?? []);
      const withStatus = SERVER_CODES.filter(
        c => statusOf(new Refusal<ServerCode>({ kind: 'server', code: c }, '')) === Number(status),
      );
      expect(listed, name).toEqual(withStatus);
    }
    // The table's codes are the use cases' and the HTTP layer's, each once.
    expect([...SERVER_CODES].sort()).toEqual([...PROBLEM_CODES, ...HTTP_CODES].sort());
  });

  it("tells the games apart by `game`, and each game's moves and facts by `type`, one named member each", () => {
    const mapping = (name: string) => document.components.schemas[name]?.discriminator;
    for (const name of ['Game', 'CreatedGame', 'CreateGameBody']) {
      expect(mapping(name)?.propertyName, name).toBe('game');
      expect(Object.keys(mapping(name)?.mapping ?? {}).sort(), name).toEqual(games.map(g => g.id).sort());
    }
    expect(mapping('Game')?.mapping['monad']).toBe('#/components/schemas/MonadGame');
    expect(mapping('MonadMove')?.mapping).toMatchObject({
      trade: '#/components/schemas/MonadTradeMove',
      end_turn: '#/components/schemas/MonadEndTurnMove',
    });
    expect(mapping('MonteCarloMove')?.mapping).toMatchObject({
      end_turn: '#/components/schemas/MonteCarloEndTurnMove',
    });
    expect(mapping('MonadSeenFact')?.mapping['turn_ended']).toBe('#/components/schemas/MonadTurnEndedFact');
    expect(mapping('MonteCarloSeenFact')?.mapping['turn_ended']).toBe('#/components/schemas/MonteCarloTurnEndedFact');
    for (const union of ['MonadMove', 'MonteCarloMove', 'MonadSeenFact', 'MonteCarloSeenFact']) {
      const schema = document.components.schemas[union];
      expect(schema?.oneOf?.length, union).toBe(Object.keys(schema?.discriminator?.mapping ?? {}).length);
    }
  });

  it('is committed as `npm run openapi` writes it (run it after changing a schema)', () => {
    expect(readFileSync(committed, 'utf8')).toBe(stableJson(buildOpenApiDocument(games, builtInBots)));
  });
});
