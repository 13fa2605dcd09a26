import { SERVICE_CLASS, TRADE_KINDS } from '@/server/modules/catalog/enums';

/** A node of the category tree as written here; codes are filled in by `buildCategories`. */
type Node = { name: string; code?: string; children?: Node[] };

// Service tree. Codes quoted in the inventory (detail-page routing, demand cards) are fixed; the rest are generated.
const SERVICE_TREE: Node[] = [
  { name: '公司服务', code: 'FL20210425163698', children: [
    { name: '公司注册', code: 'FL20210425163709', children: [{ name: '有限公司注册' }, { name: '个体户注册' }, { name: '分公司注册' }, { name: '外资公司注册' }, { name: '合伙企业注册' }] },
    { name: '公司变更', code: 'FL20210425163722', children: [{ name: '法人变更' }, { name: '股权变更' }, { name: '地址变更' }, { name: '经营范围变更' }, { name: '注册资本变更' }, { name: '公司名称变更' }] },
    { name: '公司注销', children: [{ name: '公司注销' }, { name: '个体户注销' }, { name: '简易注销' }, { name: '吊销转注销' }] },
    { name: '工商异常', children: [{ name: '工商年报' }, { name: '经营异常移出' }, { name: '严重违法移出' }] },
    { name: '注册地址', children: [{ name: '园区注册地址' }, { name: '商务秘书托管' }] },
  ] },
  { name: '财税服务', code: 'FL20210425163821', children: [
    { name: '代理记账', code: 'FL20210425163832', children: [{ name: '小规模记账' }, { name: '一般纳税人记账' }, { name: '零申报代账' }] },
    { name: '税务服务', children: [{ name: '税务筹划' }, { name: '一般纳税人认定' }, { name: '税务异常处理' }, { name: '出口退税' }] },
    { name: '审计报告', code: 'FL20210425164379', children: [{ name: '年度审计' }, { name: '验资报告' }, { name: '专项审计' }] },
    { name: '汇算清缴', children: [{ name: '企业所得税汇算' }, { name: '个税汇算' }] },
  ] },
  { name: '商标服务', code: SERVICE_CLASS.TRADEMARK, children: [
    { name: '商标注册', children: [{ name: '普通商标注册' }, { name: '加急商标注册' }, { name: '担保商标注册' }] },
    { name: '商标变更续展', children: [{ name: '商标续展' }, { name: '商标变更' }, { name: '商标转让' }] },
    { name: '商标维权', children: [{ name: '驳回复审' }, { name: '商标异议' }, { name: '撤三答辩' }] },
    { name: '国际商标', children: [{ name: '马德里商标' }, { name: '美国商标' }, { name: '欧盟商标' }] },
  ] },
  { name: '专利版权', code: SERVICE_CLASS.PATENT, children: [
    { name: '专利申请', children: [{ name: '发明专利' }, { name: '实用新型专利' }, { name: '外观设计专利' }] },
    { name: '专利维护', children: [{ name: '专利年费代缴' }, { name: '专利复审' }, { name: '专利无效宣告' }] },
    { name: '版权登记', children: [{ name: '软件著作权' }, { name: '美术作品著作权' }, { name: '文字作品著作权' }] },
    { name: '科技认定', children: [{ name: '高新技术企业认定' }, { name: '科技型中小企业评价' }, { name: '知识产权贯标' }] },
  ] },
  { name: '法律服务', code: SERVICE_CLASS.LAW, children: [
    { name: '法律顾问', code: SERVICE_CLASS.LAW2, children: [{ name: '常年法律顾问' }, { name: '专项法律顾问' }] },
    { name: '合同服务', children: [{ name: '合同起草' }, { name: '合同审查' }] },
    { name: '诉讼仲裁', children: [{ name: '民商事诉讼' }, { name: '劳动仲裁' }, { name: '债权催收' }] },
    { name: '股权设计', children: [{ name: '股权架构设计' }, { name: '股权激励方案' }] },
  ] },
  { name: '人力社保', code: 'FL20210425164105', children: [
    { name: '社保代理', children: [{ name: '社保开户' }, { name: '社保代缴' }, { name: '公积金代缴' }] },
    { name: '人事外包', children: [{ name: '薪酬代发' }, { name: '劳动合同管理' }] },
    { name: '招聘服务', children: [{ name: '招聘代理' }, { name: '猎头服务' }] },
  ] },
  { name: '资质办理', code: 'FL20210425163730', children: [
    { name: '许可证办理', code: 'FL20210425163737', children: [{ name: '食品经营许可证' }, { name: '道路运输许可证' }, { name: '人力资源服务许可证' }, { name: '医疗器械备案' }] },
    { name: '建筑资质', children: [{ name: '施工总承包资质' }, { name: '专业承包资质' }, { name: '安全生产许可证' }] },
    { name: '互联网资质', children: [{ name: 'ICP许可证' }, { name: 'EDI许可证' }, { name: '网络文化经营许可证' }] },
    { name: '进出口资质', children: [{ name: '进出口权备案' }, { name: '海关报关备案' }] },
  ] },
  { name: '金融服务', code: SERVICE_CLASS.FINANCING, children: [
    { name: '企业贷款', children: [{ name: '企业信用贷' }, { name: '企业抵押贷' }, { name: '税金贷' }] },
    { name: '个人贷款', children: [{ name: '个人信用贷' }, { name: '房产抵押贷' }] },
    { name: '股权融资', children: [{ name: '商业计划书' }, { name: '融资对接' }] },
    { name: '政策申报', children: [{ name: '政府补贴申报' }, { name: '专精特新申报' }] },
  ] },
  { name: '互联网服务', code: SERVICE_CLASS.IT, children: [
    { name: '软件开发', code: SERVICE_CLASS.IT2, children: [{ name: '小程序开发' }, { name: 'APP开发' }, { name: '管理系统定制' }] },
    { name: '网站建设', children: [{ name: '企业官网' }, { name: '商城网站' }, { name: '网站备案' }] },
    { name: '企业上云', children: [{ name: '企业邮箱' }, { name: '云服务器' }, { name: '等保测评' }] },
    { name: '品牌营销', children: [{ name: 'LOGO设计' }, { name: '短视频代运营' }, { name: '搜索推广' }] },
  ] },
];

