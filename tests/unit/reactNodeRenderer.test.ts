import { createRequire } from 'node:module';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPagesWithNodeBuild } from '@/scripts/reactNodeRenderer.mjs';

// Next requires React's server renderer from its own package at run time, as this require does.
const nextRequire = createRequire(createRequire(import.meta.url).resolve('next/package.json'));
let undo: (() => void) | null = null;
afterEach(() => {
  undo?.();
  undo = null;
});

describe('the pages rendered with React’s Node.js server build (ADR 0057)', () => {
  it('hands Next’s require of the Edge build the Node.js build, and nothing else', () => {
    expect(nextRequire.resolve('react-dom/server.edge')).toMatch(/server\.edge\.js$/);
    undo = renderPagesWithNodeBuild();
    expect(nextRequire.resolve('react-dom/server.edge')).toMatch(/react-dom[\\/]server\.node\.js$/);
    expect(nextRequire.resolve('react-dom/server.browser')).toMatch(/server\.browser\.js$/);
    expect(nextRequire.resolve('react')).toMatch(/react[\\/]index\.js$/);
  });

  it('gives the same renderToReadableStream, a stream whose allReady settles, as Next calls it', async () => {
    undo = renderPagesWithNodeBuild();
    const server = nextRequire('react-dom/server.edge') as typeof import('react-dom/server.node');
    const react = nextRequire('react') as typeof import('react');
    const stream = await server.renderToReadableStream(react.createElement('p', { title: '"引号" & <标签>' }, '你好', ' ', 42), {});
    await stream.allReady;
    const html = await new Response(stream).text();
    expect(html).toBe('<p title="&quot;引号&quot; &amp; &lt;标签&gt;">你好<!-- --> <!-- -->42</p>');
  });

  it('puts Node’s resolution back', () => {
    renderPagesWithNodeBuild()();
    expect(nextRequire.resolve('react-dom/server.edge')).toMatch(/server\.edge\.js$/);
  });
});
