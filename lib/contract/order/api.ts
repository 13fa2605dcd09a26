import { z } from 'zod';
import { codeList, fenIn, intIn, jsonField, limitField, looseId, pageField, PERSON_NAME_RE } from '../fields';
import { pagedSchema } from '../paging';
import { CouponOption } from '../coupon/api';
import { ShippingSnapshot } from '../address/api';
import { MOBILE_RE } from '@/lib/contract/mobile';

/**
 * Orders (spec §7 "Orders"; docs/API.md "Orders, cart, payment, coupons, wallet"): what each call takes and answers.
 * Every amount is integer fen (`…Fen`). Login is required everywhere; someone else's order answers 404 订单不存在.
 */

const fen = z.number().int();
const at = z.string().meta({ description: 'ISO 8601' });
const payType = z.literal([1, 2, 3, 4]).meta({ description: '1 先付款后服务 2 按业务办理节点付费 3 先定金后尾款 4 服务完结收费' });
const cusStatus = z.literal([1, 2, 3, 4, 5]).meta({ description: '1 待付款 2 办理中 3 已完成 4 已取消 5 待提交' });
const payStatusNo = z.enum(['ORDER_CUS_PAY_STATUS_UN_PAID', 'ORDER_CUS_PAY_STATUS_PART_PAID', 'ORDER_CUS_PAY_STATUS_COMPLETED_PAID']);

// ───────────────────────────── request pieces ─────────────────────────────

export const cusOrderId = looseId('订单');
export const orderId = looseId('订单');
const ids = (label: string) => codeList(label, 100);

/** An item to price or buy: a goods with one of its SKUs (default: the first enabled SKU). */
export const BuyItem = z.object({
  goodsId: z.string().min(1).max(64),
  skuId: z.string().min(1).max(64).optional(),
  goodsNumber: z.coerce.number().int('购买数量有误').min(1, '已经是最小购买数了').max(99, '已经是最大购买数了'),
});
export type BuyItem = z.infer<typeof BuyItem>;
const BuyItems = z.array(BuyItem, { error: '商品有误' }).min(1, '请选择要购买的商品').max(50, '商品过多');
/** Items as a JSON form field (the client stringifies the array). */
const items = jsonField(BuyItems, '商品');

/** The contract party (甲方) the customer fills in at checkout. */
export const ContractFirstInfo = z.object({
  contractFirstName: z.string().trim().min(1, '请输入合同甲方信息').max(30, '甲方名称最多30个字'),
  contractFirstContacts: z.string().trim().min(1, '请输入合同联系人姓名').max(5, '联系人最多5个字').regex(PERSON_NAME_RE, '联系人只能包含汉字、字母或·'),
  contractFirstPhone: z.string().trim().regex(MOBILE_RE, '请输入正确的联系人电话'),
  contractFirstEmail: z.string().trim().max(50).optional(),
  contractFirstAddr: z.string().trim().max(50).optional(),
});
export type ContractFirstInfo = z.infer<typeof ContractFirstInfo>;
const contract = jsonField(ContractFirstInfo, '合同信息');

/**
 * What a checkout prices: goods items, cart rows or a service package (comboId), with the chosen coupons. A package
 * is priced by the server (its items at the package price, paid in full) and takes no coupons.
 */
export const PriceBody = z.object({
  items,
  cartIds: ids('购物车商品').optional(),
  comboId: looseId('套餐').optional(),
  /** A flash-sale / campaign product (activity module): one unit at the campaign price the server holds; no coupons. */
  activityProductId: looseId('活动商品').optional(),
  couponUseCodes: ids('优惠券').optional(),
});
export type PriceInput = z.infer<typeof PriceBody>;

const agreementIds = z.string().trim().max(200).default('');
const remark = z.string().trim().max(50, '备注最多50个字').optional();

// ───────────────────────────── requests ─────────────────────────────

export const FindCartProductGoodsBody = z.object({ cartIds: ids('购物车商品') });
export const DiscountsSettlementBody = z.object({ cusOrderId, couponUseCodes: ids('优惠券').optional() });

export const FindOrderCouponV2PageBody = PriceBody.extend({
  cusOrderId: cusOrderId.optional(),
  findType: intIn('查询类型', 5, 6).default(5),
  page: pageField(),
  limit: limitField(50, 100),
});
export type FindOrderCouponV2PageInput = z.input<typeof FindOrderCouponV2PageBody>;

