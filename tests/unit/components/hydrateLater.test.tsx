import { Suspense } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { act } from 'react';
import { HydrateLater } from '@/components/common/HydrateLater';
import { serverHtml } from '../support/serverRender';

// HydrateLater (components/common/HydrateLater.tsx, ADR 0059): what the server renders of a part below the first screen
// stays in place, with no inline script (our CSP refuses scripts without the page's nonce), however much precedes it.

/** More than React's progressive chunk (12,800 bytes) before the part, as on a goods page. */
const bulk = Array.from({ length: 400 }, (_, i) => <p key={i}>第{i}段：服务内容与办理流程的说明文字</p>);
const part = Array.from({ length: 40 }, (_, i) => <li key={i}>相关推荐 {i}</li>);

describe('HydrateLater', () => {
  it('is rendered in place on the server, without a script, after a large first screen', async () => {
    const html = await serverHtml(
      <main>
        {bulk}
        <HydrateLater>
          <ul>{part}</ul>
        </HydrateLater>
      </main>,
    );
    expect(html).toContain('<!--&--><ul><li>相关推荐 <!-- -->0</li>');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<template');
  });

  it('(a Suspense boundary in the same place is moved out behind an inline script: why it is not one)', async () => {
    const html = await serverHtml(
      <main>
        {bulk}
        <Suspense fallback={null}>
          <ul>{part}</ul>
        </Suspense>
      </main>,
    );
    expect(html).toMatch(/<script>.*\$RC\("B:0","S:0"\)<\/script>/s);
  });

  it('hydrates what the server rendered, and it responds', async () => {
    const clicks: number[] = [];
    const tree = (
      <main>
        <HydrateLater>
          <button type="button" onClick={() => clicks.push(1)}>
            提问
          </button>
        </HydrateLater>
      </main>
    );
    const container = document.createElement('div');
    container.innerHTML = await serverHtml(tree);
    document.body.appendChild(container);
    const button = container.querySelector('button')!;
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, tree, { onRecoverableError: (e) => errors.push(e) });
    });
    // The same node: hydrated in place, not rendered again.
    expect(container.querySelector('button')).toBe(button);
    await act(async () => button.click());
    expect(clicks).toEqual([1]);
    expect(errors).toEqual([]);
    container.remove();
  });
});
