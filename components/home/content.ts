/** The platform's service domains and its service promises (the copy of /spread/servicePromise). */
export const SERVICE_DOMAINS = [
  { key: 'company', name: '公司注册', desc: '核名、执照、刻章一站办结', color: '#4974f5' },
  { key: 'tax', name: '财税服务', desc: '代理记账、税务申报与筹划', color: '#10b981' },
  { key: 'trademark', name: '商标服务', desc: '注册、续展、变更与驳回复审', color: '#f59e0b' },
  { key: 'patent', name: '专利服务', desc: '发明、实用新型与外观设计', color: '#8b5cf6' },
  { key: 'legal', name: '法律服务', desc: '合同审查、劳动纠纷、法律顾问', color: '#ef4444' },
  { key: 'accounting', name: '会计审计', desc: '审计报告、验资与财务外包', color: '#0ea5e9' },
  { key: 'social', name: '社保人事', desc: '社保公积金代缴、人事代理', color: '#ec4899' },
  { key: 'trade', name: '资产交易', desc: '公司、商标、专利转让', color: '#14b8a6' },
] as const;

export const SERVICE_PROMISES = [
  { title: '专属服务', text: '每个订单有顾问专人负责，7×24小时专业客户服务，让客户全程无忧。' },
  { title: '极速响应', text: '一站式全方位服务，第一时间响应客户需求。' },
  { title: '无理由退款', text: '付款后未开始服务，30天内可向客服申请退款，平台全额退款。' },
  { title: '信息安全', text: '多重安全技术与完善的管理制度，加密保障您的信息安全。' },
  { title: '价格合理', text: '无隐形消费，价格合理透明，线上随时查业务进度。' },
  { title: '资金保障', text: '交易资金全程由平台担保，确认无误后才放款于卖家。' },
] as const;
