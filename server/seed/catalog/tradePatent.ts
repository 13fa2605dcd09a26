import type { CategoryIndex } from './categories';
import { rng, SEED_NOW } from './prng';
import { pushListing, ymd, type Field, type TradeData } from './tradeCommon';

/** Per patent field (second level): titles of inventions / utility models, and products of designs. */
const FIELD_WORDS: Record<string, { titles: string[]; design: string[] }> = {
  电子信息: { titles: ['一种基于边缘计算的物联网网关', '一种低功耗无线通信模组', '一种具有自动校准功能的数据采集终端'], design: ['智能音箱', '路由器', '蓝牙耳机'] },
  机械制造: { titles: ['一种可快速换型的数控机床夹具', '一种带缓冲结构的输送装置', '一种高精度液压升降平台'], design: ['工具箱', '手持电钻', '折叠梯'] },
  生物医药: { titles: ['一种中药有效成分的提取方法', '一种可降解医用敷料', '一种快速检测试剂盒及其制备方法'], design: ['药盒', '雾化器', '体温计'] },
  新材料: { titles: ['一种石墨烯导热膜及其制备方法', '一种轻质复合保温板', '一种抗菌塑料母粒'], design: ['装饰板', '收纳盒', '保温杯'] },
  化学化工: { titles: ['一种高盐废水的处理方法', '一种连续化反应釜', '一种环保型金属清洗剂'], design: ['喷雾瓶', '试剂瓶'] },
  新能源: { titles: ['一种模块化储能电池包', '一种防水散热充电桩', '一种可调角度光伏支架'], design: ['充电桩外壳', '移动电源'] },
  农业食品: { titles: ['一种基于物联网的智能灌溉控制系统', '一种全自动果蔬清洗机', '一种名优绿茶的加工工艺'], design: ['食品包装盒', '茶具'] },
  日用品设计: { titles: ['一种可折叠晾衣架', '一种便携式保温饭盒', '一种智能宠物喂食器'], design: ['台灯', '水杯', '加湿器', '香薰机'] },
};
const TYPES: [string, string, number, number][] = [
  ['INVENTION', '发明专利', 1, 20],
  ['UTILITY', '实用新型', 2, 10],
  ['DESIGN', '外观设计', 3, 15],
];

/** 20 patents: invention, utility model and design, with numbers, dates and legal status. */
export function buildPatents(cats: CategoryIndex, out: TradeData, count = 20) {
  const r = rng('trade-patent');
  const fieldsCats = cats.childrenOf('FL20201224136341');
  for (let seq = 1; seq <= count; seq++) {
    const leaf = fieldsCats[(seq - 1) % fieldsCats.length];
    const w = FIELD_WORDS[leaf.name];
    const [tCode, tName, digit, life] = TYPES[seq % 5 === 0 ? 0 : seq % 5 <= 2 ? 1 : 2 - (seq % 2)];
    // Listings of one field take its titles in turn, so no two listings share a title.
    const nth = Math.floor((seq - 1) / fieldsCats.length);
    const title = tCode === 'DESIGN' ? `${w.design[nth % w.design.length]}（${['一', '二', '三'][nth % 3]}）` : w.titles[nth % w.titles.length];
    const appYear = r.int(2016, 2023);
    const appDate = new Date(Date.UTC(appYear, r.int(0, 11), r.int(1, 28)));
    const endDate = new Date(Date.UTC(appYear + life, appDate.getUTCMonth(), appDate.getUTCDate() - 1));
    const serial = String(r.int(1_000_000, 9_999_999));
    const code = `ZL${appYear}${digit}${serial}.${r.int(0, 9)}`;
    const certified = tCode !== 'INVENTION' || appDate.getTime() < SEED_NOW.getTime() - 3 * 365 * 86_400_000;
    const [sCode, sName] = certified ? ['CERTIFIED', '已下证'] : ['GRANTED_UNPAID', '授权未缴费'];
    const yuan = tCode === 'INVENTION' ? r.int(18, 58) * 1000 : tCode === 'UTILITY' ? r.int(28, 75) * 100 : r.int(15, 38) * 100;
    const fields: Field[] = [
      ['patent_type', '类型', tCode, tName],
      ['code', '专利号', code, code],
      ['patent_status', '状态', sCode, sName],
      ['patent_classification', '分类', leaf.code, leaf.name],
      ['patent_date_of_application', '申请日期', ymd(appDate), ymd(appDate), Math.floor(appDate.getTime() / 1000)],
      ['effective_date', '有效日期', ymd(endDate), `至${ymd(endDate)}`, Math.floor(endDate.getTime() / 1000)],
    ];
    pushListing(out, {
      key: 'ZL', seq, r, cats, leaf, fields,
      name: title,
      showName: `${title}（${tName}）`,
      priceFen: yuan * 100,
      highlights: [
        `${tName}，专利号${code}，${sName}`,
        `所属领域：${leaf.name}，保护期至${ymd(endDate)}`,
        tCode === 'INVENTION' ? '发明专利可用于高新技术企业认定Ⅰ类知识产权' : '可用于高新技术企业认定、科技型中小企业评价',
        '年费缴纳正常，无质押、无许可、无权属纠纷',
      ],
    });
  }
}