export const AutonomySubmitOrderBody = PriceBody.extend({
  /** From get_payment_seriale_no; the same key twice creates one order. */
  idempotencyKey: z.string({ error: '缺少下单幂等号' }).trim().min(8, '下单幂等号有误').max(64, '下单幂等号有误'),
  /** The payable amount the page showed; a difference → 20101 商品价格已变动，请刷新后重试. */
  shownPayableFen: fenIn('应付金额'),
  /** Protocol ids agreed at checkout; empty → 400 下单前，请先同意《薯片平台用户交易下单协议》. */
  orderAgreementIds: agreementIds,
  remark,
  contract,
  plannerId: looseId('规划师').optional(),
  /** The caller's shipping address (address module); required when a goods is posted (Settlement.needAddress). */
  addressId: looseId('收货地址').optional(),
});
export type SubmitInput = z.infer<typeof AutonomySubmitOrderBody>;

export const PushCommitOrderBody = z.object({
  cusOrderId,
  couponUseCodes: ids('优惠券').optional(),
  shownPayableFen: fenIn('应付金额'),
  orderAgreementIds: agreementIds,
  /** As at autonomy_submit_order: required when a goods of the draft is posted. */
  addressId: looseId('收货地址').optional(),
});
export type PushCommitOrderInput = z.infer<typeof PushCommitOrderBody>;

export const FindOrderPageBody = z.object({ page: pageField(), limit: limitField(10, 50), status: z.union([z.literal(''), intIn('订单状态', 1, 5)]).optional() });

export const CusOrderDetailQuery = z.object({ cusOrderId });
export const FindOrderDetailsQuery = z.object({ orderId });
/** The service-node calls name the order line `orderDetailsId`. */
export const OrderTrackQuery = z.object({ orderDetailsId: orderId });

const cancelBody = z.object({
  cancelCode: z.enum(['DONT_NEED', 'WRONG_PRO_CHOOSE', 'ORDER_REPEAT', 'ORTHER_REASON'], { error: '请选中取消原因' }),
  cancelReason: z.string().trim().max(200, '取消原因最多200个字').optional(),
});
export const CancelOrderBody = cancelBody.extend({ orderId });
export type CancelOrderInput = z.infer<typeof CancelOrderBody>;
export const CancelCusOrderBody = cancelBody.extend({ cusOrderId });
export type CancelCusOrderInput = z.infer<typeof CancelCusOrderBody>;

export const ConfirmOrderBody = z.object({ orderSkuIds: ids('订单') });
export const AgreementBody = z.object({ cusOrderId, orderAgreementIds: z.string().trim().min(1, '协议获取失败!').max(200) });
export type AgreementInput = z.infer<typeof AgreementBody>;
export const BillPaymentDetailsBody = z.object({ cusOrderId });
export const UpdateReceiptInfoBody = z.object({ cusOrderId, remark, contract });
export type UpdateReceiptInfoInput = z.infer<typeof UpdateReceiptInfoBody>;
export const GoodsPayPlanQuery = z.object({ goodsId: looseId('商品') });

export const AdvanceNodeBody = z.object({ orderId, handlerName: z.string().trim().max(20).optional() });
export const CreatePendingOrderBody = z.object({
  customerPhone: z.string().regex(MOBILE_RE, '手机号码有误'),
  items: items.transform((v, ctx) => {
    if (v) return v;
    ctx.addIssue({ code: 'custom', message: '商品有误' });
    return z.NEVER;
  }),
  remark: z.string().trim().max(50).optional(),
});

// ───────────────────────────── answers ─────────────────────────────

export const GetPaymentSerialNoResult = z.object({ serialNo: z.string() });
export type GetPaymentSerialNoResult = z.infer<typeof GetPaymentSerialNoResult>;

const MoneyFields = z.object({
  orderTotalMoneyFen: fen.meta({ description: '商品总额' }),
  orderDiscountMoneyFen: fen.meta({ description: '优惠金额' }),
  orderPayableMoneyFen: fen.meta({ description: '应付 = 总额 − 优惠' }),
  orderPaidMoneyFen: fen.meta({ description: '已付' }),
  orderSurplusMoneyFen: fen.meta({ description: '待付 = 应付 − 已付' }),
  depositAmountFen: fen.meta({ description: '定金（付款方式 3），否则 0' }),
  orderBalanceMoneyFen: fen.meta({ description: '尾款（付款方式 3），否则 0' }),
  orderRefundedMoneyFen: fen.meta({ description: '已退款' }),
});
export type MoneyFields = z.infer<typeof MoneyFields>;

