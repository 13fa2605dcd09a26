import { and, desc, eq, sql } from 'drizzle-orm';
import type {
  MerchantApplication,
  MerchantJoinBody,
  MyMerchantApplication,
  OperatorMerchantApplication,
  OperatorMerchantDecideBody,
  OperatorMerchantListQuery,
  OperatorMerchantPage,
} from '@/lib/contract/apply/api';
import {
  APPLY_DAILY_QUOTA,
  APPLY_MSG,
  MERCHANT_STATUS,
  MERCHANT_STATUS_TEXT,
  MERCHANT_SUBJECT_TEXT,
  type MerchantStatus,
  type MerchantSubject,
} from '@/lib/contract/apply/enums';
import type { Deps } from '../../http/types';
import type { DbLike } from '../../db/types';
import { newId } from '../../db/ids';
import { isUniqueViolation } from '../../db/errors';
import { countInt, offsetOf, pageOf } from '../../db/paging';
import { AppError, ERR, badInput, notFound } from '../../http/errors';
import type { Caller } from '../auth/service';
import { getFilterCode } from '../catalog/categories';
import { PROVINCES, findCity } from '../maps/cities';
import { attachUploads, uploadIdOf } from '../upload/service';
import { cleanText, provenPhone, requireApplicant, takeApplySlot, usedToday } from './common';
import { merchantDecidedNotice } from './notices';
import { merchantApplications, type MerchantApplicationRow } from './schema';

// 商户入驻 (/my/merchantsJoin): one live application per user (审核中 or 已通过, a partial unique index), the day's
// quota, the licence image claimed from the uploads, and the platform operator's decision taken exactly once.

const provinceName = (code: string) => PROVINCES.find((p) => p.code === code)?.name ?? '';

export function presentMerchant(r: MerchantApplicationRow): MerchantApplication {
  const status = r.status as MerchantStatus;
  return {
    id: r.id,
    subjectType: r.subjectType as MerchantSubject,
    subjectText: MERCHANT_SUBJECT_TEXT[r.subjectType as MerchantSubject] ?? '',
    name: r.name,
    contactName: r.contactName,
    contactPhone: r.contactPhone,
    provinceName: provinceName(r.provinceCode),
    cityCode: r.cityCode,
    cityName: findCity(r.cityCode)?.name ?? '',
    categories: r.categories,
    licenceImage: r.licenceImage,
    intro: r.intro,
    status,
    statusText: MERCHANT_STATUS_TEXT[status] ?? '',
    reason: status === MERCHANT_STATUS.REJECTED ? r.reason : '',
    createdAt: r.createdAt.toISOString(),
    decidedAt: r.decidedAt ? r.decidedAt.toISOString() : null,
  };
}

const latestOf = async (db: DbLike, userId: string) =>
  (await db.select().from(merchantApplications).where(eq(merchantApplications.userId, userId)).orderBy(desc(merchantApplications.createdAt)).limit(1))[0];

/** GET /api/apply/v1/merchant/mine: the caller's latest application and whether a new one may be sent. */
export async function myMerchantApplication(deps: Deps, userId: string): Promise<MyMerchantApplication> {
  const latest = await latestOf(deps.db, userId);
  return {
    current: latest ? presentMerchant(latest) : null,
    canSubmit: !latest || latest.status === MERCHANT_STATUS.REJECTED,
    submittedToday: await usedToday(deps.db, userId, 'merchant', deps.now()),
    dailyQuota: APPLY_DAILY_QUOTA.merchant,
  };
}

/** The categories chosen, named from the catalog's first-level service categories (an unknown code is refused). */
async function namedCategories(db: DbLike, codes: string[]) {
  const { categories } = await getFilterCode(db);
  const byCode = new Map(categories.map((c) => [c.code, c.name]));
  const unique = [...new Set(codes)];
  if (unique.some((c) => !byCode.has(c))) throw badInput('categoryCodes：经营类目有误');
  return unique.map((code) => ({ code, name: byCode.get(code)! }));
}

/**
 * The licence image: an upload of the caller's not yet used, claimed for this application; or, when resubmitting,
 * the image of the caller's own refused application again.
 */
async function licenceOf(tx: DbLike, userId: string, ref: string, appId: string, previous: MerchantApplicationRow | undefined) {
  if (previous && uploadIdOf(ref) && uploadIdOf(ref) === uploadIdOf(previous.licenceImage)) return previous.licenceImage;
  if (!uploadIdOf(ref)) throw badInput('licenceImage：图片地址有误，请重新上传');
  try {
    return (await attachUploads(tx, userId, [ref], `merchant_join:${appId}`, 1))[0];
  } catch (err) {
    if (err instanceof AppError) throw new AppError(err.code, `licenceImage：${err.message.replace(/^images：/, '')}`);
    throw err;
  }
}

