// Every table of the backend, re-exported from the module that owns it (drizzle-kit reads this file).
export * from '../modules/auth/schema';
export * from '../adapters/sms/schema';
export * from '../modules/secrets/schema';
// catalog and content
export * from '../modules/catalog/schema';
export * from '../modules/goods/schema';
export * from '../modules/combo/schema';
export * from '../modules/trade/schema';
export * from '../modules/planner/schema';
export * from '../modules/store/schema';
export * from '../modules/case/schema';
export * from '../modules/phone/schema';
export * from '../modules/home/schema';
export * from '../modules/search/schema';
export * from '../modules/dict/schema';
export * from '../modules/favourite/schema';
export * from '../modules/lead/schema';
export * from '../modules/cms/schema';
export * from '../modules/cms/platformSchema';
export * from '../modules/article/schema';
export * from '../modules/analytics/schema';
// buying
export * from '../modules/cart/schema';
export * from '../modules/coupon/schema';
export * from '../modules/order/schema';
export * from '../modules/pay/schema';
export * from '../adapters/pay/schema';
export * from '../modules/wallet/schema';
export * from '../adapters/bankVerify/schema';
export * from '../adapters/payout/schema';
// chat
export * from '../modules/chat/schema';
// after purchase
export * from '../modules/upload/schema';
export * from '../adapters/mail/schema';
export * from '../modules/invoice/schema';
export * from '../modules/realname/schema';
export * from '../modules/contract/schema';
export * from '../modules/aftersale/schema';
export * from '../modules/evaluate/schema';
export * from '../adapters/esign/schema';
// 必懂 community
export * from '../modules/known/schema';
// applications (商户入驻, 加入我们, 我要合作)
export * from '../modules/apply/schema';
// 我的: shipping addresses, feedback
export * from '../modules/address/schema';
export * from '../modules/feedback/schema';
// 面谈记录 (issue 14)
export * from '../modules/interview/schema';
export * from '../modules/topic/schema';
export * from '../modules/doclib/schema';
export * from '../modules/bossaudit/schema';
export * from '../modules/activity/schema';
export * from '../modules/notice/schema';
// 运营工作台 (issue 27 §5)
export * from '../modules/ops/schema';
