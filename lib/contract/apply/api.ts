import { z } from 'zod';
import { idField, limitField, looseId, mobile, oneOf, optText, optional, pageField, personName, regionCode, required, text } from '../fields';
import { pagedSchema } from '../paging';
import {
  APPLY_LIMITS as L,
  COOPERATION_KIND_CODES,
  COOPERATION_STATUSES,
  COOPERATION_TARGETS,
  JOB_APPLY_STATUSES,
  JOB_APPLY_TARGETS,
  MERCHANT_DECISIONS,
  MERCHANT_STATUSES,
  MERCHANT_SUBJECTS,
} from './enums';

/**
 * Applications to the platform (server/modules/apply): 商户入驻 (/my/merchantsJoin), job applications (/my/joinUs)
 * and cooperation proposals (/my/cooperation). Each belongs to the account that sent it; only that account reads it.
 */

// ——— requests ———

/** A 6-digit SMS code (type default): needed only when the contact phone is not the account's own. */
const smsCodeField = optional(z.string().regex(/^\d{6}$/, '验证码有误')).meta({ description: '联系电话不是账号手机号时必填：发往该号码的验证码（type default）' });

/** Category codes as a comma list (or a JSON array string), 1–CATEGORIES_MAX of them. */
const categoryCodes = required(
  z
    .string({ error: '请选择经营类目' })
    .max(2000, '经营类目有误')
    .transform((s, ctx) => {
      let items: unknown = s.split(',');
      if (s.trim().startsWith('[')) {
        try {
          items = JSON.parse(s);
        } catch {
          items = null;
        }
      }
      const codes = Array.isArray(items) ? items.map((x) => String(x).trim()).filter(Boolean) : null;
      if (!codes || codes.some((c) => !/^[A-Za-z0-9_-]{1,64}$/.test(c))) ctx.addIssue({ code: 'custom', message: '经营类目有误' });
      else if (!codes.length) ctx.addIssue({ code: 'custom', message: '请选择经营类目' });
      else if (new Set(codes).size > L.CATEGORIES_MAX) ctx.addIssue({ code: 'custom', message: `最多选择${L.CATEGORIES_MAX}个经营类目` });
      else return [...new Set(codes)];
      return z.NEVER;
    }),
).meta({ type: 'string', description: `经营类目编码（一级服务分类，见 /api/commodity/v2/get_filter_code），逗号分隔，1–${L.CATEGORIES_MAX} 个`, example: 'FL20210425164438' });

export const MerchantJoinBody = z.object({
  subjectType: required(oneOf(MERCHANT_SUBJECTS, '入驻类型有误')).meta({ description: 'COMPANY 企业 / PERSONAL 个人' }),
  name: text('入驻名称', L.NAME_MAX).meta({ description: '企业为营业执照上的公司名称，个人为真实姓名' }),
  contactName: personName('联系人', L.CONTACT_MAX),
  contactPhone: mobile('联系电话'),
  smsCode: smsCodeField,
  cityCode: required(regionCode('所在城市')).meta({ description: '地级市编码（离线城市表）；省、市名称由服务端确定' }),
  categoryCodes,
  licenceImage: required(z.string({ error: '请上传营业执照或资质证明' }).trim().max(300, '图片地址有误')).meta({
    description: '营业执照（企业）或资质证明（个人）：/api/upload/v1/upload 返回的 id 或 url',
  }),
  intro: optText('机构介绍', L.INTRO_MAX).meta({ description: `团队与擅长的服务，最多 ${L.INTRO_MAX} 字` }),
});
export type MerchantJoinInput = z.input<typeof MerchantJoinBody>;
export type MerchantJoinBody = z.infer<typeof MerchantJoinBody>;

export const OperatorMerchantListQuery = z.object({
  status: optional(oneOf(MERCHANT_STATUSES, '状态有误')).meta({ description: 'PENDING 审核中 / APPROVED 已通过 / REJECTED 未通过；不传为全部' }),
  page: pageField(),
  limit: limitField(20, 50),
});
export type OperatorMerchantListQuery = z.infer<typeof OperatorMerchantListQuery>;

export const OperatorMerchantDecideBody = z.object({
  id: idField('申请ID', 'mj_xxxxxxxx'),
  action: required(oneOf(MERCHANT_DECISIONS, '审核结果有误')).meta({ description: 'approve 通过 / reject 不通过' }),
  reason: optText('原因', L.REASON_MAX).meta({ description: '不通过时必填：告诉申请人为什么' }),
});
export type OperatorMerchantDecideBody = z.infer<typeof OperatorMerchantDecideBody>;

