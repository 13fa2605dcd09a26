import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const alias = { '@': path.resolve(__dirname) };

// Unit files that run in jsdom: every component test (*.tsx, tests/unit/components/); the .ts files that use
// document, window, cookies or web storage (or whose code branches on `typeof window`); and those importing
// antd-mobile, whose CommonJS build (what node resolves) requires its CSS. Every other unit file runs in plain node,
// which starts much faster (docs/TESTING.md). A new .ts test that needs a DOM goes in this list.
const DOM_NAMED = [
  ...['analytics', 'bridge', 'chatBadge', 'chatCustomerService', 'city', 'http', 'progress', 'searchHistory', 'stores', 'toast', 'user'],
  // antd-mobile
  ...['orderCoupons', 'plannerText', 'detail/detailRules'],
].map((name) => `tests/unit/${name}.test.ts`);
const DOM_UNIT_FILES = ['tests/unit/**/*.test.tsx', 'tests/unit/components/**/*.test.{ts,tsx}', ...DOM_NAMED];
const isDomFile = (file: string) => file.endsWith('.tsx') || file.startsWith('tests/unit/components/') || DOM_NAMED.includes(file);

/**
 * Test files that replace a module (vi.mock / vi.doMock) need modules of their own, so they run isolated, each in a
 * fresh module graph; every other file shares its worker's modules and environment (module state is per test context;
 * the DOM is cleaned after each test: tests/unit/setup.ts). Found by reading the files, so a new mocking file is
 * isolated without a list to keep (docs/adr/0034-integration-files-share-worker-modules.md).
 */
const MOCK_RE = /\bvi\.(do)?[mM]ock\(/;
function mockingFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...mockingFiles(file));
    else if (/\.test\.tsx?$/.test(entry.name) && MOCK_RE.test(fs.readFileSync(file, 'utf8'))) out.push(path.relative(__dirname, file).split(path.sep).join('/'));
  }
  return out;
}
const MOCKING_UNIT_FILES = mockingFiles(path.join(__dirname, 'tests/unit'));
const MOCKING_INTEGRATION_FILES = mockingFiles(path.join(__dirname, 'tests/integration'));

const integration = {
  include: ['tests/integration/**/*.test.ts'],
  environment: 'node' as const,
  globals: true,
  testTimeout: 30_000,
  // Migrates and seeds the template databases every file copies, once per run (shared by both projects).
  globalSetup: ['tests/integration/globalSetup.ts'],
  // PGlite instances are heavy on 2 cores; a few files at a time, whatever the machine.
  maxWorkers: 2,
};

export default defineConfig({
  resolve: { alias },
  test: {
    // One hook timeout for every project: an integration file's beforeAll copies a seeded template database (seconds),
    // the slowest hooks seed extra fixtures on a loaded 2-core machine.
    hookTimeout: 120_000,
    // A unit test's first render pays the imports of its page; on a loaded 2-core machine that passed 5 s. The limit
    // only catches a hang (no test here measures time).
    testTimeout: 20_000,
    // vitest's default is one worker fewer than the cores: a single worker on a 2-core machine. The main process is
    // idle while files run, so at least two workers, to use both cores.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          exclude: [...DOM_UNIT_FILES, ...MOCKING_UNIT_FILES],
          environment: 'node',
          globals: true,
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-dom',
          include: DOM_UNIT_FILES,
          exclude: MOCKING_UNIT_FILES,
          environment: 'jsdom',
          globals: true,
          setupFiles: ['tests/unit/setup.ts'],
          isolate: false,
        },
      },
      // The mocking unit files, node or jsdom (each file's environment comment or the DOM list decides), isolated.
      {
        extends: true,
        test: {
          name: 'unit-mocking',
          include: MOCKING_UNIT_FILES.filter((f) => !isDomFile(f)),
          environment: 'node',
          globals: true,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-dom-mocking',
          include: MOCKING_UNIT_FILES.filter(isDomFile),
          environment: 'jsdom',
          globals: true,
          setupFiles: ['tests/unit/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          ...integration,
          name: 'integration',
          exclude: MOCKING_INTEGRATION_FILES,
          // Files share a worker's modules (the app, drizzle, PGlite's wasm are imported once per worker, not once per
          // file: about half of the layer's time). Each file still has its own app, database, cache and clock
          // (createTestContext); module state is per Deps (docs/TESTING.md).
          isolate: false,
        },
      },
      {
        extends: true,
        test: { ...integration, name: 'integration-mocking', include: MOCKING_INTEGRATION_FILES },
      },
    ],
  },
});
