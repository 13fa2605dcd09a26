import { act, useState } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Dialog, ImageViewer, Popup, Swiper, lazyOverlay } from '@/components/common/lazyAntd';
import { moduleLoader } from '@/lib/moduleLoader';
import { Dropdown } from '@/components/common/LazyDropdown';

// antd-mobile's overlays load on first open (components/common/lazyAntd.tsx, ADR 0051).

type FakeProps = { visible?: boolean; label: string };

/** A stand-in overlay module whose load the test counts and releases by hand. */
function fakeOverlay() {
  const renders: boolean[] = [];
  function Fake({ visible, label }: FakeProps) {
    renders.push(!!visible);
    return visible ? <div role="dialog">{label}</div> : null;
  }
  let release: () => void = () => undefined;
  const importer = vi.fn(() => new Promise<{ default: typeof Fake }>((resolve) => (release = () => resolve({ default: Fake }))));
  const Lazy = lazyOverlay('Fake', moduleLoader(importer), (m: { default: typeof Fake }) => m.default);
  return { Lazy, importer, renders, release: () => release() };
}

function Opener({ Lazy }: { Lazy: (p: FakeProps) => React.ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        打开
      </button>
      <button type="button" onClick={() => setOpen(false)}>
        关闭
      </button>
      <Lazy visible={open} label="选择规格" />
    </>
  );
}

describe('lazyOverlay', () => {
  it('renders nothing and loads nothing while it has never been opened', async () => {
    const { Lazy, importer } = fakeOverlay();
    const { container } = render(<Lazy visible={false} label="选择规格" />);
    await act(async () => undefined);
    expect(container).toBeEmptyDOMElement();
    expect(importer).not.toHaveBeenCalled();
  });

  it('the first open loads the component, mounts it closed, then shows it (no lost first tap)', async () => {
    const { Lazy, importer, renders, release } = fakeOverlay();
    render(<Opener Lazy={Lazy} />);
    fireEvent.click(screen.getByText('打开'));
    expect(importer).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(async () => release());
    expect(await screen.findByRole('dialog')).toHaveTextContent('选择规格');
    // Mounted closed first, so antd-mobile's open animation (and afterShow) runs.
    expect(renders[0]).toBe(false);
    fireEvent.click(screen.getByText('关闭'));
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByText('打开'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('closed again before the load ended: loaded, not shown', async () => {
    const { Lazy, release } = fakeOverlay();
    render(<Opener Lazy={Lazy} />);
    fireEvent.click(screen.getByText('打开'));
    fireEvent.click(screen.getByText('关闭'));
    await act(async () => release());
    await act(async () => new Promise((r) => setTimeout(r, 10)));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("a loaded overlay's content mounts when opened, so a callback ref can focus it", async () => {
    function Sheet({ visible }: { visible: boolean }) {
      return (
        <Popup visible={visible} destroyOnClose>
          <input aria-label="密码" ref={(el) => el?.focus()} />
        </Popup>
      );
    }
    const { rerender } = render(<Sheet visible={false} />);
    expect(screen.queryByLabelText('密码')).toBeNull();
    rerender(<Sheet visible />);
    const input = await screen.findByLabelText('密码');
    await waitFor(() => expect(document.activeElement).toBe(input));
  });
});

describe('Popup, ImageViewer.Multi (antd-mobile, loaded on first open)', () => {
  it('Popup shows its content once opened', async () => {
    const { rerender } = render(<Popup visible={false}>规格</Popup>);
    expect(document.querySelector('.adm-popup')).toBeNull();
    rerender(<Popup visible>规格</Popup>);
    expect(await screen.findByText('规格')).toBeInTheDocument();
    await waitFor(() => expect(document.querySelector('.adm-popup')).not.toBeNull());
  });

  it('ImageViewer.Multi renders nothing until opened', async () => {
    render(<ImageViewer.Multi images={['/a.png']} visible={false} />);
    await act(async () => undefined);
    expect(document.querySelector('.adm-image-viewer-content')).toBeNull();
  });
});

describe('Dialog (imperative, loads on call)', () => {
  afterEach(async () => {
    await act(async () => Dialog.clear());
  });

  it('Dialog.confirm shows its content and resolves true when confirmed', async () => {
    let answer: Promise<boolean> = Promise.resolve(false);
    await act(async () => {
      answer = Dialog.confirm({ content: '确定删除该地址？', confirmText: '删除', cancelText: '取消' });
    });
    expect(await screen.findByText('确定删除该地址？')).toBeInTheDocument();
    await act(async () => screen.getByText('删除').click());
    await expect(answer).resolves.toBe(true);
  });

  it('Dialog.alert resolves when confirmed', async () => {
    let done = false;
    await act(async () => {
      void Dialog.alert({ content: '地址已保存', confirmText: '知道了' }).then(() => (done = true));
    });
    expect(await screen.findByText('地址已保存')).toBeInTheDocument();
    await act(async () => screen.getByText('知道了').click());
    await waitFor(() => expect(done).toBe(true));
  });
});

describe('Swiper (first slide as markup until loaded)', () => {
  it('shows the first slide at once, then becomes antd-mobile Swiper with every slide', async () => {
    render(
      <Swiper>
        <Swiper.Item>一</Swiper.Item>
        <Swiper.Item>二</Swiper.Item>
      </Swiper>,
    );
    expect(screen.getByText('一')).toBeInTheDocument();
    expect(document.querySelector('[data-lazy-swiper]')).not.toBeNull();
    await waitFor(() => expect(document.querySelector('.adm-swiper')).not.toBeNull());
    expect(document.querySelector('[data-lazy-swiper]')).toBeNull();
    expect(document.querySelectorAll('.adm-swiper-item')).toHaveLength(2);
  });
});

describe('Dropdown (its bar until the first tap)', () => {
  it('shows the titles at once; a tap loads the Dropdown and opens the tapped item, told to onChange', async () => {
    const onChange = vi.fn();
    render(
      <Dropdown onChange={onChange}>
        <Dropdown.Item key="sort" title="综合排序">
          <p>价格从低到高</p>
        </Dropdown.Item>
        <Dropdown.Item key="region" title="区域" highlight>
          <p>朝阳区</p>
        </Dropdown.Item>
      </Dropdown>,
    );
    expect(screen.getByText('综合排序')).toBeInTheDocument();
    expect(screen.queryByText('朝阳区')).toBeNull();
    fireEvent.click(screen.getByText('区域'));
    expect(onChange).toHaveBeenCalledWith('region');
    expect(await screen.findByText('朝阳区')).toBeInTheDocument();
    expect(screen.queryByText('价格从低到高')).toBeNull();
    // antd-mobile's Dropdown now: a second tap on the title closes it.
    fireEvent.click(screen.getByText('区域'));
    expect(onChange).toHaveBeenLastCalledWith(null);
  });
});
