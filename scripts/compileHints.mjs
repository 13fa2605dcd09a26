#!/usr/bin/env node
// V8's explicit compile hint on the browser chunks (issue 30, ADR 0075), run by `npm run build` after `next build`.
//
// V8 compiles a function's body only when it is first called. A page's start-up calls thousands (React DOM, Next's
// client, the page's modules), so most of its long tasks were that compiling, on the main thread: a CPU profile of
// /detail put 287 of a 357 ms task (4× throttled) in Turbopack's `instantiateModule`, which is where a module
// factory's first call compiles it. A script whose first line is `//# allFunctionsCalledOnLoad` (Chrome 136+) has
// every function compiled eagerly, and a script of 30 KB or more is compiled as it streams in, on a background thread.
// Other browsers read the line as a comment.
//
// Only chunks of at least STREAMED_BYTES get the line: a smaller script is compiled on the main thread whatever it
// says, so eager compiling would only add work there, and every hint's bytes count against the pages' JS budget.
// The chunk's source map gets a leading empty line to match. Running it twice changes nothing.
//
// Usage: node scripts/compileHints.mjs [distDir]
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const HINT = '//# allFunctionsCalledOnLoad\n';
/** Chromium streams (compiles off the main thread) scripts from 30 KB up: its ScriptStreamer's small-script threshold. */
export const STREAMED_BYTES = 30 * 1024;

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

/** Adds the hint to every streamed chunk of a build; { hinted, chunks }. */
export function addCompileHints(distDir = '.next') {
  const files = chunkFiles(path.join(distDir, 'static', 'chunks'));
  let count = 0;
  for (const file of files) {
    const js = readFileSync(file, 'utf8');
    if (Buffer.byteLength(js) < STREAMED_BYTES || js.startsWith(HINT)) {
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
  console.log(`compile hints: ${n} of ${chunks} browser chunks (those of ${STREAMED_BYTES / 1024} KB or more) compile eagerly`);
}
