#!/usr/bin/env node
// V8's explicit compile hint on the browser chunks (issue 30, ADR 0075), run by `npm run build` after `next build`.
//
// V8 compiles a function's body only when it is first called. A page's start-up calls thousands (React DOM, Next's
// client, the page's modules), so most of its long tasks were that compiling, on the main thread: a CPU profile of
// /detail put 287 of a 357 ms task (4× throttled) in Turbopack's `instantiateModule`, which is where a module
// factory's first call compiles it. A script whose first line is `//# allFunctionsCalledOnLoad` (Chrome 136+) has
// every function compiled eagerly: a script of 30 KB or more as it streams in, on a background thread; a smaller one
// when it is loaded, in a task of its own, rather than inside the hydration task that first calls it. Other browsers
// read the line as a comment.
//
// Only chunks of at least MIN_BYTES get the line. Each hint is about 22 bytes of gzip on every page that loads the
// chunk, and the home's first load is within bytes of its 130 KB budget: the floor leaves out Turbopack's runtime
// (11 KB) and the shared 13 KB chunk, whose compiling costs least, and takes in the pages' own chunks.
// The chunk's source map gets a leading empty line to match. Running it twice changes nothing.
//
// Usage: node scripts/compileHints.mjs [distDir]
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const HINT = '//# allFunctionsCalledOnLoad\n';
/** The smallest chunk that gets the hint. */
export const MIN_BYTES = 14 * 1024;

/** The chunk with the hint as its first line (unchanged when it has it). */
export function hinted(js) {
  return js.startsWith(HINT) ? js : HINT + js;
}

/** A source map shifted one generated line down: a plain map gets an empty first line, an index map moves its sections. */
export function shiftedMap(map) {
  if (Array.isArray(map.sections)) return { ...map, sections: map.sections.map((s) => ({ ...s, offset: { ...s.offset, line: s.offset.line + 1 } })) };
  return { ...map, mappings: ';' + map.mappings };
}

function chunkFiles(dir) {
  const out = [];
  const walk = (d) => {
    for (const name of readdirSync(d)) {
      const p = path.join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else if (name.endsWith('.js')) out.push(p);
    }
  };
  if (existsSync(dir)) walk(dir);
  return out;
}

/** Adds the hint to every chunk of a build of MIN_BYTES or more; { hinted, chunks }. */
export function addCompileHints(distDir = '.next') {
  const files = chunkFiles(path.join(distDir, 'static', 'chunks'));
  let count = 0;
  for (const file of files) {
    const js = readFileSync(file, 'utf8');
    if (Buffer.byteLength(js) < MIN_BYTES || js.startsWith(HINT)) {
      if (js.startsWith(HINT)) count++;
      continue;
    }
    writeFileSync(file, hinted(js));
    count++;
    const url = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(js)?.[1];
    const mapFile = url && !url.startsWith('data:') ? path.join(path.dirname(file), url) : '';
    if (mapFile && existsSync(mapFile)) writeFileSync(mapFile, JSON.stringify(shiftedMap(JSON.parse(readFileSync(mapFile, 'utf8')))));
  }
  return { hinted: count, chunks: files.length };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const distDir = process.argv[2] || '.next';
  if (!existsSync(path.join(distDir, 'static', 'chunks'))) {
    console.error(`compile hints: no ${distDir}/static/chunks (run next build first)`);
    process.exit(1);
  }
  const { hinted: n, chunks } = addCompileHints(distDir);
  console.log(`compile hints: ${n} of ${chunks} browser chunks (those of ${MIN_BYTES / 1024} KB or more) compile eagerly`);
}
