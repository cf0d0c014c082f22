// Lint rules beyond the compiler: the typed recommended set, plus the purity fence of STYLE.md habit 1
// (rules under src/games/ and src/engine/ never reach for I/O, clocks or ambient randomness).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const impure = {
  patterns: [
    {
      group: ['node:*', 'express', 'pg', 'kysely', '@electric-sql/*', 'pino*'],
      message: 'Rules are a pure library (STYLE.md habit 1).',
    },
    {
      group: ['**/service/**', '**/store/**', '**/http/**', '**/bots/**'],
      message: 'Data flows one way: rules never import the layers above them.',
    },
  ],
};

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
