import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { SendTestEmailBody, TestEmailSent } from '@/lib/contract/diag/api';
import { MAX_UPLOAD_BYTES } from '@/lib/contract/upload/enums';
import { OPERATOR_COOKIE, diagAllowed } from '@/lib/diagAccess';
import { createRouter } from '../../http/router';
import { okJson } from '../../http/openapi';
import { postRoute } from '../../http/route';
import { AppError, ERR, badInput } from '../../http/errors';
import type { HonoEnv } from '../../http/types';
import { rateLimit } from '../auth/guard';
import { OPERATOR_HEADER } from '../aftersale/operator';
import { uploadImage, uploadTooLarge } from '../upload/service';

// Diagnostics for the operator (/test/ossUpload, /test/sendEmail): they exist only outside production or for the
// platform operator; for anyone else they answer 404 as an unknown path would.

/** The caller may use the diagnostics, else 404. */
function requireDiag(c: Context<HonoEnv>, env: NodeJS.ProcessEnv = process.env) {
  const given = c.req.header(OPERATOR_HEADER) || getCookie(c, OPERATOR_COOKIE) || '';
  if (!diagAllowed(c.get('deps').config.appEnv, env.OPERATOR_TOKEN, given)) throw new AppError(ERR.NOT_FOUND, '页面不存在');
}

/** Who the stored test upload belongs to: the signed-in account, else the operator. */
const ownerOf = (c: Context<HonoEnv>) => c.get('user')?.userId ?? 'operator';

const routes = {
  sendEmail: postRoute({
    path: '/api/diag/v1/send_email',
    tag: '诊断',
    summary: '发送一封测试邮件（仅非生产环境或平台运营人员；其他人 404）',
    form: SendTestEmailBody,
    data: TestEmailSent,
  }),
};

export function diagRoutes() {
  const r = createRouter();
  r.openapi(routes.sendEmail, async (c) => {
    requireDiag(c);
    const deps = c.get('deps');
    await rateLimit(deps.cache, `diag-mail:${c.get('ip')}`, 10, 3600);
    const { to } = c.req.valid('form');
    const at = deps.now();
    const subject = '薯片企服测试邮件';
    const text = `这是一封来自薯片企服的测试邮件，用于检查邮件发送是否正常。\n发送时间：${at.toISOString()}\n如非本人操作，请忽略本邮件。`;
    const sent = await deps.adapters.mail.send({ to, subject, text, ref: 'diag:test' }, at);
    return okJson(c, { id: sent.id, to, subject, sentAt: at.toISOString() });
  });

  // A plain route: multipart (`file`: one image), stored through the upload module as any upload is.
  r.post('/api/diag/v1/oss_upload', async (c) => {
    requireDiag(c);
    const deps = c.get('deps');
    await rateLimit(deps.cache, `diag-upload:${c.get('ip')}`, 30, 3600);
    if (!(c.req.header('content-type') || '').includes('multipart/form-data')) throw badInput('请使用 multipart/form-data 上传文件');
    let form: FormData;
    try {
      form = await c.req.formData();
    } catch {
      throw badInput('请求体：格式错误');
    }
    const file = form.get('file');
    if (!file || typeof file === 'string') throw badInput('file：请选择要上传的图片');
    if (file.size > MAX_UPLOAD_BYTES) throw uploadTooLarge();
    const view = await uploadImage(deps, ownerOf(c), { data: Buffer.from(await file.arrayBuffer()), name: file.name || '', purpose: 'other' });
    return okJson(c, { id: view.id, url: view.url, size: view.size, mime: view.mime });
  });
  return r;
}
