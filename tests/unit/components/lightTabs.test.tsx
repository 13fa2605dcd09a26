import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { Tabs, inkOf } from '@/components/common/Tabs';

// The light Tabs (components/common/Tabs.tsx, ADR 0056): antd-mobile's markup and behaviour without react-spring.

describe('Tabs', () => {
  it('selects the first tab by default, and a tap selects another and reports it once', () => {
    const onChange = vi.fn();
    render(
      <Tabs onChange={onChange}>
        <Tabs.Tab key="a" title="全部" />
        <Tabs.Tab key="b" title="待付款" />
      </Tabs>,
    );
    expect(screen.getByRole('tab', { name: '全部' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.click(screen.getByRole('tab', { name: '待付款' }));
    expect(screen.getByRole('tab', { name: '待付款' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: '待付款' })).toHaveClass('adm-tabs-tab-active');
    fireEvent.click(screen.getByRole('tab', { name: '待付款' }));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith('b');
  });

  it('follows activeKey when controlled, and ignores taps on a disabled tab', () => {
    function Controlled() {
      const [tab, setTab] = useState('b');
      return (
        <Tabs activeKey={tab} onChange={setTab}>
          <Tabs.Tab key="a" title="甲" />
          <Tabs.Tab key="b" title="乙" />
          <Tabs.Tab key="c" title="丙" disabled />
        </Tabs>
      );
    }
    render(<Controlled />);
    expect(screen.getByRole('tab', { name: '乙' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.click(screen.getByRole('tab', { name: '丙' }));
    expect(screen.getByRole('tab', { name: '乙' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.click(screen.getByRole('tab', { name: '甲' }));
    expect(screen.getByRole('tab', { name: '甲' })).toHaveAttribute('aria-selected', 'true');
  });

  it('keeps a visited pane mounted (hidden) unless destroyOnClose, and renders unvisited panes only when forced', () => {
    render(
      <Tabs defaultActiveKey="intro">
        <Tabs.Tab key="intro" title="简介">
          <p>简介内容</p>
        </Tabs.Tab>
        <Tabs.Tab key="chapters" title="目录">
          <p>目录内容</p>
        </Tabs.Tab>
        <Tabs.Tab key="notes" title="笔记" destroyOnClose>
          <p>笔记内容</p>
        </Tabs.Tab>
        <Tabs.Tab key="more" title="更多" forceRender>
          <p>更多内容</p>
        </Tabs.Tab>
      </Tabs>,
    );
    expect(screen.queryByText('目录内容')).toBeNull();
    expect(screen.getByText('更多内容')).not.toBeVisible();
    fireEvent.click(screen.getByRole('tab', { name: '目录' }));
    expect(screen.getByText('目录内容')).toBeVisible();
    expect(screen.getByText('简介内容')).not.toBeVisible();
    fireEvent.click(screen.getByRole('tab', { name: '笔记' }));
    expect(screen.getByText('笔记内容')).toBeVisible();
    fireEvent.click(screen.getByRole('tab', { name: '简介' }));
    expect(screen.queryByText('笔记内容')).toBeNull();
    expect(screen.getByText('目录内容')).not.toBeVisible();
  });

  it('moves with the arrow keys, skipping disabled tabs, and focuses the tab it moved to', () => {
    render(
      <Tabs>
        <Tabs.Tab key="a" title="甲" />
        <Tabs.Tab key="b" title="乙" disabled />
        <Tabs.Tab key="c" title="丙" />
      </Tabs>,
    );
    fireEvent.keyDown(screen.getByRole('tablist'), { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: '丙' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: '丙' })).toHaveFocus();
    fireEvent.keyDown(screen.getByRole('tablist'), { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: '甲' })).toHaveAttribute('aria-selected', 'true');
  });

  it('reads panes inside fragments', () => {
    render(
      <Tabs>
        <>
          <Tabs.Tab key="x" title="一" />
          <Tabs.Tab key="y" title="二" />
        </>
      </Tabs>,
    );
    expect(screen.getAllByRole('tab')).toHaveLength(2);
  });
});

describe('inkOf', () => {
  const tab = { left: 300, width: 40 };
  const wrapper = { left: 290, width: 60 };
  it('puts the line under the title (auto), the wrapper (full) or centred at a fixed width', () => {
    const list = { width: 375, scrollWidth: 375 };
    expect(inkOf('auto', tab, wrapper, 0, list)).toMatchObject({ x: 300, width: 40 });
    expect(inkOf('full', tab, wrapper, 0, list)).toMatchObject({ x: 290, width: 60 });
    expect(inkOf('fixed', tab, wrapper, 20, list)).toMatchObject({ x: 310, width: null });
  });
  it('scrolls the header to centre the active tab, within the scrollable range', () => {
    expect(inkOf('auto', tab, wrapper, 0, { width: 200, scrollWidth: 800 }).scrollLeft).toBe(220);
    expect(inkOf('auto', { left: 10, width: 40 }, wrapper, 0, { width: 200, scrollWidth: 800 }).scrollLeft).toBe(0);
    expect(inkOf('auto', { left: 780, width: 20 }, wrapper, 0, { width: 200, scrollWidth: 800 }).scrollLeft).toBe(600);
    expect(inkOf('auto', tab, wrapper, 0, { width: 375, scrollWidth: 375 }).scrollLeft).toBe(0);
  });
});
