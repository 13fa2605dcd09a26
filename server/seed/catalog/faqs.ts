import type { categoryQuestions } from '@/server/modules/catalog/schema';
import type { faqs } from '@/server/modules/goods/schema';
import type { CategoryIndex } from './categories';
import { FAQ_TRADE } from './faqTrade';
import { SERVICE_FAQS } from './goods';
import { pad } from './prng';

export type FaqRow = typeof faqs.$inferInsert;
export type QuestionRow = typeof categoryQuestions.$inferInsert;
const html = (a: string) => `<p>${a}</p>`;

/**
 * FAQs by group: each service second level (its own 5–6), each first level (the first two of its children, up to 8)
 * and each trade type (CATE-JYZY-*). Hot consult questions per second level: its FAQ questions plus two price/time asks.
 */
export function buildFaqs(cats: CategoryIndex) {
  const faqRows: FaqRow[] = [];
  const questions: QuestionRow[] = [];
  const push = (group: string, list: [string, string][]) =>
    list.forEach(([q, a], i) => faqRows.push({ id: `faq_${group}_${pad(i + 1, 2)}`, groupCode: group, question: q, answer: html(a), sort: i + 1 }));
  for (const first of cats.all.filter((c) => c.kind === 'service' && c.level === 1)) {
    const seconds = cats.childrenOf(first.code);
    push(first.code, seconds.flatMap((s) => SERVICE_FAQS[s.name].slice(0, 2)).slice(0, 8));
    for (const s of seconds) {
      const list = SERVICE_FAQS[s.name];
      if (!list) throw new Error(`seed: no FAQ for ${s.name}`);
      push(s.code, list);
      const leaf = cats.childrenOf(s.code)[0]?.name ?? s.name;
      [...list.map(([q]) => q), `${leaf}大概需要多少钱？`, `${s.name}一般需要多长时间？`].forEach((content, i) =>
        questions.push({ id: `cq_${s.code}_${pad(i + 1, 2)}`, categoryCode: s.code, contentType: 1, content, sort: i + 1 }),
      );
    }
  }
  for (const [dictCode, list] of Object.entries(FAQ_TRADE)) push(dictCode, list);
  return { faqs: faqRows, questions };
}
