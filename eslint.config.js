// Lint rules beyond the compiler: the recommended set, the purity fence of STYLE.md habit 1 (rules under
// src/games/ and src/engine/ never reach for I/O, clocks or ambient randomness), and the layering of
// habit 17: every import runs downwards (LAYERS below). Import circles, type-only ones included, are
// caught by madge in `npm run lint` (import-x/no-cycle skips type-only imports, and cannot be told not to).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

const impure = {
  patterns: [
    {
      group: ['node:*', 'express', 'pg', 'kysely', '@electric-sql/*', 'pino*'],
      message: 'Rules are a pure library (STYLE.md habit 1).',
    },
  ],
};

/**
 * Which folders each part of the code may not import from, resolved to files (a relative path, an
 * `export … from` and a type-only import all count). What is not listed is allowed: the service imports
 * store, games, engine and bots; http imports service, games, engine and bots; main.ts wires everything.
 */
const LAYERS = [
  {
    target: 'src/engine',
    from: [
      'src/games',
      'src/bots',
      'src/store',
      'src/service',
      'src/http',
      'src/client',
      'src/main.ts',
      'src/config.ts',
    ],
    message: 'The engine imports nothing above it (STYLE.md habit 17).',
  },
  {
    target: 'src/games',
    from: ['src/bots', 'src/store', 'src/service', 'src/http', 'src/client', 'src/main.ts', 'src/config.ts'],
    message: 'Games import the engine only (STYLE.md habit 17).',
  },
  {
    target: 'src/bots',
    from: ['src/store', 'src/service', 'src/http', 'src/client', 'src/main.ts', 'src/config.ts'],
    message: 'Bots import the engine and the games only (STYLE.md habit 17).',
  },
  {
    target: 'src/store',
    from: ['src/service', 'src/http', 'src/client', 'src/bots', 'src/main.ts'],
    message: 'The store never imports the service or anything above it (STYLE.md habit 17).',
  },
  {
    target: 'src/service',
    from: ['src/http', 'src/client', 'src/main.ts'],
    message: 'The service never imports the HTTP layer (STYLE.md habit 17).',
  },
  {
    target: 'src/http',
    from: ['src/store', 'src/client', 'src/main.ts'],
    message: 'The HTTP layer reaches the store only through the service (STYLE.md habit 17).',
  },
  {
    target: 'src/client',
    from: ['src/store', 'src/service', 'src/http', 'src/main.ts'],
    message: 'The client speaks HTTP: it imports none of the server (STYLE.md habit 17).',
  },
  {
    target: 'web',
    from: ['src'],
    except: ['./client'],
    message: 'The page reaches src/ only through src/client/ (STYLE.md habit 17).',
  },
];

export default tseslint.config(
  { ignores: ['dist/', 'web/dist/', 'node_modules/', 'data/', 'src/client/schema.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-constant-condition': ['error', { checkLoops: false }],
    },
  },
  {
    files: ['src/**/*.ts', 'web/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Imports name the emitted `.js` (NodeNext) or no extension at all (the page, bundled by Vite).
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.json'],
          extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: LAYERS }],
      // `import('…').T` in a type would slip past both the layering and the circle check: import it by name.
      '@typescript-eslint/consistent-type-imports': ['error', { disallowTypeAnnotations: true }],
    },
  },
  {
    // A use case loads, decides and appends through the store's functions; the SQL itself lives in src/store
    // (STYLE.md habit 10), where a query is named and found next to the others of its table.
    files: ['src/service/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.property.name=/^(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto)$/]',
          message: 'Queries belong in src/store: call (or add) a function of the store there.',
        },
      ],
    },
  },
  {
    files: ['src/games/**/*.ts', 'src/engine/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', impure],
      'no-restricted-globals': ['error', { name: 'Date', message: 'Time comes in as an argument.' }],
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'Randomness is injected (Rng).' },
      ],
    },
  },
);
