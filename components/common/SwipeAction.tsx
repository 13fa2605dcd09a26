import { useEffect, useEffectEvent, useImperativeHandle, useRef, useState, type CSSProperties, type MouseEvent, type PointerEvent, type ReactNode, type Ref } from 'react';
import Button from 'antd-mobile/es/components/button';
// antd-mobile's own stylesheet and class names: the rows look as they did with its SwipeAction.
import 'antd-mobile/es/components/swipe-action/swipe-action.css';

/*
 * The part of antd-mobile's SwipeAction this app uses, without its @react-spring and @use-gesture (about 24 KB gzip
 * of first-load JS on the pages with a swipeable row): a horizontal drag moves the track (touch, or a mouse), the
 * release snaps it open or closed (a flick counts), a CSS transition animates the rest. Vertical drags are left to the
 * page's scrolling. The action buttons are always in the DOM (focusing one reveals it), as antd-mobile's are.
 */

type Side = 'left' | 'right';
type Color = 'light' | 'weak' | 'primary' | 'success' | 'warning' | 'danger';
export type SwipeActionItem = { key: string | number; text: ReactNode; color?: Color | (string & {}); onClick?: (e: MouseEvent) => void };
export type SwipeActionRef = { show: (side?: Side) => void; close: () => void };
type Props = {
  rightActions?: SwipeActionItem[];
  leftActions?: SwipeActionItem[];
  children?: ReactNode;
  style?: CSSProperties;
  className?: string;
  /** Close once an action is tapped (default true). */
  closeOnAction?: boolean;
  /** Close on a touch outside the row (default true). */
  closeOnTouchOutside?: boolean;
  onActionsReveal?: (side: Side) => void;
  ref?: Ref<SwipeActionRef>;
};

const COLORS: Record<string, string> = {
  light: 'var(--adm-color-light)',
  weak: 'var(--adm-color-weak)',
  primary: 'var(--adm-color-primary)',
  success: 'var(--adm-color-success)',
  warning: 'var(--adm-color-warning)',
  danger: 'var(--adm-color-danger)',
};
const cls = 'adm-swipe-action';
/** Pixels a finger moves before the drag's axis is decided. */
const AXIS_PX = 6;
/** A release's velocity (px/ms) carries the track this many ms further (antd-mobile's 50). */
const FLING_MS = 50;

type View = { x: number; side: Side | null; dragging: boolean };
type Gesture = { sx: number; sy: number; from: number; x: number; axis: 'x' | 'y' | null; v: number; t: number };

