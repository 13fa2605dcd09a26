import type { QuestionSeed } from './types';

/** Questions generated from templates (part A): registration by city, trademark classes, licence timelines. */

const CITIES = ['北京', '上海', '深圳', '杭州', '成都', '广州'];

function companyByCity(city: string): QuestionSeed {
  return {
    topics: ['kt_01_01'],
    title: `在${city}注册有限公司需要哪些材料？`,
    body: '',
    answers: [
      `在${city}注册有限公司，现在基本可以通过当地的企业开办网上平台全程线上办理，材料包括：1. 股东、法定代表人、监事、财务负责人的身份证，并完成手机实名认证；2. 3–5个备选公司名称；3. 注册地址证明（房产证或租赁合同，使用集中登记地的由园区出具证明）；4. 经营范围和注册资本、出资比例。\n材料齐全的情况下，一般1–3个工作日可以领取营业执照，同步可以申领电子执照、刻章和办理税务登记。`,
      `${city}这类城市核心地段写字楼租金高，不少初创企业会选择经认定的集中登记地。选地址时问清楚是否支持税务核查、信件代收，以及到期续费的价格，避免一年后被大幅涨价，也要确认地址到期后能否顺利续签或迁出。`,
    ],
  };
}

function soleByCity(city: string): QuestionSeed {
  return {
    topics: ['kt_01_04', 'kt_01_01'],
    title: `在${city}注册个体户需要哪些材料？`,
    body: '',
    answers: [
      `在${city}注册个体工商户比公司简单：1. 经营者本人身份证（可以用手机完成实名认证）；2. 经营场所证明，一般是租赁合同加房屋产权证明，网店类个体户有的地区可以用网络经营场所登记；3. 名称，个体户可以不起字号；4. 经营范围。提交后通常1–3个工作日出执照，不收费。\n涉及餐饮、食品销售等的，拿到执照后还要办理食品经营许可或备案。个体户同样需要进行税务登记并按期申报。`,
    ],
  };
}

type TmClass = { n: number; name: string; covers: string; tip: string };

const TM_CLASSES: TmClass[] = [
  { n: 25, name: '服装鞋帽', covers: '服装、鞋、帽子、袜子、围巾、腰带等', tip: '这是申请量最大的类别之一，近似商标非常多，名称尽量用独创词。服装、鞋、帽在不同群组，要按实际经营的产品把群组选全' },
  { n: 30, name: '方便食品', covers: '咖啡、茶、糖果、面包糕点、调味品、冰淇淋等', tip: '做茶饮、烘焙的都要关注这一类。如果有门店，还要同时考虑第43类餐饮服务；卖奶制品、肉制品的要看第29类' },
  { n: 35, name: '广告销售', covers: '广告、商业管理、替他人推销、人事管理辅助等', tip: '很多人以为第35类是“销售类”，其实它保护的是为他人提供的服务，比如开网店、做连锁加盟的推广，3502群组的“替他人推销”最常用' },
  { n: 9, name: '科学仪器', covers: '计算机软件、App、手机、耳机、智能手表、电子设备等', tip: '做App和软件产品的，第9类是核心类；同时提供在线服务的，要搭配第42类和第38类' },
  { n: 43, name: '餐饮住宿', covers: '餐厅、咖啡馆、茶馆、酒吧、酒店、民宿等服务', tip: '门店招牌用的名称一定要注册这一类，门店越多越要提前布局，连锁品牌被抢注的案例很常见' },
  { n: 41, name: '教育娱乐', covers: '培训、教育、组织讲座、出版、娱乐服务等', tip: '做培训机构、知识付费、线上课程的核心类别。注意名称不要带有直接表示教育质量的词，如“优秀”“第一”' },
  { n: 3, name: '日化用品', covers: '化妆品、护肤品、洗发水、香水、清洁制剂、牙膏等', tip: '护肤品牌竞争激烈，近似审查严格。名称中含有功效描述的（如“美白”“祛痘”）容易因缺乏显著性被驳回' },
  { n: 42, name: '网站服务', covers: '软件开发、技术研究、云计算、SaaS、设计服务等', tip: '软件公司、设计公司、技术服务公司都要考虑这一类，和第9类配合才能把软件产品和技术服务都保护起来' },
];

function tmClass(c: TmClass): QuestionSeed {
  return {
    topics: ['kt_03_01'],
    title: `注册第${c.n}类${c.name}商标要注意什么？`,
    body: '',
    answers: [
      `第${c.n}类主要覆盖${c.covers}。${c.tip}。\n申请前建议先做近似查询，选准商品项目：一个类别官费包含10个项目，项目要和实际产品对应，不要只挑热门项目。受理后就可以使用“TM”标识，注册下来后才能用“®”。`,
    ],
  };
}

type Licence = { name: string; topic: string; authority: string; legal: string; real: string; valid: string; key: string };

const LICENCES: Licence[] = [
  { name: '食品经营许可证', topic: 'kt_07_05', authority: '县级以上市场监管部门', legal: '受理后10–20个工作日', real: '2–4周', valid: '有效期5年，期满前要申请延续', key: '经营场所布局和设施符合要求，从业人员健康证提前办好' },
  { name: '劳务派遣经营许可证', topic: 'kt_07_01', authority: '人力资源社会保障部门', legal: '受理后20个工作日左右', real: '1–2个月', valid: '有效期3年，期满前要申请延续', key: '注册资本不少于200万元，有固定场所和完善的派遣管理制度' },
  { name: 'ICP许可证', topic: 'kt_07_03', authority: '省级通信管理局或工业和信息化部', legal: '60日内作出决定', real: '1–3个月', valid: '有效期5年，每年要按时报送年报', key: '网站或App已经备案并能访问，网络与信息安全制度完备，股东信息清晰' },
  { name: 'EDI许可证', topic: 'kt_07_03', authority: '省级通信管理局或工业和信息化部', legal: '60日内作出决定', real: '1–3个月', valid: '有效期5年，每年要按时报送年报', key: '平台具备在线交易处理功能并可演示，有用户协议和交易规则' },
  { name: '医疗器械经营许可证', topic: 'kt_07_01', authority: '设区的市级药品监督管理部门', legal: '受理后20个工作日', real: '1–2个月', valid: '有效期5年', key: '质量负责人资质、仓储条件和质量管理制度符合经营质量管理规范' },
  { name: '安全生产许可证', topic: 'kt_07_02', authority: '省级住房城乡建设主管部门', legal: '受理后45日内', real: '1–2个月', valid: '有效期3年，期满前3个月申请延期', key: '主要负责人、项目负责人和专职安全员取得安全生产考核合格证书' },
];

function licence(l: Licence): QuestionSeed {
  return {
    topics: [l.topic],
    title: `${l.name}办理需要多长时间？`,
    body: '',
    answers: [
      `${l.name}由${l.authority}负责审批，规定的办理时限一般是${l.legal}，算上准备材料、补正和现场核查，实际拿证通常需要${l.real}。${l.valid}。\n能否顺利通过，关键在于${l.key}。建议先对照最新申请条件自查一遍，缺什么补什么，再正式提交，可以少走很多回头路。`,
    ],
  };
}

export const QUESTIONS_TEMPLATED_A: QuestionSeed[] = [
  ...CITIES.map(companyByCity),
  ...CITIES.map(soleByCity),
  ...TM_CLASSES.map(tmClass),
  ...LICENCES.map(licence),
];
