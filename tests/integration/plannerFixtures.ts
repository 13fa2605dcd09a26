import { randomBytes } from 'node:crypto';
import { USER_TYPE } from '@/lib/constants';
import { users } from '@/server/modules/auth/schema';
import { evaluationReplies, evaluations } from '@/server/modules/evaluate/schema';
import { planners, type PlannerBusinessCard } from '@/server/modules/planner/schema';
import { seal } from '@/server/modules/secrets/keys';
import { CARD_STATUS_ON_SHELF } from '@/server/modules/catalog/enums';
import type { TestContext } from './helpers';

// Rows the planner / store / case / evaluate / phone tests insert themselves, in a city of their own so that the
// seeded marketplace does not change what a list returns.

const uid = (prefix: string) => `${prefix}${randomBytes(5).toString('hex')}`;
/** A 6-digit area code no real city has (99xxxx), one per call. */
export const testCity = () => `99${String(Math.floor(Math.random() * 9000) + 1000)}`;

let phoneSeq = 0;
const phoneBase = String(Math.floor(Math.random() * 9000) + 1000);
export const plannerPhone = () => `136${phoneBase}${String(++phoneSeq).padStart(4, '0')}`;

export type PlannerFixture = Partial<typeof planners.$inferInsert> & { phone?: string };

export async function insertPlanner(ctx: TestContext, over: PlannerFixture = {}) {
  const id = over.userId ?? uid('u_tp_');
  const phone = over.phone ?? plannerPhone();
  await ctx.deps.db.insert(users).values({
    id,
    userNo: uid('UT'),
    phone,
    nickName: over.name ?? '测试规划师',
    userType: USER_TYPE.MERCHANT_USER,
    customerId: uid('c_'),
  });
  const card: PlannerBusinessCard = {
    status: CARD_STATUS_ON_SHELF,
    title: '金牌规划师',
    wechat: 'wx_test',
    mailbox: 'test@example.com',
    intro: '十年企业服务经验',
    officeAddress: '成都市高新区天府大道100号',
    serviceExperience: '8年',
    responseTime: 45,
    titleNavs: ['我的问答'],
    content: { wenda: [{ id: 'q1', title: '注册公司要多久？', contentText: '一般5个工作日', contentImageUrl: '', applaudCount: 3, remarkCount: 1 }] },
    live: null,
  };
  const { phone: _omit, ...rest } = over;
  void _omit;
  const row = {
    userId: id,
    name: '测试规划师',
    avatar: '/images/avatar-default.svg',
    postName: '金牌规划师',
    tags: ['公司注册', '代理记账'],
    point: 500,
    payNum: 10,
    goodReputationBp: 9800,
    evaluatorCount: 5,
    serveAge: 3,
    status: 1,
    businessCategories: [{ firstTypeCode: 'FLTEST1', firstTypeName: '工商服务', secondTypeCode: 'FLTEST1A', secondTypeName: '公司注册' }],
    firstTypeCodes: ['FLTEST1'],
    cityCode: '510100',
    districtCode: null,
    areaCodes: [],
    phoneEnc: seal(ctx.deps, 'planner-phone', phone),
    recentCompany: '成都某某科技有限公司',
    merchantName: '薯片企服成都分公司',
    card,
    ...rest,
  } satisfies typeof planners.$inferInsert;
  await ctx.deps.db.insert(planners).values(row);
  return { ...row, phone };
}

export type EvaluationFixture = Partial<typeof evaluations.$inferInsert> & {
  replies?: { replyType: 1 | 2; content: string; afterDays?: number; userName?: string }[];
};

export async function insertEvaluation(ctx: TestContext, over: EvaluationFixture = {}) {
  const { replies = [], ...rest } = over;
  const id = over.id ?? uid('ev_t');
  const evaluatedAt = over.evaluatedAt ?? new Date('2024-05-01T02:00:00Z');
  await ctx.deps.db.insert(evaluations).values({
    id,
    goodsType: 'goods',
    userName: '张三丰',
    avatar: '/images/avatar-default.svg',
    averageScore: 1000,
    tags: ['专业', '响应快'],
    content: '服务很专业，办理很快。',
    images: [],
    goodEvaluate: true,
    ...rest,
    evaluatedAt,
  });
  for (const [i, r] of replies.entries()) {
    await ctx.deps.db.insert(evaluationReplies).values({
      id: `${id}_r${i}`,
      evaluationId: id,
      replyType: r.replyType,
      content: r.content,
      userName: r.userName ?? (r.replyType === 1 ? '张三丰' : '王规划'),
      avatar: '/images/avatar-default.svg',
      createdAt: new Date(evaluatedAt.getTime() + (r.afterDays ?? 0) * 86_400_000 + 3600_000),
    });
  }
  return id;
}
