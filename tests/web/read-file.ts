// The tests of the page are type-checked with the page's settings (web/tsconfig.json: no Node types), so
// Node's file reading is reached through process.getBuiltinModule (Node 20.16+), typed here for the one call
// they need: a file of the repository (a rule book, the OpenAPI document) as text.
export const { readFileSync } = (
  globalThis as unknown as {
    process: { getBuiltinModule(id: 'node:fs'): { readFileSync(path: URL, encoding: 'utf8'): string } };
  }
).process.getBuiltinModule('node:fs');
