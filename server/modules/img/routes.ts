import path from 'node:path';
import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../../http/router';
import { AppError, ERR } from '../../http/errors';
import type { ServerConfig } from '../../config';
import { oneOf } from '@/lib/contract/fields';
import {
  cacheKey,
  contentTypeOf,
  etagOf,
  getImage,
  IMG_MODES,
  MAX_SIDE,
  parseOssProcess,
  resolveSource,
  type ImgFormat,
  type ImgOptions,
  type ImgRoots,
} from './service';

export const IMG_PATH = '/api/img';
// <img> tags cannot sign their requests; the endpoint only ever reads public artwork and uploaded files.

/** Cache misses (actual renders) one client may cause per minute; hits are free. */
const RENDERS_PER_MINUTE = 600;
const IMMUTABLE = 'public, max-age=31536000, immutable';

export const imgRoots = (config: ServerConfig): ImgRoots => ({
  publicDir: path.resolve(process.cwd(), 'public'),
  filesDir: path.join(config.dataDir, 'files'),
  cacheDir: path.join(config.dataDir, 'img-cache'),
});

const sideMsg = `须为 1–${MAX_SIDE} 的整数`;
const side = (example: string) =>
  z
    .string()
    .regex(/^\d{1,5}$/, sideMsg)
    .refine((v) => Number(v) >= 1 && Number(v) <= MAX_SIDE, sideMsg)
    .optional()
    .openapi({ example });

const ImgQuery = z.object({
  src: z
    .string()
    .min(1, '不能为空')
    .max(1024, '图片路径过长')
    .openapi({ example: '/images/gen/goods/cover-01.svg', description: '本站图片路径：/images/...（public）或 /files/...（上传文件）' }),
  m: oneOf(IMG_MODES, `缩放模式须为 ${IMG_MODES.join('、')} 之一`)
    .optional()
    .openapi({ description: 'fill 裁剪填满（默认）；fit/lfit 等比缩放至框内；mfit 等比覆盖框；pad 等比缩放并补边；fixed 强制拉伸' }),
  w: side('180'),
  h: side('120'),
  fmt: oneOf(['webp', 'png', 'jpeg', 'jpg'], '输出格式须为 webp、png 或 jpeg').optional().openapi({ description: '默认 webp' }),
  q: z
    .string()
    .regex(/^\d{1,3}$/, '质量须为 1–100 的整数')
    .refine((v) => Number(v) >= 1 && Number(v) <= 100, '质量须为 1–100 的整数')
    .optional(),
  limit: oneOf(['0', '1'], 'limit 须为 0 或 1').optional().openapi({ description: '1：目标大于原图时不放大' }),
  'x-oss-process': z
    .string()
    .max(200, '过长')
    .optional()
    .openapi({ example: 'image/resize,m_fill,w_180,h_120,limit_0', description: '兼容原 OSS 写法；与显式参数同时出现时以显式参数为准' }),
});

// Not getRoute: the answer is the image itself (binary), not the JSON envelope getRoute documents.
const imgRoute = createRoute({
  method: 'get',
  path: '/api/img',
  tags: ['图片'],
  summary: '按参数缩放本站图片（无需签名；结果缓存于磁盘，ETag + 一年 immutable 缓存）',
  description: '参数错误、图片不存在时返回信封 JSON（code 400 / 404），不缓存。',
  request: { query: ImgQuery },
  responses: {
    200: {
      description: '图片',
      content: Object.fromEntries(['image/webp', 'image/png', 'image/jpeg'].map((t) => [t, { schema: z.string().openapi({ format: 'binary' }) }])),
    },
    304: { description: 'If-None-Match 命中' },
  },
});

const etagMatches = (header: string | undefined, etag: string) =>
  !!header && header.split(',').some((t) => ['*', etag, `W/${etag}`].includes(t.trim()));

export function imgRoutes() {
  const r = createRouter();

  // Error envelopes must never be cached under an image URL.
  r.use(IMG_PATH, async (c, next) => {
    await next();
    if (!c.res.headers.get('content-type')?.startsWith('image/') && c.res.status !== 304) c.res.headers.set('Cache-Control', 'no-store');
  });

  r.openapi(imgRoute, async (c) => {
    const query = c.req.valid('query');
    const oss = query['x-oss-process'] ? parseOssProcess(query['x-oss-process']) : {};
    const opts: ImgOptions = {
      mode: query.m ?? oss.mode ?? 'fill',
      w: query.w ? Number(query.w) : oss.w,
      h: query.h ? Number(query.h) : oss.h,
      fmt: query.fmt ? ((query.fmt === 'jpg' ? 'jpeg' : query.fmt) as ImgFormat) : (oss.fmt ?? 'webp'),
      q: query.q ? Number(query.q) : oss.q,
      limit: query.limit ? query.limit === '1' : (oss.limit ?? false),
    };
    const { config, cache } = c.get('deps');
    const roots = imgRoots(config);
    const source = await resolveSource(query.src, roots);
    const key = cacheKey(source, opts);
    const etag = etagOf(key);
    const headers = { ETag: etag, 'Cache-Control': IMMUTABLE };
    if (etagMatches(c.req.header('if-none-match'), etag)) return c.body(null, 304, headers);
    const ip = c.get('ip');
    const { body, cached } = await getImage(source, opts, roots, key, async () => {
      if ((await cache.incr(`img:render:${ip}`, 60)) > RENDERS_PER_MINUTE) throw new AppError(ERR.TOO_MANY, '图片请求过于频繁，请稍后再试');
    });
    return c.body(new Uint8Array(body), 200, {
      ...headers,
      'Content-Type': contentTypeOf(opts.fmt),
      'Content-Length': String(body.length),
      'X-Img-Cache': cached ? 'HIT' : 'MISS',
    });
  });

  return r;
}
