import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const alias = [
  { find: '@', replacement: path.resolve(__dirname) },
  // The React 19 renderer of antd-mobile's imperative APIs, as next.config.ts aliases it (ADR 0050). antd-mobile's ES
  // build, run through vite (server.deps.inline below), so the alias reaches its import; node's require of the
  // CommonJS build would not see it.
  { find: /^antd-mobile$/, replacement: 'antd-mobile/es/index.js' },
  { find: 'rc-util/lib/React/render', replacement: path.resolve(__dirname, 'lib/antdRender.ts') },
];

// Unit files that run in jsdom: every component test (*.tsx, tests/unit/components/); the .ts files that use
// document, window, cookies or web storage (or whose code branches on `typeof window`); and those importing
// antd-mobile, whose CommonJS build (what node resolves) requires its CSS. Every other unit file runs in plain node,
// which starts much faster (docs/TESTING.md). A new .ts test that needs a DOM goes in this list.
const DOM_NAMED = [
  ...['analytics', 'bridge', 'chatBadge', 'chatCustomerService', 'city', 'http', 'httpQuiet', 'progress', 'searchHistory', 'stores', 'toast', 'user', 'visit'],
  // antd-mobile
  ...['orderCoupons', 'plannerText', 'detail/detailRules'],
].map((name) => `tests/unit/${name}.test.ts`);
const isDomFile = (file: string) => file.endsWith('.tsx') || file.startsWith('tests/unit/components/') || DOM_NAMED.includes(file);

/**
 * Files that need a module graph of their own although they replace no module. toast.test renders a real antd-mobile
 * toast through its imperative API, whose renderer (then lib/antdReact19.ts, installed once per module graph) and
 * CommonJS copy were shared with whatever files ran before it in the worker: in 2 of 6 fresh-clone runs the toast's
 * container stayed empty, depending on which files shared its worker. progress.test checks what happens before
 * lib/progress.ts has loaded nprogress (on its first start), which a file sharing the worker may already have done.
 */
const ALSO_ISOLATED = ['tests/unit/toast.test.ts', 'tests/unit/progress.test.ts'];

/** Every test file under `dir` (relative, with forward slashes), and whether it replaces a module. */
function testFiles(dir: string): { file: string; mocks: boolean }[] {
  return fs
    .readdirSync(path.join(__dirname, dir), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.test\.tsx?$/.test(name))
    .map((name) => {
      const file = `${dir}/${name.split(path.sep).join('/')}`;
      return { file, mocks: ALSO_ISOLATED.includes(file) || /\bvi\.(do)?[mM]ock\(/.test(fs.readFileSync(path.join(__dirname, file), 'utf8')) };
    });
}

/**
 * Test files that replace a module (vi.mock / vi.doMock) need modules of their own, so they run isolated, each in a
 * fresh module graph; every other file shares its worker's modules and environment (module state is per test context;
 * the DOM is cleaned after each test: tests/unit/setup.ts). Found by reading the files, so a new mocking file is
 * isolated without a list to keep (docs/adr/0034-integration-files-share-worker-modules.md). The lists are read when
 * vitest starts: a test file added during `vitest --watch` is picked up by the next start.
 */
const unitFiles = testFiles('tests/unit');
const unitProject = (dom: boolean, mocks: boolean) =>
  unitFiles.filter((f) => isDomFile(f.file) === dom && f.mocks === mocks).map((f) => f.file);
const MOCKING_INTEGRATION_FILES = testFiles('tests/integration')
  .filter((f) => f.mocks)
  .map((f) => f.file);

const integration = {
  include: ['tests/integration/**/*.test.ts'],
  environment: 'node' as const,
  globals: true,
  testTimeout: 30_000,
  // Migrates and seeds the template databases every file copies, once per run (shared by both projects).
  globalSetup: ['tests/integration/globalSetup.ts'],
  // PGlite instances are heavy on 2 cores; a few files at a time, whatever the machine.
  maxWorkers: 2,
  // Every query's text is built by server/db/sqlText.ts and by drizzle's own builder, and a difference fails the test.
  env: { DB_SQL_TEXT_CHECK: '1' },
};

export default defineConfig({
  resolve: { alias },
  test: {
    // antd-mobile goes through vite, not node's require, so the alias above reaches its import of rc-util's render.
    server: { deps: { inline: ['antd-mobile'] } },
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
      // Node or jsdom by isDomFile; modules shared, or (the files that mock) isolated.
      { extends: true, test: { name: 'unit', include: unitProject(false, false), environment: 'node', globals: true, isolate: false } },
      { extends: true, test: { name: 'unit-mocking', include: unitProject(false, true), environment: 'node', globals: true } },
      {
        extends: true,
        test: { name: 'unit-dom', include: unitProject(true, false), environment: 'jsdom', globals: true, setupFiles: ['tests/unit/setup.ts'], isolate: false },
      },
      {
        extends: true,
        test: { name: 'unit-dom-mocking', include: unitProject(true, true), environment: 'jsdom', globals: true, setupFiles: ['tests/unit/setup.ts'] },
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
