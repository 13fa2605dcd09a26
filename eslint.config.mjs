import next from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

// The client half of the app; lib/ is shared by both halves (docs/ARCHITECTURE.md "Boundaries").
const CLIENT = ['pages', 'components', 'stores', 'services', 'layouts', 'bridge'];
// Zod schemas of the contract: the server's, or a type for the client (a runtime import would ship zod to phones).
const SCHEMA_FILES = ['@/lib/contract/*/api', '@/lib/contract/fields', '@/lib/contract/paging'];

const config = [
  ...next,
  ...nextTs,
  { ignores: ['.next/**', '.data/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'server/db/migrations/**', 'next-env.d.ts'] },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@next/next/no-img-element': 'off',
      // Cycles are found by scripts/lintStructure.mjs (type imports included): import/no-cycle reports nothing
      // under this flat config, and it skips type imports by design (docs/adr/0012).
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './server', from: CLIENT.map((d) => `./${d}`), message: 'The server never imports client code; shared shapes live in lib/contract/.' },
            { target: './lib', from: ['./components', './stores', './pages', './layouts'], message: 'lib/ sits below stores/ and components/.' },
            {
              target: './lib/contract',
              from: ['./lib', './server', ...CLIENT.map((d) => `./${d}`)],
              except: ['./contract'],
              message: 'lib/contract/ is the contract between client and server: it imports nothing else of the app.',
            },
          ],
        },
      ],
    },
  },
  {
    // Client code takes from the server side only the contract, and its zod schemas only as types.
    files: [...CLIENT.map((d) => `${d}/**/*.{ts,tsx}`), 'lib/**/*.{ts,tsx}'],
    ignores: ['pages/api/**', 'lib/contract/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'next/dynamic', message: 'Use components/common/lazyComponent.tsx: next/dynamic brings its loadable runtime into the first load (ADR 0078).' }],
          patterns: [
            { group: ['@/server/*', '@/server/**', '**/server/**'], message: 'Client code imports nothing from server/: use lib/contract/.' },
            { group: SCHEMA_FILES, allowTypeImports: true, message: 'Client code imports the contract schemas only as types (import type).' },
          ],
        },
      ],
    },
  },
];
export default config;