/** The operator's note on a new status: shown to the applicant with it ('' clears the previous one). */
const statusNote = optText('说明', L.STATUS_NOTE_MAX).meta({ description: `给申请人的说明，最多 ${L.STATUS_NOTE_MAX} 字，随状态显示在其列表中；不传则清空上次的说明` });

export const OperatorJobListQuery = z.object({
  status: optional(oneOf(JOB_APPLY_STATUSES, '状态有误')).meta({ description: 'SUBMITTED 已投递 / VIEWED 已查看 / INTERVIEW 邀请面试 / CLOSED 暂不合适；不传为全部' }),
  page: pageField(),
  limit: limitField(20, 50),
});
export type OperatorJobListQuery = z.infer<typeof OperatorJobListQuery>;

export const OperatorJobStatusBody = z.object({
  id: idField('投递ID', 'ja_xxxxxxxx'),
  status: required(oneOf(JOB_APPLY_TARGETS, '状态有误')).meta({
    description: 'VIEWED 已查看（从已投递）/ INTERVIEW 邀请面试、CLOSED 暂不合适（从已投递或已查看）',
  }),
  from: optional(oneOf(JOB_APPLY_STATUSES, '当前状态有误')).meta({ description: '可选：运营看到的当前状态；传入时只有状态仍是它才修改，同时操作的人中只有一位成功' }),
  note: statusNote,
});
export type OperatorJobStatusBody = z.infer<typeof OperatorJobStatusBody>;

export const OperatorCooperationListQuery = z.object({
  status: optional(oneOf(COOPERATION_STATUSES, '状态有误')).meta({ description: 'PENDING 待联系 / CONTACTED 已联系 / CLOSED 已结束；不传为全部' }),
  page: pageField(),
  limit: limitField(20, 50),
});
export type OperatorCooperationListQuery = z.infer<typeof OperatorCooperationListQuery>;

export const OperatorCooperationStatusBody = z.object({
  id: idField('合作意向ID', 'co_xxxxxxxx'),
  status: required(oneOf(COOPERATION_TARGETS, '状态有误')).meta({ description: 'CONTACTED 已联系（从待联系）/ CLOSED 已结束（从待联系或已联系）' }),
  from: optional(oneOf(COOPERATION_STATUSES, '当前状态有误')).meta({ description: '可选：运营看到的当前状态；传入时只有状态仍是它才修改，同时操作的人中只有一位成功' }),
  note: statusNote,
});
export type OperatorCooperationStatusBody = z.infer<typeof OperatorCooperationStatusBody>;

export const JobApplyBody = z.object({
  jobId: idField('职位ID', 'job_sales_cd'),
  name: text('姓名', L.CONTACT_MAX),
  phone: mobile('手机号码'),
  smsCode: smsCodeField,
  note: text('个人简介', L.NOTE_MAX)
    .refine((s) => s.length >= 10, '请用至少10个字介绍您的工作经历')
    .meta({ description: `工作经历与求职意向（简历说明），10–${L.NOTE_MAX} 字` }),
});
export type JobApplyInput = z.input<typeof JobApplyBody>;
export type JobApplyBody = z.infer<typeof JobApplyBody>;

export const CooperationBody = z.object({
  company: text('公司名称', L.NAME_MAX),
  contactName: personName('联系人', L.CONTACT_MAX),
  phone: mobile('联系电话'),
  smsCode: smsCodeField,
  kind: required(oneOf(COOPERATION_KIND_CODES, '合作类型有误')).meta({ description: 'CHANNEL 渠道合作 / SUPPLIER 服务供应 / MARKETING 品牌营销 / TECH 技术合作 / OTHER 其他' }),
  description: text('合作内容', L.DESCRIPTION_MAX)
    .refine((s) => s.length >= 10, '请用至少10个字描述合作内容')
    .meta({ description: `合作内容，10–${L.DESCRIPTION_MAX} 字` }),
});
export type CooperationInput = z.input<typeof CooperationBody>;
export type CooperationBody = z.infer<typeof CooperationBody>;

export const ApplyListQuery = z.object({ page: pageField(), limit: limitField(10, 30) });
export type ApplyListQuery = z.infer<typeof ApplyListQuery>;

