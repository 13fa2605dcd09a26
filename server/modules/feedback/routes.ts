import type { Context } from 'hono';
import { AddFeedbackBody, Feedback, FeedbackIdQuery, FeedbackListQuery, FeedbackPage, FeedbackTypes, OperatorFeedback, OperatorFeedbackPage, ReplyFeedbackBody } from '@/lib/contract/feedback/api';
import { PLATFORM_CODE, TERMINAL_APP, TERMINAL_WAP } from '@/lib/constants';
import { createRouter } from '../../http/router';
import { forbidden } from '../../http/errors';
import { okJson } from '../../http/openapi';
import { getRoute, postRoute } from '../../http/route';
import type { HonoEnv } from '../../http/types';
import { platformOperator } from '../aftersale/operator';
import { audited } from '../ops/audit';
import { feedbackState } from './queue';
import { requireAccount } from '../auth/session';
import { addFeedback, feedbackTypes, myFeedback, myFeedbackDetail, operatorFeedback, replyFeedback, type FeedbackSource } from './service';

const TAG = '我要吐槽';

const routes = {
  types: getRoute({ path: '/api/complain/v1/types', tag: TAG, summary: '反馈类型（无需登录）', data: FeedbackTypes }),
  add: postRoute({
    path: '/api/complain/v1/add',
    tag: TAG,
    summary: '提交反馈（需登录）：10-200 字纯文本，最多 3 张本人上传的图片；每个账号每天最多 5 条（429）',
    form: AddFeedbackBody,
    data: Feedback,
  }),
  list: getRoute({ path: '/api/complain/v1/list', tag: TAG, summary: '我的反馈（需登录；新的在前），含状态与平台回复', query: FeedbackListQuery, data: FeedbackPage }),
  detail: getRoute({ path: '/api/complain/v1/detail', tag: TAG, summary: '我的一条反馈（他人的为 404）', query: FeedbackIdQuery, data: Feedback }),
  operatorList: getRoute({
    path: '/api/complain/v1/operator/list',
    tag: TAG,
    summary: '待处理反馈（平台运营，X-Operator-Token）：默认 OPEN，最早的在前',
    query: FeedbackListQuery,
    data: OperatorFeedbackPage,
  }),
  operatorReply: postRoute({
    path: '/api/complain/v1/operator/reply',
    tag: TAG,
    summary: '回复反馈（平台运营，X-Operator-Token）：每条只回复一次，再次回复为 409',
    form: ReplyFeedbackBody,
    data: OperatorFeedback,
  }),
};

function requireOperator(c: Context<HonoEnv>) {
  const op = platformOperator(c);
  if (!op) throw forbidden('仅平台运营人员可以处理反馈');
  return op;
}

/** The terminal and platform the client says it is (spec §7: headers on every call), kept to the known values. */
function sourceOf(c: Context<HonoEnv>): FeedbackSource {
  const terminal = c.req.header('terminalCode');
  const platform = c.req.header('platformCode');
  return {
    terminalCode: terminal === TERMINAL_APP ? TERMINAL_APP : TERMINAL_WAP,
    platformCode: platform && /^[A-Z_]{1,40}$/.test(platform) ? platform : PLATFORM_CODE,
  };
}

export function feedbackRoutes() {
  const r = createRouter();
  r.openapi(routes.types, async (c) => okJson(c, feedbackTypes()));
  r.openapi(routes.add, async (c) => {
    const user = requireAccount(c);
    return okJson(c, await addFeedback(c.get('deps'), user.userId, sourceOf(c), c.req.valid('form')));
  });
  r.openapi(routes.list, async (c) => okJson(c, await myFeedback(c.get('deps').db, requireAccount(c).userId, c.req.valid('query'))));
  r.openapi(routes.detail, async (c) => okJson(c, await myFeedbackDetail(c.get('deps').db, requireAccount(c).userId, c.req.valid('query').id)));
  r.openapi(routes.operatorList, async (c) => {
    requireOperator(c);
    return okJson(c, await operatorFeedback(c.get('deps').db, c.req.valid('query')));
  });
  r.openapi(routes.operatorReply, async (c) => {
    const op = requireOperator(c);
    const { db, now } = c.get('deps');
    const b = c.req.valid('form');
    const spec = { action: 'feedback.reply', objectType: 'feedback', objectId: b.id, summary: `回复：${b.content}`, snapshot: () => feedbackState(db, b.id) };
    return okJson(c, await audited(c, spec, () => replyFeedback(db, b, op.name, now())));
  });
  return r;
}