/** The 45 Nice classes (trademark trade second level; the class filter matches them by name). */
export const TRADEMARK_CLASSES = [
  '化学原料', '颜料油漆', '日化用品', '燃料油脂', '医药', '金属材料', '机械设备', '手工器械', '科学仪器', '医疗器械',
  '灯具空调', '运输工具', '军火烟火', '珠宝钟表', '乐器', '办公用品', '橡胶制品', '皮革皮具', '建筑材料', '家具',
  '厨房洁具', '绳网袋篷', '纱线丝', '布料床单', '服装鞋帽', '纽扣拉链', '地毯席垫', '健身器材', '食品', '方便食品',
  '饲料种籽', '啤酒饮料', '酒', '烟草烟具', '广告销售', '金融物管', '建筑修理', '通讯服务', '运输贮藏', '材料加工',
  '教育娱乐', '网站服务', '餐饮住宿', '医疗园艺', '社会服务',
];

const TRADE_TREE: Record<string, Node[]> = {
  GS: ['科技类', '贸易类', '文化传媒类', '建筑工程类', '餐饮服务类', '教育培训类', '医疗健康类', '投资管理类', '广告设计类', '物流运输类'].map((name) => ({ name })),
  SB: TRADEMARK_CLASSES.map((n, i) => ({ name: `第${i + 1}类 ${n}` })),
  ZL: ['电子信息', '机械制造', '生物医药', '新材料', '化学化工', '新能源', '农业食品', '日用品设计'].map((name) => ({ name })),
  ZZ: [
    { name: '建筑资质', children: [{ name: '施工总承包' }, { name: '专业承包' }, { name: '施工劳务' }] },
    { name: '增值电信', children: [{ name: 'ICP经营许可' }, { name: 'EDI经营许可' }] },
    { name: '人力资源', children: [{ name: '人力资源服务许可' }, { name: '劳务派遣许可' }] },
    { name: '文化传媒', children: [{ name: '广播电视节目制作' }, { name: '网络文化经营' }] },
    { name: '物流运输', children: [{ name: '道路运输经营' }] },
  ],
};

export type CategoryRow = {
  code: string;
  name: string;
  level: number;
  parentCode: string | null;
  levelCodes: string;
  levelNames: string;
  kind: 'service' | 'trade';
  sort: number;
};

function walk(nodes: Node[], kind: CategoryRow['kind'], parent: CategoryRow | null, gen: () => string, out: CategoryRow[]) {
  nodes.forEach((n, i) => {
    const code = n.code ?? gen();
    const row: CategoryRow = {
      code,
      name: n.name,
      level: parent ? parent.level + 1 : 1,
      parentCode: parent?.code ?? null,
      levelCodes: parent ? `${parent.levelCodes},${code}` : code,
      levelNames: parent ? `${parent.levelNames}/${n.name}` : n.name,
      kind,
      sort: i + 1,
    };
    out.push(row);
    if (n.children) walk(n.children, kind, row, gen, out);
  });
}

/** Every category, parents before children, with stable codes. */
export function buildCategories(): CategoryRow[] {
  const out: CategoryRow[] = [];
  let serviceSeq = 0;
  // Generated codes live above every fixed one, so they never collide.
  walk(SERVICE_TREE, 'service', null, () => `FL20210701${String(300000 + ++serviceSeq * 17)}`, out);
  let tradeSeq = 0;
  const tradeGen = () => `FL20201225${String(140000 + ++tradeSeq * 13)}`;
  TRADE_KINDS.forEach((k, i) => {
    const root: CategoryRow = {
      code: k.classCode, name: `${k.name}交易`, level: 1, parentCode: null, levelCodes: k.classCode,
      levelNames: `${k.name}交易`, kind: 'trade', sort: 100 + i,
    };
    out.push(root);
    walk(TRADE_TREE[k.key], 'trade', root, tradeGen, out);
  });
  return out;
}

export type CategoryIndex = {
  all: CategoryRow[];
  byCode: Map<string, CategoryRow>;
  /** Deepest nodes of the service tree (goods hang on these). */
  serviceLeaves: CategoryRow[];
  childrenOf: (code: string) => CategoryRow[];
  /** The path root..node. */
  path: (code: string) => CategoryRow[];
};

export function indexCategories(all: CategoryRow[]): CategoryIndex {
  const byCode = new Map(all.map((c) => [c.code, c]));
  const kids = new Map<string, CategoryRow[]>();
  for (const c of all) if (c.parentCode) kids.set(c.parentCode, [...(kids.get(c.parentCode) ?? []), c]);
  return {
    all,
    byCode,
    serviceLeaves: all.filter((c) => c.kind === 'service' && !kids.has(c.code)),
    childrenOf: (code) => kids.get(code) ?? [],
    path: (code) => byCode.get(code)!.levelCodes.split(',').map((c) => byCode.get(c)!),
  };
}
