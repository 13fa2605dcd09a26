import { and, desc, eq, gte } from 'drizzle-orm';
import { estimateCredit, LOAN_TYPES, type LoanTypeCode, type MortgagePeriodCode } from '@/lib/creditEstimate';
import { USER_TYPE } from '@/lib/constants';
import type { AddCreditEvaluationBody, CmsAddConsultBody, ConsultLead, CreditEvaluationResult } from '@/lib/contract/lead/api';
import { LEAD_KIND, SERVICE_CLASS } from '@/lib/contract/catalog/enums';
import type { LoanTypeCode as LoanCode, MortgagePeriodCode as PeriodCode } from '@/lib/contract/lead/enums';
import type { Deps, SessionUser } from '../../http/types';
import { newId } from '../../db/ids';
import { badInput } from '../../http/errors';
import { leads } from './schema';
import { rateLimit } from '../auth/guard';
import { verifySmsCode, type Caller } from '../auth/service';
import { findUserById } from '../auth/users';
import { notify, type NoticeInput } from '../notice/notify';
import { shareEntrustNotice } from './notices';

// The contract's codes (what the request accepts) and the estimate's tables must name the same loan types and
// periods: this fails to compile when they drift apart.
type SameAs<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const _loanCodes: SameAs<LoanTypeCode, LoanCode> = true;
const _periodCodes: SameAs<MortgagePeriodCode, PeriodCode> = true;
void _loanCodes;
void _periodCodes;

const DEDUPE_MS = 24 * 3600_000;
export const LEADS_PER_IP_HOUR = 30;

/**
 * The phone a lead is for. An account may leave it out (its own phone); any other phone — and every visitor — proves
 * it with an SMS code of type 'default', checked and spent by the auth module.
 */
async function provenPhone(deps: Deps, user: SessionUser | null, input: { phone?: string; smsCode?: string }, caller: Caller) {
  const account = user && user.userType !== USER_TYPE.VISITOR ? await findUserById(deps.db, user.userId) : undefined;
  if (account && (!input.phone || input.phone === account.phone)) return { phone: account.phone, userId: account.id };
  if (!input.phone) throw badInput('phone：请输入手机号');
  if (!input.smsCode) throw badInput('smsCode：请输入验证码');
  await verifySmsCode(deps, { phone: input.phone, smsCode: input.smsCode, type: 'default' }, caller);
  return { phone: input.phone, userId: account?.id ?? null };
}

type LeadValues = Omit<typeof leads.$inferInsert, 'id' | 'phone' | 'userId' | 'createdAt' | 'ip'>;

/**
 * Saves the lead unless the same one came within the day; `notice` (what to tell the lead's planner) is
 * written in the transaction of the insert, so a lead saved is a notice written and a repeat writes neither.
 */
async function saveLead(deps: Deps, phone: string, userId: string | null, caller: Caller, values: LeadValues, notice?: (now: Date) => NoticeInput) {
  const now = deps.now();
  // The same request twice within a day (a double tap, a resubmitted page) is one lead.
  const [dup] = await deps.db
    .select({ id: leads.id })
    .from(leads)
    .where(and(eq(leads.phone, phone), eq(leads.kind, values.kind), eq(leads.content, values.content ?? ''), gte(leads.createdAt, new Date(now.getTime() - DEDUPE_MS))))
    .orderBy(desc(leads.createdAt))
    .limit(1);
  if (dup) return dup.id;
  const id = newId('ld_');
  await deps.db.transaction(async (tx) => {
    await tx.insert(leads).values({ ...values, id, phone, userId, ip: caller.ip, createdAt: now });
    if (notice) await notify(tx, notice(now), now);
  });
  return id;
}

