import type { CategoryIndex } from './categories';
import { img } from './images';
import { rng, SEED_NOW } from './prng';
import { pushListing, unix, ymd, type Field, type TradeData } from './tradeCommon';

/** Classes trademarks are most traded in: class number → [approved goods/services, similar groups]. */
const CLASS_ITEMS: Record<number, [string, string]> = {
  3: ['化妆品,洗面奶,香水,洗发液,牙膏,护肤品,面膜,口红,沐浴露,精油', '0301,0302,0304,0306,0307'],
  5: ['药用胶囊,医用营养品,婴儿食品,消毒剂,维生素制剂,膳食补充剂,医用敷料,卫生巾,药茶,净化剂', '0501,0502,0503,0505,0507'],
  9: ['计算机软件（已录制）,手机应用软件,智能手表,耳机,电源适配器,摄像头,充电宝,智能眼镜,数据线,计算机外围设备', '0901,0907,0908,0913,0922'],
  11: ['空气净化器,电热水壶,灯,加湿器,电暖器,冰箱,净水器,烤箱,空调设备,电吹风', '1101,1104,1105,1106,1109'],
  16: ['笔记本,文具,纸巾,印刷品,书籍,海报,办公用品,包装用纸袋,卡片,画册', '1601,1603,1606,1607,1608'],
  20: ['家具,沙发,床垫,枕头,镜子,办公家具,塑料包装容器,衣架,竹木工艺品,垫子', '2001,2004,2005,2009,2012'],
  25: ['服装,鞋,帽子,袜,围巾,童装,运动鞋,内衣,皮带（服饰用）,手套', '2501,2502,2503,2507,2510'],
  29: ['肉,水果罐头,牛奶,酸奶,坚果,食用油,果冻,豆腐制品,蛋,海参（非活）', '2901,2903,2905,2907,2911'],
  30: ['咖啡,茶,糖果,面包,饼干,方便面,调味品,蜂蜜,米,冰淇淋', '3001,3002,3006,3007,3017'],
  32: ['啤酒,矿泉水,果汁,植物饮料,苏打水,乳酸饮料（果制品，非奶）,奶茶（非奶为主）,运动饮料,饮料制剂,无酒精饮料', '3201,3202'],
  33: ['白酒,葡萄酒,黄酒,果酒（含酒精）,米酒,预调酒,烧酒,鸡尾酒,威士忌,清酒', '3301'],
  35: ['广告,替他人推销,进出口代理,市场营销,人事管理咨询,商业管理咨询,在计算机数据库中更新和维护数据,为商品和服务的买卖双方提供在线市场,组织商业或广告展览,会计', '3501,3502,3503,3506,3507'],
  41: ['培训,组织教育或娱乐竞赛,健身俱乐部,在线电子书籍和杂志的出版,书籍出版,组织文化或教育展览,教学,录像带制作,提供在线视频,安排和组织会议', '4101,4102,4104,4105,4106'],
  42: ['软件即服务（SaaS）,计算机软件设计,技术研究,包装设计,室内装饰设计,云计算,平台即服务（PaaS）,网站设计咨询,质量控制,工业品外观设计', '4209,4210,4211,4212,4220'],
  43: ['餐厅,咖啡馆,茶馆,饭店,快餐馆,住所代理（旅馆、供膳寄宿处）,养老院,酒吧服务,自助餐厅,备办宴席', '4301,4302,4303,4304,4306'],
  44: ['美容院,医疗诊所服务,理发店,保健,按摩,医疗护理,牙科服务,宠物美容,园艺,心理专家服务', '4401,4402,4403,4405,4406'],
};
const CHARS = '云启达优品鲸禾悦森朗拓智汇星橙麦嘉途本源舒逸澜川卓瑞宸暖甄沐米初然知野鹿青柚'.split('');
const LATIN = ['MOOKA', 'LUMIO', 'NORDIE', 'KIWOO', 'ZENLY', 'VOLTA', 'AURIX', 'PEPLO', 'MIRRA', 'OKRA', 'TUVO', 'BELLO'];
const PORTFOLIO: [string, string][] = [['CN', '纯中文'], ['EN', '纯英文'], ['CN_EN', '中文+英文'], ['CN_GRAPH', '中文+图形'], ['GRAPH', '纯图形']];

/** 28 registered trademarks across the popular classes, with their approved items and validity. */
export function buildTrademarks(cats: CategoryIndex, out: TradeData, count = 28) {
  const r = rng('trade-trademark');
  const classes = cats.childrenOf('FL20201224136273');
  const popular = Object.keys(CLASS_ITEMS).map(Number);
  for (let seq = 1; seq <= count; seq++) {
    const no = popular[(seq * 5) % popular.length];
    const leaf = classes[no - 1];
    const [items, groups] = CLASS_ITEMS[no];
    const [pCode, pName] = PORTFOLIO[seq % PORTFOLIO.length];
    const cn = r.sample(CHARS, r.pick([2, 2, 2, 3, 3, 4])).join('');
    const en = r.pick(LATIN);
    const mark = pCode === 'EN' ? en : pCode === 'CN_EN' ? `${cn} ${en}` : pCode === 'GRAPH' ? `图形商标（${cn}）` : cn;
    const nameLength = pCode === 'EN' ? en.length : pCode === 'GRAPH' ? 0 : cn.length;
    const years = r.int(1, 12);
    const regDate = new Date(SEED_NOW.getTime() - (years * 365 + r.int(5, 300)) * 86_400_000);
    const expire = new Date(regDate.getTime() + 10 * 365.25 * 86_400_000 - 86_400_000);
    const regNo = String(r.int(10_000_000, 69_999_999));
    const logo = img.trade('trademark', seq);
    // Short Chinese names and broad classes fetch the higher prices.
    const yuan = (nameLength === 2 ? 36000 : nameLength === 3 ? 16000 : 8800) + (no === 35 || no === 9 ? 8000 : 0) + r.int(0, 12) * 1000;
    const fields: Field[] = [
      ['trademark_category', '类别', leaf.code, leaf.name],
      ['code', '注册号', regNo, regNo],
      ['trademark_status', '状态', 'REGISTERED', '已注册'],
      ['trademark_portfolio', '组合', pCode, pName],
      ['applicable_items', '适用项目', items, items],
      ['similar_group', '类似群组', groups, groups],
      ['registration_time', '注册日期', ymd(regDate), ymd(regDate), unix(regDate)],
      ['valid_period', '有效期', ymd(expire), `${ymd(regDate)} 至 ${ymd(expire)}`, unix(expire)],
      ['logo_image', '商标图样', logo, '商标图样', undefined, [logo]],
    ];
    pushListing(out, {
      key: 'SB', seq, r, cats, leaf, fields, nameLength,
      name: mark,
      showName: `${mark}（第${no}类）`,
      priceFen: yuan * 100,
      highlights: [
        `第${no}类 ${leaf.name.split(' ')[1]}，核定使用在${items.split(',').slice(0, 4).join('、')}等商品或服务上`,
        `注册号${regNo}，有效期至${ymd(expire)}，状态正常`,
        `${pName}商标，${nameLength && nameLength <= 3 ? '名称简短好记，' : ''}适合品牌直接使用`,
        '无质押、无许可、无争议，可立即办理转让',
      ],
    });
  }
}
