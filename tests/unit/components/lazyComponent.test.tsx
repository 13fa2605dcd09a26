import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { lazyComponent } from '@/components/common/lazyComponent';
import { serverHtml, deferredModule } from '../support/serverRender';

// lazyComponent (components/common/lazyComponent.tsx, ADR 0078): a rare screen whose code loads when first rendered,
// rendered in place by the server, without next/dynamic's runtime.

function Wait({ label, onLogin }: { label: string; onLogin: () => void }) {
  return (
    <section>
      <p>{label}</p>
      <button type="button" onClick={onLogin}>
        登录
      </button>
    </section>
  );
}

const deferred = () => deferredModule(Wait);

describe('lazyComponent', () => {
  it('is rendered by the server in place, with no script, and its code is not asked for until it renders', async () => {
    const importer = vi.fn(async () => Wait);
    const Lazy = lazyComponent(importer);
    expect(importer).not.toHaveBeenCalled();
    const html = await serverHtml(
      <main>
        <Lazy label="正在读取 App 的登录状态" onLogin={() => undefined} />
      </main>,
    );
    expect(html).toContain('<section><p>正在读取 App 的登录状态</p><button type="button">登录</button></section>');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<template');
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('keeps the server’s nodes while its code comes, then hydrates them in place', async () => {
    const html = await serverHtml(<Lazy0 />);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const button = container.querySelector('button')!;

    const { importer, arrive } = deferred();
    const Lazy = lazyComponent(importer);
    const logins: number[] = [];
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Lazy label="等一下" onLogin={() => logins.push(1)} />, { onRecoverableError: (e) => errors.push(e) });
    });
    expect(importer).toHaveBeenCalledTimes(1);
    expect(container.querySelector('button')).toBe(button);
    expect(container.textContent).toBe('等一下登录');

    await act(async () => {
      arrive();
      await new Promise((r) => setTimeout(r, 20));
    });
    expect(container.querySelector('button')).toBe(button);
    await act(async () => button.click());
    expect(logins).toEqual([1]);
    expect(errors).toEqual([]);
    container.remove();
  });

  it('a client render shows its fallback (given the props) until the code has come', async () => {
    const { importer, arrive } = deferred();
    const Lazy = lazyComponent(importer, ({ label }) => <i>{label}</i>);
    const container = document.createElement('div');
    document.body.appendChild(container);
    const root = createRoot(container);
    await act(async () => root.render(<Lazy label="消息" onLogin={() => undefined} />));
    expect(container.innerHTML).toBe('<i>消息</i>');
    await act(async () => {
      arrive();
      await new Promise((r) => setTimeout(r, 20));
    });
    expect(container.innerHTML).toBe('<section><p>消息</p><button type="button">登录</button></section>');
    await act(async () => root.unmount());
    container.remove();
  });

  it('ssr false: the server and the hydrating render show the fallback, the browser the component afterwards', async () => {
    const importer = vi.fn(async () => Wait);
    const ServerSide = lazyComponent(importer, () => <i>加载中</i>, { ssr: false });
    const html = await serverHtml(<ServerSide label="回到顶部" onLogin={() => undefined} />);
    expect(html).toBe('<i>加载中</i>');
    expect(importer).not.toHaveBeenCalled();

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const { importer: later, arrive } = deferred();
    const Browser = lazyComponent(later, () => <i>加载中</i>, { ssr: false });
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Browser label="回到顶部" onLogin={() => undefined} />, { onRecoverableError: (e) => errors.push(e) });
    });
    // Hydrated without a mismatch, then rendered for the browser: its code asked for, the fallback shown meanwhile.
    expect(later).toHaveBeenCalledTimes(1);
    expect(container.innerHTML).toBe('<i>加载中</i>');
    await act(async () => {
      arrive();
      await new Promise((r) => setTimeout(r, 20));
    });
    expect(container.innerHTML).toBe('<section><p>回到顶部</p><button type="button">登录</button></section>');
    expect(errors).toEqual([]);
    container.remove();
  });
});

/** The same screen as the server rendered it (the server's module already loaded). */
const ServerLazy = lazyComponent(async () => Wait);
function Lazy0() {
  return <ServerLazy label="等一下" onLogin={() => undefined} />;
}
