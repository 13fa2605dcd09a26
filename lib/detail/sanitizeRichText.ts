/**
 * Goods descriptions are HTML with pictures. lib/sanitize drops every <img>, so pictures with a local source
 * are lifted out first, the rest goes through the allow-list sanitizer, and the pictures come back as fresh
 * <img> tags built here (src escaped, nothing else kept). Pictures from another host are dropped.
 */
import { sanitizeHtml } from '@/lib/sanitize';

const IMG_RE = /<img\b[^>]*>/gi;
const SRC_RE = /\bsrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/i;
const TOKEN = (i: number) => `\u2063img${i}\u2063`;
const TOKEN_RE = /\u2063img(\d+)\u2063/g;

const isLocal = (src: string) => /^\/(?![/\\])[^\s"'<>]*$/.test(src);
const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function sanitizeRichText(html: string | null | undefined): string {
  const pictures: string[] = [];
  // Any token-looking text already in the input is not ours: neutralise it before adding ours.
  const lifted = (html ?? '').replace(TOKEN_RE, '').replace(IMG_RE, (tag) => {
    const m = SRC_RE.exec(tag);
    const src = (m?.[1] ?? m?.[2] ?? m?.[3] ?? '').trim();
    if (!isLocal(src)) return '';
    pictures.push(src);
    return TOKEN(pictures.length - 1);
  });
  return sanitizeHtml(lifted).replace(TOKEN_RE, (_, n: string) => {
    const src = pictures[Number(n)];
    if (!src) return '';
    return `<img src="${escapeAttr(src)}" alt="" loading="lazy" decoding="async">`;
  });
}
