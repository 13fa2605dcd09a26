import type { tradeFields, tradeListings } from '@/server/modules/trade/schema';
import { GOODS_STATUS, TRADE_KINDS, type TradeKey } from '@/server/modules/catalog/enums';
import type { CategoryIndex, CategoryRow } from './categories';
import { img } from './images';
import { daysAgo, pad, type Rng } from './prng';

export type ListingRow = typeof tradeListings.$inferInsert;
export type FieldRow = typeof tradeFields.$inferInsert;
export type TradeData = { listings: ListingRow[]; fields: FieldRow[] };

/** Registration areas (GB/T 2260 province, city and district codes) the listings are spread over. */
export const AREAS = [
  ['510000', '四川省', '510100', '成都市', '510104', '锦江区'], ['510000', '四川省', '510100', '成都市', '510105', '青羊区'],
  ['510000', '四川省', '510100', '成都市', '510107', '武侯区'], ['510000', '四川省', '510100', '成都市', '510108', '成华区'],
  ['510000', '四川省', '510100', '成都市', '510116', '双流区'], ['110000', '北京市', '110100', '北京市', '110105', '朝阳区'],
  ['110000', '北京市', '110100', '北京市', '110108', '海淀区'], ['310000', '上海市', '310100', '上海市', '310115', '浦东新区'],
  ['310000', '上海市', '310100', '上海市', '310104', '徐汇区'], ['440000', '广东省', '440300', '深圳市', '440305', '南山区'],
  ['440000', '广东省', '440300', '深圳市', '440304', '福田区'], ['440000', '广东省', '440100', '广州市', '440106', '天河区'],
  ['330000', '浙江省', '330100', '杭州市', '330106', '西湖区'], ['500000', '重庆市', '500100', '重庆市', '500112', '渝北区'],
  ['420000', '湖北省', '420100', '武汉市', '420106', '武昌区'], ['610000', '陕西省', '610100', '西安市', '610113', '雁塔区'],
  ['320000', '江苏省', '320100', '南京市', '320106', '鼓楼区'], ['320000', '江苏省', '320500', '苏州市', '320505', '虎丘区'],
].map(([p, pn, c, cn, d, dn]) => ({ p, pn, c, cn, d, dn, short: cn.replace(/市$/, '') }));
export type Area = (typeof AREAS)[number];

/** Unix seconds of a date (the range filters compare registration times as numbers). */
export const unix = (d: Date) => Math.floor(d.getTime() / 1000);
export const ymd = (d: Date) => {
  const s = new Date(d.getTime() + 8 * 3600_000).toISOString();
  return s.slice(0, 10);
};
export const wan = (fen: number) => `${fen / 1_000_000}万元`;

/** A listing's per-type field: [code, name, machine value, display value, number?, list?]. */
export type Field = [string, string, string, string, number?, string[]?];

const TRADE_PROCESS = ['在线咨询规划师，确认资源信息', '平台核验资源真实性与权属', '签订交易协议并支付定金', '办理过户或转让手续', '交接完成后支付尾款'];
const TRADE_GUARANTEE = ['资源信息平台逐项核验', '交易款项平台监管，过户完成再结算', '专业顾问全程协助办理', '过户失败全额退款'];

export function listingHtml(highlights: string[]) {
  return [
    `<h3>资源亮点</h3><ul>${highlights.map((h) => `<li>${h}</li>`).join('')}</ul>`,
    `<h3>交易流程</h3><ol>${TRADE_PROCESS.map((s) => `<li>${s}</li>`).join('')}</ol>`,
    `<h3>交易保障</h3><ul>${TRADE_GUARANTEE.map((s) => `<li>${s}</li>`).join('')}</ul>`,
  ].join('\n');
}

const IMG_KIND: Record<TradeKey, Parameters<typeof img.trade>[0]> = { GS: 'company', SB: 'trademark', ZL: 'patent', ZZ: 'qualification' };

/** Builds one listing row and its field rows; `leaf` is the deepest category of the listing. */
export function pushListing(
  out: TradeData,
  o: {
    key: TradeKey; seq: number; r: Rng; cats: CategoryIndex; leaf: CategoryRow; name: string; showName?: string; dzname?: string;
    priceFen: number; fields: Field[]; highlights: string[]; area?: Area; nameLength?: number;
    qft?: ListingRow['qftDetails'];
  },
) {
  const kind = TRADE_KINDS.find((k) => k.key === o.key)!;
  const id = `t_${o.key.toLowerCase()}${pad(o.seq, 3)}`;
  const path = o.cats.path(o.leaf.code);
  const imgs = [0, 1, 2].map((k) => img.trade(IMG_KIND[o.key], o.seq + k * 3));
  const created = daysAgo(o.r.int(1, 240), o.r.int(0, 900));
  out.listings.push({
    id,
    productNo: `${o.key}${pad(2025000 + o.seq * 11, 7)}`,
    tradeKey: o.key,
    dictCode: kind.dictCode,
    name: o.name,
    showName: o.showName ?? o.name,
    dzname: o.dzname ?? null,
    classCode: o.leaf.code,
    className: o.leaf.name,
    classCodeLevel: o.leaf.levelCodes,
    classCodeLevelName: o.leaf.levelNames,
    classCode1: path[0].code,
    classCode2: path[1]?.code ?? null,
    classCode3: path[2]?.code ?? null,
    platformPriceFen: o.priceFen,
    referencePriceFen: o.priceFen,
    goodsImg: imgs[0],
    images: imgs,
    clientDetail: listingHtml(o.highlights),
    qftDetails: o.qft ?? null,
    provinceCode: o.area?.p ?? null,
    cityCode: o.area?.c ?? null,
    districtCode: o.area?.d ?? null,
    nameLength: o.nameLength ?? 0,
    // About one listing in nine is reserved by a buyer (still listed, shown as locked).
    status: o.seq % 9 === 4 ? GOODS_STATUS.LOCKED : GOODS_STATUS.PUT_AWAY,
    sort: o.seq,
    createdAt: created,
    updatedAt: created,
  });
  o.fields.forEach(([fieldCode, fieldName, fieldValue, fieldValueCn, num, list], k) =>
    out.fields.push({
      id: `tf_${id.slice(2)}_${pad(k + 1, 2)}`,
      listingId: id,
      fieldCode,
      fieldName,
      fieldValue,
      fieldValueCn,
      fieldValueNum: num ?? null,
      fieldValueList: list ?? null,
      sort: k + 1,
    }),
  );
}
