// A Redocly CLI plugin that teaches the linter the `x-itemSchema` of a Media Type Object (the per-event
// schema of an event stream, OpenAPI 3.2's `itemSchema` carried as an extension in this 3.1 document; see
// src/http/openapi/event-stream.ts): it is then walked as a Schema, so its references count as uses and
// its contents are linted like any other schema.
export default function itemSchemaPlugin() {
  return {
    id: 'croupier-item-schema',
    typeExtension: {
      oas3(types) {
        return {
          ...types,
          MediaType: { ...types.MediaType, properties: { ...types.MediaType.properties, 'x-itemSchema': 'Schema' } },
        };
      },
    },
  };
}
