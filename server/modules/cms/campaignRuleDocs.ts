import { CAMPAIGN_PAY_MINUTES } from '@/lib/contract/order/enums';

/** The rules of the campaign pages (their 规则 chip opens /login/protocol?categoryCode=…; inventory platform §4). */
type Section = [heading: string, paragraphs: string[]];
type Doc = { categoryCode: string; title: string; intro: string; sections: Section[] };

const common: Section[] = [
  ['价格与库存', ['活动价以下单时页面展示并经服务端确认的价格为准；活动商品数量有限，先到先得，抢完即止。活动商品不可与优惠券同时使用。']],
  // The payment window of a campaign order (server/modules/order/checkout.ts unpaidDeadline; CAMPAIGN_PAY_MINUTES by default).
  ['付款与取消', [`提交订单后请在${CAMPAIGN_PAY_MINUTES}分钟内完成支付（活动先结束的，以活动结束时间为准），逾期订单自动取消，所占名额与库存立即退回活动，供其他用户抢购。`]],
  ['其他', ['以批量注册、刷单等不正当方式参与活动的，平台有权取消订单及活动资格。本规则的最终解释权在法律允许范围内归薯片企服所有。']],
];

const doc = (categoryCode: string, title: string, intro: string, own: Section[]): Doc => ({ categoryCode, title, intro, sections: [...own, ...common] });

export const CAMPAIGN_RULE_DOCS: Doc[] = [
  doc('protocol100047', '限时直降活动规则', '限时直降与整点秒杀专场在活动时间内以直降价出售指定服务。', [
    ['活动时间', ['每个专场或场次的开始、结束时间以页面倒计时为准，倒计时以平台服务器时间计算，与手机时间无关。未开始或已结束的场次不能下单。']],
    ['限购', ['每个活动商品每人限购的数量以商品页说明为准（一般为1件）；已下单未支付的订单同样占用限购名额，取消或超时后名额退回。']],
  ]),
  doc('protocol100048', '独家专售活动规则', '独家专售为平台与服务商联合推出的独家服务，仅在薯片企服出售。', [['适用城市', ['独家专售服务按城市提供，请在页面左上角选择您所在的城市查看可购买的服务。']]]),
  doc('protocol100035', '新品首发活动规则', '新品首发专场展示平台新上线的服务，首发期间享受尝鲜价。', [['首发期', ['首发价仅在活动时间内有效，活动结束后恢复原价。']]]),
  doc('protocol100052', '先服务后收费活动规则', '先服务后收费专场的服务在办理完成后再支付服务费。', [['收费方式', ['下单后由规划师与您确认办理资料，服务完成并经您确认后支付服务费；官方规费等第三方费用按实际发生支付。']]]),
  doc('protocol100046', '99特卖活动规则', '99特卖专场精选高频企业服务，以特卖价出售。', [['特卖价', ['特卖价为活动期间的优惠价格，标注“元起”的以所选规格的实际价格为准。']]]),
  doc('protocol100034', '官方补贴活动规则', '官方补贴专场由平台补贴差价，以全网低价出售指定服务。', [['补贴说明', ['补贴价已包含平台补贴，补贴名额有限，补完即止；补贴订单发生退款的，补贴部分不予退还现金。']]]),
  doc('protocol100053', '营销活动规则', '营销活动专场为平台阶段性推出的优惠活动。', [['活动范围', ['参与活动的服务以专场页面展示为准，不同城市可购买的服务可能不同。']]]),
];