/** POST /api/apply/v1/merchant/submit. */
export async function submitMerchant(deps: Deps, userId: string, caller: Caller, input: MerchantJoinBody): Promise<MerchantApplication> {
  const name = cleanText('name', input.name, '请填写入驻名称');
  const contactName = cleanText('contactName', input.contactName, '请填写联系人');
  const intro = cleanText('intro', input.intro);
  const city = findCity(input.cityCode);
  if (!city) throw badInput('cityCode：所在城市有误');
  const categories = await namedCategories(deps.db, input.categoryCodes);
  const account = await requireApplicant(deps.db, userId);

  // Refused before a code is spent or a slot taken; the unique index below is what holds under concurrency.
  const latest = await latestOf(deps.db, userId);
  if (latest?.status === MERCHANT_STATUS.PENDING) throw new AppError(ERR.CONFLICT, APPLY_MSG.openExists);
  if (latest?.status === MERCHANT_STATUS.APPROVED) throw new AppError(ERR.CONFLICT, APPLY_MSG.approvedAlready);
  const contactPhone = await provenPhone(deps, account, { phone: input.contactPhone, smsCode: input.smsCode }, caller);

  const id = newId('mj_');
  try {
    const row = await deps.db.transaction(async (tx) => {
      const now = deps.now();
      await takeApplySlot(tx, userId, 'merchant', now);
      const licenceImage = await licenceOf(tx, userId, input.licenceImage, id, latest);
      const [saved] = await tx
        .insert(merchantApplications)
        .values({
          id, userId, subjectType: input.subjectType, name, contactName, contactPhone, provinceCode: city.pid, cityCode: city.code,
          categories, licenceImage, intro, status: MERCHANT_STATUS.PENDING, createdAt: now, updatedAt: now,
        })
        .returning();
      return saved;
    });
    return presentMerchant(row);
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError(ERR.CONFLICT, APPLY_MSG.openExists);
    throw err;
  }
}

/** GET /api/apply/v1/operator/merchant/list (platform operator): applications, the oldest waiting first. */
export async function operatorMerchantList(db: DbLike, q: OperatorMerchantListQuery): Promise<OperatorMerchantPage> {
  const where = q.status ? eq(merchantApplications.status, q.status) : undefined;
  const [rows, [{ n }]] = await Promise.all([
    db
      .select()
      .from(merchantApplications)
      .where(where)
      .orderBy(sql`case when ${merchantApplications.status} = 'PENDING' then 0 else 1 end`, merchantApplications.createdAt)
      .limit(q.limit)
      .offset(offsetOf(q.page, q.limit)),
    db.select({ n: countInt }).from(merchantApplications).where(where),
  ]);
  return pageOf(rows.map(forOperator), n, q.page, q.limit);
}

const forOperator = (r: MerchantApplicationRow): OperatorMerchantApplication => ({ ...presentMerchant(r), userId: r.userId, decidedBy: r.decidedBy });

/**
 * POST /api/apply/v1/operator/merchant/decide: approve, or reject with a reason. One conditional UPDATE (only while
 * 审核中), so of two decisions the second gets 409 and the first stands; the applicant is told in the same transaction.
 */
export async function decideMerchant(deps: Deps, operatorId: string, input: OperatorMerchantDecideBody): Promise<OperatorMerchantApplication> {
  const reason = cleanText('reason', input.reason);
  if (input.action === 'reject' && !reason) throw badInput('reason：请填写未通过的原因');
  const now = deps.now();
  const status = input.action === 'approve' ? MERCHANT_STATUS.APPROVED : MERCHANT_STATUS.REJECTED;
  const row = await deps.db.transaction(async (tx) => {
    const [decided] = await tx
      .update(merchantApplications)
      .set({ status, reason: status === MERCHANT_STATUS.REJECTED ? reason : '', decidedBy: operatorId, decidedAt: now, updatedAt: now })
      .where(and(eq(merchantApplications.id, input.id), eq(merchantApplications.status, MERCHANT_STATUS.PENDING)))
      .returning();
    if (decided) await merchantDecidedNotice(tx, decided, now);
    return decided;
  });
  if (row) return forOperator(row);
  const [exists] = await deps.db.select({ id: merchantApplications.id }).from(merchantApplications).where(eq(merchantApplications.id, input.id)).limit(1);
  if (!exists) throw notFound(APPLY_MSG.notFound);
  throw new AppError(ERR.CONFLICT, APPLY_MSG.decided);
}
