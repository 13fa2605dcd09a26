import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, isNotNull } from 'drizzle-orm';
import { KNOWN_TYPE } from '@/lib/contract/known/enums';
import type { DbLike } from '../../db/types';
import { knownContents } from './schema';

// The duration a video card shows is the one its media file has, read by the server from the file (the movie header
// of the mp4, what a browser's player reports as the video's duration), never a number typed beside it.

/** The box header at `at`: its type, where its payload starts and where it ends (null when it does not fit). */
function boxAt(b: Uint8Array, at: number, end: number): { type: string; body: number; next: number } | null {
  if (at + 8 > end) return null;
  const v = new DataView(b.buffer, b.byteOffset, b.byteLength);
  let size = v.getUint32(at);
  const type = String.fromCharCode(b[at + 4], b[at + 5], b[at + 6], b[at + 7]);
  let body = at + 8;
  if (size === 1) {
    if (at + 16 > end) return null;
    size = Number(v.getBigUint64(at + 8));
    body = at + 16;
  } else if (size === 0) {
    size = end - at;
  }
  if (size < body - at || at + size > end) return null;
  return { type, body, next: at + size };
}

function findBox(b: Uint8Array, type: string, from: number, end: number): { body: number; next: number } | null {
  for (let at = from; at < end; ) {
    const box = boxAt(b, at, end);
    if (!box) return null;
    if (box.type === type) return box;
    at = box.next;
  }
  return null;
}

/**
 * The duration in seconds of an mp4 (ISO BMFF) file, from its movie header (moov/mvhd: duration / timescale, version 0
 * or 1); null when the bytes hold no readable header.
 */
export function mp4DurationSeconds(bytes: Uint8Array): number | null {
  const moov = findBox(bytes, 'moov', 0, bytes.length);
  if (!moov) return null;
  const mvhd = findBox(bytes, 'mvhd', moov.body, moov.next);
  if (!mvhd) return null;
  const v = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const version = bytes[mvhd.body];
  const need = version === 1 ? 32 : 20;
  if (mvhd.body + need > mvhd.next) return null;
  const timescale = version === 1 ? v.getUint32(mvhd.body + 20) : v.getUint32(mvhd.body + 12);
  const duration = version === 1 ? Number(v.getBigUint64(mvhd.body + 24)) : v.getUint32(mvhd.body + 16);
  if (!timescale || (version === 0 && duration === 0xffffffff)) return null;
  return duration / timescale;
}

/** Whole seconds as stored and shown (a player rounds its duration to the second the same way). */
export const wholeSeconds = (seconds: number): number => Math.max(0, Math.round(seconds));

/** Our own media files: /media/<folder>/<name>.mp4 under public/ (nothing else is read). */
const LOCAL_MEDIA = /^\/media\/[\w-]+\/[\w-]+\.mp4$/;

/** The public/ folder the app serves (the server runs from the app's root, as the image module assumes). */
export const PUBLIC_DIR = path.resolve(process.cwd(), 'public');

/** The whole-second duration of one of our media files by its URL; null for another URL or an unreadable file. */
export async function mediaDurationSeconds(url: string, publicDir = PUBLIC_DIR): Promise<number | null> {
  if (!LOCAL_MEDIA.test(url)) return null;
  try {
    const exact = mp4DurationSeconds(await readFile(path.join(publicDir, url)));
    return exact === null ? null : wholeSeconds(exact);
  } catch {
    return null;
  }
}

/**
 * Every stored video whose media file is ours gets the file's duration (the seed writes it from the file too; this
 * puts right a database seeded or edited before). Returns how many rows changed. Cheap: a handful of headers.
 */
export async function syncVideoDurations(db: DbLike, publicDir = PUBLIC_DIR): Promise<number> {
  const c = knownContents;
  const rows = await db
    .select({ id: c.id, videoUrl: c.videoUrl, durationSeconds: c.durationSeconds })
    .from(c)
    .where(and(eq(c.type, KNOWN_TYPE.VIDEO), isNotNull(c.videoUrl)));
  let changed = 0;
  for (const r of rows) {
    const seconds = await mediaDurationSeconds(r.videoUrl ?? '', publicDir);
    if (seconds === null || seconds === r.durationSeconds) continue;
    await db.update(c).set({ durationSeconds: seconds }).where(eq(c.id, r.id));
    changed++;
  }
  return changed;
}
