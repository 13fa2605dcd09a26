import { useEffect, useRef, useState, type ReactNode } from 'react';
import 'antd-mobile/es/components/pull-to-refresh/pull-to-refresh.css';

// antd-mobile's PullToRefresh, without its gesture and spring libraries (@use-gesture/react, @react-spring/web), which
// were most of a list page's first-load JavaScript beyond the framework (ADR 0056). Same markup, class names, texts and
// props as this app uses them; the list under it is mounted from the first render and never swapped, so nothing typed
// into it is lost (the trap of the lazy one, ADR 0051's addendum). The head follows the finger while pulling and
// springs back with a CSS transition.

/** antd-mobile's defaults: the head's height while refreshing, and how far it must be pulled to refresh. */
const HEAD_PX = 40;
const THRESHOLD_PX = 60;

export type PullStatus = 'pulling' | 'canRelease' | 'refreshing' | 'complete';

export interface PullToRefreshProps {
  onRefresh?: () => Promise<unknown> | void;
  disabled?: boolean;
  pullingText?: ReactNode;
  canReleaseText?: ReactNode;
  refreshingText?: ReactNode;
  completeText?: ReactNode;
  completeDelay?: number;
  headHeight?: number;
  threshold?: number;
  renderText?: (status: PullStatus) => ReactNode;
  children?: ReactNode;
}

/** The head's height for a finger `y` px below where it started: antd-mobile's rubber band (it resists from the start). */
export function pulledHeight(y: number, headHeight: number): number {
  if (y <= 0) return 0;
  const dimension = headHeight * 5;
  return Math.round((y * dimension * 0.5) / (dimension + 0.5 * y));
}

/** Whether any element from `el` up to the page is scrolled down (then a downward drag scrolls, it does not pull). */
function scrolledAbove(el: Element | null): boolean {
  for (let node: Element | null = el; node; node = node.parentElement) {
    if (node.scrollTop > 0) return true;
  }
  return window.scrollY > 0;
}

export function PullToRefresh(props: PullToRefreshProps) {
  const {
    pullingText = '下拉刷新',
    canReleaseText = '释放立即刷新',
    refreshingText = '加载中...',
    completeText = '刷新成功',
    completeDelay = 500,
  } = props;
  const [status, setStatus] = useState<PullStatus>('pulling');
  const [height, setHeight] = useState(0);
  const [dragging, setDragging] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const live = useRef({ props, status });
  useEffect(() => {
    live.current = { props, status };
  });

  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const headHeight = () => live.current.props.headHeight ?? HEAD_PX;
    const threshold = () => live.current.props.threshold ?? THRESHOLD_PX;
    // idle: no touch to follow; armed: a touch began at the top, its direction not yet known; pulling: following it;
    // other: this touch scrolls or swipes sideways.
    let phase: 'idle' | 'armed' | 'pulling' | 'other' = 'idle';
    let startX = 0;
    let startY = 0;
    let last = 0;
    let timer = 0;
    const later = (fn: () => void, ms: number) => {
      window.clearTimeout(timer);
      timer = window.setTimeout(fn, ms);
    };

    const refresh = async () => {
      setHeight(headHeight());
      setStatus('refreshing');
      try {
        await live.current.props.onRefresh?.();
      } catch {
        // The page shows its own error; the head just closes.
        setHeight(0);
        setStatus('pulling');
        return;
      }
      setStatus('complete');
      if (completeDelay > 0) await new Promise((r) => window.setTimeout(r, completeDelay));
      setHeight(0);
      later(() => setStatus('pulling'), 300);
    };

    const onStart = (e: TouchEvent) => {
      const { props: p, status: s } = live.current;
      phase = 'idle';
      if (p.disabled || s === 'refreshing' || s === 'complete' || e.touches.length !== 1) return;
      if (scrolledAbove(e.target instanceof Element ? e.target : null)) return;
      startX = e.touches[0].clientX;
      startY = e.touches[0].clientY;
      last = 0;
      phase = 'armed';
    };
    const onMove = (e: TouchEvent) => {
      if (phase === 'idle' || phase === 'other') return;
      const dy = e.touches[0].clientY - startY;
      const dx = e.touches[0].clientX - startX;
      if (phase === 'armed') {
        if (Math.abs(dy) < 5 && Math.abs(dx) < 5) return;
        phase = dy > 0 && dy > Math.abs(dx) ? 'pulling' : 'other';
        if (phase === 'other') return;
        window.clearTimeout(timer);
        setDragging(true);
      }
      if (e.cancelable) e.preventDefault();
      e.stopPropagation();
      last = pulledHeight(dy, headHeight());
      setHeight(last);
      setStatus(last > threshold() ? 'canRelease' : 'pulling');
    };
    const onEnd = () => {
      const was = phase;
      phase = 'idle';
      if (was !== 'pulling') return;
      setDragging(false);
      if (last > threshold()) {
        void refresh();
      } else {
        setHeight(0);
        later(() => setStatus('pulling'), 300);
      }
    };
    root.addEventListener('touchstart', onStart, { passive: true });
    root.addEventListener('touchmove', onMove, { passive: false });
    root.addEventListener('touchend', onEnd);
    root.addEventListener('touchcancel', onEnd);
    return () => {
      window.clearTimeout(timer);
      root.removeEventListener('touchstart', onStart);
      root.removeEventListener('touchmove', onMove);
      root.removeEventListener('touchend', onEnd);
      root.removeEventListener('touchcancel', onEnd);
    };
  }, [completeDelay]);

  const text = props.renderText
    ? props.renderText(status)
    : { pulling: pullingText, canRelease: canReleaseText, refreshing: refreshingText, complete: completeText }[status];
  return (
    <div ref={rootRef} className="adm-pull-to-refresh">
      <div
        className="adm-pull-to-refresh-head"
        style={{ height, transition: dragging ? 'none' : 'height .3s cubic-bezier(.25,.8,.5,1)' }}
      >
        <div className="adm-pull-to-refresh-head-content" style={{ height: props.headHeight ?? HEAD_PX }}>
          {text}
        </div>
      </div>
      <div className="adm-pull-to-refresh-content">{props.children}</div>
    </div>
  );
}

export default PullToRefresh;
