import { asc, eq } from 'drizzle-orm';
import type { CommonProblems } from '@/lib/contract/goods/api';
import { TRADE_KINDS } from '@/lib/contract/catalog/enums';
import { sanitizeRichText } from '@/lib/detail/sanitizeRichText';
import type { DbLike } from '../../db/types';
import { notFound } from '../../http/errors';
import { faqs } from './schema';

const FAQ_TITLES: Record<string, string> = Object.fromEntries(TRADE_KINDS.map((k) => [k.dictCode, `${k.name}交易常见问题`]));

/**
 * The FAQs of a group: a trade type (CATE-JYZY-GS…) or a category code; 404 for a group that has none and is no trade type.
 * Answers leave sanitised (lib/detail/sanitizeRichText: the allow-list, local pictures kept), so a browser that shows
 * them needs no sanitiser of its own (the goods page's 常见问题 preview renders them as they come).
 */
export async function getCommonProblems(db: DbLike, groupCode: string): Promise<CommonProblems> {
  const rows = await db.select().from(faqs).where(eq(faqs.groupCode, groupCode)).orderBy(asc(faqs.sort), asc(faqs.id));
  if (!rows.length && !FAQ_TITLES[groupCode]) throw notFound('常见问题不存在');
  return { groupCode, title: FAQ_TITLES[groupCode] ?? '常见问题', rows: rows.map((r) => ({ id: r.id, question: r.question, answer: sanitizeRichText(r.answer) })) };
}
