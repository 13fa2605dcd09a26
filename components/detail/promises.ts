/** The seven service promises of /spread/servicePromise (inventory platform §6.2), shown as written by the platform. */
export type Promise7 = { key: string; title: string; text: string };

export const SERVICE_PROMISES: readonly Promise7[] = [
  {
    key: 'exclusive',
    title: '专属服务',
    text: '每个订单有顾问专人负责，让客户全程无忧，保证7×24小时的专业客户服务，让用户在这里享受到更愉快的交易体验，安全、高效、专业、贴心的服务质量。',
  },
  { key: 'fast', title: '极速响应', text: '一站式全方位服务，第一时间响应客户需求。' },
  {
    key: 'refund',
    title: '无理由退款',
    text: '您在我们网站购买产品并付款后未服务，30天您可以向客服申请退款，平台将全额退款给您。',
  },
  {
    key: 'security',
    title: '信息安全',
    text: '薯片平台将运用各种安全技术和程序建立完善的管理制度加密保障您的信息安全，以免遭受未经授权的访问、使用或披露。',
  },
  { key: 'price', title: '价格合理', text: '无隐形消费，价格合理透明，线上随时查业务进度。' },
  {
    key: 'funds',
    title: '资金保障',
    text: '为保障用户的资金安全，薯片内部制定了严格的资金管理流程和完善的系统，进行监督监控，降低操作风险。在交易过程中，资金全程在我平台担保，确保资金的安全问题，交易完成确认一切妥当无误之后放款于卖家。',
  },
  {
    key: 'aftersale',
    title: '售后无忧',
    text: '服务交付结果有任何不满意的地方，请联系客服反映您的诉求，或拨打24小时投诉热线。平台24小时投诉热线：400-1616902，100%受理，100%解决。',
  },
];

export const COMPLAINT_HOTLINE = '400-1616902';
