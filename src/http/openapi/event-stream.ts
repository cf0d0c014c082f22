// A Server-Sent Events answer as the document describes it. The body is a stream of text events, never one
// JSON document, so its `schema` is a string: a generator that awaits and parses the whole body as the event
// schema (orval did) would wait for a stream that ends only with the game. The shape of one event is given in
// OpenAPI 3.2's own form, `itemSchema` (an object with `id`, `retry` and `data`, whose `data` is a JSON string
// holding the named schema as `contentSchema`), under the extension `x-itemSchema`: this document is 3.1,
// whose Media Type Object admits no `itemSchema` (swagger-parser and Spectral refuse it), and the 3.1
// toolchain here (openapi-typescript, hey-api, the linters) does not read 3.2 yet. Moving to 3.2 is then a
// rename. hey-api still recognises the stream by its media type and generates its SSE reader; openapi-
// typescript types the body as the string it is; our client (src/client/events.ts) types each event by the
// named component, which is registered here so that it stays in the document.
import type { OpenAPIRegistry, ResponseConfig, ZodMediaTypeObject } from '@asteasolutions/zod-to-openapi';
import type { z } from '../zod.js';
import { headers, type Examples } from './conventions.js';

/** One event's text as the server writes it (http/sse.ts's sseEvent). */
export const sseFrame = (id: number, data: unknown): string => `id: ${id}\ndata: ${JSON.stringify(data)}\n\n`;

/** The 3.2 `itemSchema` of a stream whose events carry `id:` and one JSON document of `component` as `data:`. */
export const itemSchemaOf = (component: string, id: string, named: Readonly<Record<string, string>> = {}) => ({
  type: 'object',
  description:
    `One event of the stream: its id and its data, one ${component} as JSON. Comments (heartbeats) are not events.` +
    Object.entries(named)
      .map(([name, other]) => ` An event named \`${name}\` carries one ${other} instead.`)
      .join(''),
  required: ['data'],
  properties: {
    id: { type: 'string', pattern: '^[0-9]+$', description: id },
    ...(Object.keys(named).length === 0
      ? {}
      : {
          event: {
            type: 'string',
            enum: Object.keys(named),
            description: "Absent for the stream's own events; the name of another kind of event.",
          },
        }),
    retry: {
      type: 'integer',
      minimum: 0,
      description: 'Sent once, first: how long EventSource waits to reconnect (ms).',
    },
    data: {
      type: 'string',
      contentMediaType: 'application/json',
      contentSchema:
        Object.keys(named).length === 0
          ? { $ref: `#/components/schemas/${component}` }
          : { oneOf: [component, ...Object.values(named)].map(c => ({ $ref: `#/components/schemas/${c}` })) },
    },
  },
});

/**
 * A 200 answer streaming events whose data are `schema` (registered as `component`), with `examples` of one
 * event's data each, shown as the frames the server writes.
 */
export function eventStream(
  registry: OpenAPIRegistry,
  description: string,
  stream: {
    component: string;
    schema: z.ZodType;
    id: string;
    idOf: (data: never) => number;
    /** Other kinds of events on the same stream, by SSE event name: the component of their data. */
    named?: Readonly<Record<string, string>>;
  },
  examples: Examples,
): ResponseConfig {
  registry.register(stream.component, stream.schema);
  const idOf = stream.idOf as (data: unknown) => number;
  const frames = Object.fromEntries(
    Object.entries(examples).map(([name, { summary, value }]) => [
      name,
      { summary, value: `retry: 2000\n\n${sseFrame(idOf(value), value)}` },
    ]),
  );
  // The extension is passed through as it is; the library's type knows only the 3.1 fields.
  const media: ZodMediaTypeObject & { 'x-itemSchema': unknown } = {
    schema: {
      type: 'string',
      description: `A Server-Sent Events stream (WHATWG HTML, text/event-stream), not one JSON document: read it event by event (EventSource, or an SSE parser), each event's \`data\` one ${stream.component} as JSON. It stays open until the server ends it.`,
    },
    examples: frames,
    'x-itemSchema': itemSchemaOf(stream.component, stream.id, stream.named),
  };
  return { description, headers: headers(), content: { 'text/event-stream': media } };
}
