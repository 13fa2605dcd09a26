/** The platform's service promises (the copy of /spread/servicePromise). */
export const SERVICE_PROMISES = [
  { title: '专属服务', text: '每个订单有顾问专人负责，7×24小时专业客户服务，让客户全程无忧。' },
  { title: '极速响应', text: '一站式全方位服务，第一时间响应客户需求。' },
  { title: '无理由退款', text: '付款后未开始服务，30天内可向客服申请退款，平台全额退款。' },
  { title: '信息安全', text: '多重安全技术与完善的管理制度，加密保障您的信息安全。' },
  { title: '价格合理', text: '无隐形消费，价格合理透明，线上随时查业务进度。' },
  { title: '资金保障', text: '交易资金全程由平台担保，确认无误后才放款于卖家。' },
] as const;
