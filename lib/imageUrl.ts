// The image endpoint's URLs (spec §7 "Images"): its own module, as every page's pictures need it and not the rest of
// lib/format.ts, which re-exports it.

export type ResizeMode = 'fill' | 'fit' | 'lfit' | 'mfit' | 'pad' | 'fixed';

/** The site's resizing endpoint (server/modules/img) and the local folders it serves. */
export const IMG_ENDPOINT = '/api/img';
const LOCAL_IMAGE = /^\/(images|files)\//;
const MAX_SIDE = 2000;
const side = (v: number) => Math.min(MAX_SIDE, Math.max(1, Math.round(Number.isFinite(v) ? v : 1)));
/** Keeps the slashes readable; everything else that could break the query is escaped. */
const encodeSrc = (src: string) => encodeURIComponent(src).replace(/%2F/g, '/');

/**
 * Resize by query parameters (spec §7 "Images"; default 180×120, fill). Local images (/images/..., /files/...) go
 * through the site's endpoint: `/api/img?src=/images/a.svg&m=fill&w=180&h=120`. Other URLs keep the object-storage
 * form (`x-oss-process=image/resize,m_fill,w_180,h_120,limit_0`). Already resized, empty, data: and blob: URLs are
 * left alone.
 */
export function resizeImage(url: string | null | undefined, w = 180, h = 120, mode: ResizeMode = 'fill'): string {
  const u = (url || '').trim();
  if (!u || /^(data|blob):/i.test(u)) return u;
  if (u.startsWith(`${IMG_ENDPOINT}?`)) {
    return /[?&](w|h|x-oss-process)=/.test(u) ? u : `${u}&m=${mode}&w=${side(w)}&h=${side(h)}`;
  }
  const [path, hash] = u.split('#', 2);
  if (LOCAL_IMAGE.test(path)) {
    const [file, query = ''] = path.split('?', 2);
    const params = new URLSearchParams(query);
    const oss = params.get('x-oss-process');
    params.delete('x-oss-process');
    const rest = params.toString();
    const src = encodeSrc(rest ? `${file}?${rest}` : file);
    return oss ? `${IMG_ENDPOINT}?src=${src}&x-oss-process=${oss}` : `${IMG_ENDPOINT}?src=${src}&m=${mode}&w=${side(w)}&h=${side(h)}`;
  }
  if (u.includes('x-oss-process=')) return u;
  const sep = path.includes('?') ? '&' : '?';
  return `${path}${sep}x-oss-process=image/resize,m_${mode},w_${Math.round(w)},h_${Math.round(h)},limit_0${hash !== undefined ? `#${hash}` : ''}`;
}
