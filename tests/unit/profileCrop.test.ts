import { centredOffset, clampOffset, coverScale, cropRect, zoomAround } from '@/components/my/profile/cropMath';

// The avatar cropper: the square the viewport shows is the square the server cuts out of the picture.

const landscape = { w: 1200, h: 800 };
const VIEW = 300;

describe('the avatar cropper geometry', () => {
  it('covers the viewport with the short side at zoom 1, centred', () => {
    const s = coverScale(landscape, VIEW);
    expect(s).toBeCloseTo(0.375);
    expect(centredOffset(landscape, VIEW, s)).toEqual({ x: -75, y: 0 });
    expect(cropRect(centredOffset(landscape, VIEW, s), landscape, VIEW, s)).toEqual({ x: 200, y: 0, size: 800 });
  });

  it('never drags the picture off an edge of the viewport', () => {
    const s = coverScale(landscape, VIEW);
    expect(clampOffset({ x: 40, y: 30 }, landscape, VIEW, s)).toEqual({ x: 0, y: 0 });
    expect(clampOffset({ x: -1000, y: -10 }, landscape, VIEW, s)).toEqual({ x: -150, y: 0 });
    expect(cropRect({ x: -150, y: 0 }, landscape, VIEW, s)).toEqual({ x: 400, y: 0, size: 800 });
  });

  it('zooms around the anchor and keeps the crop inside the picture', () => {
    const s1 = coverScale(landscape, VIEW);
    const s2 = s1 * 2;
    const o = zoomAround(centredOffset(landscape, VIEW, s1), s1, s2, { x: 150, y: 150 }, landscape, VIEW);
    expect(cropRect(o, landscape, VIEW, s2)).toEqual({ x: 400, y: 200, size: 400 });
    // zooming out past the edges pulls the picture back over the viewport
    const back = zoomAround({ x: -600, y: -300 }, s2, s1, { x: 0, y: 0 }, landscape, VIEW);
    expect(clampOffset(back, landscape, VIEW, s1)).toEqual(back);
    const r = cropRect(back, landscape, VIEW, s1);
    expect(r.x + r.size).toBeLessThanOrEqual(1200);
    expect(r.y + r.size).toBeLessThanOrEqual(800);
  });

  it('rounds to whole pixels that still fit a small or odd picture', () => {
    const odd = { w: 333, h: 517 };
    const s = coverScale(odd, VIEW);
    const r = cropRect(clampOffset({ x: 0, y: -1e6 }, odd, VIEW, s), odd, VIEW, s);
    expect(r).toEqual({ x: 0, y: 184, size: 333 });
  });
});
