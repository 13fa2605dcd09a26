import type { Deps } from '../../http/types';
import { DOUBLE_ELEVEN_SLUG, TOPIC_KIND } from '@/lib/contract/topic/enums';
import { goodsNamed } from '../goods/query';
import { topicSections, topicVenues, topics } from './schema';

const DAY = 86_400_000;
/** No goods is scoped to this code: goodsNamed then finds nationwide goods only, which every city is shown. */
const NATIONWIDE_ONLY = '000000';

type SectionSeed = { id: string; title: string; leaves: string[]; venueId?: string };

const TOPICS = [
  {
    id: 'tp_double11',
    slug: DOUBLE_ELEVEN_SLUG,
    kind: TOPIC_KIND.FESTIVAL,
    title: '双十一企业服务节',
    subtitle: '开公司、做账报税、注册商标，一年一次的低价',
    bannerUrl: '/images/topic/double-eleven.svg',
    themeColor: '#e51f25',
    days: [-14, 30],
    rules: [
      '活动时间以页面显示为准，活动商品数量有限，售完即止。',
      '活动价格仅限本会场商品，下单时以结算页显示的价格为准。',
      '同一用户同一商品限购一份，拆单、刷单等异常订单平台有权取消。',
      '活动商品支持开具发票，服务未开始前可申请全额退款。',
      '如有疑问，请咨询在线客服或拨打 400-1616902。',
    ],
    sections: [
      { id: 'ts_d11_hot', title: '爆款直降', leaves: ['有限公司注册', '小规模记账', '普通商标注册', '软件著作权'] },
      { id: 'ts_d11_tax', title: '财税专场', leaves: ['一般纳税人记账', '零申报代账', '个体户注册'] },
      { id: 'ts_d11_ip', title: '知产专场', leaves: ['发明专利', '实用新型专利', '外观设计专利'] },
    ] as SectionSeed[],
    venues: [],
  },
  {
    id: 'tp_startup',
    slug: 'startup',
    kind: TOPIC_KIND.MARKETING,
    title: '企业开办一站通',
    subtitle: '从核名到开户报税，新公司开办一次办齐',
    bannerUrl: '/images/topic/startup.svg',
    themeColor: '#3262f4',
    days: [-7, 60],
    rules: [
      '本专题商品由平台认证规划师提供服务，下单后 30 分钟内与您联系。',
      '注册地址、银行开户等第三方费用以办理地实际收费为准。',
      '开办过程中因材料问题被驳回的，规划师免费协助重新提交。',
      '如有疑问，请咨询在线客服。',
    ],
    sections: [{ id: 'ts_startup_must', title: '开办必备', leaves: ['有限公司注册', '小规模记账', '普通商标注册'] }] as SectionSeed[],
    venues: [
      {
        id: 'tv_startup_reg',
        name: '公司注册专场',
        intro: '有限公司、个体户、分公司、合伙企业，按需选择',
        bannerUrl: '/images/topic/venue-register.svg',
        sections: [{ id: 'ts_startup_reg', title: '选择您的企业类型', leaves: ['有限公司注册', '个体户注册', '分公司注册', '合伙企业注册'] }],
      },
      {
        id: 'tv_startup_tax',
        name: '财税开户专场',
        intro: '开业第一个月就要报税，记账服务提前安排',
        bannerUrl: '/images/topic/venue-tax.svg',
        sections: [{ id: 'ts_startup_tax', title: '代理记账', leaves: ['小规模记账', '一般纳税人记账', '零申报代账'] }],
      },
    ],
  },
  {
    id: 'tp_ip',
    slug: 'ip-month',
    kind: TOPIC_KIND.ACTIVITY,
    title: '知识产权保护月',
    subtitle: '商标、专利、版权，先保护再发展',
    bannerUrl: '/images/topic/ip.svg',
    themeColor: '#7b4dd8',
    days: [-3, 45],
    rules: [
      '商标、专利申请的官方规费已包含在商品价格中，无额外收费。',
      '担保注册类商品未通过可按商品说明退款，详见商品详情。',
      '活动期间下单均可免费获得一次商标近似查询。',
    ],
    sections: [
      { id: 'ts_ip_tm', title: '商标保护', leaves: ['普通商标注册', '加急商标注册', '担保商标注册'] },
      { id: 'ts_ip_patent', title: '专利申请', leaves: ['发明专利', '实用新型专利', '外观设计专利'] },
      { id: 'ts_ip_copy', title: '版权登记', leaves: ['软件著作权', '美术作品著作权'] },
    ] as SectionSeed[],
    venues: [],
  },
];

/**
 * The topic venues: 双十一, 企业开办 (two branch venues) and 知识产权. Goods are chosen from the catalog by their
 * category's name (the best-selling nationwide one of each). Existing rows are kept: an operator's edits and a
 * topic's time window survive a restart.
 */
export async function seedTopics(deps: Pick<Deps, 'db' | 'now'>) {
  const { db } = deps;
  const now = deps.now().getTime();
  const pick = async (leaves: string[]) => {
    const found = await Promise.all(leaves.map((leaf) => goodsNamed(db, NATIONWIDE_ONLY, leaf, 1)));
    return found.flatMap((rows) => rows.map((r) => r.id));
  };
  for (const [ti, t] of TOPICS.entries()) {
    await db
      .insert(topics)
      .values({
        id: t.id, slug: t.slug, kind: t.kind, title: t.title, subtitle: t.subtitle, bannerUrl: t.bannerUrl, themeColor: t.themeColor,
        rules: t.rules, startsAt: new Date(now + t.days[0] * DAY), endsAt: new Date(now + t.days[1] * DAY), enabled: true, sort: (ti + 1) * 10,
      })
      .onConflictDoNothing();
    for (const [vi, v] of t.venues.entries()) {
      await db
        .insert(topicVenues)
        .values({ id: v.id, topicId: t.id, name: v.name, intro: v.intro, bannerUrl: v.bannerUrl, enabled: true, sort: (vi + 1) * 10 })
        .onConflictDoNothing();
    }
    const sections = [...t.sections, ...t.venues.flatMap((v) => v.sections.map((s) => ({ ...s, venueId: v.id })))];
    for (const [si, s] of sections.entries()) {
      const goodsIds = await pick(s.leaves);
      if (!goodsIds.length) continue;
      await db
        .insert(topicSections)
        .values({ id: s.id, topicId: t.id, venueId: s.venueId ?? null, title: s.title, goodsIds, sort: (si + 1) * 10 })
        .onConflictDoNothing();
    }
  }
}
