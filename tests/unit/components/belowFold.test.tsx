import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BelowFold } from '@/components/common/HydrateLater';
import { serverHtml } from '../support/serverRender';

// BelowFold (components/common/HydrateLater.tsx, ADR 0064): the parts below a page's first screen, which the server may
// leave to the browser for a render that is one customer's alone.

const page = (onServer: boolean | undefined, onAsk: () => void = () => undefined) => (
  <main>
    <h1>首屏</h1>
    <BelowFold onServer={onServer}>
      <section>
        <h2>推荐规划师</h2>
        <button type="button" onClick={onAsk}>
          咨询
        </button>
      </section>
    </BelowFold>
  </main>
);

describe('BelowFold', () => {
  it('renders its parts on the server by default', async () => {
    const html = await serverHtml(page(undefined));
    expect(html).toContain('<h2>推荐规划师</h2>');
    expect(html).not.toContain('data-later-hold');
  });

  it('left to the browser: the server sends a blank space, hydration keeps it, then the parts come', async () => {
    const html = await serverHtml(page(false));
    expect(html).not.toContain('推荐规划师');
    expect(html).toContain('<h1>首屏</h1><div data-later-hold=""></div>');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const heading = container.querySelector('h1');
    const asked: number[] = [];
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, page(false, () => asked.push(1)), { onRecoverableError: (e) => errors.push(e) });
    });
    // Hydrated without a mismatch (the first screen is the server's own node), and the parts rendered after it.
    expect(errors).toEqual([]);
    expect(container.querySelector('h1')).toBe(heading);
    await vi.waitFor(() => expect(container.querySelector('h2')?.textContent).toBe('推荐规划师'));
    expect(container.querySelector('[data-later-hold]')).toBeNull();
    await act(async () => container.querySelector('button')!.click());
    expect(asked).toEqual([1]);
    container.remove();
  });

  it('a page the browser renders itself shows the parts in its first frame (a return finds its scroll position)', () => {
    const container = document.createElement('div');
    document.body.appendChild(container);
    const root = createRoot(container);
    // Watch every node a commit added or took away: the blank space may not be one of them.
    const seen = new MutationObserver(() => undefined);
    seen.observe(container, { childList: true, subtree: true });
    act(() => root.render(page(false)));
    const records = seen.takeRecords();
    seen.disconnect();
    const touched = records.flatMap((r) => [...r.addedNodes, ...r.removedNodes]);
    expect(container.querySelector('h2')?.textContent).toBe('推荐规划师');
    expect(touched.length).toBeGreaterThan(0);
    expect(touched.some((n) => n instanceof Element && (n.matches('[data-later-hold]') || n.querySelector('[data-later-hold]')))).toBe(false);
    act(() => root.unmount());
    container.remove();
  });
});
