import { createRouter } from '../../http/router';
import { AppError, ERR, badInput } from '../../http/errors';
import { requireAccount } from '../auth/session';
import { rateLimit } from '../auth/guard';
import { MAX_UPLOAD_BYTES, NOT_IMAGE_MSG, UPLOAD_FILE_PATH, UPLOAD_PURPOSES, readUpload, saveUpload, uploadTooLarge, type UploadPurpose } from './service';
import { STRAIGHT_PUT_PATH, issueStraightToken, putStraight, straightCallback } from './straight';

// <img> tags cannot sign: uploaded images are served unsigned, by unguessable names (96 random bits).
// The straight PUT is authorised by its signed policy, not by the API signature (the browser sends raw bytes).

const purposeOf = (raw: unknown): UploadPurpose => {
  const s = raw === undefined || raw === null || raw === '' ? 'other' : String(raw);
  if (!(UPLOAD_PURPOSES as readonly string[]).includes(s)) throw badInput('purpose：用途有误');
  return s as UploadPurpose;
};

/** Multipart overhead allowed on top of the file itself. */
const FORM_OVERHEAD = 64 * 1024;

export function uploadRoutes() {
  const r = createRouter();

  /** POST /api/upload/v1/upload — multipart: `file` (one image), `purpose`? aftersale | evaluate | other. */
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
    const view = await saveUpload(deps, user.userId, { data, name: file.name || '', purpose });
    return c.json({ code: 200, data: view, msg: 'success' });
  });

  /** GET /api/upload/v1/getStraightOssToken?purpose=&fileName= — a signed 10-minute policy for one straight upload. */
  r.get('/api/upload/v1/getStraightOssToken', async (c) => {
    const user = requireAccount(c);
    const deps = c.get('deps');
    await rateLimit(deps.cache, `upload:${user.userId}`, 60, 60);
    const purpose = purposeOf(c.req.query('purpose'));
    const fileName = String(c.req.query('fileName') ?? '').trim();
    const data = await issueStraightToken(deps, user.userId, purpose, fileName);
    return c.json({ code: 200, data, msg: 'success' });
  });

  /** PUT /api/upload/v1/straight/put?policy=&signature= — raw file bytes (unsigned; the policy authorises it). */
  r.put(STRAIGHT_PUT_PATH, async (c) => {
    const deps = c.get('deps');
    await rateLimit(deps.cache, `upload-put:${c.get('ip')}`, 120, 60);
    const data = await putStraight(deps, {
      policy: c.req.query('policy'),
      signature: c.req.query('signature'),
      contentLength: c.req.header('content-length'),
      body: c.req.raw.body,
    });
    return c.json({ code: 200, data, msg: 'success' });
  });

  /** POST /api/upload/v1/straightOssCallback — JSON (or form) {policy, signature} or {key}: registers the PUT bytes. */
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
    const view = await straightCallback(deps, user.userId, { policy: pick('policy'), signature: pick('signature'), key: pick('key') });
    return c.json({ code: 200, data: view, msg: 'success' });
  });

  /** GET /api/upload/v1/file/<key> — the stored image (unsigned, immutable). */
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

export { NOT_IMAGE_MSG };
