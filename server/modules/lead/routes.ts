import { createRoute, z } from '@hono/zod-openapi';
import { LOAN_TYPES, MORTGAGE_PERIODS } from '@/lib/creditEstimate';
import { createRouter } from '../../http/router';
import { formBody, jsonOk, okJson } from '../../http/openapi';
import { phone, smsCode } from '../auth/dto';
import { caller } from '../auth/routes';
import { codeOf, dataOf, idOf } from '../catalog/dto';
import { FAVOURITE_TYPE, LEAD_KIND } from '../catalog/enums';
import { areaOf } from '../catalog/http';
import { addConsultLead, addCreditEvaluation } from './service';

const TAG = '线索';
const FILE = 'services/lead.ts';
const text = (label: string, max: number) => z.string().trim().max(max, `${label}最多${max}个字`);
const amount = (label: string, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : v),
    z.string().trim().regex(/^\d{1,9}(\.\d{1,2})?$/, `${label}有误`).transform(Number).refine((n) => n <= max, `${label}过大`),
  );
const enumOf = <T extends readonly [string, ...string[]]>(values: T, msg: string) =>
  z.enum(values, { error: (i) => (i.input === undefined ? '不能为空' : msg) });

const ConsultBody = z.object({
  kind: enumOf([LEAD_KIND.CONSULT, LEAD_KIND.SUBSCRIBE, LEAD_KIND.EMPTY_SEARCH, LEAD_KIND.PRICE_DROP, LEAD_KIND.MERCHANT_JOIN], '线索类型有误'),
  consultationContent: z.string({ error: '不能为空' }).trim().min(1, '请填写咨询内容').max(500, '咨询内容最多500个字'),
  phone: phone.optional(),
  smsCode: smsCode.optional(),
  customerName: text('姓名', 30).optional(),
  sourceAddr: text('来源地址', 500).optional(),
  targetType: enumOf(Object.values(FAVOURITE_TYPE) as [string, ...string[]], '对象类型有误').optional(),
  targetId: idOf('对象').optional(),
  requireCode: codeOf('需求分类').optional(),
  requireName: text('需求名称', 50).optional(),
  cityCode: z.string().regex(/^\d{6}$/, '城市编码有误').optional(),
  cityName: text('城市', 20).optional(),
  companyName: text('公司名称', 60).optional(),
});

const CreditBody = z
  .object({
    provinceName: z.string({ error: '请选择所在城市' }).trim().min(1, '请选择所在城市').max(20, '所在城市有误'),
    cityName: z.string({ error: '请选择所在城市' }).trim().min(1, '请选择所在城市').max(20, '所在城市有误'),
    fundMonthly: amount('个人月缴金额', 1_000_000).optional(),
    premiumYearly: amount('年缴保费', 100_000).optional(),
    mortgageMonthly: amount('月供还款', 10_000_000).optional(),
    mortgagePeriod: enumOf(MORTGAGE_PERIODS.map((p) => p.code) as [string, ...string[]], '房贷已还时间有误').optional(),
    loanType: enumOf(LOAN_TYPES.map((t) => t.code) as [string, ...string[]], '贷款类型有误').default('ENTERPRISE_CREDIT'),
    phone: phone.optional(),
    smsCode: smsCode.optional(),
    source: text('来源地址', 500).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.mortgageMonthly !== undefined && !v.mortgagePeriod) ctx.addIssue({ code: 'custom', path: ['mortgagePeriod'], message: '请选择房贷已还时间' });
  });

const consultRoute = createRoute({
  method: 'post',
  path: '/api/consult/v1/cms_add_consult',
  tags: [TAG],
  summary: '咨询 / 订阅 / 无结果订阅 / 降价提醒 / 商户入驻线索（游客须带短信验证码 type=default；同一手机号同内容一天内只记一次）',
  request: formBody(ConsultBody),
  responses: jsonOk(dataOf('{ leadId }', FILE)),
});

const creditRoute = createRoute({
  method: 'post',
  path: '/api/lead/v1/credit_evaluation',
  tags: [TAG],
  summary: '贷款额度评估：服务端按公式估算并保存为线索，返回估算额度（游客须带短信验证码 type=default）',
  request: formBody(CreditBody),
  responses: jsonOk(dataOf('CreditEvaluationResult', FILE)),
});

export function leadRoutes() {
  const r = createRouter();
  r.openapi(consultRoute, async (c) => okJson(c, await addConsultLead(c.get('deps'), c.get('user'), caller(c), areaOf(c), c.req.valid('form'))));
  r.openapi(creditRoute, async (c) => {
    const b = c.req.valid('form') as Parameters<typeof addCreditEvaluation>[4];
    return okJson(c, await addCreditEvaluation(c.get('deps'), c.get('user'), caller(c), areaOf(c), b));
  });
  return r;
}