/** The after-purchase buttons of one order line, decided on the server (inventory order.md §0.5). */
export const AfterPurchase = z.object({
  afterSaleState: z.literal([0, 1, 2, 3]).meta({ description: '0 无 1 退款/售后 2 售后中 3 已售后' }),
  afterSaleId: z.string().nullable(),
  contractStatus: z.enum(['STRUTS_QSZ', 'STRUTS_YWC']).nullable().meta({ description: 'STRUTS_QSZ 待签署 STRUTS_YWC 已签署；未起草为 null' }),
  contractId: z.string().nullable(),
  contractNo: z.string().nullable(),
  canContract: z.boolean(),
  evaluateStatus: z.literal([0, 1, 3]).meta({ description: '0 未完成 1 写评价 3 已评价' }),
  evaluationId: z.string().nullable(),
  invoiceableFen: fen.meta({ description: '可开票金额；> 0 显示申请开票' }),
  invoiceId: z.string().nullable(),
});
export type AfterPurchase = z.infer<typeof AfterPurchase>;

/** One order (订单) = one SKU line of a customer order; `id` is the orderId. */
export const OrderSummary = MoneyFields.extend({
  id: z.string(),
  orderId: z.string(),
  orderNo: z.string(),
  cusOrderId: z.string(),
  goodsId: z.string(),
  skuId: z.string(),
  spuName: z.string(),
  skuDetailValues: z.string().meta({ example: '成都市,小规模纳税人' }),
  indexImg: z.string(),
  skuPriceFen: fen.meta({ description: '单价' }),
  skuCount: z.number().int(),
  orderProTypeNo: z.string(),
  orderPayType: payType,
  orderStatusNo: z.string().meta({ example: 'ORDER_ORDER_SALE_STATUS_UN_PAID' }),
  orderStatus: z.enum(['UNSUBMITE', 'UN_PAID', 'HANDLING', 'HANDLED', 'COMPLETED', 'CANCELLED']),
  payStatusNo,
  isNeedPay: z.literal([0, 1]).meta({ description: '1：该订单有本期应付款项' }),
  userConfirm: z.literal([0, 1]),
  canConfirm: z.boolean(),
  classCode1: z.string(),
  createTime: at,
  afterPurchase: AfterPurchase,
});
export type OrderSummary = z.infer<typeof OrderSummary>;

/** One refund paid back on a line of the order (the customer's order detail lists them under 已退). */
export const OrderRefundLine = z.object({
  refundNo: z.string(),
  orderId: z.string(),
  afterSaleId: z.string(),
  amountFen: fen,
  channelName: z.string().meta({ example: '钱包' }),
  refundTime: at,
});
export type OrderRefundLine = z.infer<typeof OrderRefundLine>;

export const CustomerOrder = MoneyFields.extend({
  cusOrderId: z.string(),
  cusOrderNo: z.string(),
  cusOrderStatus: cusStatus,
  cusOrderStatusNo: z.string().meta({ example: 'ORDER_CUS_STATUS_UNPAID' }),
  statusLabel: z.string().meta({ description: '待付款 办理中 待确认 已完成 已取消 待提交' }),
  cusOrderPayStatusNo: payStatusNo,
  cusOrderPayType: payType,
  cusOrderPayTypeCode: z.string(),
  payTypeLabel: z.string(),
  payType: z.literal('ORDER_PAY_MODE_ONLINE'),
  orderType: z.literal(1),
  canCancel: z.boolean(),
  payButton: z.literal([0, 1, 2]).meta({ description: '0 无 1 立即付款 2 支付尾款' }),
  canConfirm: z.boolean(),
  thisTimePayTotalFen: fen.meta({ description: '本期应付' }),
  thisTimeBatchIds: z.array(z.string()),
  allTimePayTotalFen: fen.meta({ description: '全部未付' }),
  remainBatchIds: z.array(z.string()),
  countDownTimeLong: z.number().int().meta({ description: '待付款的自动取消时间（epoch ms）；否则 0' }),
  cancelCode: z.string().nullable(),
  cusOrderCancelReason: z.string().nullable(),
  orderAgreementIds: z.string().meta({ description: "已同意的协议 id（逗号分隔）；'' 表示尚未同意" }),
  mark: z.string(),
  contractFirstInfo: ContractFirstInfo.nullable(),
  shippingAddress: ShippingSnapshot.nullable().meta({ description: '收货地址（下单时的快照）；无需邮寄的订单为 null' }),
  coupons: z.array(z.object({ couponUseCode: z.string(), couponName: z.string(), discountFen: fen })),
  createTime: at,
  payTime: at.nullable(),
  completeTime: at.nullable(),
  cancelTime: at.nullable(),
  orders: z.array(OrderSummary),
  /** Only on cus_order_detail: each refund paid back, with its time. */
  refunds: z.array(OrderRefundLine).optional(),
});
export type CustomerOrder = z.infer<typeof CustomerOrder>;

