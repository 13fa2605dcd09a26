import { z } from 'zod';
import { boolFlag, codeField, codeList, intIn, keyword, limitField, looseId, pageField } from '../fields';
import { pagedSchema } from '../paging';
import { AdItem, CategoryNode } from '../catalog/api';
import { EvaluationRecord } from '../evaluate/api';
import { RecommendPlanner } from '../planner/api';
import { ReceivableCoupon } from '../coupon/api';
import { GOODS_SORTS, PRICE_KINDS } from './enums';

// ——— requests ———

const productId = looseId('商品ID');
const yuan = (label: string) => intIn(label, 0, 99_999_999);

export const GetServeListBody = z.object({
  start: pageField(),
  limit: limitField(10, 50),
  needTypes: boolFlag.default(false).meta({ description: '1：同时返回筛选项 typeData、price、sortFilter' }),
  searchKey: keyword().optional(),
  navCode: codeField('一级分类').optional(),
  classCodes: codeList('分类', 50).optional().meta({ description: '二、三级分类，逗号分隔' }),
  minPrice: yuan('最低价格').optional().meta({ description: '元' }),
  maxPrice: yuan('最高价格').optional(),
  priceCode: codeField('价格区间').optional().meta({ description: 'price 中的预设区间，优先于 minPrice/maxPrice' }),
  sort: codeField('排序').optional().meta({ description: 'sortFilter 的 code（default, sales, price_asc, price_desc, newest）' }),
});
export type ServeListInput = z.input<typeof GetServeListBody>;

export const GetGoodsListQuery = z.object({
  page: pageField(),
  limit: limitField(10, 50),
  classCode: codeField('分类').optional().meta({ description: '任一级分类' }),
  keyword: keyword().optional(),
  sort: z.enum(GOODS_SORTS, { error: '排序方式有误' }).default('default'),
  minPriceFen: intIn('最低价格', 0, 1e12).optional(),
  maxPriceFen: intIn('最高价格', 0, 1e12).optional(),
  excludeId: looseId('排除商品').optional(),
});
export type GoodsListInput = z.input<typeof GetGoodsListQuery>;

export const ProductIdQuery = z.object({ productId });
export const ProductIdBody = z.object({ productId });

export const FindServiceAttrBody = z.object({ productId, attrName: z.string().max(200).optional() });

export const FindSkuDetailBody = z.object({
  productId,
  valueIds: codeList('规格', 10)
    .refine((v) => v.length > 0, '请选择规格')
    .meta({ description: '所选规格值，每个属性一个，逗号分隔' }),
});

export const GetRecommendGoodsBody = z.object({
  classCode: codeField('分类').optional().meta({ description: '首页页签的一级分类，或商品的分类' }),
  productId: productId.optional().meta({ description: '正在看的商品（排除它，优先其二级分类）' }),
  page: pageField(),
  limit: limitField(10, 30),
  deviceId: z.string().max(128).optional(),
});
export type RecommendGoodsInput = z.input<typeof GetRecommendGoodsBody>;

export const GetCommonProblemsQuery = z.object({
  groupCode: codeField('问题分组').meta({ description: 'CATE-JYZY-GS / -SB / -ZL / -ZZ 或分类编码' }),
});

export type GetServeListBody = z.infer<typeof GetServeListBody>;
export type GetGoodsListQuery = z.infer<typeof GetGoodsListQuery>;
export type ProductIdQuery = z.infer<typeof ProductIdQuery>;
export type ProductIdBody = z.infer<typeof ProductIdBody>;
export type FindServiceAttrBody = z.infer<typeof FindServiceAttrBody>;
export type FindSkuDetailBody = z.infer<typeof FindSkuDetailBody>;
export type GetRecommendGoodsBody = z.infer<typeof GetRecommendGoodsBody>;
export type GetCommonProblemsQuery = z.infer<typeof GetCommonProblemsQuery>;

// ——— answers ———

/** Prices are computed on the server: pages show `priceText` (or `priceValue` + `priceUnit`) and never do price math. */
export const PriceView = z.object({
  priceKind: z.enum(PRICE_KINDS),
  priceText: z.string().meta({ description: '"1200元"、"5%服务费"、"3%服务费起"、"面议"' }),
  priceValue: z.string().meta({ description: "数字部分；面议为 ''" }),
  priceUnit: z.string().meta({ description: "\"元\"、\"%服务费\"、\"%服务费起\"；面议为 ''" }),
  priceFen: z.number().int().meta({ description: '固定价（分）；浮动 / 阶梯 / 面议为 0' }),
  originalPriceFen: z.number().int().meta({ description: '划线价（分），0 为无' }),
  originalPriceText: z.string().meta({ description: "\"¥1500\" 或 ''" }),
});
export type PriceView = z.infer<typeof PriceView>;

/** A service goods card (lists, search results, recommendations, combos). */
export const GoodsCard = PriceView.extend({
  id: z.string(),
  goodsNo: z.string(),
  name: z.string(),
  slogan: z.string(),
  img: z.string().meta({ description: '封面（本站路径）' }),
  tags: z.array(z.string()).meta({ description: '至多 3 个' }),
  productType: z.string(),
  classCode: z.string(),
  classCodeLevel: z.string().meta({ description: '"FL1,FL2,FL3"' }),
  classCodeLevelName: z.string().meta({ description: '"n1/n2/n3"' }),
  salesVolume: z.number().int(),
  href: z.string().meta({ description: '详情页地址（spec §2）' }),
});
export type GoodsCard = z.infer<typeof GoodsCard>;

