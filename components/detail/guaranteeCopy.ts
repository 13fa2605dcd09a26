/**
 * Copy of the guarantee explainer pages (/detail/commonPage/*). It restates the platform's own promises
 * (/spread/servicePromise) and after-sale rules in more detail; nothing here promises more than those do.
 */
import { COMPLAINT_HOTLINE } from './promises';
import { ARRIVAL } from '@/lib/contract/wallet/arrival';

export type ExplainerSection = { heading: string; paragraphs?: string[]; steps?: string[] };
export type Explainer = { title: string; description: string; lead: string; sections: ExplainerSection[] };

export const ASSURE: Explainer = {
  title: '平台保障',
  description: '薯片企服交易保障：资金平台担保、专属顾问全程跟进、进度线上可查、售后问题24小时受理。',
  lead: '在薯片企服下单的每一项服务，都由平台为您的资金、进度和售后提供保障。',
  sections: [
    {
      heading: '资金担保',
      paragraphs: [
        '您支付的款项由平台托管，不直接打给服务商或个人。服务按约定完成、您确认无误后，平台才与服务商结算。',
        '请勿向任何个人账户转账。所有付款请在薯片企服内完成，才能享受平台担保。',
      ],
    },
    {
      heading: '专属顾问',
      paragraphs: ['每个订单都有专属顾问负责，从材料准备到结果交付全程跟进，7×24小时响应您的咨询。'],
    },
    {
      heading: '进度透明',
      paragraphs: ['办理进度在“我的订单”中随时可查，关键节点会通过短信或消息通知您，无隐形消费。'],
    },
    {
      heading: '保障流程',
      steps: ['选择服务并下单付款，资金由平台托管', '专属顾问联系您确认需求与材料', '服务商按约定办理，进度实时更新', '您确认服务完成，平台与服务商结算'],
    },
    {
      heading: '售后无忧',
      paragraphs: [`对服务结果有任何不满意，可在订单中申请售后或拨打24小时投诉热线 ${COMPLAINT_HOTLINE}，平台100%受理。`],
    },
  ],
};

export const QUALITY_ASSUR: Explainer = {
  title: '品质保障',
  description: '薯片企服品质保障：服务商资质审核、规划师专业考核、标准化服务流程与真实评价体系。',
  lead: '我们从服务商、规划师和服务过程三个方面把关，让您买得放心。',
  sections: [
    {
      heading: '服务商准入审核',
      paragraphs: ['入驻平台的服务商须提交营业执照及相关行业资质，经平台审核通过后方可上架服务，并定期复核。'],
    },
    {
      heading: '规划师专业考核',
      paragraphs: [
        '规划师需通过平台的业务培训与考核后上岗。薯片分综合服务次数、响应速度与用户评价计算，帮助您选择合适的规划师。',
      ],
    },
    {
      heading: '标准化服务流程',
      paragraphs: ['每项服务都列明服务内容、所需材料与办理周期，服务过程按节点记录，做到可追溯、可查询。'],
    },
    {
      heading: '真实评价',
      paragraphs: ['商品评价只来自完成服务的真实订单，平台不删除差评。您的每一条评价都会影响服务商和规划师的薯片分。'],
    },
    {
      heading: '不满意怎么办',
      paragraphs: [`服务未达到约定标准的，平台将督促服务商整改或重新办理；仍无法解决的，按《售后服务协议》处理退款。投诉热线 ${COMPLAINT_HOTLINE}。`],
    },
  ],
};

export const REFUND_DETAIL: Explainer = {
  title: '退款说明',
  description: '薯片企服退款规则：付款后未服务30天内可申请全额退款，服务中按进度退款，款项原路退回。',
  lead: '我们希望每一笔交易都让您满意。如需退款，请参考以下规则。',
  sections: [
    {
      heading: '可以全额退款的情况',
      paragraphs: ['付款后服务尚未开始的，30天内可向客服申请退款，平台将全额退还您支付的款项。'],
    },
    {
      heading: '服务进行中的退款',
      paragraphs: [
        '服务已开始但尚未完成的，按已完成的服务节点扣除相应费用后退还余款。已代缴的政府规费、官费等第三方费用无法退还，平台会提供缴费凭证。',
      ],
    },
    {
      heading: '不支持退款的情况',
      paragraphs: ['服务已按约定全部完成并经您确认的，或因提交材料不真实导致办理失败的，不支持退款。'],
    },
    {
      heading: '如何申请',
      steps: ['进入“我的订单”，找到需要退款的订单', '点击“申请售后”，选择退款原因并提交', '客服在1个工作日内联系您核实', '审核通过后款项原路退回'],
    },
    {
      heading: '到账时间',
      paragraphs: [`退款审核通过后原路退回：余额支付的退回薯片钱包，${ARRIVAL.refundWallet}；在线支付的退回原付款账户，${ARRIVAL.refundOnline}。`],
    },
    {
      heading: '需要帮助',
      paragraphs: [`如有疑问，请联系您的专属顾问，或拨打24小时投诉热线 ${COMPLAINT_HOTLINE}。`],
    },
  ],
};
