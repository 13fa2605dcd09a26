/** 必懂 knowledge community: level-1 topics mirror the catalog's level-1 service categories. */
export type TopicSeed = { id: string; name: string; children: { id: string; name: string }[] };

function topic(n: number, name: string, children: string[]): TopicSeed {
  const id = `kt_${String(n).padStart(2, '0')}`;
  return { id, name, children: children.map((c, i) => ({ id: `${id}_${String(i + 1).padStart(2, '0')}`, name: c })) };
}

export const TOPICS: TopicSeed[] = [
  topic(1, '公司服务', ['公司注册', '公司变更', '公司注销', '个体户', '注册地址', '工商异常']),
  topic(2, '财税服务', ['代理记账', '税务服务', '发票管理', '审计报告', '汇算清缴', '一般纳税人']),
  topic(3, '商标服务', ['商标注册', '商标变更续展', '商标维权', '国际商标', '商标转让']),
  topic(4, '专利版权', ['专利申请', '专利维护', '专利转让', '版权登记', '科技认定']),
  topic(5, '法律服务', ['法律顾问', '合同服务', '诉讼仲裁', '股权设计', '劳动纠纷']),
  topic(6, '人力社保', ['社保代理', '公积金', '人事外包', '招聘服务', '工资个税']),
  topic(7, '资质办理', ['许可证办理', '建筑资质', '互联网资质', '进出口资质', '食品经营']),
  topic(8, '金融服务', ['企业贷款', '个人贷款', '股权融资', '政策申报']),
  topic(9, '互联网服务', ['软件开发', '网站建设', '企业上云', '品牌营销', '网站备案']),
];
