import type { CategoryIndex } from './categories';
import { daysAgo, rng } from './prng';
import { AREAS, pushListing, unix, wan, ymd, type Field, type TradeData } from './tradeCommon';

/** Per qualification (third level): [category, specialities, grades, price range in 万元]. */
const QUAL: Record<string, { cat: string; majors: string[]; grades: string[]; price: [number, number]; safety: boolean }> = {
  施工总承包: { cat: '施工总承包', majors: ['建筑工程', '市政公用工程', '水利水电工程', '公路工程', '机电工程'], grades: ['三级', '三级', '二级'], price: [15, 80], safety: true },
  专业承包: { cat: '专业承包', majors: ['建筑装修装饰工程', '地基基础工程', '消防设施工程', '环保工程', '钢结构工程', '建筑机电安装工程'], grades: ['三级', '二级', '二级', '一级'], price: [8, 45], safety: true },
  施工劳务: { cat: '施工劳务', majors: ['施工劳务'], grades: ['不分等级'], price: [5, 9], safety: true },
  ICP经营许可: { cat: '增值电信业务', majors: ['信息服务业务（仅限互联网信息服务）'], grades: ['省内', '全国'], price: [6, 15], safety: false },
  EDI经营许可: { cat: '增值电信业务', majors: ['在线数据处理与交易处理业务'], grades: ['省内', '全国'], price: [10, 22], safety: false },
  人力资源服务许可: { cat: '人力资源服务', majors: ['职业中介', '人才供求信息收集发布'], grades: ['不分等级'], price: [4, 9], safety: false },
  劳务派遣许可: { cat: '劳务派遣', majors: ['劳务派遣经营'], grades: ['不分等级'], price: [6, 12], safety: false },
  广播电视节目制作: { cat: '广播电视节目制作经营', majors: ['专题、专栏、综艺、动画片、广播剧、电视剧'], grades: ['不分等级'], price: [8, 15], safety: false },
  网络文化经营: { cat: '网络文化经营', majors: ['网络音乐、网络演出剧（节）目、网络表演、动漫产品'], grades: ['不分等级'], price: [15, 30], safety: false },
  道路运输经营: { cat: '道路运输经营', majors: ['道路普通货物运输'], grades: ['不分等级'], price: [3, 6], safety: false },
};

/** 16 companies holding a qualification, sold with it (资质交易). */
export function buildQualifications(cats: CategoryIndex, out: TradeData, count = 16) {
  const r = rng('trade-qual');
  const leaves = cats.childrenOf('FL20201224136348').flatMap((c) => cats.childrenOf(c.code));
  for (let seq = 1; seq <= count; seq++) {
    // Building qualifications dominate this market: every other listing is one.
    const leaf = seq % 2 === 1 ? leaves[Math.floor(seq / 2) % 3] : leaves[3 + (seq % (leaves.length - 3))];
    const type = cats.path(leaf.code)[1];
    const q = QUAL[leaf.name];
    const area = AREAS[r.int(0, AREAS.length - 1)];
    const majors = r.sample(q.majors, q.majors.length > 2 ? r.int(1, 2) : 1);
    const rows = majors.map((m) => [q.cat, m, r.pick(q.grades)]);
    const expire = daysAgo(-r.int(200, 1600));
    const capitalFen = r.pick([100, 300, 500, 800, 1000, 2000]) * 1_000_000;
    const general = r.chance(0.7);
    const transfer = r.chance(0.8) ? ['EQUITY', '股权转让'] : ['SPLIT', '资质分立'];
    const hasSafety = q.safety && r.chance(0.75);
    const yuan = r.int(q.price[0], q.price[1]) * 10000 + (rows.length - 1) * 50000;
    const fields: Field[] = [
      ['qualification_type', '资质类别', type.code, type.name],
      ['qualification_registration_area', '注册区域', area.d, `${area.pn},${area.cn},${area.dn}`],
      ['qualification_expire_date', '到期时间', ymd(expire), ymd(expire), unix(expire)],
      ['transfer_method', '转让方式', transfer[0], transfer[1]],
      ['safety_production_license', '安许证', hasSafety ? '1' : '0', hasSafety ? '有' : '无'],
      ['qualification_registered_capital', '注册资本', String(capitalFen), wan(capitalFen), capitalFen],
      ['tax_type', '纳税类型', general ? 'GENERAL' : 'SMALL', general ? '一般纳税人' : '小规模纳税人'],
    ];
    const building = q.safety;
    const grade = rows[0][2];
    const head = building
      ? rows.map((x) => `${x[1]}${x[2] === '不分等级' ? '' : x[2]}`).join('+')
      : `${leaf.name}${grade === '不分等级' ? '' : `（${grade}）`}`;
    const province = area.pn.replace(/(省|市)$/, '');
    pushListing(out, {
      key: 'ZZ', seq, r, cats, leaf, area, fields,
      name: `${area.short}${head}资质转让`,
      showName: building && leaf.name !== '施工劳务' ? `${province}${q.cat}（${head}）` : `${province}${head}`,
      priceFen: yuan * 100,
      qft: {
        fieldValue: rows.map((x) => x.join(',')).join(';'),
        fieldValueCn: rows.map((x) => x.join(',')).join(';'),
        fieldValueList: rows,
      },
      highlights: [
        `${q.cat}：${rows.map((x) => `${x[1]}${x[2]}`).join('、')}`,
        `注册于${area.cn}${area.dn}，证书有效期至${ymd(expire)}`,
        hasSafety ? '安全生产许可证在有效期内，可直接承接项目' : q.safety ? '暂无安全生产许可证，可协助办理' : '年检正常，可直接开展业务',
        `${transfer[1]}，注册资本${wan(capitalFen)}，${general ? '一般纳税人' : '小规模纳税人'}，无债务纠纷`,
      ],
    });
  }
}
