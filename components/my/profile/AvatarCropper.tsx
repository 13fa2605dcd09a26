import { useRef, useState, type PointerEvent, type WheelEvent } from 'react';
import { Slider } from 'antd-mobile';
import { Popup } from '@/components/common/lazyAntd';
import { MAX_ZOOM, centredOffset, clampOffset, coverScale, cropRect, zoomAround, type CropRect, type Point, type Size } from './cropMath';
import styles from './profile.module.css';

type Props = {
  /** An object URL of the chosen picture, and its natural size. */
  src: string;
  size: Size;
  onCancel: () => void;
  onConfirm: (rect: CropRect) => void;
};

const VIEW_PX = 280;

/**
 * 裁剪头像: the picture under a square window, dragged with a finger (or the mouse) and zoomed with the slider, two
 * fingers or the wheel. What the window shows is the square sent to the server (cropMath.ts). Mount one per picture
 * (key it by `src`).
 */
export function AvatarCropper({ src, size, onCancel, onConfirm }: Props) {
  const base = coverScale(size, VIEW_PX);
  const [zoom, setZoom] = useState(1);
  const [offset, setOffset] = useState<Point>(() => centredOffset(size, VIEW_PX, base));
  const pointers = useRef(new Map<number, Point>());
  const pinch = useRef<{ distance: number; zoom: number } | null>(null);
  const scale = base * zoom;

  const zoomTo = (next: number, anchor: Point = { x: VIEW_PX / 2, y: VIEW_PX / 2 }) => {
    const z = Math.min(MAX_ZOOM, Math.max(1, next));
    setOffset((o) => zoomAround(o, base * zoom, base * z, anchor, size, VIEW_PX));
    setZoom(z);
  };

  const local = (e: PointerEvent<HTMLDivElement>): Point => {
    const r = e.currentTarget.getBoundingClientRect();
    return { x: e.clientX - r.left, y: e.clientY - r.top };
  };
  const onDown = (e: PointerEvent<HTMLDivElement>) => {
    e.currentTarget.setPointerCapture(e.pointerId);
    pointers.current.set(e.pointerId, local(e));
    if (pointers.current.size === 2) {
      const [a, b] = [...pointers.current.values()];
      pinch.current = { distance: Math.hypot(a.x - b.x, a.y - b.y), zoom };
    }
  };
  const onMove = (e: PointerEvent<HTMLDivElement>) => {
    const prev = pointers.current.get(e.pointerId);
    if (!prev) return;
    const now = local(e);
    pointers.current.set(e.pointerId, now);
    if (pointers.current.size === 2 && pinch.current) {
      const [a, b] = [...pointers.current.values()];
      const ratio = Math.hypot(a.x - b.x, a.y - b.y) / (pinch.current.distance || 1);
      zoomTo(pinch.current.zoom * ratio, { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });
      return;
    }
    setOffset((o) => clampOffset({ x: o.x + now.x - prev.x, y: o.y + now.y - prev.y }, size, VIEW_PX, scale));
  };
  const onUp = (e: PointerEvent<HTMLDivElement>) => {
    pointers.current.delete(e.pointerId);
    if (pointers.current.size < 2) pinch.current = null;
  };
  const onWheel = (e: WheelEvent<HTMLDivElement>) => {
    const r = e.currentTarget.getBoundingClientRect();
    zoomTo(zoom * (e.deltaY < 0 ? 1.1 : 1 / 1.1), { x: e.clientX - r.left, y: e.clientY - r.top });
  };

  return (
    <Popup visible position="bottom" onMaskClick={onCancel} bodyStyle={{ background: '#111' }}>
      <div className={styles.cropper} role="dialog" aria-label="裁剪头像">
        <p className={styles.cropTitle}>拖动或缩放图片，选择头像区域</p>
        <div
          className={styles.viewport}
          style={{ width: VIEW_PX, height: VIEW_PX }}
          onPointerDown={onDown}
          onPointerMove={onMove}
          onPointerUp={onUp}
          onPointerCancel={onUp}
          onWheel={onWheel}
        >
          <img
            src={src}
            alt="待裁剪的头像"
            draggable={false}
            style={{ width: size.w, height: size.h, transform: `translate(${offset.x}px, ${offset.y}px) scale(${scale})` }}
          />
          <div className={styles.circle} aria-hidden />
        </div>
        <Slider className={styles.zoom} min={1} max={MAX_ZOOM} step={0.01} value={zoom} onChange={(v) => zoomTo(v as number)} aria-label="缩放" />
        <div className={styles.cropActions}>
          <button type="button" onClick={onCancel}>
            取消
          </button>
          <button type="button" onClick={() => onConfirm(cropRect(offset, size, VIEW_PX, scale))}>
            确定
          </button>
        </div>
      </div>
    </Popup>
  );
}
