import { z } from 'zod';
import { codeField, looseId, PERSON_NAME_RE } from '../fields';
import { FAVOURITE_TYPE } from '../catalog/enums';
import { CONSULT_LEAD_KINDS, LOAN_TYPE_CODES, MORTGAGE_PERIOD_CODES } from './enums';
import { MOBILE_RE } from '@/lib/contract/mobile';

// ——— requests ———

// The phone and its SMS code (type 'default'), as the auth calls check them; an account may leave both out.
const phone = z.string().regex(MOBILE_RE, '手机号码有误').meta({ example: '13800138000' });
const smsCode = z.string().regex(/^\d{6}$/, '验证码有误').meta({ example: '123456' });
const text = (label: string, max: number) => z.string().trim().max(max, `${label}最多${max}个字`);
const amount = (label: string, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : v),
    z.string().trim().regex(/^\d{1,9}(\.\d{1,2})?$/, `${label}有误`).transform(Number).refine((n) => n <= max, `${label}过大`),
  );
const enumOf = <const T extends readonly [string, ...string[]]>(values: T, msg: string) =>
  z.enum(values, { error: (i) => (i.input === undefined ? '不能为空' : msg) });

const FAVOURITE_TYPES = [FAVOURITE_TYPE.GOODS, FAVOURITE_TYPE.TRADE, FAVOURITE_TYPE.PLANNER, FAVOURITE_TYPE.COMBO] as const;

export const CmsAddConsultBody = z.object({
  kind: enumOf(CONSULT_LEAD_KINDS, '线索类型有误').meta({ description: 'MERCHANT_JOIN：/detail/joing 入驻申请' }),
  consultationContent: z
    .string({ error: '不能为空' })
    .trim()
    .min(1, '请填写咨询内容')
    .max(500, '咨询内容最多500个字')
    .meta({ description: '想要什么："企业服务:搜索内容-注册公司-全部分类"' }),
  phone: phone.optional(),
  smsCode: smsCode.optional(),
  customerName: text('姓名', 30).regex(PERSON_NAME_RE, '姓名只能包含汉字、字母或·').optional(),
  sourceAddr: text('来源地址', 500).optional().meta({ description: '页面地址或路径' }),
  targetType: enumOf(FAVOURITE_TYPES, '对象类型有误').optional().meta({ description: '线索所关于的商品 / 交易 / 规划师 / 套餐' }),
  targetId: looseId('对象').optional(),
  requireCode: codeField('需求分类').optional().meta({ description: '一级分类（FL）' }),
  requireName: text('需求名称', 50).optional(),
  cityCode: z.string().regex(/^\d{6}$/, '城市编码有误').optional().meta({ description: '默认请求的 areaCode' }),
  cityName: text('城市', 20).optional(),
  companyName: text('公司名称', 60).optional(),
});
export type ConsultLeadInput = z.input<typeof CmsAddConsultBody>;
export type CmsAddConsultBody = z.infer<typeof CmsAddConsultBody>;

export const AddCreditEvaluationBody = z
  .object({
    provinceName: z.string({ error: '请选择所在城市' }).trim().min(1, '请选择所在城市').max(20, '所在城市有误'),
    cityName: z.string({ error: '请选择所在城市' }).trim().min(1, '请选择所在城市').max(20, '所在城市有误'),
    fundMonthly: amount('个人月缴金额', 1_000_000).optional().meta({ description: '元；无公积金时不传' }),
    premiumYearly: amount('年缴保费', 100_000).optional().meta({ description: '万元' }),
    mortgageMonthly: amount('月供还款', 10_000_000).optional(),
    mortgagePeriod: enumOf(MORTGAGE_PERIOD_CODES, '房贷已还时间有误').optional(),
    loanType: enumOf(LOAN_TYPE_CODES, '贷款类型有误').default('ENTERPRISE_CREDIT'),
    phone: phone.optional(),
    smsCode: smsCode.optional(),
    source: text('来源地址', 500).optional().meta({ description: '页面路径' }),
  })
  .superRefine((v, ctx) => {
    if (v.mortgageMonthly !== undefined && !v.mortgagePeriod) ctx.addIssue({ code: 'custom', path: ['mortgagePeriod'], message: '请选择房贷已还时间' });
  });
export type CreditEvaluationInput = z.input<typeof AddCreditEvaluationBody>;
export type AddCreditEvaluationBody = z.infer<typeof AddCreditEvaluationBody>;

// ——— answers ———

export const ConsultLead = z.object({ leadId: z.string() });
export type ConsultLead = z.infer<typeof ConsultLead>;

export const CreditEvaluationResult = z.object({
  leadId: z.string(),
  estimateYuan: z.number().int().meta({ description: '整元' }),
  estimateText: z.string().meta({ example: '1,250,000' }),
});
export type CreditEvaluationResult = z.infer<typeof CreditEvaluationResult>;