export const GoodsPage = pagedSchema(GoodsCard);
export type GoodsPage = z.infer<typeof GoodsPage>;

/** A price preset of the service filter: ext2 "min-max" in yuan, either side may be empty. */
export const PriceOption = z.object({ id: z.string(), code: z.string(), name: z.string(), ext2: z.string() });
export type PriceOption = z.infer<typeof PriceOption>;
export const SortOption = z.object({ code: z.string(), name: z.string() });
export type SortOption = z.infer<typeof SortOption>;

/** The filter definitions are null unless needTypes was 1. */
export const ServeListData = z.object({
  typeData: z.array(CategoryNode).nullable(),
  price: z.array(PriceOption).nullable(),
  sortFilter: z.array(SortOption).nullable(),
  goodsList: GoodsPage,
});
export type ServeListData = z.infer<typeof ServeListData>;

export const SkuAttr = z.object({ id: z.string(), name: z.string(), attrValList: z.array(z.object({ id: z.string(), name: z.string() })) });
export type SkuAttr = z.infer<typeof SkuAttr>;
export const ServiceAttrs = z.array(SkuAttr);

export const SkuOption = PriceView.extend({
  skuId: z.string(),
  skuNo: z.string(),
  valueIds: z.array(z.string()).meta({ description: '规格值，每个属性一个，按属性顺序' }),
  valueNames: z.string().meta({ description: '"值1,值2"（goodsSubDetailsName）' }),
  stock: z.number().int(),
});
export type SkuOption = z.infer<typeof SkuOption>;

export const ServiceItem = z.object({ name: z.string(), description: z.string() });
export type ServiceItem = z.infer<typeof ServiceItem>;
export const SubGoods = z.object({ name: z.string(), detailsName: z.string(), serviceItems: z.array(ServiceItem) });
export type SubGoods = z.infer<typeof SubGoods>;

export const GoodsDetail = PriceView.extend({
  id: z.string(),
  goodsNo: z.string(),
  name: z.string(),
  showName: z.string(),
  slogan: z.string(),
  productDescribe: z.string(),
  productType: z.string(),
  classCode: z.string(),
  classCodeName: z.string(),
  classCodeLevel: z.string(),
  classCodeLevelName: z.string(),
  classCodeOne: z.string().meta({ description: 'classCodeLevel 的第一级（聊天、电话的 requireCode）' }),
  classNameOne: z.string(),
  classCodeTwo: z.string(),
  priceType: z.string(),
  salesVolume: z.number().int(),
  status: z.string(),
  onSale: z.boolean().meta({ description: '在架（PRO_STATUS_PUT_AWAY）' }),
  stock: z.number().int(),
  cover: z.string(),
  images: z.array(z.string()),
  clientDetail: z.string().meta({ description: '富文本（已清洗的 HTML，本站图片）' }),
  tags: z.array(z.string()),
  guaranteeTags: z.array(z.string()),
  serviceItems: z.array(ServiceItem),
  subGoods: z.array(SubGoods),
  attrs: z.array(z.object({ attrCode: z.string(), attrName: z.string(), attrValName: z.string() })).meta({ description: '金融产品信息等' }),
  refConfig: z.object({
    tradeType: z.string(),
    canAddBuy: z.string(),
    taskType: z.string().nullable(),
    handleCycleNumber: z.number().int().nullable(),
  }),
  bottomMode: z.union([z.literal(1), z.literal(2), z.literal(3)]).meta({ description: '底部按钮（BOTTOM_MODE）：1 加购+购买，2 咨询+购买，3 咨询+电话' }),
  skuAttrs: z.array(SkuAttr),
  skus: z.array(SkuOption),
  defaultSkuId: z.string().nullable().meta({ description: '首个展示的 SKU（有货的最低价）；没有 SKU 时为 null' }),
  availableInArea: z.boolean().meta({ description: '当前城市（areaCode）可售' }),
  areaCode: z.string(),
  publisherMerchantId: z.string().nullable(),
  isSave: z.boolean().meta({ description: '登录用户已收藏（游客为 false）' }),
  href: z.string(),
});
export type GoodsDetail = z.infer<typeof GoodsDetail>;

/**
 * The server-rendered goods page in one answer. `reviews.first` is the evaluate domain's record and `planner` the
 * booth planner of the planner domain (their shapes are theirs).
 */
export const GoodsPageData = z.object({
  goods: GoodsDetail,
  reviews: z.object({ first: EvaluationRecord.nullable(), total: z.number().int(), goodRate: z.number().nullable() }),
  planner: RecommendPlanner.nullable().meta({ description: '本商品、本城市的钻展规划师；没有在职规划师时为 null' }),
  coupons: z.array(ReceivableCoupon).meta({ description: '本商品可领的券（全场、所属品类、本商品；前 20 张），游客视角；登录用户的领取状态由 coupon/v2/find_page 给出' }),
  midAds: z.array(AdItem).meta({ description: '详情页中部广告位 ad100149 的素材（按终端、城市、投放时间，同 find_advertising）；没有时为 []' }),
});
export type GoodsPageData = z.infer<typeof GoodsPageData>;

export const FaqItem = z.object({ id: z.string(), question: z.string(), answer: z.string().meta({ description: 'HTML, sanitised by the server (allow-list, local pictures kept)' }) });
export type FaqItem = z.infer<typeof FaqItem>;

export const CommonProblems = z.object({ groupCode: z.string(), title: z.string(), rows: z.array(FaqItem) });
export type CommonProblems = z.infer<typeof CommonProblems>;
