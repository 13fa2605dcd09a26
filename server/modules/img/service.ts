/**
 * The image service behind GET /api/img: local sources only (public/images and DATA_DIR/files), resized by sharp,
 * each distinct output rendered once and kept on disk under DATA_DIR/img-cache.
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp, { type FitEnum } from 'sharp';
import { AppError, badInput, ERR, notFound } from '../../http/errors';
import { log } from '../../log';

export const IMG_MODES = ['fill', 'fit', 'lfit', 'mfit', 'pad', 'fixed'] as const;
export type ImgMode = (typeof IMG_MODES)[number];
export const IMG_FORMATS = ['webp', 'png', 'jpeg'] as const;
export type ImgFormat = (typeof IMG_FORMATS)[number];
export const MAX_SIDE = 2000;

export type ImgOptions = { mode: ImgMode; w?: number; h?: number; fmt: ImgFormat; q?: number; limit: boolean };
export type ImgRoots = { publicDir: string; filesDir: string; cacheDir: string };
export type ImgSource = { rel: string; file: string; mtimeMs: number; size: number; svg: boolean };

const EXTENSIONS = new Set(['svg', 'png', 'jpg', 'jpeg', 'webp', 'gif', 'avif']);
const CONTENT_TYPES: Record<ImgFormat, string> = { webp: 'image/webp', png: 'image/png', jpeg: 'image/jpeg' };
/** Bump when the rendering changes so old cache entries (and ETags) are not reused. */
const RENDER_VERSION = 1;

/** `x-oss-process=image/resize,m_fill,w_180,h_120,limit_0[/format,png][/quality,q_80]`, the original CDN's syntax. */
export function parseOssProcess(value: string): Partial<ImgOptions> {
  const field = 'x-oss-process';
  const [kind, ...actions] = value.split('/');
  if (kind !== 'image' || !actions.length) throw badInput(`${field}：格式有误`);
  const out: Partial<ImgOptions> = {};
  for (const action of actions) {
    const [name, ...params] = action.split(',');
    const kv = new Map(params.map((p) => [p.slice(0, p.indexOf('_')), p.slice(p.indexOf('_') + 1)] as const));
    if (name === 'resize') {
      for (const [k, v] of kv) {
        if (k === 'm') {
          if (!(IMG_MODES as readonly string[]).includes(v)) throw badInput(`${field}：缩放模式 m_${v} 不受支持`);
          out.mode = v as ImgMode;
        } else if (k === 'w' || k === 'h') out[k] = side(v, `${field}：${k === 'w' ? '宽度' : '高度'}`);
        else if (k === 'limit') out.limit = v === '1';
        else throw badInput(`${field}：不支持的缩放参数 ${k}`);
      }
    } else if (name === 'format') {
      const f = params[0] === 'jpg' ? 'jpeg' : params[0];
      if (!(IMG_FORMATS as readonly string[]).includes(f)) throw badInput(`${field}：输出格式 ${params[0] ?? ''} 不受支持`);
      out.fmt = f as ImgFormat;
    } else if (name === 'quality') {
      const q = Number(kv.get('q') ?? kv.get('Q'));
      if (!Number.isInteger(q) || q < 1 || q > 100) throw badInput(`${field}：质量须为 1–100 的整数`);
      out.q = q;
    } else throw badInput(`${field}：不支持的处理 ${name}`);
  }
  return out;
}

function side(v: string, label: string): number {
  const num = /^\d{1,5}$/.test(v) ? Number(v) : NaN;
  if (!(num >= 1 && num <= MAX_SIDE)) throw badInput(`${label}须为 1–${MAX_SIDE} 的整数`);
  return num;
}

/** Maps a site path to a file inside one of the two roots; anything else is bad input, a missing file 404. */
export async function resolveSource(src: string, roots: ImgRoots): Promise<ImgSource> {
  const raw = src.trim().split(/[?#]/)[0];
  if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(raw)) throw badInput('src：只支持本站图片，不能引用外部地址');
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    throw badInput('src：图片路径编码有误');
  }
  const match = /^\/(images|files)\/(.+)$/.exec(decoded);
  if (!match) throw badInput('src：图片须位于 /images/ 或 /files/ 下');
  const [, top, rest] = match;
  const segments = rest.split('/');
  if (/[\\\0]/.test(rest) || segments.some((s) => s === '' || s === '.' || s === '..')) throw badInput('src：图片路径不合法');
  const ext = path.extname(rest).slice(1).toLowerCase();
  if (!EXTENSIONS.has(ext)) throw badInput('src：不支持的图片格式');
  const root = top === 'images' ? path.join(roots.publicDir, 'images') : roots.filesDir;
  const file = path.resolve(root, ...segments);
  if (!file.startsWith(root + path.sep)) throw badInput('src：图片路径不合法');
  let stat: fs.Stats;
  let real: string;
  try {
    [stat, real] = await Promise.all([fs.promises.stat(file), fs.promises.realpath(file)]);
  } catch {
    throw notFound('图片不存在');
  }
  // A symlink must not lead out of the root either.
  const realRoot = await fs.promises.realpath(root).catch(() => root);
  if (!stat.isFile() || !real.startsWith(realRoot + path.sep)) throw notFound('图片不存在');
  return { rel: `/${top}/${segments.join('/')}`, file, mtimeMs: Math.floor(stat.mtimeMs), size: stat.size, svg: ext === 'svg' };
}

