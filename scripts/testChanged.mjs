#!/usr/bin/env node
// The inner loop: the tests a change touches, in about a minute, instead of the whole `npm test` (docs/TESTING.md).
//
//   npm run test:changed                 changes against main (committed on this branch + staged + unstaged + new files)
//   npm run test:changed -- --base HEAD~3
//   npm run test:changed -- --e2e        also the browser specs of the changed areas (needs `npm run build` first)
//   npm run test:changed -- --dry        only print what would run
//
// What runs:
// - eslint on the changed source files;
// - unit tests: vitest's own `related` (the unit files whose imports reach a changed file), plus changed unit files;
// - integration tests: every integration file imports the whole app, so the module graph would pick them all; they
//   are picked by area instead: a change under server/modules/<area>/, components/<area>/, pages/<area>/,
//   services/<area>*, lib/<area>* or lib/contract/<area>/ selects the files whose name starts with that area
//   (case-insensitive, `aftersale` → aftersale.test.ts), plus changed integration files. A change to a shared layer
//   (server/http, server/db, server/app.ts, tests/integration/helpers.ts…) selects them all: say so and run them.
// - browser specs (with --e2e): the same area rule over tests/e2e/*.spec.ts.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
const opt = (name, def) => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] ? args[i + 1] : def;
};
const git = (...a) => execFileSync('git', a, { encoding: 'utf8' }).trim();

const baseRef = opt('--base', 'main');
let base;
try {
  base = git('merge-base', 'HEAD', baseRef);
} catch {
  base = 'HEAD';
}
const changed = [
  ...new Set(
    [git('diff', '--name-only', base), git('diff', '--name-only', '--cached'), git('ls-files', '--others', '--exclude-standard')]
      .join('\n')
      .split('\n')
      .filter(Boolean),
  ),
].filter((f) => fs.existsSync(f));

if (!changed.length) {
  console.log(`No change against ${baseRef}: nothing to run.`);
  process.exit(0);
}

/** Layers every integration file goes through: a change there is tested by all of them. */
const SHARED = [/^server\/(app|runtime|config|cache)\.ts$/, /^server\/(http|db)\//, /^server\/adapters\/index\.ts$/, /^tests\/integration\/(helpers|globalSetup|template)\.ts$/, /^server\/seed\//];

function areaOf(file) {
  const parts = file.split('/');
  const strip = (s) => s.replace(/\.(tsx?|mjs|css)$/, '').replace(/\.module$/, '').replace(/(Rules|Schema|schema|Fixtures)$/, '');
  if (parts[0] === 'server' && (parts[1] === 'modules' || parts[1] === 'adapters') && parts[2]) return parts[2];
  if (parts[0] === 'lib' && parts[1] === 'contract' && parts[2]) return parts[2];
  if (['components', 'pages', 'services', 'stores', 'lib'].includes(parts[0]) && parts[1]) return strip(parts[1]);
  if (parts[0] === 'tests' && parts[2]) {
    const name = strip(parts.at(-1).replace(/\.(test|spec)\.tsx?$/, ''));
    return name.charAt(0).toLowerCase() + name.slice(1).replace(/[A-Z].*$/, '');
  }
  return null;
}

const areas = [...new Set(changed.map(areaOf).filter((a) => a && a.length > 2))];
const everyIntegration = changed.some((f) => SHARED.some((re) => re.test(f)));
const byArea = (dir, suffix) =>
  fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(suffix))
    .filter((f) => areas.some((a) => f.toLowerCase().startsWith(a.toLowerCase())))
    .map((f) => path.join(dir, f));

const source = changed.filter((f) => /\.(tsx?|mjs)$/.test(f) && !f.startsWith('server/db/migrations/'));
const unitChanged = changed.filter((f) => /^tests\/unit\/.*\.test\.tsx?$/.test(f));
const intFiles = everyIntegration
  ? []
  : [...new Set([...byArea('tests/integration', '.test.ts'), ...changed.filter((f) => /^tests\/integration\/.*\.test\.ts$/.test(f))])];
const e2eFiles = [...new Set([...byArea('tests/e2e', '.spec.ts'), ...changed.filter((f) => /^tests\/e2e\/.*\.spec\.ts$/.test(f))])];

console.log(`changed (${changed.length} files against ${baseRef}), areas: ${areas.join(', ') || '—'}`);
const plan = [];
if (source.length) plan.push(['eslint', ['npx', 'eslint', '--max-warnings=0', ...source]]);
if (source.length) plan.push(['unit (related)', ['npx', 'vitest', 'related', '--run', '--project', 'unit*', '--passWithNoTests', ...source, ...unitChanged]]);
if (everyIntegration) plan.push(['integration (a shared layer changed: all files)', ['npx', 'vitest', 'run', '--project', 'integration*']]);
else if (intFiles.length) plan.push([`integration (${intFiles.length} files)`, ['npx', 'vitest', 'run', '--project', 'integration*', ...intFiles]]);
if (flag('--e2e') && e2eFiles.length) plan.push([`e2e (${e2eFiles.length} specs)`, ['npx', 'playwright', 'test', ...e2eFiles]]);
else if (e2eFiles.length) console.log(`browser specs of these areas (run with --e2e after \`npm run build\`): ${e2eFiles.join(' ')}`);

let failed = 0;
for (const [name, cmd] of plan) {
  console.log(`\n==> ${name}\n$ ${cmd.join(' ').slice(0, 400)}`);
  if (flag('--dry')) continue;
  const r = spawnSync(cmd[0], cmd.slice(1), { stdio: 'inherit' });
  if (r.status !== 0) failed++;
}
if (!flag('--dry')) console.log(failed ? `\n${failed} of ${plan.length} steps failed` : `\nall ${plan.length} steps passed`);
process.exit(failed ? 1 : 0);
