import { AD_SLOT, KEYWORD_BUCKET, NAV_CATEGORY } from '@/server/modules/catalog/enums';
import { COUPON_CENTRE_AD_SLOT } from '@/lib/contract/coupon/enums';
import type { ads, navItems } from '@/server/modules/home/schema';
import type { searchKeywords } from '@/server/modules/search/schema';
import type { CategoryIndex } from './categories';
import type { GoodsRow } from './goods';
import { img } from './images';
import { daysAgo, pad } from './prng';

export type AdRow = typeof ads.$inferInsert;
export type NavRow = typeof navItems.$inferInsert;
export type KeywordRow = typeof searchKeywords.$inferInsert;

/** Banners, nav grid and search words: the home page's configurable parts. Every link points at a real page. */
export function buildContent(cats: CategoryIndex, goodsRows: GoodsRow[]) {
  const code = (name: string) => cats.all.find((c) => c.name === name && c.kind === 'service')!;
  const list = (second: string) => {
    const c = code(second);
    return `/list/transactionList?navcode=${c.parentCode}&classcode=${c.code}`;
  };
  const goodsOf = (leaf: string) => goodsRows.find((g) => g.classCodeName === leaf && g.nationwide)!;
  const detail = (leaf: string) => `/detail?productId=${goodsOf(leaf).id}&classCodeOne=${goodsOf(leaf).classCode1}`;

  let adSeq = 0;
  const adRows: AdRow[] = [];
  const ad = (slot: string, materialName: string, materialDescription: string, materialUrl: string, link: string, linkType = 1) =>
    adRows.push({
      id: `ad_${pad(++adSeq, 3)}`, locationCode: slot, materialName, materialDescription, materialUrl, linkType,
      wapLink: linkType === 1 ? link : '', materialLink: link, imgLink: linkType === 3 ? link : '',
      terminalCodes: [], areaCodes: [], sort: adRows.filter((a) => a.locationCode === slot).length + 1, enabled: true,
      startsAt: daysAgo(30), endsAt: null,
    });
  ad(AD_SLOT.HOME_TOP, '开公司 找薯片', '有限公司注册499元，最快3个工作日拿执照', img.homeBanner(1), detail('有限公司注册'));
  ad(AD_SLOT.HOME_TOP, '代理记账 领券享8.8折', '专业会计做账报税，领券中心领取代理记账8.8折券', img.homeBanner(2), '/activity/coupon');
  ad(AD_SLOT.HOME_TOP, '商标注册 品牌保护第一步', '资深代理人免费查询，通过率更高', img.homeBanner(3), list('商标注册'));
  ad(AD_SLOT.HOME_CAROUSEL, '高新技术企业认定', '所得税减按15%征收，申报季全程托管', img.homeBanner(4), detail('高新技术企业认定'));
  ad(AD_SLOT.HOME_CAROUSEL, '企业贷款 额度估算', '输入几项信息，立即估算可贷额度', img.homeBanner(5), '/detail/server/financing/creditEvaluation');
  ad(AD_SLOT.HOME_CAROUSEL, '资产交易 公司商标快速转让', '平台核验，资金监管，过户无忧', img.homeBanner(6), '/list/jyList?typeCode=FL20201224136319');
  ad(AD_SLOT.HOME_HELP, '帮我找服务', '描述需求，规划师30分钟内联系您', img.storeBanner(1), '/planner/list');
  ad(AD_SLOT.HOME_HELP, '服务排行榜', '本月最受欢迎的企业服务', img.storeBanner(2), '/search/searchGoods?keywords=%E5%85%AC%E5%8F%B8%E6%B3%A8%E5%86%8C');
  ['普通商标注册', '软件著作权', '个体户注册', '合同审查'].forEach((leaf) =>
    // The goods' own price (the ad opens its goods page): no promise the page does not keep.
    ad(AD_SLOT.SECKILL, leaf, `${(goodsOf(leaf).priceFen ?? 0) / 100}元起，更多场次见秒杀会场`, goodsOf(leaf).cover, detail(leaf)),
  );
  ad(AD_SLOT.SUBSIDY, '政策补贴测算', '看看你的企业能领多少补贴', img.storeBanner(4), list('政策申报'));
  ad(AD_SLOT.SUBSIDY, '专精特新申报', '最高可获百万奖励', img.storeBanner(5), detail('专精特新申报'));
  ad(AD_SLOT.KNOWN, '企服必懂', '创业路上的知识加油站', img.storeBanner(6), '/known');
  ad(AD_SLOT.LIST, '新客专享 无门槛10元券', '还没有支付过订单的新用户，领券中心免费领取', img.storeBanner(7), '/activity/coupon');
  ad(AD_SLOT.LIST, '成功案例 看看别人怎么办', '真实案例，办理周期与费用一目了然', img.storeBanner(8), '/caseexample');
  ad(AD_SLOT.DETAIL_MID, '领券下单更划算', '线下优惠可咨询规划师', img.storeBanner(9), '/planner/list');
  ad(AD_SLOT.DETAIL_MID, '服务保障', '不成功退款，资金平台托管', img.storeBanner(10), img.storeBanner(10), 3);
  ad(AD_SLOT.CATEGORY, '一站式企业服务', '公司注册、财税、知产、法律全覆盖', img.homeBanner(1), list('公司注册'));
  ad(AD_SLOT.CATEGORY, '资产交易专区', '公司、商标、专利、资质在线交易', img.homeBanner(6), '/list/jyList?typeCode=FL20201224136273');
  ad(COUPON_CENTRE_AD_SLOT, '公司注册 领券立减', '限时抢·公司注册立减66元，领完即止', img.homeBanner(1), detail('有限公司注册'));
  ad(COUPON_CENTRE_AD_SLOT, '代理记账 8.8折', '领券后15天内下单可用', img.homeBanner(2), list('代理记账'));

  let navSeq = 0;
  const navRows: NavRow[] = [];
  const nav = (cat: string, name: string, iconUrl: string, route: string) =>
    navRows.push({
      id: `nav_${pad(++navSeq, 3)}`, categoryCode: cat, name, iconUrl, navigationWay: 1, wapRoute: route, url: route, imageUrl: '',
      sort: navRows.filter((n) => n.categoryCode === cat).length + 1, enabled: true,
    });
  nav(NAV_CATEGORY.FIXED, '公司注册', img.nav('company'), list('公司注册'));
  nav(NAV_CATEGORY.FIXED, '代理记账', img.nav('accounting'), list('代理记账'));
  nav(NAV_CATEGORY.FIXED, '商标注册', img.nav('trademark'), list('商标注册'));
  nav(NAV_CATEGORY.FIXED, '专利申请', img.nav('patent'), list('专利申请'));
  nav(NAV_CATEGORY.FIXED, '公司交易', img.nav('company-trade'), '/list/jyList?typeCode=FL20201224136319');
  nav(NAV_CATEGORY.ROLL, '法律咨询', img.nav('legal'), list('法律顾问'));
  nav(NAV_CATEGORY.ROLL, '资质办理', img.nav('qualification'), list('许可证办理'));
  nav(NAV_CATEGORY.ROLL, '商标交易', img.nav('trademark-trade'), '/list/jyList?typeCode=FL20201224136273');
  nav(NAV_CATEGORY.ROLL, '社保代缴', img.nav('hr'), list('社保代理'));
  nav(NAV_CATEGORY.ROLL, '公司变更', img.category('company'), list('公司变更'));
  nav(NAV_CATEGORY.ROLL, '审计报告', img.category('tax'), list('审计报告'));
  nav(NAV_CATEGORY.ROLL, '软著登记', img.category('patent'), list('版权登记'));
  nav(NAV_CATEGORY.ROLL, '企业贷款', img.category('finance'), list('企业贷款'));
  nav(NAV_CATEGORY.ROLL, '网站建设', img.category('it'), list('网站建设'));
  nav(NAV_CATEGORY.ROLL, '找规划师', img.category('hr'), '/planner/list');
  nav(NAV_CATEGORY.ROLL, '案例广场', img.category('trade'), '/caseexample');
  nav(NAV_CATEGORY.ROLL, '全部服务', img.nav('more'), '/category');
  nav(NAV_CATEGORY.TOOL, '额度估算', img.category('finance'), '/detail/server/financing/creditEvaluation');
  nav(NAV_CATEGORY.TOOL, '企业核名', img.category('company'), list('公司注册'));
  nav(NAV_CATEGORY.TOOL, '商标查询', img.category('trademark'), list('商标注册'));
  nav(NAV_CATEGORY.TOOL, '补贴测算', img.category('qualification'), list('政策申报'));
  nav(NAV_CATEGORY.TOOL, '社保代缴', img.category('hr'), list('社保代理'));
  nav(NAV_CATEGORY.TOOL, '找规划师', img.category('legal'), '/planner/list');
  nav(NAV_CATEGORY.TOOL, '发布需求', img.category('it'), '/myDemandCard');
  nav(NAV_CATEGORY.TOOL, '成功案例', img.category('trade'), '/caseexample');

  let kwSeq = 0;
  const kwRows: KeywordRow[] = [];
  const kw = (bucket: string, name: string, times: number, isJumpLink = 0, route = '') =>
    kwRows.push({
      id: `kw_${pad(++kwSeq, 3)}`, bucket, name, isJumpLink, wapRoute: route, url: route, imageUrl: '', allSearchTimes: times,
      sort: kwRows.filter((k) => k.bucket === bucket).length + 1, enabled: true,
    });
  kw(KEYWORD_BUCKET.TOP_HIGHLIGHT, '公司注册', 12850);
  kw(KEYWORD_BUCKET.TOP_HIGHLIGHT, '代理记账', 9630);
  kw(KEYWORD_BUCKET.TOP_HIGHLIGHT, '找规划师', 4210, 1, '/planner/list');
  ['公司注销', '商标注册', '软件著作权', '高新技术企业认定', '食品经营许可证', '企业信用贷', 'ICP许可证', '股权变更', '常年法律顾问', '社保代缴', '小程序开发', '公司转让']
    .forEach((n, i) => kw(KEYWORD_BUCKET.TOP, n, 8000 - i * 530));
  [['公司注册', 12850], ['代理记账', 9630], ['商标注册', 8740], ['公司注销', 6120], ['软件著作权', 5480], ['高新技术企业认定', 4390],
    ['法人变更', 3870], ['企业信用贷', 3520], ['食品经营许可证', 2960], ['商标转让', 2410]]
    .forEach(([n, t]) => kw(KEYWORD_BUCKET.HOT, n as string, t as number));
  return { ads: adRows, nav: navRows, keywords: kwRows };
}