export const JobApplicationQuery = z.object({ jobId: looseId('职位ID').meta({ example: 'job_sales_cd' }) });
export type JobApplicationQuery = z.infer<typeof JobApplicationQuery>;

// ——— answers ———

export const MerchantApplication = z
  .object({
    id: z.string(),
    subjectType: z.enum(MERCHANT_SUBJECTS),
    subjectText: z.string().meta({ example: '企业入驻' }),
    name: z.string(),
    contactName: z.string(),
    contactPhone: z.string(),
    provinceName: z.string(),
    cityCode: z.string(),
    cityName: z.string(),
    categories: z.array(z.object({ code: z.string(), name: z.string() })),
    licenceImage: z.string().meta({ description: '图片地址' }),
    intro: z.string(),
    status: z.enum(MERCHANT_STATUSES),
    statusText: z.string().meta({ example: '审核中' }),
    reason: z.string().meta({ description: '未通过的原因（其他状态为空）' }),
    createdAt: z.string(),
    decidedAt: z.string().nullable(),
  })
  .meta({ id: 'MerchantApplication' });
export type MerchantApplication = z.infer<typeof MerchantApplication>;

export const MyMerchantApplication = z.object({
  current: MerchantApplication.nullable().meta({ description: '最近一次申请（没有时为 null）' }),
  canSubmit: z.boolean().meta({ description: '没有审核中或已通过的申请时为 true（未通过可重新提交）' }),
  submittedToday: z.number().int(),
  dailyQuota: z.number().int(),
});
export type MyMerchantApplication = z.infer<typeof MyMerchantApplication>;

export const OperatorMerchantApplication = MerchantApplication.extend({ userId: z.string(), decidedBy: z.string() }).meta({ id: 'OperatorMerchantApplication' });
export type OperatorMerchantApplication = z.infer<typeof OperatorMerchantApplication>;
export const OperatorMerchantPage = pagedSchema(OperatorMerchantApplication);
export type OperatorMerchantPage = z.infer<typeof OperatorMerchantPage>;

export const JobApplication = z
  .object({
    id: z.string(),
    jobId: z.string(),
    position: z.string().meta({ description: '投递时的职位名称' }),
    department: z.string(),
    city: z.string(),
    name: z.string(),
    phone: z.string(),
    note: z.string(),
    status: z.enum(JOB_APPLY_STATUSES),
    statusText: z.string().meta({ example: '已投递' }),
    statusNote: z.string().meta({ description: '平台对当前状态的说明（没有时为空）' }),
    createdAt: z.string(),
  })
  .meta({ id: 'JobApplication' });
export type JobApplication = z.infer<typeof JobApplication>;
export const JobApplicationPage = pagedSchema(JobApplication);
export type JobApplicationPage = z.infer<typeof JobApplicationPage>;
export const OperatorJobApplication = JobApplication.extend({ userId: z.string(), updatedAt: z.string() }).meta({ id: 'OperatorJobApplication' });
export type OperatorJobApplication = z.infer<typeof OperatorJobApplication>;
export const OperatorJobPage = pagedSchema(OperatorJobApplication);
export type OperatorJobPage = z.infer<typeof OperatorJobPage>;
export const MyJobApplication = z.object({ application: JobApplication.nullable() });
export type MyJobApplication = z.infer<typeof MyJobApplication>;

export const CooperationProposal = z
  .object({
    id: z.string(),
    company: z.string(),
    contactName: z.string(),
    phone: z.string(),
    kind: z.enum(COOPERATION_KIND_CODES),
    kindName: z.string(),
    description: z.string(),
    status: z.enum(COOPERATION_STATUSES),
    statusText: z.string().meta({ example: '待联系' }),
    statusNote: z.string().meta({ description: '平台对当前状态的说明（没有时为空）' }),
    createdAt: z.string(),
  })
  .meta({ id: 'CooperationProposal' });
export type CooperationProposal = z.infer<typeof CooperationProposal>;
export const CooperationPage = pagedSchema(CooperationProposal);
export type CooperationPage = z.infer<typeof CooperationPage>;
export const OperatorCooperationProposal = CooperationProposal.extend({ userId: z.string(), updatedAt: z.string() }).meta({ id: 'OperatorCooperationProposal' });
export type OperatorCooperationProposal = z.infer<typeof OperatorCooperationProposal>;
export const OperatorCooperationPage = pagedSchema(OperatorCooperationProposal);
export type OperatorCooperationPage = z.infer<typeof OperatorCooperationPage>;
