import type { OpenAPIHono } from '@hono/zod-openapi';
import type { HonoEnv } from '../http/types';
import { authRoutes } from './auth/routes';
import { cmsRoutes } from './cms/routes';
import { analyticsRoutes } from './analytics/routes';
import { mapsRoutes } from './maps/routes';
import { imgRoutes } from './img/routes';
import { catalogRoutes } from './catalog/routes';
import { goodsRoutes } from './goods/routes';
import { tradeRoutes } from './trade/routes';
import { homeRoutes } from './home/routes';
import { searchRoutes } from './search/routes';
import { dictRoutes } from './dict/routes';
import { favouriteRoutes } from './favourite/routes';
import { leadRoutes } from './lead/routes';
import { comboRoutes } from './combo/routes';
import { plannerRoutes } from './planner/routes';
import { storeRoutes } from './store/routes';
import { caseRoutes } from './case/routes';
import { articleRoutes } from './article/routes';
import { evaluateRoutes } from './evaluate/routes';
import { evaluateWriteRoutes } from './evaluate/writeRoutes';
import { uploadRoutes } from './upload/routes';
import { invoiceRoutes } from './invoice/routes';
import { realnameRoutes } from './realname/routes';
import { contractRoutes } from './contract/routes';
import { aftersaleRoutes } from './aftersale/routes';
import { phoneRoutes } from './phone/routes';
import { seoRoutes } from './seo/routes';
import { cartRoutes } from './cart/routes';
import { orderRoutes } from './order/routes';
import { couponRoutes } from './coupon/routes';
import { actCardRoutes } from './coupon/actCardRoutes';
import { payRoutes } from './pay/routes';
import { walletRoutes } from './wallet/routes';
import { chatRoutes } from './chat/routes';
import { knownRoutes } from './known/routes';
import { cmsPlatformRoutes } from './cms/platformRoutes';
import { applyRoutes } from './apply/routes';
import { addressRoutes } from './address/routes';
import { feedbackRoutes } from './feedback/routes';
import { interviewRoutes } from './interview/routes';
import { topicRoutes } from './topic/routes';
import { diagRoutes } from './diag/routes';
import { doclibRoutes } from './doclib/routes';
import { bossAuditRoutes } from './bossaudit/routes';
import { wechatRoutes } from './wechat/routes';
import { activityRoutes } from './activity/routes';
import { noticeRoutes } from './notice/routes';
import { opsRoutes } from './ops/routes';

/** Mounts every module's routes; a new module adds one line here. */
export function registerModules(app: OpenAPIHono<HonoEnv>) {
  app.route('/', authRoutes());
  app.route('/', cmsRoutes());
  app.route('/', analyticsRoutes());
  app.route('/', mapsRoutes());
  app.route('/', imgRoutes());
  // Catalog (issue 3).
  app.route('/', catalogRoutes());
  app.route('/', goodsRoutes());
  app.route('/', tradeRoutes());
  app.route('/', homeRoutes());
  app.route('/', searchRoutes());
  app.route('/', dictRoutes());
  app.route('/', favouriteRoutes());
  app.route('/', leadRoutes());
  app.route('/', comboRoutes());
  app.route('/', plannerRoutes());
  app.route('/', storeRoutes());
  app.route('/', caseRoutes());
  app.route('/', articleRoutes());
  app.route('/', evaluateRoutes());
  app.route('/', phoneRoutes());
  app.route('/', seoRoutes());
  // Buying: cart, orders, coupons, payment, wallet.
  app.route('/', cartRoutes());
  app.route('/', orderRoutes());
  app.route('/', couponRoutes());
  app.route('/', actCardRoutes());
  app.route('/', payRoutes());
  app.route('/', walletRoutes());
  app.route('/', chatRoutes());
  // 必懂 community (issue 13).
  app.route('/', knownRoutes());
  // After the purchase: uploads, invoices, real-name, contracts, after-sale, evaluation writing.
  app.route('/', uploadRoutes());
  app.route('/', invoiceRoutes());
  app.route('/', realnameRoutes());
  app.route('/', contractRoutes());
  app.route('/', aftersaleRoutes());
  app.route('/', evaluateWriteRoutes());
  // 商户入驻, 加入我们, 我要合作, and the platform content they show (issue 14).
  app.route('/', cmsPlatformRoutes());
  app.route('/', applyRoutes());
  // 我的: shipping addresses and feedback (issue 14).
  app.route('/', addressRoutes());
  app.route('/', feedbackRoutes());
  // 面谈记录 (issue 14).
  app.route('/', interviewRoutes());
  // Topic venues: 专题, 分会场, 双十一.
  app.route('/', topicRoutes());
  // Diagnostics (/test/*): outside production or for the platform operator only.
  app.route('/', diagRoutes());
  // The document library (/docPage/page).
  app.route('/', doclibRoutes());
  // 老板审批 (/bossAudit).
  app.route('/', bossAuditRoutes());
  // WeChat: mini-program URL schemes for the hand-off pages (/xcxTransferPage/*, /activity/openWxApplet).
  app.route('/', wechatRoutes());
  // 专题活动 and the flash sale (issue Activities).
  app.route('/', activityRoutes());
  app.route('/', noticeRoutes());
  // 运营工作台 (/ops): the operator's login, queues and audit log.
  app.route('/', opsRoutes());
}
