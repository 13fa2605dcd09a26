import {
  Children,
  Fragment,
  isValidElement,
  useCallback,
  useEffect,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import 'antd-mobile/es/components/tabs/tabs.css';
import { useIsoLayoutEffect } from '@/lib/useIsoLayoutEffect';

// antd-mobile's Tabs, without its animation library: its ink bar, header scroll and edge masks move with
// @react-spring/web, which with PullToRefresh made up most of a list page's first-load JavaScript beyond the
// framework (ADR 0056). Same markup, class names and stylesheet, so pages' CSS overrides and the look stay; the ink bar
// moves with a CSS transition and the header scrolls with the browser's smooth scroll. The props are the ones this app
// uses: activeKey / defaultActiveKey / onChange, activeLineMode, stretch, and Tabs.Tab's title, disabled,
// forceRender, destroyOnClose and children.

export interface TabProps {
  title?: ReactNode;
  disabled?: boolean;
  forceRender?: boolean;
  destroyOnClose?: boolean;
  children?: ReactNode;
}

export interface TabsProps {
  activeKey?: string | null;
  defaultActiveKey?: string | null;
  onChange?: (key: string) => void;
  activeLineMode?: 'auto' | 'full' | 'fixed';
  stretch?: boolean;
  className?: string;
  style?: CSSProperties & Record<`--${string}`, string | number>;
  children?: ReactNode;
}

function Tab(_: TabProps): null {
  return null;
}


/** The tabs' panes: children with a string key, fragments looked into (as antd-mobile's Tabs reads them). */
function panesOf(children: ReactNode): ReactElement<TabProps>[] {
  const out: ReactElement<TabProps>[] = [];
  const walk = (nodes: ReactNode) =>
    Children.forEach(nodes, (child) => {
      if (!isValidElement(child)) return;
      if (child.type === Fragment) walk((child.props as { children?: ReactNode }).children);
      else if (typeof child.key === 'string') out.push(child as ReactElement<TabProps>);
    });
  walk(children);
  return out;
}

/** Where the ink bar goes under the active tab, and how far the header scrolls to centre it. */
export function inkOf(
  mode: 'auto' | 'full' | 'fixed',
  tab: { left: number; width: number },
  wrapper: { left: number; width: number },
  line: number,
  list: { width: number; scrollWidth: number },
): { x: number; width: number | null; scrollLeft: number } {
  const x = mode === 'full' ? wrapper.left : mode === 'fixed' ? tab.left + (tab.width - line) / 2 : tab.left;
  const width = mode === 'full' ? wrapper.width : mode === 'fixed' ? null : tab.width;
  const max = Math.max(0, list.scrollWidth - list.width);
  const scrollLeft = Math.min(max, Math.max(0, tab.left - (list.width - tab.width) / 2));
  return { x, width, scrollLeft };
}

function TabsRoot(props: TabsProps) {
  const { activeLineMode = 'auto', stretch = true } = props;
  const panes = panesOf(props.children);
  const firstKey = (panes[0]?.key as string | undefined) ?? null;
  const [inner, setInner] = useState<string | null>(() => props.defaultActiveKey ?? firstKey);
  const controlled = props.activeKey !== undefined;
  const activeKey = controlled ? (props.activeKey ?? null) : inner;
  const listRef = useRef<HTMLDivElement>(null);
  const lineRef = useRef<HTMLDivElement>(null);
  const tabRefs = useRef<Record<string, HTMLDivElement | null>>({});
  const byKeyboard = useRef<string | null>(null);
  const placed = useRef(false);
  const [masks, setMasks] = useState({ left: false, right: false });
  const [seen, setSeen] = useState<Set<string>>(() => new Set(activeKey ? [activeKey] : []));
  if (activeKey && !seen.has(activeKey)) setSeen(new Set(seen).add(activeKey));

  const choose = (key: string) => {
    if (key === activeKey) return;
    if (!controlled) setInner(key);
    props.onChange?.(key);
  };

  const updateMasks = useCallback(() => {
    const list = listRef.current;
    if (!list) return;
    const left = list.scrollLeft > 0;
    const right = list.scrollLeft + list.offsetWidth < list.scrollWidth;
    setMasks((m) => (m.left === left && m.right === right ? m : { left, right }));
  }, []);

  const place = useCallback(
    (smooth: boolean) => {
      const list = listRef.current;
      const line = lineRef.current;
      if (!list || !line) return;
      const tab = activeKey ? tabRefs.current[activeKey] : null;
      const wrapper = tab?.parentElement;
      if (!tab || !wrapper) {
        line.style.width = '0px';
        return;
      }
      const ink = inkOf(
        activeLineMode,
        { left: tab.offsetLeft, width: tab.offsetWidth },
        { left: wrapper.offsetLeft, width: wrapper.offsetWidth },
        line.offsetWidth,
        { width: list.offsetWidth, scrollWidth: list.scrollWidth },
      );
      line.style.transition = smooth ? '' : 'none';
      line.style.transform = `translate3d(${ink.x}px, 0, 0)`;
      if (ink.width !== null) line.style.width = `${ink.width}px`;
      if (list.scrollWidth > list.offsetWidth && typeof list.scrollTo === 'function') {
        list.scrollTo({ left: ink.scrollLeft, behavior: smooth ? 'smooth' : 'auto' });
      }
      updateMasks();
    },
    [activeKey, activeLineMode, updateMasks],
  );

  // First placement without a transition; later changes of the active tab slide.
  useIsoLayoutEffect(() => {
    place(placed.current);
    placed.current = true;
  }, [place]);

  // Titles that change (counts arriving) or a resized header move the bar at once.
  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const again = () => place(false);
    const observers: { disconnect(): void }[] = [];
    if (typeof ResizeObserver !== 'undefined') {
      const r = new ResizeObserver(again);
      r.observe(list);
      observers.push(r);
    }
    if (typeof MutationObserver !== 'undefined') {
      const m = new MutationObserver(again);
      m.observe(list, { subtree: true, childList: true, characterData: true });
      observers.push(m);
    }
    return () => observers.forEach((o) => o.disconnect());
  }, [place]);

  useEffect(() => {
    if (activeKey && byKeyboard.current === activeKey) {
      tabRefs.current[activeKey]?.focus();
      byKeyboard.current = null;
    }
  }, [activeKey]);

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
    e.preventDefault();
    const step = e.key === 'ArrowRight' ? 1 : -1;
    const at = panes.findIndex((p) => p.key === activeKey);
    for (let i = 1; i <= panes.length; i += 1) {
      const pane = panes[(at + step * i + panes.length * 2) % panes.length];
      if (!pane.props.disabled) {
        byKeyboard.current = pane.key as string;
        choose(pane.key as string);
        return;
      }
    }
  };

  return (
    <div className={`adm-tabs${props.className ? ` ${props.className}` : ''}`} style={props.style}>
      <div className="adm-tabs-header">
        <div className="adm-tabs-header-mask adm-tabs-header-mask-left" style={{ opacity: masks.left ? 1 : 0, transition: 'opacity .2s' }} />
        <div className="adm-tabs-header-mask adm-tabs-header-mask-right" style={{ opacity: masks.right ? 1 : 0, transition: 'opacity .2s' }} />
        <div className="adm-tabs-tab-list" ref={listRef} role="tablist" onScroll={updateMasks} onKeyDown={onKeyDown}>
          <div
            ref={lineRef}
            className="adm-tabs-tab-line"
            style={{
              width: activeLineMode === 'fixed' ? 'var(--fixed-active-line-width, 30px)' : 0,
              transition: 'transform .25s ease-out, width .25s ease-out',
            }}
          />
          {panes.map((pane) => {
            const key = pane.key as string;
            const active = key === activeKey;
            return (
              <div key={key} className={`adm-tabs-tab-wrapper${stretch ? ' adm-tabs-tab-wrapper-stretch' : ''}`}>
                <div
                  role="tab"
                  aria-selected={active}
                  tabIndex={active ? 0 : -1}
                  ref={(el) => {
                    tabRefs.current[key] = el;
                  }}
                  onClick={() => {
                    if (!pane.props.disabled) choose(key);
                  }}
                  className={`adm-tabs-tab${active ? ' adm-tabs-tab-active' : ''}${pane.props.disabled ? ' adm-tabs-tab-disabled' : ''}`}
                >
                  {pane.props.title}
                </div>
              </div>
            );
          })}
        </div>
      </div>
      {panes.map((pane) => {
        const key = pane.key as string;
        if (pane.props.children === undefined) return null;
        const active = key === activeKey;
        const render = active || pane.props.forceRender || (seen.has(key) && !pane.props.destroyOnClose);
        if (!render) return null;
        return (
          <div key={key} className="adm-tabs-content" style={{ display: active ? 'block' : 'none' }}>
            {pane.props.children}
          </div>
        );
      })}
    </div>
  );
}

/** antd-mobile's `Tabs` / `Tabs.Tab`, light (see above). */
export const Tabs = Object.assign(TabsRoot, { Tab });
export default Tabs;
