import { z } from 'zod';
import { boolFlag, codeField, intIn, keyword, limitField, looseId, pageField } from '../fields';
import { pagedSchema } from '../paging';
import { GOODS_STATUS } from '../catalog/enums';

// ——— requests ———

const num = z
  .union([z.number(), z.string().trim().regex(/^-?\d{1,15}(\.\d+)?$/)], { error: '取值有误' })
  .transform(Number)
  .refine(Number.isFinite, '取值有误');
const fieldCode = z.string({ error: '不能为空' }).regex(/^[A-Za-z_][A-Za-z0-9_]{0,39}$/, '筛选字段有误');

/**
 * MULTI: any of the values (region fields take province, city or district codes). RANGE: numbers (fen, unix seconds,
 * characters). YEARS: a date field between start and end years ago (经营时间 "1-2" → {start: 1, end: 2}; open end: omit).
 */
export const FieldFilter = z.discriminatedUnion(
  'matchType',
  [
    z.object({ fieldCode, matchType: z.literal('MATCH_TYPE_MULTI'), fieldValue: z.array(z.string().max(64, '取值有误')).max(100, '取值过多') }),
    z.object({
      fieldCode,
      matchType: z.enum(['MATCH_TYPE_RANGE', 'MATCH_TYPE_YEARS']),
      fieldValue: z.object({ start: num.optional(), end: num.optional() }, { error: '取值有误' }),
    }),
  ],
  { error: '匹配方式有误' },
);
export type FieldFilter = z.infer<typeof FieldFilter>;

/** A JSON body: fieldList is a list of objects. */
export const GetJyListBody = z.object({
  start: pageField(),
  limit: limitField(10, 50),
  needTypes: boolFlag.default(false),
  dictCode: codeField('交易类型').optional().meta({ description: 'CONDITION-JY-GS…（或 classCode 传其 FL 编码）' }),
  classCode: codeField('交易类型').optional(),
  searchKey: keyword().optional(),
  statusList: z
    .array(z.enum([GOODS_STATUS.PUT_AWAY, GOODS_STATUS.LOCKED], { error: '状态有误' }))
    .max(2)
    .optional()
    .meta({ description: '默认在架与已锁定' }),
  fieldList: z.array(FieldFilter).max(20, '筛选条件过多').optional(),
  platformPriceStart: intIn('最低价格', 0, 1e13).optional().meta({ description: '分' }),
  platformPriceEnd: intIn('最高价格', 0, 1e13).optional(),
  sortBy: intIn('排序', 1, 4).optional().meta({ description: '排序项的序号：1 默认，2 价格升序，3 价格降序，4 最新' }),
  nameLengthStart: intIn('名称长度', 0, 100).optional(),
  nameLengthEnd: intIn('名称长度', 0, 100).optional(),
});
export type JyListInput = z.input<typeof GetJyListBody>;

export const TradeDetailQuery = z.object({ productId: looseId('商品ID') });

export const GetRecommendTradesBody = z.object({
  productId: looseId('商品ID').optional(),
  dictCode: codeField('交易类型').optional(),
  page: pageField(),
  limit: limitField(10, 30),
});
export type RecommendTradesInput = z.input<typeof GetRecommendTradesBody>;

export const ServiceResourceBody = z.object({
  classCode: codeField('资源类型').meta({ description: 'RES_ADDRESS 注册地址，RES_TEL400 400 电话' }),
  page: pageField(),
  limit: limitField(10, 50),
  searchKey: keyword().optional(),
  goodsPriceStart: intIn('最低价格', 0, 1e9).optional().meta({ description: '元' }),
  goodsPriceEnd: intIn('最高价格', 0, 1e9).optional(),
  orderBy: z.enum(['sort', 'price', 'goodsPrice', 'createTime', 'createdAt'], { error: '排序字段有误' }).optional(),
  isAsc: boolFlag.optional(),
  areaCode: z.string().regex(/^\d{6}$/, '地区编码有误').optional().meta({ description: '注册地址：城市或区县编码' }),
});
export type ServiceResourceInput = z.input<typeof ServiceResourceBody>;

export type GetJyListBody = z.infer<typeof GetJyListBody>;
export type TradeDetailQuery = z.infer<typeof TradeDetailQuery>;
export type GetRecommendTradesBody = z.infer<typeof GetRecommendTradesBody>;
export type ServiceResourceBody = z.infer<typeof ServiceResourceBody>;

// ——— answers ———

export const TradeKey = z.enum(['GS', 'SB', 'ZL', 'ZZ']);

export const TradeField = z.object({
  fieldCode: z.string(),
  fieldName: z.string(),
  fieldValue: z.string(),
  fieldValueCn: z.string(),
  fieldValueList: z.array(z.string()).nullable(),
});
export type TradeField = z.infer<typeof TradeField>;

