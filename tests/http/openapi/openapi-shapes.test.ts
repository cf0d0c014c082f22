// Defect 12 of issue 21, the OpenAPI document as generators read it: an event stream is a string of events
// (its per-event shape in `x-itemSchema`, 3.2's itemSchema), not one JSON object; the headers that carry a
// version say so with patterns that accept exactly what the server accepts; problem statuses are integers;
// no enum holds null; and the document names its licence, the package's.
import { readFileSync } from 'node:fs';
import type { Request } from 'express';
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { describe, expect, it } from 'vitest';
import { builtInBots } from '../../../src/bots/registry.js';
import { games } from '../../../src/games/registry.js';
import { isNotModified } from '../../../src/http/conditional.js';
import { buildOpenApiDocument, stableJson } from '../../../src/http/openapi.js';
import { versionFromIfMatch } from '../../../src/http/parse.js';
import { lastEventId } from '../../../src/http/sse.js';

interface Media {
  schema?: { type?: string; $ref?: string };
  examples?: Record<string, { value: unknown }>;
  'x-itemSchema'?: {
    properties?: {
      data?: { contentMediaType?: string; contentSchema?: { $ref?: string; oneOf?: { $ref?: string }[] } };
    };
  };
}
interface Parameter {
  name: string;
  in: string;
  schema?: { pattern?: string; $ref?: string };
}
interface Document {
  info: { license?: { name?: string; identifier?: string } };
  paths: Record<
    string,
    Record<string, { parameters?: Parameter[]; responses: Record<string, { content?: Record<string, Media> }> }>
  >;
  components: { schemas: Record<string, unknown>; parameters: Record<string, Parameter> };
}

const document = JSON.parse(stableJson(buildOpenApiDocument(games, builtInBots))) as Document;
const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, operation]) => ({ name: `${method.toUpperCase()} ${path}`, operation })),
);

function eventsOf(text: string): EventSourceMessage[] {
  const events: EventSourceMessage[] = [];
  const parser = createParser({ onEvent: event => events.push(event) });
  parser.feed(text);
  return events;
}

describe('the event streams in the OpenAPI document', () => {
  const streams = operations.flatMap(({ name, operation }) =>
    Object.values(operation.responses).flatMap(response => {
      const media = response.content?.['text/event-stream'];
      return media === undefined ? [] : [{ name, media }];
    }),
  );

  it('are the two streams', () => {
    expect(streams.map(s => s.name).sort()).toEqual(['GET /games/{id}/events', 'GET /players/me/events']);
  });

  it.each(streams)('$name: the body is a string, each event one JSON document of a named schema', ({ media }) => {
    expect(media.schema).toMatchObject({ type: 'string' });
    expect(media.schema?.$ref).toBeUndefined();
    const data = media['x-itemSchema']?.properties?.data;
    expect(data?.contentMediaType).toBe('application/json');
    // One named schema, or one per kind of event (a game's events and its `chat`, a player's and `challenge`).
    const refs =
      data?.contentSchema?.$ref !== undefined
        ? [data.contentSchema.$ref]
        : (data?.contentSchema?.oneOf ?? []).map(o => o.$ref);
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of refs) {
      const component = ref?.replace('#/components/schemas/', '') ?? '';
      expect(document.components.schemas[component], component).toBeDefined();
    }
  });

  it.each(streams)('$name: its examples are event streams whose data parse as JSON', ({ media }) => {
    const examples = Object.values(media.examples ?? {});
    expect(examples.length).toBeGreaterThan(0);
    for (const { value } of examples) {
      expect(typeof value).toBe('string');
      const events = eventsOf(String(value));
      expect(events.length).toBeGreaterThan(0);
      for (const event of events) {
        expect(event.id).toMatch(/^\d+$/);
        expect(JSON.parse(event.data)).toEqual(expect.any(Object));
      }
    }
  });
});

/** A header parameter of the document's components (or inline on `path`), by name. */
function headerPattern(name: string, operation?: string): RegExp {
  const inline = operations
    .filter(o => operation === undefined || o.name === operation)
    .flatMap(o => o.operation.parameters ?? [])
    .find(p => p.in === 'header' && p.name === name);
  const found = Object.values(document.components.parameters).find(p => p.name === name) ?? inline;
  const ref = found?.schema?.$ref?.replace('#/components/schemas/', '');
  const schema = ref === undefined ? found?.schema : (document.components.schemas[ref] as Parameter['schema']);
  const pattern = schema?.pattern;
  if (pattern === undefined) throw new Error(`${name} has no pattern`);
  return new RegExp(pattern);
}

