import { and, asc, desc, eq, ilike, inArray, ne, or, sql } from 'drizzle-orm';
import { checkCreditCode } from '@/lib/validators/creditCode';
import type { Deps } from '../../http/types';
import { AppError, ERR, badInput, notFound } from '../../http/errors';
import type { DbLike } from '../../db/types';
import { seal, unseal } from '../secrets/keys';
import { countInt, likeContains, offsetOf, pageOf } from '../../db/paging';
import { isUniqueViolation } from '../../db/errors';
import { newId } from '../../db/ids';
import { maskPhone } from '../auth/users';
import { enterprises, invoiceHeaders } from './schema';
import { HEAD_KIND, HEADER_TYPE, MAX_HEADERS_PER_USER } from '@/lib/contract/invoice/enums';
import type { EnterprisePage, HeadersDeleted, HeaderValues as HeaderInput, InvoiceHeader as HeaderView, InvoiceHeaderList } from '@/lib/contract/invoice/api';

/** Header phones use their own server-only key (secrets/keys.ts; rows from before ADR 0003 open with the legacy key). */
const sealHeaderPhone = (deps: Deps, phone: string) => seal(deps, 'invoice-header-phone', phone);
const openHeaderPhone = (deps: Deps, enc: string) => unseal(deps, 'invoice-header-phone', enc);

type Row = typeof invoiceHeaders.$inferSelect;
function toView(deps: Deps, r: Row): HeaderView {
  const phoneFull = r.phoneEnc ? openHeaderPhone(deps, r.phoneEnc) : '';
  return {
    id: r.id,
    type: r.type as HeaderView['type'],
    typeName: r.type === 'SPECIAL' ? HEADER_TYPE.SPECIAL : HEADER_TYPE.ORDINARY,
    headType: r.headType as HeaderView['headType'],
    headTypeName: r.headType === 'COMPANY' ? HEAD_KIND.COMPANY : HEAD_KIND.PERSONAL,
    invoiceHead: r.invoiceHead,
    dutyParagraph: r.dutyParagraph,
    address: r.address,
    phone: phoneFull ? maskPhone(phoneFull) : '',
    phoneFull,
    depositBank: r.depositBank,
    bankNumber: r.bankNumber,
    defaultHead: r.defaultHead ? 1 : 0,
    createdAt: r.createdAt.toISOString(),
  };
}

/** The rules of a header (inventory §13.4) applied to its final values. Returns the normalised credit code. */
export function checkHeader(h: HeaderInput): HeaderInput {
  const out = { ...h };
  if (h.type === 'SPECIAL' && h.headType !== 'COMPANY') throw badInput('headType：专用发票抬头只能为单位');
  if (h.headType === 'COMPANY') {
    if (!h.dutyParagraph) throw badInput('dutyParagraph：请填写单位税号');
    const cc = checkCreditCode(h.dutyParagraph);
    if (!cc.ok) throw badInput(`dutyParagraph：${cc.reason}`);
    out.dutyParagraph = cc.code;
  } else {
    // A person has no tax number or bank details on an invoice.
    Object.assign(out, { dutyParagraph: '', address: '', phone: '', depositBank: '', bankNumber: '' });
  }
  if (h.type === 'SPECIAL') {
    if (!h.address) throw badInput('address：专用发票须填写注册地址');
    if (!h.phone) throw badInput('phone：专用发票须填写注册电话');
    if (!h.depositBank) throw badInput('depositBank：专用发票须填写开户银行');
    if (!h.bankNumber) throw badInput('bankNumber：专用发票须填写银行账号');
    out.defaultHead = false;
  }
  if (out.phone && !/^[0-9-]{7,20}$/.test(out.phone)) throw badInput('phone：注册电话有误');
  if (out.bankNumber && !/^\d{6,32}$/.test(out.bankNumber)) throw badInput('bankNumber：银行账号应为6–32位数字');
  return out;
}

async function learnEnterprise(db: DbLike, h: HeaderInput, now: Date) {
  if (h.headType !== 'COMPANY' || !h.dutyParagraph) return;
  await db.insert(enterprises).values({ creditCode: h.dutyParagraph, name: h.invoiceHead, address: h.address, createdAt: now }).onConflictDoNothing();
}

export async function invoiceHeaderList(deps: Deps, userId: string): Promise<InvoiceHeaderList> {
  const rows = await deps.db
    .select()
    .from(invoiceHeaders)
    .where(eq(invoiceHeaders.userId, userId))
    .orderBy(desc(invoiceHeaders.defaultHead), asc(invoiceHeaders.createdAt), asc(invoiceHeaders.id));
  return { records: rows.map((r) => toView(deps, r)) };
}

async function ownHeader(db: DbLike, userId: string, id: string): Promise<Row> {
  const [row] = await db.select().from(invoiceHeaders).where(eq(invoiceHeaders.id, id)).limit(1);
  // Another user's header is "not found": its existence is not revealed.
  if (!row || row.userId !== userId) throw notFound('没有找到抬头信息');
  return row;
}

export async function invoiceHeaderDetail(deps: Deps, userId: string, id: string): Promise<HeaderView> {
  return toView(deps, await ownHeader(deps.db, userId, id));
}

const specialTaken = () => new AppError(ERR.CONFLICT, '专用发票抬头只能添加一个');

