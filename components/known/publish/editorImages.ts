/**
 * Pictures in the 必懂 editor: only pictures uploaded to this site are kept (the server strips other hosts too), so a
 * picture pasted from another page is dropped rather than left pointing at someone else's server.
 */
import { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES, UPLOAD_MIME_TYPES } from '@/lib/contract/upload/enums';

/** Where the upload module serves its files (services/upload.ts answers urls under it). */
export const UPLOAD_FILE_PREFIX = '/api/upload/v1/file/';

/**
 * The site path of one of our uploads, from a src as pasted HTML carries it (relative, or absolute on this origin);
 * null for anything else (other hosts, data: URLs, other paths of ours).
 */
export function ownImageSrc(src: string | null | undefined, origin: string): string | null {
  const s = (src ?? '').trim();
  if (!s) return null;
  let path = s;
  if (/^[a-z][a-z0-9+.-]*:/i.test(s) || s.startsWith('//')) {
    let u: URL;
    try {
      u = new URL(s, origin);
    } catch {
      return null;
    }
    if (u.origin !== origin) return null;
    path = `${u.pathname}${u.search}`;
  }
  if (!path.startsWith(UPLOAD_FILE_PREFIX) || path.includes('..') || path.length === UPLOAD_FILE_PREFIX.length) return null;
  return path;
}

/** Why a picked, pasted or dropped file cannot be uploaded, or null when it can. */
export function imageFileProblem(file: { type: string; size: number }): string | null {
  if (!(UPLOAD_MIME_TYPES as readonly string[]).includes(file.type)) return UPLOAD_MESSAGES.notImage;
  if (file.size > MAX_UPLOAD_BYTES) return UPLOAD_MESSAGES.tooLarge;
  return null;
}

/** Every picture's src in HTML, in order. */
export function imagesOf(html: string): string[] {
  const out: string[] = [];
  for (const m of html.matchAll(/<img\b[^>]*?\bsrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi)) {
    const src = (m[1] ?? m[2] ?? m[3] ?? '').replace(/&amp;/g, '&');
    if (src) out.push(src);
  }
  return out;
}
