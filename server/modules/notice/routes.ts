import { z } from 'zod';
import { NoticeListQuery, NoticePage, NoticeReadBody, NoticeReadResult, NoticeSettingsBody, NoticeSummary } from '@/lib/contract/notice/api';
import { createRouter } from '../../http/router';
import { okJson } from '../../http/openapi';
import { getRoute, postRoute } from '../../http/route';
import { requireAccount } from '../auth/session';
import { listNotices, markNoticesRead, noticeSummary, setNoticeCategory } from './reading';

const TAG = '通知';

const routes = {
  summary: getRoute({ path: '/api/notice/v1/summary', tag: TAG, summary: '通知分组（需登录）：每组未读数、最新一条标题、是否接收；未读总数', data: NoticeSummary }),
  list: getRoute({ path: '/api/notice/v1/list', tag: TAG, summary: '我的通知（需登录；新的在前，可按分组）', query: NoticeListQuery, data: NoticePage }),
  read: postRoute({ path: '/api/notice/v1/read', tag: TAG, summary: '标记已读：一条（id），或全部 / 一个分组全部（all=1）', form: NoticeReadBody, data: NoticeReadResult }),
  settings: postRoute({
    path: '/api/notice/v1/settings',
    tag: TAG,
    summary: '开关一个分组（需登录）：关闭后不再产生该分组的通知与短信',
    form: NoticeSettingsBody,
    data: z.object({ category: z.string(), on: z.boolean() }),
  }),
};

export function noticeRoutes() {
  const r = createRouter();
  r.openapi(routes.summary, async (c) => okJson(c, await noticeSummary(c.get('deps').db, requireAccount(c).userId)));
  r.openapi(routes.list, async (c) => okJson(c, await listNotices(c.get('deps').db, requireAccount(c).userId, c.req.valid('query'))));
  r.openapi(routes.read, async (c) => {
    const { db, now } = c.get('deps');
    return okJson(c, await markNoticesRead(db, requireAccount(c).userId, c.req.valid('form'), now()));
  });
  r.openapi(routes.settings, async (c) => {
    const { db, now } = c.get('deps');
    const b = c.req.valid('form');
    await setNoticeCategory(db, requireAccount(c).userId, b.category, b.on === '1', now());
    return okJson(c, { category: b.category, on: b.on === '1' });
  });
  return r;
}
