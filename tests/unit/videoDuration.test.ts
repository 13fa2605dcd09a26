/** The duration of a 必懂 video comes from its media file (the mp4's movie header), as the player reads it. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { mediaDurationSeconds, mp4DurationSeconds, wholeSeconds } from '@/server/modules/known/videoDuration';
import { VIDEOS } from '@/server/modules/known/seedTexts/videos';

const box = (type: string, body: Uint8Array) => {
  const out = new Uint8Array(8 + body.length);
  new DataView(out.buffer).setUint32(0, out.length);
  out.set([...type].map((ch) => ch.charCodeAt(0)), 4);
  out.set(body, 8);
  return out;
};
const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};
/** An mvhd of version 0 (32-bit times) or 1 (64-bit). */
function mvhd(version: 0 | 1, timescale: number, duration: number) {
  const body = new Uint8Array(version === 1 ? 108 : 96);
  const v = new DataView(body.buffer);
  body[0] = version;
  if (version === 1) {
    v.setUint32(20, timescale);
    v.setBigUint64(24, BigInt(duration));
  } else {
    v.setUint32(12, timescale);
    v.setUint32(16, duration);
  }
  return box('mvhd', body);
}

describe('mp4DurationSeconds', () => {
  it('reads duration / timescale of the movie header, after other boxes, version 0 and 1', () => {
    const ftyp = box('ftyp', new Uint8Array(16));
    expect(mp4DurationSeconds(concat(ftyp, box('moov', mvhd(0, 1000, 6000))))).toBe(6);
    expect(mp4DurationSeconds(concat(ftyp, box('free', new Uint8Array(5)), box('moov', concat(box('udta', new Uint8Array(3)), mvhd(1, 90000, 495000)))))).toBe(5.5);
    // The media data before the index (a file without +faststart).
    expect(mp4DurationSeconds(concat(ftyp, box('mdat', new Uint8Array(64)), box('moov', mvhd(0, 600, 2580))))).toBe(4.3);
  });

  it('answers null for bytes without a readable header', () => {
    expect(mp4DurationSeconds(new Uint8Array(0))).toBeNull();
    expect(mp4DurationSeconds(new TextEncoder().encode('not a video at all'))).toBeNull();
    expect(mp4DurationSeconds(box('moov', box('trak', new Uint8Array(4))))).toBeNull();
    expect(mp4DurationSeconds(box('moov', mvhd(0, 0, 100)))).toBeNull();
    // A box claiming more bytes than there are.
    const cut = concat(box('ftyp', new Uint8Array(8)), box('moov', mvhd(0, 1000, 5000))).slice(0, 40);
    expect(mp4DurationSeconds(cut)).toBeNull();
  });

  it('whole seconds round as a player shows them', () => {
    expect(wholeSeconds(5.5)).toBe(6);
    expect(wholeSeconds(4.3)).toBe(4);
    expect(wholeSeconds(-1)).toBe(0);
  });
});

describe('the seeded videos', () => {
  it('get the duration of their own file (6, 5, 5 and 4 seconds)', async () => {
    const got = await Promise.all(VIDEOS.map((v) => mediaDurationSeconds(v.file)));
    expect(got).toEqual([6, 5, 5, 4]);
    for (const v of VIDEOS) {
      const exact = mp4DurationSeconds(readFileSync(path.join(process.cwd(), 'public', v.file)));
      expect(exact, v.file).toBeGreaterThan(0);
    }
  });

  it('only our own media files are read', async () => {
    expect(await mediaDurationSeconds('/media/../../package.json')).toBeNull();
    expect(await mediaDurationSeconds('https://example.com/media/known/a.mp4')).toBeNull();
    expect(await mediaDurationSeconds('/media/known/missing.mp4')).toBeNull();
  });
});
