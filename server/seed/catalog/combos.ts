import { GOODS_STATUS } from '@/server/modules/catalog/enums';
import type { comboItems, combos } from '@/server/modules/combo/schema';
import { niceYuan, type GoodsRow, type SkuRow } from './goods';
import { daysAgo, pad, rng } from './prng';

export type ComboRow = typeof combos.$inferInsert;
export type ComboItemRow = typeof comboItems.$inferInsert;

const PACKAGES: [string, string, string[], string[]][] = [
  ['创业开公司套餐', '注册、记账、商标一次配齐，开业即合规', ['有限公司注册', '小规模记账', '普通商标注册'], ['创业必备', '热销套餐']],
  ['公司变更全包套餐', '法人、股权、地址一次变更到位', ['法人变更', '股权变更', '地址变更'], ['一次办结', '省心']],
  ['品牌保护套餐', 'LOGO设计+商标注册+美术作品登记，品牌全方位保护', ['LOGO设计', '普通商标注册', '美术作品著作权'], ['品牌必备', '性价比高']],
  ['科技企业成长包', '软著、专利、高企认定一站规划', ['软件著作权', '实用新型专利', '高新技术企业认定'], ['政策红利', '全程托管']],
  ['外贸起步套餐', '开公司到拿到进出口权，外贸业务马上开展', ['有限公司注册', '进出口权备案', '海关报关备案'], ['外贸必备', '一站办理']],
  ['互联网创业套餐', '官网、备案、企业邮箱、LOGO一次搞定', ['企业官网', '网站备案', '企业邮箱', 'LOGO设计'], ['7天上线', '热销套餐']],
  ['财税无忧套餐', '一般纳税人记账+汇算清缴+年度审计', ['一般纳税人记账', '企业所得税汇算', '年度审计'], ['会计主管复核', '省心']],
  ['用工合规套餐', '劳动合同管理、薪酬代发、合同审查，一次把用工风险管住', ['劳动合同管理', '薪酬代发', '合同审查'], ['合规用工', '性价比高']],
];

/** Service packages: 2–4 fixed-price goods (their cheapest SKU) at a package price below the sum. */
export function buildCombos(goodsRows: GoodsRow[], skuRows: SkuRow[]) {
  const r = rng('combos');
  const combosOut: ComboRow[] = [];
  const items: ComboItemRow[] = [];
  PACKAGES.forEach(([name, slogan, leaves, tags], i) => {
    const id = `cb_${pad(i + 1, 2)}`;
    const parts = leaves.map((leaf) => {
      const g = goodsRows.find((x) => x.classCodeName === leaf && x.nationwide && x.priceFen! > 0);
      if (!g) throw new Error(`seed: no fixed-price goods for combo part ${leaf}`);
      const sku = skuRows.filter((s) => s.goodsId === g.id).sort((a, b) => a.priceFen! - b.priceFen!)[0];
      return { g, sku };
    });
    const sum = parts.reduce((s, p) => s + p.sku.priceFen!, 0);
    const price = niceYuan((sum / 100) * (0.78 + r.next() * 0.1)) * 100;
    const save = Math.round((sum - price) / 100);
    combosOut.push({
      id, comboNo: `TC${pad(2025100 + i * 3, 7)}`, name, slogan, cover: parts[0].g.cover, images: parts.map((p) => p.g.cover),
      clientDetail: [
        `<h3>套餐包含</h3><ul>${parts.map((p) => `<li><strong>${p.g.name}</strong>（${p.sku.valueNames}）：单买${p.sku.priceFen! / 100}元</li>`).join('')}</ul>`,
        `<h3>套餐优势</h3><p>${slogan}。单独购买合计${sum / 100}元，套餐价${price / 100}元，立省${save}元。</p>`,
        '<h3>服务说明</h3><p>套餐内各项服务由同一位规划师统筹跟进，可按需安排办理顺序；套餐内服务不支持单项退款，未开始办理的可整体退款。</p>',
      ].join('\n'),
      tags: [`立省${save}元`, ...tags],
      priceFen: price, classCode1: parts[0].g.classCode1, status: GOODS_STATUS.PUT_AWAY, stock: 999,
      nationwide: true, areaCodes: [], sort: i + 1, createdAt: daysAgo(r.int(10, 200)),
    });
    parts.forEach((p, k) => items.push({ id: `cbi_${pad(i + 1, 2)}_${k + 1}`, comboId: id, goodsId: p.g.id, skuId: p.sku.id!, quantity: 1, sort: k + 1 }));
  });
  return { combos: combosOut, items };
}