const accepts = (read: () => unknown): boolean => {
  try {
    read();
    return true;
  } catch {
    return false;
  }
};
const requestWith = (name: string, value: string) =>
  ({ get: (h: string) => (h === name ? value : undefined) }) as Request;

describe('the headers that carry a version', () => {
  const ifMatch = [
    '"12"',
    'W/"12"',
    '*',
    '"0"',
    '"123456789"',
    '12',
    '"12',
    '"abc"',
    '"1234567890"',
    'W/12',
    '"1", "2"',
    '',
    '**',
    'w/"1"',
  ];

  it.each(ifMatch)('If-Match %j: the pattern accepts it exactly when the server does', value => {
    expect(headerPattern('If-Match').test(value)).toBe(accepts(() => versionFromIfMatch(value)));
  });

  const lastEventIds = ['', '0', '7', '123456789', '1234567890', '-1', '1.5', 'abc', '"7"', ' 7x'];
  it.each(lastEventIds)('Last-Event-ID %j: both streams document exactly what they accept', value => {
    const server = accepts(() => lastEventId(requestWith('last-event-id', value), 'version'));
    expect(headerPattern('Last-Event-ID', 'GET /games/{id}/events').test(value)).toBe(server);
    expect(headerPattern('Last-Event-ID', 'GET /players/me/events').test(value)).toBe(server);
  });

  const ifNoneMatch = ['"3"', 'W/"3"', '*', '"1", "3"', '"1",W/"3"', '"abc"', '3', '"3', '', '"1" "3"'];
  it.each(ifNoneMatch)('If-None-Match %j: the pattern accepts it exactly when it can earn a 304', value => {
    const versions = [0, 1, 3, 12];
    const canMatch = versions.some(v => isNotModified(requestWith('if-none-match', value), `"${v}"`));
    expect(headerPattern('If-None-Match').test(value)).toBe(canMatch);
  });
});

describe('the schemas', () => {
  /** Every schema node of the document, with where it is. */
  function* nodes(value: unknown, at: string): Generator<[string, Record<string, unknown>]> {
    if (Array.isArray(value)) for (const [i, v] of value.entries()) yield* nodes(v, `${at}/${i}`);
    else if (value !== null && typeof value === 'object') {
      yield [at, value as Record<string, unknown>];
      for (const [k, v] of Object.entries(value))
        if (k !== 'examples' && k !== 'example') yield* nodes(v, `${at}/${k}`);
    }
  }

  it('say every problem status is an integer, as the base Problem does', () => {
    for (const [name, schema] of Object.entries(document.components.schemas).filter(([n]) => /^Problem/.test(n))) {
      for (const [at, node] of nodes(schema, name)) {
        const status = (node.properties as Record<string, { type?: unknown }> | undefined)?.status;
        if (status !== undefined) expect(status.type, at).toBe('integer');
      }
    }
  });

  it('hold no null in an enum (a nullable choice is anyOf [the choices, null])', () => {
    const withNull = [...nodes(document.components, '#/components')].filter(
      ([, node]) => Array.isArray(node.enum) && (node.enum as unknown[]).includes(null),
    );
    expect(withNull.map(([at]) => at)).toEqual([]);
  });
});

describe('the licence', () => {
  it('is Apache-2.0 in the document, the package and LICENSE', () => {
    expect(document.info.license).toEqual({ name: 'Apache License 2.0', identifier: 'Apache-2.0' });
    const pkg = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
      license?: string;
    };
    expect(pkg.license).toBe('Apache-2.0');
    const text = readFileSync(new URL('../../../LICENSE', import.meta.url), 'utf8');
    expect(text).toMatch(/^\s*Apache License\s+Version 2\.0, January 2004/);
    expect(text).toContain('TERMS AND CONDITIONS FOR USE, REPRODUCTION, AND DISTRIBUTION');
    expect(text).toContain('Copyright 2026 Croupier contributors');
  });
});
