import type { users } from '@/server/modules/auth/schema';
import { DEMO_USERS } from '@/server/modules/auth/seed';
import { CARD_STATUS_ON_SHELF, PLANNER_STATUS, TRADE_KINDS } from '@/server/modules/catalog/enums';
import { encryptPhone, seedIv } from '@/server/modules/catalog/crypto';
import type { planners } from '@/server/modules/planner/schema';
import { USER_TYPE } from '@/lib/constants';
import type { CategoryIndex, CategoryRow } from './categories';
import { img } from './images';
import { ARTICLE_TITLES, DOMAIN, GIVEN, HOT_NEWS, PLANNER_CITIES, POSTS, STYLE_TAGS, SURNAMES } from './plannerWords';
import { SERVICE_FAQS } from './goods';
import { daysAgo, pad, rng } from './prng';

export type UserRow = typeof users.$inferInsert;
export type PlannerRow = typeof planners.$inferInsert;
export const PLANNER_COUNT = 44;
const DEMO = DEMO_USERS.find((u) => u.userType === USER_TYPE.MERCHANT_USER)!;
/** Trade type a service domain also sells (its planners appear on those trade listings too). */
const TRADE_OF: Record<string, string> = { 公司服务: 'GS', 商标服务: 'SB', 专利版权: 'ZL', 资质办理: 'ZZ' };

export const plannerId = (i: number) => (i === 0 ? DEMO.id : `u_planner_${pad(i, 2)}`);
export const plannerStoreId = (i: number) => `s_p${pad(i, 2)}`;
/** Last four planners: two disabled (小黑屋), two resigned, for the phone flow's messages. */
const statusOf = (i: number) => (i >= PLANNER_COUNT - 2 ? PLANNER_STATUS.RESIGNED : i >= PLANNER_COUNT - 4 ? PLANNER_STATUS.DISABLED : PLANNER_STATUS.ACTIVE);

const byThreshold = (list: [number, string][], v: number) => list.find(([min]) => v >= min)![1];


