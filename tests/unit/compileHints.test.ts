import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SourceMapConsumer, SourceMapGenerator } from 'source-map';
import { describe, expect, it } from 'vitest';
import { addCompileHints, HINT, hinted, MIN_BYTES, shiftedMap } from '@/scripts/compileHints.mjs';

// ADR 0075: the browser chunks Chromium compiles while they stream in carry V8's compile hint, and their source maps
// still point at the right lines.

const scripts = JSON.parse(readFileSync('package.json', 'utf8')).scripts as Record<string, string>;

/** A map of a two-line chunk whose second line comes from src/a.ts line 7. */
function mapOf() {
  const g = new SourceMapGenerator({ file: 'c.js' });
  g.addMapping({ generated: { line: 2, column: 4 }, original: { line: 7, column: 0 }, source: 'src/a.ts', name: 'f' });
  return JSON.parse(g.toString());
}

const originalAt = (map: unknown, line: number, column: number) =>
  new SourceMapConsumer(map as ConstructorParameters<typeof SourceMapConsumer>[0]).originalPositionFor({ line, column });

describe('compile hints', () => {
  it('puts the hint on the first line once', () => {
    expect(hinted('x()')).toBe(`${HINT}x()`);
    expect(hinted(hinted('x()'))).toBe(`${HINT}x()`);
    expect(HINT).toBe('//# allFunctionsCalledOnLoad\n');
  });

  it('moves a plain source map one line down', () => {
    const shifted = shiftedMap(mapOf());
    expect(originalAt(shifted, 3, 4)).toMatchObject({ source: 'src/a.ts', line: 7 });
    expect(originalAt(shifted, 2, 4).source).toBeNull();
  });

  it('moves an index map’s sections one line down', () => {
    const index = { version: 3, file: 'c.js', sections: [{ offset: { line: 0, column: 0 }, map: mapOf() }, { offset: { line: 10, column: 0 }, map: mapOf() }] };
    expect(shiftedMap(index).sections.map((s) => s.offset.line)).toEqual([1, 11]);
    expect(originalAt(shiftedMap(index), 3, 4)).toMatchObject({ source: 'src/a.ts', line: 7 });
  });

  it('hints the chunks of a build of the least size or more and their maps, leaves the small ones, and a second run changes nothing', () => {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'hints-'));
    const chunks = path.join(dist, 'static', 'chunks');
    mkdirSync(path.join(chunks, 'pages'), { recursive: true });
    const big = `(()=>{})();\nf();${' '.repeat(MIN_BYTES)}\n//# sourceMappingURL=big.js.map`;
    writeFileSync(path.join(chunks, 'pages', 'big.js'), big);
    writeFileSync(path.join(chunks, 'pages', 'big.js.map'), JSON.stringify(mapOf()));
    writeFileSync(path.join(chunks, 'small.js'), 'g();');
    writeFileSync(path.join(chunks, 'small.css'), `a{}${' '.repeat(MIN_BYTES)}`);

    expect(addCompileHints(dist)).toEqual({ hinted: 1, chunks: 2 });
    expect(readFileSync(path.join(chunks, 'pages', 'big.js'), 'utf8')).toBe(HINT + big);
    expect(readFileSync(path.join(chunks, 'small.js'), 'utf8')).toBe('g();');
    const map = JSON.parse(readFileSync(path.join(chunks, 'pages', 'big.js.map'), 'utf8'));
    expect(originalAt(map, 3, 4)).toMatchObject({ source: 'src/a.ts', line: 7 });

    expect(addCompileHints(dist)).toEqual({ hinted: 1, chunks: 2 });
    expect(readFileSync(path.join(chunks, 'pages', 'big.js'), 'utf8')).toBe(HINT + big);
    expect(JSON.parse(readFileSync(path.join(chunks, 'pages', 'big.js.map'), 'utf8'))).toEqual(map);
  });

  it('the browser test of the served scripts holds the same hint and size', () => {
    const spec = readFileSync('tests/e2e/platform.spec.ts', 'utf8');
    expect(spec).toContain(`const HINT = ${JSON.stringify(HINT).replace(/"/g, "'")};`);
    expect(spec).toContain(`const MIN_BYTES = ${MIN_BYTES / 1024} * 1024;`);
  });

  it('is part of npm run build, which the test command builds with', () => {
    expect(scripts.build).toBe('next build && node scripts/compileHints.mjs');
    expect(readFileSync('scripts/test-all.sh', 'utf8')).toMatch(/^BUILD_TYPECHECKED=1 npm run -s build /m);
  });
});