export const Batch = z.object({
  id: z.string(),
  cusOrderId: z.string(),
  orderId: z.string(),
  orderSkuId: z.string(),
  orderPayType: payType,
  batchNumber: z.number().int().meta({ description: '从 0 开始；定金 0 尾款 1；按节点为节点序号' }),
  batchName: z.string().meta({ description: '全款 / 定金 / 尾款 / 节点N款' }),
  moneyFen: fen,
  alreadyPayment: z.literal([0, 1, 2]).meta({ description: '0 未到期 1 本期应付 2 已支付' }),
  alreadyPaymentNo: z.enum(['ORDER_BATCH_PAYMENT_PAY_0', 'ORDER_BATCH_PAYMENT_PAY_1', 'ORDER_BATCH_PAYMENT_PAY_2']),
  nodeId: z.string().nullable(),
  nodeName: z.string().nullable(),
  realPaymentDate: at.nullable(),
});
export type Batch = z.infer<typeof Batch>;

export const ServiceNode = z.object({
  id: z.string(),
  orderId: z.string(),
  nodeNum: z.number().int(),
  serviceName: z.string(),
  serviceExplain: z.string(),
  status: z.literal([0, 1, 2]).meta({ description: '0 未开始 1 处理中 2 已完成' }),
  taskStatus: z.enum(['production_task_status_1', 'production_task_status_3', 'production_task_status_6']),
  statusLabel: z.enum(['未开始', '处理中', '已完成']),
  handlerName: z.string(),
  startTime: at.nullable(),
  endTime: at.nullable(),
});
export type ServiceNode = z.infer<typeof ServiceNode>;

export const SettlementLine = z.object({
  goodsId: z.string(),
  skuId: z.string(),
  cartId: z.string().nullable(),
  name: z.string(),
  skuName: z.string(),
  img: z.string(),
  classCode1: z.string(),
  classCodeLevel: z.string(),
  payType,
  priceFen: fen,
  goodsNumber: z.number().int(),
  lineTotalFen: fen,
  discountFen: fen.meta({ description: '分摊到本行的优惠' }),
  payableFen: fen,
});

/** The terms of a campaign unit at its checkout: shown beside the campaign price (issue 32). */
export const CampaignTerms = z.object({
  title: z.string(),
  endAt: at.meta({ description: '活动结束时间（倒计时按服务器时间）' }),
  perUserLimit: z.number().int(),
  taken: z.number().int().meta({ description: '本人已抢（含待支付）' }),
});
export type CampaignTerms = z.infer<typeof CampaignTerms>;

export const Settlement = z.object({
  items: z.array(SettlementLine),
  goodsTotal: z.number().int(),
  skuTotalPriceFen: fen,
  discountFen: fen,
  needPayTotalMoneyFen: fen.meta({ description: '应付（总额 − 优惠）；提交时作为 shownPayableFen 带回' }),
  payType,
  payTypeLabel: z.string(),
  payNowFen: fen.meta({ description: '提交后立即应付：全款、定金、首个节点款，或 0（付款方式 4）' }),
  depositAmountFen: fen,
  orderBalanceMoneyFen: fen,
  coupons: z.array(z.object({ couponUseCode: z.string(), couponName: z.string(), useType: z.literal([1, 2, 3]), discountFen: fen })),
  usableCouponCount: z.number().int(),
  needAddress: z.boolean().meta({ description: '有需邮寄的商品：提交时须带 addressId' }),
  campaign: CampaignTerms.nullable().optional().meta({ description: '活动商品下单时：活动名称、结束时间与每人限购' }),
});
export type Settlement = z.infer<typeof Settlement>;