/** Makes draws whose values are no longer seeded (made-up figures), so every other seeded value stays as it was. */
const skipDraws = (draw: () => unknown): Record<string, never> => {
  draw();
  return {};
};
export function buildPlanners(cats: CategoryIndex, secret: string) {
  const r = rng('planners');
  const firsts = cats.all.filter((c) => c.kind === 'service' && c.level === 1);
  const cityDeck = r.sample(PLANNER_CITIES.flatMap((c) => Array<typeof c>(c.weight).fill(c)), 999);
  const names = r.sample(SURNAMES.flatMap((s) => GIVEN.map((g) => s + g)), PLANNER_COUNT);
  const userRows: UserRow[] = [];
  const rows: PlannerRow[] = [];
  for (let i = 0; i < PLANNER_COUNT; i++) {
    const demo = i === 0;
    const id = plannerId(i);
    const name = demo ? DEMO.nickName : names[i];
    const primary = demo ? firsts[0] : firsts[i % firsts.length];
    const second = demo ? firsts[1] : r.chance(0.6) ? r.pick(firsts.filter((f) => f !== primary)) : null;
    const domains = [primary, ...(second ? [second] : [])];
    const city = demo ? PLANNER_CITIES[0] : cityDeck[i % cityDeck.length];
    const [districtCode] = demo ? city.districts[0] : r.pick(city.districts);
    const status = statusOf(i);
    const serveAge = demo ? 8 : r.int(1, 12);
    // The title's rank (postName) only; 薯片分, 好评率 and the evaluator count come from the seeded reviews (build.ts)
    // and 成交 from paid orders (none are seeded), ADR 0027. The draws that made up the old figures are kept so the
    // rest of the seed stays as it was.
    const rank = demo ? 936 : status === PLANNER_STATUS.ACTIVE ? r.int(640, 975) : r.int(520, 700);
    if (!demo) skipDraws(() => r.int(25, 120) + r.int(0, 60));
    const phone = demo ? DEMO.phone : `1398${pad(2800000 + i * 137, 7)}`;
    const seconds: CategoryRow[] = domains.flatMap((d, k) => r.sample(cats.childrenOf(d.code), k === 0 ? r.int(2, 3) : 1));
    const tradeKey = TRADE_OF[primary.name];
    const trade = tradeKey ? TRADE_KINDS.find((t) => t.key === tradeKey)! : null;
    const businessCategories = seconds.map((s) => {
      const f = cats.byCode.get(s.parentCode!)!;
      return { firstTypeCode: f.code, firstTypeName: f.name, secondTypeCode: s.code, secondTypeName: s.name };
    });
    if (trade) {
      businessCategories.push({ firstTypeCode: trade.classCode, firstTypeName: `${trade.name}交易`, secondTypeCode: trade.classCode, secondTypeName: `${trade.name}交易` });
    }
    const postName = byThreshold(POSTS, rank) || DOMAIN[primary.name].post;
    const merchant = `${city.name.replace(/市$/, '')}${r.pick(['薯片', '锦程', '启航', '衡信', '知远', '众创'])}${primary.name === '法律服务' ? '法律咨询' : '企业服务'}有限公司`;
    const respond = r.int(25, 420);
    const wenda = r.sample(SERVICE_FAQS[seconds[0].name] ?? [], 3).map(([q, a], k) => ({
      id: `qa_${pad(i, 2)}${k + 1}`, title: q, contentText: a, contentImageUrl: k === 0 ? img.goodsCover(i + 5) : null,
      applaudCount: r.int(3, 2600), remarkCount: r.int(0, 180),
    }));
    const article = r.sample(ARTICLE_TITLES[primary.name], r.int(1, 3)).map((t, k) => ({
      id: `ar_${pad(i, 2)}${k + 1}`, title: t, contentImageUrl: img.goodsCover(i + k * 7), totalBrowseCount: r.int(200, 48000),
      applaudCount: r.int(5, 900), createTime: daysAgo(r.int(1, 200), r.int(0, 600)).getTime(),
    }));
    const hotNews = HOT_NEWS.slice(0, 2 + (i % 3)).map((t, k) => ({ id: `hn_${k + 1}`, title: t, imageUrl: img.homeBanner(k + 1), createTime: daysAgo(3 + k * 9).toISOString() }));
    const created = daysAgo(serveAge * 300 + r.int(0, 200));
    if (!demo) {
      userRows.push({
        id, userNo: `U2${pad(i, 9)}`, phone, passwordHash: null, nickName: name, avatar: img.avatar(i + 1),
        userType: USER_TYPE.MERCHANT_USER, realStatus: 'AUTHENTICATION_SUCCESS', customerId: `c_planner_${pad(i, 2)}`,
        createdAt: created, updatedAt: created,
      });
    }
    rows.push({
      userId: id,
      mchClass: i % 7 === 3 ? 'MERCHANT_S' : 'MERCHANT_B',
      name,
      avatar: img.avatar(i + 1),
      postName,
      tags: [...r.sample(DOMAIN[primary.name].skills, 2), ...r.sample(STYLE_TAGS, r.int(1, 3))],
      point: 0,
      beatPercent: null,
      showScore: i % 11 !== 5,
      payNum: 0,
      ...skipDraws(() => {
        for (let k = 0; k < 5; k++) r.int(0, 18);
        if (!demo) r.int(9200, 10000);
        r.next();
      }),
      serveAge,
      status,
      businessCategories,
      firstTypeCodes: [...new Set(businessCategories.map((b) => b.firstTypeCode))],
      cityCode: city.code,
      districtCode,
      areaCodes: r.chance(0.3) ? r.sample(PLANNER_CITIES.filter((c) => c !== city), r.int(1, 2)).map((c) => c.code) : [],
      phoneEnc: encryptPhone(phone, secret, seedIv(phone)),
      recentCompany: merchant,
      merchantName: merchant,
      card: {
        status: status === PLANNER_STATUS.RESIGNED && i % 2 === 1 ? 'BUSINESS_CARD_STATUS_OFF_SHELF' : CARD_STATUS_ON_SHELF,
        title: postName,
        wechat: i % 3 === 0 ? `sp_${name.length}${pad(i * 37, 4)}` : undefined,
        mailbox: `planner${pad(i, 3)}@shupianqf.com`,
        intro: `${serveAge}年${primary.name}从业经验，擅长${DOMAIN[primary.name].skills.slice(0, 3).join('、')}。` +
          `${r.pick(['坚持先把风险讲清楚再办事', '凡事有交代，件件有着落', '把客户的事当成自己的事', '用专业让创业更简单'])}，欢迎随时咨询。`,
        officeAddress: `${city.name}${city.districts.find(([c]) => c === districtCode)![1]}${r.pick(city.streets)}${r.int(5, 38)}楼`,
        serviceExperience: `${serveAge}年`,
        ...skipDraws(() => r.int(50, 900)),
        responseTime: respond,
        titleNavs: ['我的问答', '我的文章', '热门资讯'],
        content: { wenda, article, hotNews },
        live: i % 5 === 2 ? { id: `live_${pad(i, 2)}`, coverUrl: img.caseCover(i), createTime: daysAgo(r.int(2, 40)).toISOString(), viewCount: r.int(300, 9000), studioName: `${name}的直播间` } : null,
      },
      storeId: plannerStoreId(i),
      sort: i + 1,
      createdAt: created,
      updatedAt: created,
    });
  }
  return { users: userRows, planners: rows };
}
