import { createRouter } from '../../http/router';
import { getRoute } from '../../http/route';
import { okJson } from '../../http/openapi';
import { AppError, ERR, badInput } from '../../http/errors';
import { requireAccount } from '../auth/session';
import { rateLimit } from '../auth/guard';
import { MAX_UPLOAD_BYTES, UPLOAD_PURPOSES, type UploadPurpose } from '@/lib/contract/upload/enums';
import * as api from '@/lib/contract/upload/api';
import { UPLOAD_FILE_PATH, readUpload, uploadImage, uploadTooLarge } from './service';
import { STRAIGHT_PUT_PATH, getStraightOssToken, putStraight, straightOssCallback } from './straight';

// <img> tags cannot sign: uploaded images are served unsigned, by unguessable names (96 random bits).
// The straight PUT is authorised by its signed policy, not by the API signature (the browser sends raw bytes).

const purposeOf = (raw: unknown): UploadPurpose => {
  const s = raw === undefined || raw === null || raw === '' ? 'other' : String(raw);
  if (!(UPLOAD_PURPOSES as readonly string[]).includes(s)) throw badInput('purpose：用途有误');
  return s as UploadPurpose;
};

/** Multipart overhead allowed on top of the file itself. */
const FORM_OVERHEAD = 64 * 1024;

const routes = {
  getStraightOssToken: getRoute({
    path: '/api/upload/v1/getStraightOssToken',
    tag: '上传',
    summary: '直传第一步：一次直传的签名凭证（10 分钟有效）',
    query: api.GetStraightOssTokenQuery,
    data: api.StraightOssToken,
  }),
};

export function uploadRoutes() {
  const r = createRouter();

  // A plain route: multipart (`file`: one image, `purpose`? aftersale | evaluate | other), read by hand with size limits.
  r.post('/api/upload/v1/upload', async (c) => {
    const user = requireAccount(c);
    const deps = c.get('deps');
    await rateLimit(deps.cache, `upload:${user.userId}`, 60, 60);
    const type = c.req.header('content-type') || '';
    if (!type.includes('multipart/form-data')) throw badInput('请使用 multipart/form-data 上传文件');
    const length = Number(c.req.header('content-length') || 0);
    if (length > MAX_UPLOAD_BYTES + FORM_OVERHEAD) throw uploadTooLarge();
    let form: FormData;
    try {
      // Through Hono's cache: the signature middleware already read (and hashed) these bytes.
      form = await c.req.formData();
    } catch {
      throw badInput('请求体：格式错误');
    }
    const file = form.get('file');
    if (!file || typeof file === 'string') throw badInput('file：请选择要上传的图片');
    const purpose = purposeOf(form.get('purpose'));
    if (file.size > MAX_UPLOAD_BYTES) throw uploadTooLarge();
    const data = Buffer.from(await file.arrayBuffer());
    const view = await uploadImage(deps, user.userId, { data, name: file.name || '', purpose });
    return okJson(c, view);
  });

  r.openapi(routes.getStraightOssToken, async (c) => {
    const user = requireAccount(c);
    const deps = c.get('deps');
    await rateLimit(deps.cache, `upload:${user.userId}`, 60, 60);
    const q = c.req.valid('query');
    return okJson(c, await getStraightOssToken(deps, user.userId, q.purpose, q.fileName ?? ''));
  });

  // A plain route: raw file bytes at /api/upload/v1/straight/put?policy=&signature= (unsigned; the policy authorises it).
  r.put(STRAIGHT_PUT_PATH, async (c) => {
    const deps = c.get('deps');
    await rateLimit(deps.cache, `upload-put:${c.get('ip')}`, 120, 60);
    const data = await putStraight(deps, {
      policy: c.req.query('policy'),
      signature: c.req.query('signature'),
      contentLength: c.req.header('content-length'),
      body: c.req.raw.body,
    });
    return okJson(c, data);
  });

  // A plain route: the body is JSON or a form, {policy, signature} or {key}; it registers the PUT bytes.
  r.post('/api/upload/v1/straightOssCallback', async (c) => {
    const user = requireAccount(c);
    const deps = c.get('deps');
    await rateLimit(deps.cache, `upload-cb:${user.userId}`, 120, 60);
    const type = c.req.header('content-type') || '';
    let body: Record<string, unknown>;
    if (type.includes('application/json')) {
      const parsed: unknown = await c.req.json();
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw badInput('请求体：格式错误');
      body = parsed as Record<string, unknown>;
    } else {
      body = await c.req.parseBody();
    }
    const pick = (k: string) => (typeof body[k] === 'string' && body[k] !== '' ? body[k] : undefined);
    const view = await straightOssCallback(deps, user.userId, { policy: pick('policy'), signature: pick('signature'), key: pick('key') });
    return okJson(c, view);
  });

  // A plain route: the stored image's bytes at /api/upload/v1/file/<key> (unsigned, immutable).
  r.get(`${UPLOAD_FILE_PATH}:key{.+}`, async (c) => {
    const found = await readUpload(c.get('deps'), c.req.param('key'));
    if (!found) throw new AppError(ERR.NOT_FOUND, '文件不存在');
    return new Response(new Uint8Array(found.data), {
      status: 200,
      headers: {
        'content-type': found.mime,
        'cache-control': 'public, max-age=31536000, immutable',
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'",
      },
    });
  });
  return r;
}