export const CouponCalculationResult = z.object({ settlement: Settlement, options: z.array(z.object({ couponUseCode: z.string(), discountFen: fen })) });
export type CouponCalculationResult = z.infer<typeof CouponCalculationResult>;
export const DiscountsSettlementResult = Settlement.extend({ cusOrderId: z.string() });
export type DiscountsSettlementResult = z.infer<typeof DiscountsSettlementResult>;
export const OrderCouponPage = pagedSchema(CouponOption);
export type OrderCouponPage = z.infer<typeof OrderCouponPage>;

export const SubmitResult = z.object({
  cusOrderId: z.string(),
  orderIds: z.array(z.string()),
  cusOrderPayType: payType,
  cusOrderStatus: cusStatus,
  payNowFen: fen.meta({ description: '> 0 去收银台（付款方式 1 2 3）；0 去订单列表（付款方式 4）' }),
});
export type SubmitResult = z.infer<typeof SubmitResult>;

const countOf = z.number().int();
export const OrderPage = pagedSchema(CustomerOrder).extend({
  counts: z.object({ all: countOf, '1': countOf, '2': countOf, '3': countOf, '4': countOf, '5': countOf }).meta({ description: '各页签数量' }),
});
export type OrderPage = z.infer<typeof OrderPage>;

export const OrderDetails = z.object({ order: OrderSummary, cusOrder: CustomerOrder, batches: z.array(Batch), nodes: z.array(ServiceNode) });
export type OrderDetails = z.infer<typeof OrderDetails>;

export const CancelResult = z.object({ cusOrderId: z.string(), cusOrderStatus: z.literal(4) });
export type CancelResult = z.infer<typeof CancelResult>;
export const ConfirmOrderResult = z.object({ confirmed: z.array(z.string()), cusOrderStatus: z.literal([2, 3]) });
export type ConfirmOrderResult = z.infer<typeof ConfirmOrderResult>;
export const AgreementResult = z.object({ orderAgreementIds: z.string() });
export type AgreementResult = z.infer<typeof AgreementResult>;

export const BillPaymentDetails = z.object({ records: z.array(Batch), thisTimePayTotalFen: fen, allTimePayTotalFen: fen, paidTotalFen: fen });
export type BillPaymentDetails = z.infer<typeof BillPaymentDetails>;

export const OrderTrackList = z.array(ServiceNode);
export type OrderTrackList = z.infer<typeof OrderTrackList>;
export const NtsTrackInfo = z.object({
  productName: z.string(),
  indexImg: z.string(),
  openTime: at.nullable(),
  deadlineTime: at.nullable(),
  day: z.number().int(),
  percent: z.number().int(),
  state: z.literal([0, 1, 2, 3]).meta({ description: '0 暂未开始办理 1 办理中 2 已完成办理 3 已超期' }),
});
export type NtsTrackInfo = z.infer<typeof NtsTrackInfo>;
export const ServiceNodeWithBatch = ServiceNode.extend({ batch: Batch.nullable() });
export type ServiceNodeWithBatch = z.infer<typeof ServiceNodeWithBatch>;
export const ServiceByDetails = z.array(ServiceNodeWithBatch);
export type ServiceByDetails = z.infer<typeof ServiceByDetails>;

/** How a goods is paid (detail page, checkout note); purchasable false: not sold online. */
export const GoodsPayPlan = z.object({
  goodsId: z.string(),
  purchasable: z.boolean(),
  payType,
  payTypeLabel: z.string(),
  depositBp: z.number().int().meta({ description: '定金比例（万分比，付款方式 3），否则 0' }),
  nodes: z.array(z.object({ name: z.string(), days: z.number().int(), payBp: z.number().int() })),
});
export type GoodsPayPlan = z.infer<typeof GoodsPayPlan>;

export const AdvanceNodeResult = z.object({ orderId: z.string(), orderStatus: z.string(), finishedNode: z.string(), nextNode: z.string().nullable() });
export type AdvanceNodeResult = z.infer<typeof AdvanceNodeResult>;
export const CreatePendingOrderResult = z.object({ cusOrderId: z.string() });
export type CreatePendingOrderResult = z.infer<typeof CreatePendingOrderResult>;