export async function cmsAddConsult(deps: Deps, user: SessionUser | null, caller: Caller, areaCode: string, input: CmsAddConsultBody): Promise<ConsultLead> {
  await rateLimit(deps.cache, `lead:${caller.ip}`, LEADS_PER_IP_HOUR, 3600);
  const { phone, userId } = await provenPhone(deps, user, input, caller);
  const { smsCode: _sms, phone: _phone, ...payload } = input;
  void _sms;
  void _phone;
  const leadId = await saveLead(deps, phone, userId, caller, {
    kind: input.kind,
    name: input.customerName ?? '',
    source: input.sourceAddr ?? '',
    sourceChannel: input.kind === LEAD_KIND.MERCHANT_JOIN ? 'MERCHANT_JOIN_CHANNEL' : 'EXPERT_APPOINTMENT_CUSTOMER_CHANNEL',
    content: input.consultationContent,
    areaCode: input.cityCode ?? areaCode,
    areaName: input.cityName ?? null,
    requireCode: input.requireCode ?? null,
    requireName: input.requireName ?? null,
    targetType: input.targetType ?? null,
    targetId: input.targetId ?? null,
    payload,
  });
  return { leadId };
}

export async function addCreditEvaluation(
  deps: Deps,
  user: SessionUser | null,
  caller: Caller,
  areaCode: string,
  input: AddCreditEvaluationBody,
): Promise<CreditEvaluationResult> {
  await rateLimit(deps.cache, `lead:${caller.ip}`, LEADS_PER_IP_HOUR, 3600);
  const { phone, userId } = await provenPhone(deps, user, input, caller);
  const estimateYuan = estimateCredit(input);
  const loan = LOAN_TYPES.find((t) => t.code === input.loanType);
  const payload = {
    provinceName: input.provinceName,
    cityName: input.cityName,
    fundMonthly: input.fundMonthly ?? null,
    premiumYearly: input.premiumYearly ?? null,
    mortgageMonthly: input.mortgageMonthly ?? null,
    mortgagePeriod: input.mortgagePeriod ?? null,
    loanType: input.loanType,
    estimateYuan,
  };
  const leadId = await saveLead(deps, phone, userId, caller, {
    kind: LEAD_KIND.CREDIT_EVALUATION,
    source: input.source ?? '/detail/server/financing/creditEvaluation',
    sourceChannel: 'CREDIT_EVALUATION_CHANNEL',
    content: `额度评估：${loan?.name ?? input.loanType}，${input.provinceName}${input.cityName}，估算${estimateYuan}元`,
    areaCode,
    areaName: input.cityName,
    requireCode: SERVICE_CLASS.FINANCING,
    requireName: '金融服务',
    estimateFen: estimateYuan * 100,
    payload,
  });
  return { leadId, estimateYuan, estimateText: estimateYuan.toLocaleString('en-US') };
}

/**
 * 同意委托 on a shared page: the logged-in customer asks the sharing planner to contact them about the shared material
 * (materialType 1 article, 2 Q&A, 3 poster, 4 video). One lead per customer, planner and material a day; the planner is
 * told in the notifications centre.
 */
export async function addShareEntrust(
  deps: Deps,
  user: SessionUser,
  caller: Caller,
  input: { plannerId: string; sourceId: string; materialType: number; sourcePath: string },
): Promise<ConsultLead> {
  await rateLimit(deps.cache, `lead:${caller.ip}`, LEADS_PER_IP_HOUR, 3600);
  const account = await findUserById(deps.db, user.userId);
  if (!account) throw badInput('请先登录');
  const leadId = await saveLead(
    deps,
    account.phone,
    account.id,
    caller,
    {
      kind: LEAD_KIND.SHARE_ENTRUST,
      name: account.nickName,
      source: input.sourcePath,
      sourceChannel: input.materialType === 4 ? 'crisps-app-share-video' : input.materialType === 1 ? 'crisps-app-share-article' : 'crisps-app-share-answer',
      content: `${input.plannerId}:${input.sourceId}`,
      targetType: 'planner',
      targetId: input.plannerId,
      payload: { materialType: input.materialType, sourceId: input.sourceId },
    },
    (now) =>
      shareEntrustNotice(
        input.plannerId,
        { customerId: account.id, customerName: account.nickName, phone: account.phone, sourceId: input.sourceId, materialType: input.materialType },
        now,
      ),
  );
  return { leadId };
}
