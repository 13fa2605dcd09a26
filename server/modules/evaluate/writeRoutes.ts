import { createRouter } from '../../http/router';
import { getRoute, postRoute } from '../../http/route';
import { okJson } from '../../http/openapi';
import { badInput } from '../../http/errors';
import { requireAccount } from '../auth/session';
import * as api from '@/lib/contract/evaluate/api';
import { PENDING_FILTER, REPLY_TYPE } from '@/lib/contract/evaluate/enums';
import { addEvaluation, addReviewOrReply, censusNum, evaluateCenterList, evaluateNum, evaluateWriteDetail } from './write';

const TAG = '评价';

/** A form field that carries a JSON array (the client JSON-stringifies it). */
function parseJsonList(raw: string | undefined, label: string): unknown[] {
  if (!raw) return [];
  try {
    const v = JSON.parse(raw);
    if (!Array.isArray(v)) throw new Error();
    return v;
  } catch {
    throw badInput(`${label}：格式错误`);
  }
}

const routes = {
  evaluateCenterList: postRoute({
    path: '/api/evaluate/v1/get_evaluate_list',
    tag: TAG,
    summary: '评价中心：待评价（evaluateStatus=1）或已评价（2,3,4,5）的订单',
    form: api.GetEvaluateListBody,
    data: api.EvaluateCenterPage,
  }),
  evaluateWriteDetail: getRoute({
    path: '/api/evaluate/v1/get_evaluate_detail',
    tag: TAG,
    summary: '写评价页数据（维度、标签、可匿名）及已写的评价',
    query: api.GetEvaluateDetailQuery,
    data: api.EvaluateWriteDetail,
  }),
  addEvaluation: postRoute({ path: '/api/evaluate/v1/add_evaluate', tag: TAG, summary: '发布评价（已完成订单的买家；每个订单项一次；分数 2–10）', form: api.AddEvaluateBody, data: api.MyEvaluation }),
  addReviewOrReply: postRoute({ path: '/api/evaluate/v1/add_review_or_reply', tag: TAG, summary: '追评（1，评价人一次）或规划师回复（2，一次）', form: api.AddReviewOrReplyBody, data: api.MyEvaluation }),
  censusNum: getRoute({ path: '/api/evaluate/v1/census_num', tag: TAG, summary: '待评价 / 已评价数量', query: api.CensusNumQuery, data: api.CensusNum }),
  evaluateNum: getRoute({ path: '/api/evaluate/v1/evaluate_num', tag: TAG, summary: '待评价数量（我的页面角标）', query: api.EvaluateNumQuery, data: api.EvaluateNum }),
};

export function evaluateWriteRoutes() {
  const r = createRouter();
  r.openapi(routes.evaluateCenterList, async (c) => {
    const b = c.req.valid('form');
    const pending = b.evaluateStatus.length === 0 || b.evaluateStatus.every((s) => s === PENDING_FILTER);
    return okJson(c, await evaluateCenterList(c.get('deps').db, requireAccount(c).userId, { pending, page: b.page, limit: b.limit }));
  });
  r.openapi(routes.evaluateWriteDetail, async (c) => okJson(c, await evaluateWriteDetail(c.get('deps'), requireAccount(c).userId, c.req.valid('query').infoId)));
  r.openapi(routes.addEvaluation, async (c) => {
    const user = requireAccount(c);
    const b = c.req.valid('form');
    const dims = parseJsonList(b.evaluateDimensionList, 'evaluateDimensionList').map((d) => {
      const x = d as { id?: unknown; name?: unknown; fraction?: unknown };
      return { id: typeof x.id === 'string' ? x.id : undefined, name: typeof x.name === 'string' ? x.name : undefined, fraction: Number(x.fraction) };
    });
    const tags = parseJsonList(b.evaluateTagList, 'evaluateTagList').map((t) => (typeof t === 'string' ? t : String((t as { name?: unknown })?.name ?? '')));
    return okJson(
      c,
      await addEvaluation(c.get('deps'), user.userId, { infoId: b.infoId, serverScore: b.serverScore, dimensions: dims, tags, evaluateContent: b.evaluateContent, choiceAnonymous: b.choiceAnonymous === '1', images: b.images }),
    );
  });
  r.openapi(routes.addReviewOrReply, async (c) => {
    const user = requireAccount(c);
    const b = c.req.valid('form');
    const type = b.reviewReplyType === '2' ? REPLY_TYPE.PLANNER_REPLY : REPLY_TYPE.FOLLOW_UP;
    return okJson(c, await addReviewOrReply(c.get('deps'), user, { submitEvaluateId: b.submitEvaluateId, reviewReplyType: type, reviewReplyContent: b.reviewReplyContent, images: b.images }));
  });
  r.openapi(routes.censusNum, async (c) => okJson(c, await censusNum(c.get('deps').db, requireAccount(c).userId)));
  r.openapi(routes.evaluateNum, async (c) => okJson(c, await evaluateNum(c.get('deps').db, requireAccount(c).userId)));
  return r;
}