export function SwipeAction({ rightActions = [], leftActions = [], closeOnAction = true, closeOnTouchOutside = true, ...p }: Props) {
  const rootRef = useRef<HTMLDivElement>(null);
  const leftRef = useRef<HTMLDivElement>(null);
  const rightRef = useRef<HTMLDivElement>(null);
  const [view, setView] = useState<View>({ x: 0, side: null, dragging: false });
  const gesture = useRef<Gesture | null>(null);
  /** A drag has just ended: the click it may cause is swallowed. */
  const dragged = useRef(false);

  const width = (side: Side) => (side === 'left' ? leftRef : rightRef).current?.offsetWidth ?? 0;
  const open = (side: Side) => {
    setView({ x: side === 'left' ? width('left') : -width('right'), side, dragging: false });
    p.onActionsReveal?.(side);
  };
  const close = () => setView({ x: 0, side: null, dragging: false });
  useImperativeHandle(p.ref, () => ({ show: (side = 'right') => open(side), close }));

  const start = (sx: number, sy: number) => {
    gesture.current = { sx, sy, from: view.x, x: view.x, axis: null, v: 0, t: performance.now() };
  };
  const move = (cx: number, cy: number, e: Event) => {
    const g = gesture.current;
    if (!g || g.axis === 'y') return;
    const dx = cx - g.sx;
    const dy = cy - g.sy;
    if (!g.axis) {
      if (Math.abs(dx) < AXIS_PX && Math.abs(dy) < AXIS_PX) return;
      g.axis = Math.abs(dx) > Math.abs(dy) ? 'x' : 'y';
      if (g.axis === 'y') return;
      dragged.current = true;
    }
    if (e.cancelable) e.preventDefault();
    const t = performance.now();
    const x = Math.min(width('left'), Math.max(-width('right'), g.from + dx));
    const v = Math.max(-3, Math.min(3, (x - g.x) / Math.max(t - g.t, 1)));
    Object.assign(g, { x, v: (g.v + v) / 2, t });
    setView((s) => ({ ...s, x, dragging: true }));
  };
  const end = () => {
    const g = gesture.current;
    gesture.current = null;
    if (g?.axis !== 'x') return;
    const flung = g.x + (performance.now() - g.t < 100 ? g.v * FLING_MS : 0);
    const pos = g.x > 0 ? Math.max(0, flung) : g.x < 0 ? Math.min(0, flung) : 0;
    const stops = [-width('right'), 0, width('left')];
    const target = stops.reduce((a, b) => (Math.abs(b - pos) < Math.abs(a - pos) ? b : a));
    if (target === 0) close();
    else open(target > 0 ? 'left' : 'right');
    window.setTimeout(() => (dragged.current = false));
  };

  const onTouchStart = useEffectEvent((e: TouchEvent) => start(e.touches[0].clientX, e.touches[0].clientY));
  const onTouchMove = useEffectEvent((e: TouchEvent) => move(e.touches[0].clientX, e.touches[0].clientY, e));
  const onTouchEnd = useEffectEvent(() => end());
  const onOutside = useEffectEvent((target: EventTarget | null) => {
    if (view.side && !rootRef.current?.contains(target as Node | null)) close();
  });
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    // Native listeners: React's touchmove is passive, and a horizontal drag must keep the page from scrolling.
    const touchStart = (e: TouchEvent) => onTouchStart(e);
    const touchMove = (e: TouchEvent) => onTouchMove(e);
    const touchEnd = () => onTouchEnd();
    const focusOut = (e: FocusEvent) => onOutside(e.relatedTarget);
    const off = new AbortController();
    const { signal } = off;
    root.addEventListener('touchstart', touchStart, { passive: true, signal });
    root.addEventListener('touchmove', touchMove, { passive: false, signal });
    root.addEventListener('touchend', touchEnd, { signal });
    root.addEventListener('touchcancel', touchEnd, { signal });
    root.addEventListener('focusout', focusOut, { signal });
    return () => off.abort();
  }, []);
  useEffect(() => {
    if (!closeOnTouchOutside) return;
    const touch = (e: TouchEvent) => onOutside(e.target);
    document.addEventListener('touchstart', touch);
    return () => document.removeEventListener('touchstart', touch);
  }, [closeOnTouchOutside]);

  /** A mouse drag, as antd-mobile allows one (touch has its own listeners above). */
  const onPointerDown = (e: PointerEvent) => {
    if (e.pointerType !== 'mouse' || e.button !== 0) return;
    start(e.clientX, e.clientY);
    const off = new AbortController();
    const mouseUp = () => {
      end();
      off.abort();
    };
    window.addEventListener('pointermove', (ev) => move(ev.clientX, ev.clientY, ev), { signal: off.signal });
    window.addEventListener('pointerup', mouseUp, { signal: off.signal });
    window.addEventListener('pointercancel', mouseUp, { signal: off.signal });
  };
  /** Swallows a click: the one a drag ends with, or a tap on the content of an open row (which closes it). */
  const swallow = (e: MouseEvent, when: boolean) => {
    if (!when) return false;
    e.preventDefault();
    e.stopPropagation();
    return true;
  };

  const actions = (side: Side, items: SwipeActionItem[]) => (
    <div ref={side === 'left' ? leftRef : rightRef} className={`${cls}-actions ${cls}-actions-${side}`} onFocus={() => view.side !== side && open(side)}>
      {items.map((a) => (
        <Button
          key={a.key}
          className={`${cls}-action-button`}
          style={{ '--background-color': COLORS[a.color ?? 'light'] ?? a.color }}
          onClick={(e) => {
            if (closeOnAction) close();
            a.onClick?.(e);
          }}
        >
          {a.text}
        </Button>
      ))}
    </div>
  );
  return (
    <div ref={rootRef} className={p.className ? `${cls} ${p.className}` : cls} style={p.style} onPointerDown={onPointerDown} onClickCapture={(e) => swallow(e, dragged.current)}>
      <div className={`${cls}-track`} style={{ transform: `translateX(${view.x}px)`, transition: view.dragging ? 'none' : 'transform 0.3s ease-out' }}>
        {actions('left', leftActions)}
        {/* Open, a tap on the content closes the row and goes no further (the content is often a link). */}
        <div className={`${cls}-content`} onClickCapture={(e) => swallow(e, !!view.side) && close()}>
          <div style={{ pointerEvents: view.side ? 'none' : undefined }}>{p.children}</div>
        </div>
        {actions('right', rightActions)}
      </div>
    </div>
  );
}
