import { AddForwardingBody, DocumentQuery, DownloadToEmailBody, EmailQueued, Forwarded, LibraryDocument, LibraryDocumentList } from '@/lib/contract/doclib/api';
import { createRouter } from '../../http/router';
import { okJson } from '../../http/openapi';
import { getRoute, postRoute } from '../../http/route';
import { AppError, ERR } from '../../http/errors';
import { requireAccount } from '../auth/session';
import { rateLimit } from '../auth/guard';
import { DOC_FILE_PATH, addForwarding, documentDetail, documentList, documentPdf, downloadToEmail } from './service';

const TAG = '文档库';

const routes = {
  list: getRoute({ path: '/api/documentlibrary/v2/list', tag: TAG, summary: '文档列表（办事指南），新的在前', data: LibraryDocumentList }),
  detail: getRoute({ path: '/api/documentlibrary/v2/detail', tag: TAG, summary: '文档：标题、简介与 PDF 地址', query: DocumentQuery, data: LibraryDocument }),
  addForwarding: postRoute({
    path: '/api/documentlibrary/v2/add_forwarding',
    tag: TAG,
    summary: '转发文档（需登录）：转发次数加一',
    form: AddForwardingBody,
    data: Forwarded,
  }),
  downloadToEmail: postRoute({
    path: '/api/documentlibrary/v2/download_to_email',
    tag: TAG,
    summary: '下载至邮箱（需登录）：把文档 PDF 作为附件发到邮箱；每人每小时至多 5 封',
    form: DownloadToEmailBody,
    data: EmailQueued,
  }),
};

export function doclibRoutes() {
  const r = createRouter();
  r.openapi(routes.list, async (c) => okJson(c, await documentList(c.get('deps').db)));
  r.openapi(routes.detail, async (c) => okJson(c, await documentDetail(c.get('deps').db, c.req.valid('query').documentId)));
  r.openapi(routes.addForwarding, async (c) => {
    requireAccount(c);
    return okJson(c, await addForwarding(c.get('deps').db, c.req.valid('form').documentId));
  });
  r.openapi(routes.downloadToEmail, async (c) => {
    const user = requireAccount(c);
    const deps = c.get('deps');
    await rateLimit(deps.cache, `doclib-mail:${user.userId}`, 5, 3600);
    const { documentId, email } = c.req.valid('form');
    return okJson(c, await downloadToEmail(deps, documentId, email));
  });
  // A plain route: the PDF itself at /api/documentlibrary/v2/file/<id>.pdf (signed like any call: the viewer fetches it).
  r.get(`${DOC_FILE_PATH}:file`, async (c) => {
    const m = /^([A-Za-z0-9_-]{1,64})\.pdf$/.exec(c.req.param('file'));
    if (!m) throw new AppError(ERR.NOT_FOUND, '文件不存在');
    const { pdf } = await documentPdf(c.get('deps').db, m[1]);
    return new Response(new Uint8Array(pdf), {
      status: 200,
      headers: { 'content-type': 'application/pdf', 'cache-control': 'public, max-age=300', 'x-content-type-options': 'nosniff' },
    });
  });
  return r;
}
