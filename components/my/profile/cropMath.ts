/**
 * The avatar cropper's geometry (plain functions, unit-tested). The picture (w × h natural pixels) is shown in a square
 * viewport of `view` CSS pixels at `scale` (CSS pixels per picture pixel), its top-left corner at `offset` from the
 * viewport's: the picture always covers the viewport, and what the viewport shows is the square the server keeps.
 */

export type Size = { w: number; h: number };
export type Point = { x: number; y: number };
export type CropRect = { x: number; y: number; size: number };

export const MAX_ZOOM = 4;

/** The smallest scale at which the picture covers the viewport (zoom 1). */
export const coverScale = ({ w, h }: Size, view: number) => view / Math.min(w, h);

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/** Keeps the picture over the whole viewport: no empty band at any edge. */
export function clampOffset(offset: Point, img: Size, view: number, scale: number): Point {
  return {
    x: clamp(offset.x, Math.min(0, view - img.w * scale), 0),
    y: clamp(offset.y, Math.min(0, view - img.h * scale), 0),
  };
}

/** The picture centred in the viewport. */
export const centredOffset = (img: Size, view: number, scale: number): Point => ({
  x: (view - img.w * scale) / 2,
  y: (view - img.h * scale) / 2,
});

/**
 * The offset after zooming from `from` to `to` (both scales) around `anchor` (a viewport point, e.g. its centre or
 * between two fingers): the picture point under the anchor stays under it, as far as the edges allow.
 */
export function zoomAround(offset: Point, from: number, to: number, anchor: Point, img: Size, view: number): Point {
  const k = to / from;
  return clampOffset({ x: anchor.x - (anchor.x - offset.x) * k, y: anchor.y - (anchor.y - offset.y) * k }, img, view, to);
}

/** The square the viewport shows, in whole picture pixels and inside the picture (what update_avatar is sent). */
export function cropRect(offset: Point, img: Size, view: number, scale: number): CropRect {
  const size = Math.max(1, Math.min(Math.floor(img.w), Math.floor(img.h), Math.round(view / scale)));
  return {
    x: clamp(Math.round(-offset.x / scale), 0, Math.floor(img.w) - size),
    y: clamp(Math.round(-offset.y / scale), 0, Math.floor(img.h) - size),
    size,
  };
}
