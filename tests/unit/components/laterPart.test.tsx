import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { laterPart } from '@/components/common/LaterPart';
import { serverHtml, deferredModule } from '../support/serverRender';

// laterPart (components/common/LaterPart.tsx, ADR 0062): a part below the first screen that the server renders in place
// and whose code the browser loads beside the page's own, hydrating the server's nodes once it has come.

/** More than React's progressive chunk (12,800 bytes) before the part, as on the home. */
const bulk = Array.from({ length: 400 }, (_, i) => <p key={i}>第{i}段：首页首屏的服务导航与限时秒杀</p>);

function Lower({ label, onAsk }: { label: string; onAsk: () => void }) {
  return (
    <section>
      <h2>{label}</h2>
      <button type="button" onClick={onAsk}>
        换一批
      </button>
    </section>
  );
}

const deferred = () => deferredModule(Lower);

describe('laterPart', () => {
  it('is rendered by the server in place, with no script, however much precedes it', async () => {
    const Part = laterPart(async () => Lower);
    const html = await serverHtml(
      <main>
        {bulk}
        <Part label="为您推荐" onAsk={() => undefined} />
      </main>,
    );
    // In place, inside the wrapper that keeps it hidden until its own stylesheet has come.
    expect(html).toContain('<!--&--><div data-later-part=""><section><h2>为您推荐</h2>');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<template');
  });

  it('asks for its code as the page starts, keeps the server’s nodes while it comes, then hydrates them in place', async () => {
    const asked: number[] = [];
    const searched: number[] = [];
    const top = (
      <button type="button" id="search" onClick={() => searched.push(1)}>
        搜索
      </button>
    );
    const ServerPart = laterPart(async () => Lower);
    const html = await serverHtml(
      <main>
        {top}
        {bulk}
        <ServerPart label="为您推荐" onAsk={() => asked.push(1)} />
      </main>,
    );
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const button = container.querySelector<HTMLButtonElement>('section button')!;

    const { importer, arrive } = deferred();
    const Part = laterPart(importer);
    // Asked for when the page's module runs, before React reaches the part.
    expect(importer).toHaveBeenCalledTimes(1);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(
        container,
        <main>
          {top}
          {bulk}
          <Part label="为您推荐" onAsk={() => asked.push(1)} />
        </main>,
        { onRecoverableError: (e) => errors.push(e) },
      );
    });
    // The code has not come: the server's part is still there, the same node, and the first screen answers already.
    expect(container.querySelector('section button')).toBe(button);
    expect(container.textContent).toContain('为您推荐');
    await act(async () => container.querySelector<HTMLButtonElement>('#search')!.click());
    expect(searched).toEqual([1]);

    await act(async () => {
      arrive();
      await new Promise((r) => setTimeout(r, 20));
    });
    expect(container.querySelector('section button')).toBe(button);
    await act(async () => button.click());
    expect(asked).toEqual([1]);
    expect(errors).toEqual([]);
    expect(importer).toHaveBeenCalledTimes(1);
    container.remove();
  });

  it('left out of place: the server sends a blank space, and the browser renders the part once its code has come', async () => {
    const ServerPart = laterPart(async () => Lower);
    const html = await serverHtml(
      <main>
        {bulk}
        <ServerPart inPlace={false} label="为您推荐" onAsk={() => undefined} />
      </main>,
    );
    // Nothing of the part: only the space it will take, a screen high.
    expect(html).not.toContain('为您推荐');
    expect(html).not.toContain('换一批');
    expect(html).toContain('<div data-later-hold=""></div>');
    expect(html).not.toContain('<script');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const hold = container.querySelector('[data-later-hold]');
    const { importer, arrive } = deferred();
    const Part = laterPart(importer);
    const asked: number[] = [];
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(
        container,
        <main>
          {bulk}
          <Part inPlace={false} label="为您推荐" onAsk={() => asked.push(1)} />
        </main>,
        { onRecoverableError: (e) => errors.push(e) },
      );
    });
    // Hydrated without a mismatch; the code has not come, so the blank space stays (the same node).
    expect(errors).toEqual([]);
    expect(container.querySelector('[data-later-hold]')).toBe(hold);
    expect(container.textContent).not.toContain('为您推荐');

    await act(async () => {
      arrive();
      await new Promise((r) => setTimeout(r, 20));
    });
    await vi.waitFor(() => expect(container.querySelector('section h2')?.textContent).toBe('为您推荐'));
    expect(container.querySelector('[data-later-hold]')).toBeNull();
    expect(container.querySelector('section')?.closest('[data-later-part]')).not.toBeNull();
    await act(async () => container.querySelector<HTMLButtonElement>('section button')!.click());
    expect(asked).toEqual([1]);
    expect(errors).toEqual([]);
    container.remove();
  });

  it('asks again when its chunk fails, and says so with a reload after the last attempt', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failing = vi.fn(async (): Promise<typeof Lower> => {
      throw new Error('ChunkLoadError');
    });
    const Part = laterPart(failing, { attempts: 3, pauseMs: 1 });
    const container = document.createElement('div');
    document.body.appendChild(container);
    const { createRoot } = await import('react-dom/client');
    await act(async () => {
      createRoot(container).render(<Part label="为您推荐" onAsk={() => undefined} />);
    });
    // Three attempts 1 ms apart, then the fallback: waited for, not timed (a starved worker takes longer than 30 ms).
    const alert = await vi.waitFor(
      () => {
        const shown = container.querySelector<HTMLElement>('[role="alert"]');
        if (!shown) throw new Error('no fallback yet');
        return shown;
      },
      { timeout: 5000 },
    );
    expect(failing).toHaveBeenCalledTimes(3);
    expect(alert?.textContent).toContain('没有加载出来');
    // Shown inside the hidden wrapper: the stylesheet that would have shown the part did not come either.
    expect(alert?.closest('[data-later-part]')).not.toBeNull();
    expect(alert?.className).toBe('later-missing');
    const globals = readFileSync(path.resolve('styles/globals.css'), 'utf8');
    expect(globals).toMatch(/\.later-missing \{[^}]*visibility: visible;/);
    expect(container.querySelector('button')?.textContent).toBe('重新加载');
    expect(warn).toHaveBeenCalled();
    container.remove();
  });
});
