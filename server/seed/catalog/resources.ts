import { GOODS_STATUS, RESOURCE_KINDS } from '@/server/modules/catalog/enums';
import { daysAgo, pad, rng } from './prng';
import { AREAS, type Field, type TradeData } from './tradeCommon';

const ADDRESS_TYPES: [string, string, number, number][] = [
  ['PARK', '园区集中登记地址', 1200, 2400],
  ['SECRETARY', '商务秘书托管地址', 1800, 3600],
  ['OFFICE', '实体写字楼地址', 3600, 6800],
];
const PARKS = ['科技创新园', '创业孵化基地', '总部经济港', '数字经济产业园', '文创产业园', '电子商务产业园'];
const NUMBER_TYPES: [string, string, number][] = [['NORMAL', '普通号', 980], ['TAIL', '吉祥尾号', 1980], ['ABAB', 'ABAB号', 2980], ['AAA', '豹子号', 6800]];
const CARRIERS = ['中国联通', '中国电信', '中国移动'];

function push(out: TradeData, key: 'ADDR' | 'TEL400', seq: number, name: string, priceFen: number, fields: Field[], area?: (typeof AREAS)[number]) {
  const kind = RESOURCE_KINDS.find((k) => k.key === key)!;
  const id = `t_${key.toLowerCase()}${pad(seq, 3)}`;
  const created = daysAgo(60 - seq);
  out.listings.push({
    id, productNo: `${key}${pad(seq, 4)}`, tradeKey: key, dictCode: kind.dictCode, name, showName: name, dzname: null,
    classCode: kind.classCode, className: kind.name, classCodeLevel: kind.classCode, classCodeLevelName: kind.name,
    classCode1: kind.classCode, classCode2: null, classCode3: null, platformPriceFen: priceFen, referencePriceFen: priceFen,
    goodsImg: '', images: [], clientDetail: '', qftDetails: null,
    provinceCode: area?.p ?? null, cityCode: area?.c ?? null, districtCode: area?.d ?? null, nameLength: 0,
    status: GOODS_STATUS.PUT_AWAY, sort: seq, createdAt: created, updatedAt: created,
  });
  fields.forEach(([fieldCode, fieldName, fieldValue, fieldValueCn], k) =>
    out.fields.push({ id: `tf_${id.slice(2)}_${pad(k + 1, 2)}`, listingId: id, fieldCode, fieldName, fieldValue, fieldValueCn, fieldValueNum: null, fieldValueList: null, sort: k + 1 }),
  );
}

/**
 * Resources the cart's SKU pickers offer (/detail/selectAddress, /detail/selectPhone): 36 registration addresses
 * (two per area, Chengdu first) and 36 400 numbers. Stored as trade_listings of kind ADDR / TEL400.
 */
export function buildResources(out: TradeData) {
  const r = rng('resources');
  AREAS.flatMap((a) => [a, a]).forEach((a, i) => {
    const [code, type, min, max] = ADDRESS_TYPES[i % ADDRESS_TYPES.length];
    const park = r.pick(PARKS);
    const address = `${a.cn}${a.dn}${park}${r.int(1, 12)}栋${r.int(2, 25)}层${pad(r.int(1, 40), 2)}号`;
    const priceFen = Math.round(r.int(min, max) / 100) * 10000;
    push(out, 'ADDR', i + 1, `${a.dn}${park}${type === '实体写字楼地址' ? '写字楼' : '注册地址'}`, priceFen, [
      ['area', '所在区域', a.d, `${a.cn}${a.dn}`],
      ['address', '详细地址', address, address],
      ['address_type', '地址类型', code, type],
      ['service_period', '服务期限', '1', '1年'],
      ['general_taxpayer', '可办一般纳税人', i % 4 === 3 ? 'NO' : 'YES', i % 4 === 3 ? '否' : '是'],
    ], a);
  });
  for (let i = 1; i <= 36; i++) {
    const [code, type, base] = NUMBER_TYPES[i % 9 === 0 ? 3 : i % 5 === 0 ? 2 : i % 3 === 0 ? 1 : 0];
    const mid = pad(r.int(100, 999), 3);
    const a = r.int(0, 9);
    const b = (a + r.int(1, 8)) % 10;
    const tail = code === 'AAA' ? `${r.int(1, 9)}${a}${a}${a}` : code === 'ABAB' ? `${a}${b}${a}${b}` : code === 'TAIL' ? `${r.int(10, 99)}${r.pick(['66', '88', '99'])}` : pad(r.int(0, 9999), 4);
    const number = `400-${mid}-${tail}`;
    const carrier = CARRIERS[i % 3];
    push(out, 'TEL400', i, number, (base + r.int(0, 5) * 100) * 100, [
      ['number_type', '号码类型', code, type],
      ['carrier', '运营商', carrier, carrier],
      ['package', '套餐', 'YEAR', '年付套餐（含通话1000分钟）'],
    ]);
  }
}