export async function addInvoiceHeader(deps: Deps, userId: string, input: HeaderInput): Promise<HeaderView> {
  const h = checkHeader(input);
  const now = deps.now();
  try {
    const row = await deps.db.transaction(async (tx) => {
      const [{ n }] = await tx.select({ n: countInt }).from(invoiceHeaders).where(eq(invoiceHeaders.userId, userId));
      if (n >= MAX_HEADERS_PER_USER) throw new AppError(ERR.CONFLICT, `发票抬头最多添加${MAX_HEADERS_PER_USER}个`);
      if (h.defaultHead) {
        await tx
          .update(invoiceHeaders)
          .set({ defaultHead: false, updatedAt: now })
          .where(and(eq(invoiceHeaders.userId, userId), eq(invoiceHeaders.headType, h.headType), eq(invoiceHeaders.defaultHead, true)));
      }
      const [created] = await tx
        .insert(invoiceHeaders)
        .values({
          id: newId('ih_'),
          userId,
          type: h.type,
          headType: h.headType,
          invoiceHead: h.invoiceHead,
          dutyParagraph: h.dutyParagraph,
          address: h.address,
          phoneEnc: h.phone ? sealHeaderPhone(deps, h.phone) : '',
          depositBank: h.depositBank,
          bankNumber: h.bankNumber,
          defaultHead: h.defaultHead,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await learnEnterprise(tx, h, now);
      return created;
    });
    return toView(deps, row);
  } catch (err) {
    if (isUniqueViolation(err)) throw h.type === 'SPECIAL' ? specialTaken() : new AppError(ERR.CONFLICT, '请稍后重试');
    throw err;
  }
}

/** Changes the given fields; type and head type cannot change. */
export async function updateInvoiceHeader(deps: Deps, userId: string, id: string, patch: Partial<Omit<HeaderInput, 'type' | 'headType'>>): Promise<HeaderView> {
  const now = deps.now();
  const row = await deps.db.transaction(async (tx) => {
    const cur = await ownHeader(tx, userId, id);
    const curPhone = cur.phoneEnc ? openHeaderPhone(deps, cur.phoneEnc) : '';
    const merged: HeaderInput = {
      type: cur.type as HeaderInput['type'],
      headType: cur.headType as HeaderInput['headType'],
      invoiceHead: patch.invoiceHead ?? cur.invoiceHead,
      dutyParagraph: patch.dutyParagraph ?? cur.dutyParagraph,
      address: patch.address ?? cur.address,
      phone: patch.phone ?? curPhone,
      depositBank: patch.depositBank ?? cur.depositBank,
      bankNumber: patch.bankNumber ?? cur.bankNumber,
      defaultHead: patch.defaultHead ?? cur.defaultHead,
    };
    const h = checkHeader(merged);
    if (h.defaultHead && !cur.defaultHead) {
      await tx
        .update(invoiceHeaders)
        .set({ defaultHead: false, updatedAt: now })
        .where(and(eq(invoiceHeaders.userId, userId), eq(invoiceHeaders.headType, h.headType), eq(invoiceHeaders.defaultHead, true), ne(invoiceHeaders.id, id)));
    }
    const [updated] = await tx
      .update(invoiceHeaders)
      .set({
        invoiceHead: h.invoiceHead,
        dutyParagraph: h.dutyParagraph,
        address: h.address,
        phoneEnc: h.phone ? (h.phone === curPhone ? cur.phoneEnc : sealHeaderPhone(deps, h.phone)) : '',
        depositBank: h.depositBank,
        bankNumber: h.bankNumber,
        defaultHead: h.defaultHead,
        updatedAt: now,
      })
      .where(eq(invoiceHeaders.id, id))
      .returning();
    await learnEnterprise(tx, h, now);
    return updated;
  });
  return toView(deps, row);
}

export async function dltInvoiceHeader(deps: Deps, userId: string, ids: string[]): Promise<HeadersDeleted> {
  if (!ids.length) throw badInput('ids：请选择要删除的抬头');
  const rows = await deps.db.select({ id: invoiceHeaders.id, userId: invoiceHeaders.userId }).from(invoiceHeaders).where(inArray(invoiceHeaders.id, ids));
  if (rows.length !== ids.length || rows.some((r) => r.userId !== userId)) throw notFound('没有找到抬头信息');
  const done = await deps.db.delete(invoiceHeaders).where(and(inArray(invoiceHeaders.id, ids), eq(invoiceHeaders.userId, userId))).returning({ id: invoiceHeaders.id });
  return { deleted: done.length };
}

/** Enterprise name search for the company header form (name part or credit code prefix). */
export async function findEnterprisePage(db: DbLike, keyword: string, page: number, limit: number): Promise<EnterprisePage> {
  const k = keyword.trim();
  if (!k) throw badInput('keyword：请输入企业名称');
  const where = or(ilike(enterprises.name, likeContains(k)), sql`${enterprises.creditCode} like ${k.toUpperCase().replace(/[\\%_]/g, '') + '%'}`);
  const [[{ n }], rows] = await Promise.all([
    db.select({ n: countInt }).from(enterprises).where(where),
    db
      .select({ name: enterprises.name, creditCode: enterprises.creditCode, address: enterprises.address })
      .from(enterprises)
      .where(where)
      .orderBy(sql`length(${enterprises.name})`, asc(enterprises.name))
      .limit(limit)
      .offset(offsetOf(page, limit)),
  ]);
  return pageOf(rows, n, page, limit);
}