/** The cache key: everything that shapes the bytes, including the source's modification time and size. */
export function cacheKey(source: ImgSource, o: ImgOptions): string {
  const parts = [RENDER_VERSION, source.rel, source.mtimeMs, source.size, o.mode, o.w ?? 0, o.h ?? 0, o.fmt, o.q ?? 0, o.limit ? 1 : 0];
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}

export const etagOf = (key: string) => `"${key.slice(0, 32)}"`;
export const contentTypeOf = (fmt: ImgFormat) => CONTENT_TYPES[fmt];
export const cacheFileOf = (roots: ImgRoots, key: string, fmt: ImgFormat) => path.join(roots.cacheDir, key.slice(0, 2), `${key}.${fmt}`);

const FIT: Record<ImgMode, keyof FitEnum> = { fill: 'cover', fit: 'inside', lfit: 'inside', mfit: 'outside', pad: 'contain', fixed: 'fill' };

/** Rasterises SVG at the target size (not at 72 dpi and then scaled up), then resizes and encodes. */
export async function render(source: ImgSource, o: ImgOptions): Promise<Buffer> {
  const input = await fs.promises.readFile(source.file);
  let density: number | undefined;
  if (source.svg) {
    const meta = await sharp(input).metadata();
    const scale = Math.max(o.w && meta.width ? o.w / meta.width : 0, o.h && meta.height ? o.h / meta.height : 0) || 1;
    density = Math.min(Math.max(72 * scale, 1), 100_000);
  }
  let img = sharp(input, { density, animated: false }).rotate();
  if (o.w || o.h) {
    // fill and pad need both sides; with one side given every mode keeps the aspect ratio.
    const fit: keyof FitEnum = o.w && o.h ? FIT[o.mode] : 'inside';
    img = img.resize({
      width: o.w,
      height: o.h,
      fit,
      position: 'centre',
      withoutEnlargement: o.limit,
      background: o.fmt === 'jpeg' ? '#ffffff' : { r: 255, g: 255, b: 255, alpha: 0 },
    });
  }
  if (o.fmt === 'jpeg') return img.flatten({ background: '#ffffff' }).jpeg({ quality: o.q ?? 82, mozjpeg: true }).toBuffer();
  if (o.fmt === 'png') return img.png({ compressionLevel: 8, quality: o.q }).toBuffer();
  return img.webp({ quality: o.q ?? 82 }).toBuffer();
}

const inflight = new Map<string, Promise<Buffer>>();
const MAX_PARALLEL = 2;
let running = 0;
const waiting: (() => void)[] = [];

/** At most two renders at a time: each already uses several threads, and the machine is shared with SSR. */
async function limited<T>(job: () => Promise<T>): Promise<T> {
  if (running >= MAX_PARALLEL) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await job();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

export type ImgResult = { body: Buffer; cached: boolean; file: string };

/**
 * The cached output when there is one; otherwise renders once (concurrent requests for the same key share the
 * render), writes it atomically and returns it. `beforeRender` runs only on a miss (the rate limit).
 */
export async function getImage(source: ImgSource, o: ImgOptions, roots: ImgRoots, key: string, beforeRender?: () => Promise<void>): Promise<ImgResult> {
  const file = cacheFileOf(roots, key, o.fmt);
  const hit = await fs.promises.readFile(file).catch(() => null);
  if (hit) return { body: hit, cached: true, file };
  if (beforeRender && !inflight.has(key)) await beforeRender();
  let job = inflight.get(key);
  if (!job) {
    job = limited(async () => {
      const body = await render(source, o).catch((err: unknown) => {
        log.error({ where: 'img', source: source.rel, err }, 'cannot render');
        throw new AppError(ERR.INTERNAL, '图片处理失败');
      });
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
      await fs.promises.writeFile(tmp, body);
      await fs.promises.rename(tmp, file);
      return body;
    }).finally(() => inflight.delete(key));
    inflight.set(key, job);
  }
  return { body: await job, cached: false, file };
}
