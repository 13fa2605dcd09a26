import type { CategoryIndex } from './categories';
import { rng, SEED_NOW } from './prng';
import { AREAS, pushListing, unix, wan, ymd, type Field, type TradeData } from './tradeCommon';

/** Per industry (company trade second level): the words of a company name and its business scope. */
const INDUSTRY: Record<string, { words: string[]; suffix: string; scope: string }> = {
  科技类: { words: ['信息', '网络', '智能', '数字'], suffix: '科技有限公司', scope: '技术服务、技术开发、技术咨询、技术转让；软件开发；信息系统集成服务；计算机系统服务；数据处理服务' },
  贸易类: { words: ['商贸', '供应链', '进出口', '贸易'], suffix: '有限公司', scope: '日用百货销售；五金产品批发；电子产品销售；服装服饰批发；货物进出口；技术进出口' },
  文化传媒类: { words: ['文化传播', '传媒', '影视文化', '广告传媒'], suffix: '有限公司', scope: '组织文化艺术交流活动；广告设计、代理；广告制作；会议及展览服务；电影摄制服务' },
  建筑工程类: { words: ['建筑工程', '建设工程', '装饰工程', '市政工程'], suffix: '有限公司', scope: '建设工程施工；住宅室内装饰装修；园林绿化工程施工；土石方工程施工；建筑材料销售' },
  餐饮服务类: { words: ['餐饮管理', '餐饮', '食品'], suffix: '有限公司', scope: '餐饮服务；食品销售；餐饮管理；外卖递送服务；食用农产品零售' },
  教育培训类: { words: ['教育咨询', '教育科技', '文化艺术培训'], suffix: '有限公司', scope: '教育咨询服务（不含涉许可审批的教育培训活动）；组织文化艺术交流活动；企业管理咨询' },
  医疗健康类: { words: ['医疗器械', '健康管理', '医药科技'], suffix: '有限公司', scope: '第二类医疗器械销售；健康咨询服务（不含诊疗服务）；养生保健服务；医学研究和试验发展' },
  投资管理类: { words: ['投资管理', '企业管理', '资产管理'], suffix: '有限公司', scope: '企业管理咨询；以自有资金从事投资活动；信息咨询服务（不含许可类信息咨询服务）' },
  广告设计类: { words: ['广告', '品牌设计', '创意设计'], suffix: '有限公司', scope: '广告设计、代理；广告发布；平面设计；图文设计制作；专业设计服务' },
  物流运输类: { words: ['物流', '供应链管理', '货运代理'], suffix: '有限公司', scope: '普通货物仓储服务；国内货物运输代理；道路货物运输（不含危险货物）；装卸搬运' },
};
const BANKS = ['中国工商银行', '中国建设银行', '招商银行', '中国农业银行', '中国银行', '成都银行', '交通银行'];
const ASSETS: [string, string][] = [['trademark', '商标'], ['patent', '专利'], ['website', '网站'], ['qualification', '资质'], ['car_quota', '车辆指标']];

/** The founding month as text ('2022年3月', China time): a fixed fact, unlike an age. */
export const founded = (d: Date) => {
  const [y, m] = ymd(d).split('-');
  return `${y}年${Number(m)}月`;
};

/** 28 companies for sale: industry, age, capital, taxpayer type, bank account, area and attached assets. */
export function buildCompanies(cats: CategoryIndex, out: TradeData, count = 28) {
  const r = rng('trade-company');
  const industries = cats.childrenOf('FL20201224136319');
  for (let seq = 1; seq <= count; seq++) {
    const leaf = industries[(seq - 1) % industries.length];
    const ind = INDUSTRY[leaf.name];
    const area = AREAS[r.int(0, AREAS.length - 1)];
    const years = r.pick([1, 1, 2, 2, 3, 3, 4, 5, 6, 8, 10]);
    const regDate = new Date(SEED_NOW.getTime() - (years * 365 + r.int(10, 300)) * 86_400_000);
    const capitalFen = r.pick([10, 50, 100, 100, 200, 300, 500, 1000, 2000]) * 1_000_000;
    const general = r.chance(years >= 3 ? 0.6 : 0.3);
    const bank = r.chance(0.85) ? r.pick(BANKS) : '';
    const assets = r.chance(0.55) ? r.sample(ASSETS, r.int(1, 2)) : [];
    const word = r.pick(ind.words);
    const dzname = `${area.short}**${word}${ind.suffix}`;
    // Price: base by age and taxpayer type, plus what comes attached.
    const yuan = 8000 + years * r.int(4000, 9000) + (general ? 15000 : 0) + assets.length * 8000 + (capitalFen >= 500_000_000 ? 10000 : 0);
    const fields: Field[] = [
      ['company_industry', '行业', leaf.code, leaf.name.replace(/类$/, '')],
      ['registration_time', '成立时间', ymd(regDate), ymd(regDate), unix(regDate)],
      ['taxpayer_type', '纳税类型', general ? 'GENERAL' : 'SMALL', general ? '一般纳税人' : '小规模纳税人'],
      ['registered_capital', '注册资本', String(capitalFen), wan(capitalFen), capitalFen],
      ['bank_account_information', '开户信息', bank ? 'OPENED' : 'NONE', bank ? `已开户（${bank}）` : '未开户'],
      ['registration_area', '注册区域', area.d, `${area.cn}${area.dn}`],
      ['business_scope', '经营范围', ind.scope, ind.scope],
      [
        'attached_assets', '附带资产', assets.length ? assets.map(([c]) => c).join(',') : 'none',
        assets.length ? assets.map(([, n]) => n).join('、') : '无', undefined, assets.length ? assets.map(([c]) => c) : ['none'],
      ],
    ];
    pushListing(out, {
      key: 'GS', seq, r, cats, leaf, area, fields, dzname,
      // The age is never written into a text: the pages derive it from registration_time (成立时间), so the
      // list and the detail always agree, today and in years to come.
      name: `${area.short}${leaf.name.replace(/类$/, '')}公司转让`,
      showName: `${dzname}（${general ? '一般纳税人' : '小规模'}）`,
      priceFen: Math.round(yuan / 1000) * 1000 * 100,
      highlights: [
        `成立于${founded(regDate)}，${general ? '一般纳税人，可开具13%增值税专用发票' : '小规模纳税人，账务简单'}`,
        `注册资本${wan(capitalFen)}，${bank ? `已开立${bank}对公账户` : '未开立对公账户，可随买方开户'}`,
        assets.length ? `附带${assets.map(([, n]) => n).join('、')}，一并过户` : '无附带资产，无负债无纠纷，资料齐全',
        '无经营异常、无行政处罚、无涉诉记录，税务正常申报',
      ],
    });
  }
}
