import { z } from '@hono/zod-openapi';
import { createRouter } from '../../http/router';
import { okJson } from '../../http/openapi';
import { requireAccount } from '../auth/session';
import { oneOf } from '../auth/dto';
import { badInput } from '../../http/errors';
import { limitField, optional, pageField } from '../planner/common';
import { getQuery, idField, listField, optText, postForm, text } from '../aftersale/http';
import { addEvaluation, addReviewOrReply, censusNum, evaluateCenterList, evaluateDetail, toEvaluateCount } from './write';

const TAG = '评价';
const P = '/api/evaluate/v1';

const score = (label: string) => z.coerce.number({ error: `${label}须为数字` }).int(`${label}有误`).min(2, '请选择服务评分哦').max(10, `${label}有误`);

const AddBody = z.object({
  infoId: idField('订单ID'),
  serverScore: z.preprocess((v) => (v === '' ? undefined : v), score('服务评分')),
  evaluateDimensionList: optional(z.string().max(2000, '维度评分过长')),
  evaluateTagList: optional(z.string().max(1000, '评价标签过长')),
  evaluateContent: optText('评价内容', 500),
  choiceAnonymous: optional(oneOf(['0', '1'], '匿名只能为0或1')).default('0'),
  images: listField('评价图片', 5),
  sourceSyscode: optional(z.string().max(40)),
});

const ReplyBody = z.object({
  submitEvaluateId: idField('评价ID'),
  reviewReplyContent: text('追评内容', 500),
  reviewReplyType: optional(oneOf(['1', '2'], '类型有误')).default('1'),
  images: listField('追评图片', 5),
  sourceSyscode: optional(z.string().max(40)),
});

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
  list: postForm(`${P}/get_evaluate_list`, TAG, '评价中心：待评价（evaluateStatus=1）或已评价（2,3,4,5）的订单', z.object({ page: pageField(), limit: limitField(15), evaluateStatus: listField('评价状态', 5) })),
  detail: getQuery(`${P}/get_evaluate_detail`, TAG, '写评价页数据（维度、标签、可匿名）及已写的评价', z.object({ infoId: idField('订单ID') })),
  add: postForm(`${P}/add_evaluate`, TAG, '发布评价（已完成订单的买家；每个订单项一次；分数 2–10）', AddBody),
  reply: postForm(`${P}/add_review_or_reply`, TAG, '追评（1，评价人一次）或规划师回复（2，一次）', ReplyBody),
  census: getQuery(`${P}/census_num`, TAG, '待评价 / 已评价数量', z.object({})),
  num: getQuery(`${P}/evaluate_num`, TAG, '待评价数量（我的页面角标）', z.object({})),
};

export function evaluateWriteRoutes() {
  const r = createRouter();
  r.openapi(routes.list, async (c) => {
    const b = c.req.valid('form');
    const pending = b.evaluateStatus.length === 0 || b.evaluateStatus.every((s) => s === '1');
    return okJson(c, await evaluateCenterList(c.get('deps').db, requireAccount(c).userId, { pending, page: b.page, limit: b.limit }));
  });
  r.openapi(routes.detail, async (c) => okJson(c, await evaluateDetail(c.get('deps'), requireAccount(c).userId, c.req.valid('query').infoId)));
  r.openapi(routes.add, async (c) => {
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
  r.openapi(routes.reply, async (c) => {
    const user = requireAccount(c);
    const b = c.req.valid('form');
    return okJson(c, await addReviewOrReply(c.get('deps'), user, { submitEvaluateId: b.submitEvaluateId, reviewReplyType: b.reviewReplyType === '2' ? 2 : 1, reviewReplyContent: b.reviewReplyContent, images: b.images }));
  });
  r.openapi(routes.census, async (c) => okJson(c, await censusNum(c.get('deps').db, requireAccount(c).userId)));
  r.openapi(routes.num, async (c) => okJson(c, await toEvaluateCount(c.get('deps').db, requireAccount(c).userId)));
  return r;
}
