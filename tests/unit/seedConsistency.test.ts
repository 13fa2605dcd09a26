import { describe, expect, it } from 'vitest';
import { buildCatalog } from '@/server/seed/catalog/build';
import { FOLLOW_UPS, fromTemplates, PLANNER_REPLIES, reviewTextsFor, SUB_REVIEWS, TRADE_REVIEWS } from '@/server/seed/catalog/evalTexts';
import { ageText } from '@/components/trade/fields';
import { chinaDate } from '@/lib/chinaTime';

// The seed is what every demo shows: what it says must not contradict itself.
const c = buildCatalog('secret');
const subOf = (classCode2: string | null | undefined) => c.cats.byCode.get(classCode2 ?? '')?.name ?? '';
const goodsById = new Map(c.goods.goods.map((g) => [g.id!, g]));
const otherSubsTexts = (sub: string) => Object.entries(SUB_REVIEWS).filter(([k]) => k !== sub).flatMap(([, v]) => v);

describe('seed reviews speak of what was bought', () => {
  it('every second-level service category has its own review texts', () => {
    const subs = c.categories.filter((x) => x.kind === 'service' && x.level === 2).map((x) => x.name);
    for (const s of subs) expect(SUB_REVIEWS[s]?.length ?? 0, s).toBeGreaterThanOrEqual(2);
  });

  it("every review text is one of its goods' category (or a generic one), never another category's", () => {
    expect(c.evals.evaluations.length).toBeGreaterThan(100);
    for (const e of c.evals.evaluations) {
      const g = goodsById.get(e.goodsId!)!;
      const sub = subOf(g.classCode2);
      expect(fromTemplates(e.content!, reviewTextsFor(sub)), `${e.id} on ${g.name} (${sub}): ${e.content}`).toBe(true);
      expect(fromTemplates(e.content!, otherSubsTexts(sub)), `${e.id} on ${g.name} (${sub}): ${e.content}`).toBe(false);
    }
  });

  it('the 小规模记账 goods never carries a review about 资质 (the report that started this)', () => {
    const bookkeeping = c.evals.evaluations.filter((e) => subOf(goodsById.get(e.goodsId!)!.classCode2) === '代理记账');
    expect(bookkeeping.length).toBeGreaterThan(0);
    for (const e of bookkeeping) expect(e.content).not.toMatch(/资质|商标|专利|许可证/);
  });

  it('follow-ups and planner replies are generic (no other service named in them)', () => {
    for (const r of c.evals.replies) {
      expect(fromTemplates(r.content!, r.replyType === 1 ? FOLLOW_UPS : PLANNER_REPLIES), r.content!).toBe(true);
      expect(r.content).not.toMatch(/记账|年报|税务报到/);
    }
  });

  it("a case's customer review is about the case's goods category (service) or the trade", () => {
    for (const k of c.cases) {
      const infos = (k.detailInfo as { infos: { key: string; cusEvaluation?: { value: { type: string; value: string }[] }[] }[] }).infos.find((i) => i.key === 'UserReviews');
      const text = infos?.cusEvaluation?.[0].value.find((v) => v.type === 'BaseText')?.value ?? '';
      const g = goodsById.get(k.goodsId!);
      const templates = g ? reviewTextsFor(subOf(g.classCode2)) : TRADE_REVIEWS;
      expect(fromTemplates(text, templates), `${k.caseName}: ${text}`).toBe(true);
    }
  });
});

describe('seed trade listings: the age comes from one field', () => {
  const companies = c.trade.listings.filter((l) => l.tradeKey === 'GS');
  const regOf = (id: string) => c.trade.fields.find((f) => f.listingId === id && f.fieldCode === 'registration_time');

  it('no company text states an age; the founding month it states is registration_time', () => {
    expect(companies.length).toBeGreaterThan(0);
    for (const l of companies) {
      const reg = regOf(l.id!);
      expect(reg, l.id!).toBeTruthy();
      const texts = [l.name!, l.showName!, l.clientDetail!];
      for (const t of texts) expect(t, `${l.id}: ${t}`).not.toMatch(/\d+\s*年(?!\d{0,2}\s*月)|成立\d+年/);
      const [y, m] = reg!.fieldValue!.split('-');
      expect(l.clientDetail, l.id!).toContain(`成立于${y}年${Number(m)}月`);
      // The machine value and the display value are the same China-time day, and so is its unix time.
      expect(reg!.fieldValueCn).toBe(reg!.fieldValue);
      expect(chinaDate(reg!.fieldValueNum! * 1000)).toBe(reg!.fieldValue);
    }
  });

  it('the list and the detail derive the same age from it, whenever they are read', () => {
    for (const now of [new Date('2025-06-01T00:00:00Z'), new Date('2026-11-24T00:00:00Z'), new Date('2030-01-01T00:00:00Z')]) {
      for (const l of companies) {
        const reg = regOf(l.id!)!;
        // The list card reads the unix time, the detail the date text: one age.
        expect(ageText(reg.fieldValueNum, now), l.id!).toBe(ageText(reg.fieldValue, now));
      }
    }
  });
});
