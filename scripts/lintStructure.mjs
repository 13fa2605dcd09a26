#!/usr/bin/env node
// The structural half of `npm run lint` (eslint does the rest, docs/adr/0012): no import cycles (type imports
// count: they tie two files together just the same), one file-name convention, no two names that differ only by
// case, no source file over 400 lines, no module reading another module's tables, no import from components/ or pages/
// in services/, stores/ or lib/, and no path outside the repository.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, join, normalize } from 'node:path';

const MAX_LINES = 400;
const tracked = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8' })
  .split('\n')
  .filter((f) => f && existsSync(f));
const isSource = (f) => /\.(ts|tsx|mjs|js)$/.test(f) && !f.endsWith('.d.ts') && !/^(node_modules|public|\.next)\//.test(f);
const sources = tracked.filter(isSource);
const known = new Set(sources);
const problems = [];

// ---- imports and cycles
const IMPORT = /(?:^|[\s;])(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\sfrom\s*)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
function resolve(from, spec) {
  let base;
  if (spec.startsWith('@/')) base = spec.slice(2);
  else if (spec.startsWith('.')) base = normalize(join(dirname(from), spec));
  else return null;
  for (const c of [base, `${base}.ts`, `${base}.tsx`, `${base}.mjs`, `${base}.js`, `${base}/index.ts`, `${base}/index.tsx`]) if (known.has(c)) return c;
  return null;
}
const graph = new Map();
for (const f of sources) {
  const text = readFileSync(f, 'utf8');
  const lines = text.split('\n').length;
  if (lines > MAX_LINES && !/^server\/(db\/migrations|seed)\//.test(f)) problems.push(`${f}: ${lines} lines (split it along a name you can say; the limit is ${MAX_LINES})`);
  const deps = new Set();
  for (const m of text.matchAll(IMPORT)) {
    const to = resolve(f, m[1] ?? m[2]);
    if (to && to !== f) deps.add(to);
  }
  graph.set(f, [...deps]);
}
// Tarjan's strongly connected components, iteratively (deep graphs would overflow the stack).
let counter = 0;
const index = new Map(), low = new Map(), onStack = new Set(), stack = [], groups = [];
for (const root of sources) {
  if (index.has(root)) continue;
  const work = [[root, 0]];
  index.set(root, counter); low.set(root, counter++); stack.push(root); onStack.add(root);
  while (work.length) {
    const top = work[work.length - 1];
    const [v, i] = top;
    const deps = graph.get(v);
    if (i < deps.length) {
      top[1]++;
      const w = deps[i];
      if (!index.has(w)) {
        index.set(w, counter); low.set(w, counter++); stack.push(w); onStack.add(w);
        work.push([w, 0]);
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), index.get(w)));
      continue;
    }
    work.pop();
    if (work.length) { const parent = work[work.length - 1][0]; low.set(parent, Math.min(low.get(parent), low.get(v))); }
    if (low.get(v) === index.get(v)) {
      const group = [];
      let w;
      do { w = stack.pop(); onStack.delete(w); group.push(w); } while (w !== v);
      if (group.length > 1) groups.push(group.sort());
    }
  }
}
for (const g of groups) problems.push(`import cycle: ${g.join(' ↔ ')}`);

// ---- tables: a server module reads and writes its own tables (server/modules/<m>/schema.ts) and calls the other
// modules' functions for theirs. Seeds load whole fixtures and are exempt; a schema may reference another module's
// table for a foreign key.
const MODULE = /^server\/modules\/([a-zA-Z]+)\//;
for (const [f, deps] of graph) {
  const own = MODULE.exec(f)?.[1];
  if (!own || /\/(seed|schema)\.ts$/.test(f)) continue;
  for (const d of deps) {
    const owner = d === 'server/db/schema.ts' ? 'db' : /^server\/modules\/([a-zA-Z]+)\/schema\.ts$/.exec(d)?.[1];
    if (owner && owner !== own) problems.push(`${f}: reads the tables of ${owner === 'db' ? 'every module (server/db/schema.ts)' : `the ${owner} module`}; call that module's functions instead`);
  }
}

// ---- layers: services/, stores/ and lib/ sit below components/ and pages/ and import nothing from them (a type
// import ties the files together just the same). Rules, constants and types both sides need live in lib/<domain>/.
const LOWER = /^(services|stores|lib)\//;
const UPPER = /^(components|pages)\//;
// Exceptions, each with its reason (none today).
const LAYER_ALLOWED = new Set([]);
const layerSeen = new Set();
for (const [f, deps] of graph) {
  if (!LOWER.test(f)) continue;
  for (const d of deps) {
    if (!UPPER.test(d)) continue;
    if (LAYER_ALLOWED.has(`${f} -> ${d}`)) layerSeen.add(`${f} -> ${d}`);
    else problems.push(`${f}: imports ${d}; services/, stores/ and lib/ import nothing from components/ or pages/ (move what both need into lib/<domain>/)`);
  }
}
for (const a of LAYER_ALLOWED) if (!layerSeen.has(a)) problems.push(`lintStructure.mjs LAYER_ALLOWED: ${a} is gone; take it off the list`);

// ---- names
// pages/ mirror the spec's routes and keep their names; everything else: camelCase files, PascalCase components.
const CAMEL = /^[a-z][A-Za-z0-9]*$/;
const PASCAL = /^[A-Z][A-Za-z0-9]*$/;
for (const f of tracked) {
  if (!/\.(ts|tsx|mjs|js|css)$/.test(f) || /^(pages|public|node_modules)\//.test(f) || !f.includes('/')) continue;
  if (/^server\/db\/migrations\//.test(f)) continue;
  const name = basename(f).replace(/\.(test|spec|bench|module|d)(?=\.)/, '').replace(/\.(ts|tsx|mjs|js|css)$/, '');
  const ok = f.endsWith('.tsx') || f.endsWith('.module.css') ? PASCAL.test(name) || CAMEL.test(name) : CAMEL.test(name);
  if (!ok) problems.push(`${f}: file names are camelCase (components PascalCase), e.g. ${name.replace(/[-_.]([a-z0-9])/g, (_, c) => c.toUpperCase())}`);
}
const byLower = new Map();
for (const f of tracked) {
  const key = f.toLowerCase().replace(/\.(tsx?|mjs|js)$/, '');
  const seen = byLower.get(key);
  if (seen && seen !== f) problems.push(`${seen} and ${f} differ only by case (they collide on macOS and Windows)`);
  else byLower.set(key, f);
}

// ---- paths outside the repository
const OUTSIDE = /(^|[\s'"`(=:]|file:\/\/)\/(tmp|work|farm|mnt|Users|root)\/[A-Za-z._-]/;
for (const f of tracked) {
  if (!/\.(ts|tsx|mjs|js|md|json|sh|yml|yaml)$/.test(f) && !f.startsWith('.ci/')) continue;
  if (f === 'package-lock.json' || f === 'scripts/lintStructure.mjs') continue;
  const text = readFileSync(f, 'utf8');
  const line = text.split('\n').findIndex((l) => OUTSIDE.test(l));
  if (line !== -1) problems.push(`${f}:${line + 1}: names a path outside the repository`);
}

if (problems.length) {
  console.error(problems.join('\n'));
  console.error(`\nlint-structure: ${problems.length} problem(s) in ${sources.length} source files`);
  process.exit(1);
}
console.log(`lint-structure: ${sources.length} source files, 0 import cycles, names and sizes in order`);