export const TradeCard = z.object({
  id: z.string(),
  productNo: z.string(),
  name: z.string().meta({ description: '公司交易显示脱敏名 dzname（有时）' }),
  dzname: z.string(),
  tradeKey: TradeKey,
  dictCode: z.string().meta({ description: 'CATE-JYZY-GS / -SB / -ZL / -ZZ' }),
  typeCode: z.string().meta({ description: '交易一级分类编码（FL…），详情路由的 type' }),
  classCode: z.string(),
  classCodeLevel: z.string(),
  goodsImg: z.string().meta({ description: '商标为 logo，其余为封面' }),
  desc: z.string().meta({ description: '卡片的字段摘要："1-2年 | 50-100万 | 小规模"' }),
  fieldList: z.array(TradeField),
  platformPriceFen: z.number().int(),
  referencePriceFen: z.number().int(),
  priceText: z.string().meta({ description: '"12000元"（交易价格不显示面议）' }),
  status: z.string(),
  locked: z.boolean().meta({ description: '已被其他买家锁定（PRO_STATUS_LOCKED）：列出但显示已锁定' }),
  productType: z.literal('PRO_CLASS_TYPE_TRANSACTION'),
  href: z.string(),
});
export type TradeCard = z.infer<typeof TradeCard>;

export const TradePage = pagedSchema(TradeCard);
export type TradePage = z.infer<typeof TradePage>;

/**
 * An option (or, under 更多, a group with its options). Send `ext2 || code` as the value; `ext2` "a-b" is a range
 * (fen for 价格, years for 经营时间 / 注册年限 → MATCH_TYPE_YEARS, characters for 名称长度 → nameLengthStart/End).
 * `multi` marks 更多 groups that allow several choices.
 */
export type TradeFilterOption = {
  id: string;
  code: string;
  name: string;
  ext1: string;
  ext2: string;
  pcode: string;
  children: TradeFilterOption[];
  multi?: boolean;
};
export const TradeFilterOption: z.ZodType<TradeFilterOption> = z
  .lazy(() =>
    z.object({
      id: z.string(),
      code: z.string(),
      name: z.string(),
      ext1: z.string(),
      ext2: z.string(),
      pcode: z.string(),
      children: z.array(TradeFilterOption),
      multi: z.boolean().optional(),
    }),
  )
  .meta({ id: 'TradeFilterOption' });

/** One filter of a trade tab (inventory §5.2 table). */
export const TradeFilter = z.object({
  code: z.string(),
  name: z.string(),
  ext1: z.string().meta({ description: "目标字段编码；ext3 为 '1' 时按名称匹配" }),
  ext3: z.string(),
  kind: z.enum(['region', 'price', 'sort', 'more', 'chips']).meta({ description: 'region 地区选择 | price | sort | more 分组标签 | chips' }),
  multi: z.boolean().meta({ description: '可多选（商标类别、附带资产）' }),
  children: z.array(TradeFilterOption),
});
export type TradeFilter = z.infer<typeof TradeFilter>;

/** filters is null unless needTypes was 1. */
export const JyListData = z.object({ filters: z.array(TradeFilter).nullable(), goods: TradePage });
export type JyListData = z.infer<typeof JyListData>;

export const TradeBasicRow = z.object({ label: z.string(), fieldCode: z.string(), value: z.string().meta({ description: "没有时为 '/'" }) });
export type TradeBasicRow = z.infer<typeof TradeBasicRow>;

export const TradeDetail = TradeCard.extend({
  showName: z.string(),
  className: z.string(),
  classCodeLevelName: z.string(),
  classCodeLevelList: z.array(z.string()),
  productImgArr: z.array(z.string()).meta({ description: '轮播图' }),
  clientDetail: z.string().meta({ description: '富文本（产品详情）' }),
  basicInfo: z.array(TradeBasicRow).meta({ description: '按类型的基本信息' }),
  qftDetails: z
    .object({ fieldValue: z.string(), fieldValueCn: z.string(), fieldValueList: z.array(z.array(z.string())) })
    .nullable()
    .meta({ description: '仅资质：原值与解析后的表' }),
  qualificationRows: z.array(z.object({ category: z.string(), major: z.string(), level: z.string() })),
  isSave: z.boolean(),
});
export type TradeDetail = z.infer<typeof TradeDetail>;

export const ServiceResource = z.object({
  id: z.string(),
  name: z.string(),
  goodsPriceFen: z.number().int(),
  goodsPrice: z.string().meta({ description: '"3000元"' }),
  fieldList: z.array(z.object({ fieldCode: z.string(), fieldName: z.string(), fieldValueCn: z.string() })),
});
export type ServiceResource = z.infer<typeof ServiceResource>;

export const ServiceResourcePage = pagedSchema(ServiceResource);
export type ServiceResourcePage = z.infer<typeof ServiceResourcePage>;
