/**
 * The 必懂 word list: our own, curated for an enterprise-services marketplace (no maintained Chinese list on npm
 * fits: the ones there are unmaintained, mostly profanity or politics, and flag everyday business words).
 * Matching is done by modern-ahocorasick (words.ts) on the scan copy (normalize.ts), so write each entry in
 * simplified Chinese, lower case, without spaces; variants in traditional, full-width or spaced spelling are
 * covered by the normalisation and need no entry of their own.
 *
 * Two levels and two escape hatches:
 *   REFUSE  the post is refused: illegal services and the extremes of gambling, pornography, drugs, weapons,
 *           fraud and politics;
 *   REVIEW  the post waits for a person (审核中): promises a regulator cannot make, ways around the platform,
 *           fake reviews, grey finance;
 *   ALLOW   phrases in which a listed word is ordinary business language; a hit overlapping one is ignored
 *           (税务局代开发票 is a lawful service, 反洗钱 a compliance duty, 包过户 part of a company transfer);
 *   DEMOTE  phrases that are usually a question about the lawful thing but could be an offer; a refuse-level hit
 *           overlapping one only holds the post for review (个人代开发票需要什么材料, 收到虚开的发票怎么办).
 * Plain 发票, 开发票, 刻章, 挂失, 注销, 代理, 代办 are everyday words here and must stay off these lists.
 */

export const REFUSE_WORDS: readonly string[] = [
  // Invoices: only the selling and forging forms; issuing and receiving invoices is everyday business.
  '代开发票', '代开增值税', '代开专票', '代开普票', '代开专用发票', '代开普通发票', '代开电子发票', '代开全电发票',
  '代开数电票', '代开各类发票', '代开各种发票', '发票代开', '专票代开', '普票代开', '真票代开', '票据代开',
  '虚开', '虚开发票', '虚开增值税', '虚开专票', '虚开普票', '发票虚开',
  '出售发票', '买卖发票', '倒卖发票', '卖发票', '伪造发票',
  // Seals, licences, certificates, identities, accounts.
  '买卖公章', '私刻公章', '私刻印章', '伪造公章', '伪造印章', '刻假章', '假公章', '仿刻公章',
  '办假证', '做假证', '假证件', '伪造证件', '假营业执照', '伪造营业执照', '买卖营业执照', '出售营业执照',
  '假学历', '假文凭', '假毕业证', '伪造学历',
  '买卖身份证', '出售身份证', '收购身份证', '身份证出售',
  '买卖银行卡', '出售银行卡', '收购银行卡', '出租银行卡',
  '买卖对公账户', '出售对公账户', '收购对公账户', '对公账户出售', '出租对公账户', '对公四件套', '银行卡四件套',
  '买卖个人信息', '出售个人信息', '出售公民信息', '买卖公民信息',
  // Money.
  '洗钱', '洗黑钱', '地下钱庄', '跑分平台', '信用卡套现', '花呗套现', '白条套现', '套现平台', '代办套现', '裸贷',
  // Gambling.
  '赌博', '网赌', '网络赌博', '赌场', '博彩', '赌球', '百家乐', '六合彩', '时时彩', '老虎机', '赌资', '菠菜网',
  // Pornography and the sex trade.
  '色情', '黄色网站', '成人网站', '成人视频', '招嫖', '嫖娼', '卖淫', '援交', '裸聊', '约炮', '一夜情', '外围女',
  // Drugs and weapons.
  '冰毒', '海洛因', '摇头丸', 'k粉', '吸毒', '贩毒', '毒品', '大麻', '麻古',
  '枪支', '仿真枪', '买卖枪支', '出售枪支', '枪支弹药', '出售炸药', '管制刀具',
  // Fraud and other crimes offered as a service.
  '代孕', '代考试', '代考证', '替考', '考试作弊', '论文代写', '征信洗白', '洗白征信',
  // Political extremes.
  '法轮功', '台独', '藏独', '疆独', '港独', '东突', '颠覆国家政权', '分裂国家', '恐怖袭击', '恐怖组织',
];

export const REVIEW_WORDS: readonly string[] = [
  // Promises no agent can keep: approvals are the regulator's.
  '保过', '包过', '包通过', '包下证', '保下证', '百分百下证', '百分之百下证', '100%下证', '百分百通过', '百分之百通过',
  '100%通过', '稳过', '必过', '零风险',
  // Connections.
  '内部关系', '内部渠道', '内部名额', '内部指标', '找关系', '走关系', '托关系', '关系户', '打点关系',
  // Fake reviews and incentives.
  '刷单', '刷好评', '刷评价', '刷销量', '刷流量', '返现', '删差评',
  // Around the platform.
  '私下交易', '私下联系', '私下转账', '线下交易', '线下转账', '绕过平台', '不走平台', '平台外交易', '加我私聊', '私聊我',
  // Licences and qualifications lent or sold.
  '资质挂靠', '证书挂靠', '挂证', '出租执照', '执照出租', '借用执照', '租用资质', '出租资质', '资质出租',
  // Grey finance and tax.
  '买发票', '假发票', '骗税', '骗取出口退税', '帮你逃税', '帮你避税', '包逃税', '高利贷', '套路贷',
  '征信修复', '消除不良记录', '黑户贷款', '秒下款', '包下款', '代还信用卡', '信用卡代还',
  '稳赚', '稳赚不赔', '保本保息', '高额回报', '躺赚', '日赚', '月入过万',
];

export const ALLOW_PHRASES: readonly string[] = [
  // Invoices issued by the tax authority on a taxpayer's behalf are lawful.
  '税务局代开', '税务机关代开', '税局代开', '税务所代开', '办税服务厅代开', '办税大厅代开', '电子税务局代开',
  '去税务局代开', '到税务局代开', '购买发票', '领购发票', '发票领购',
  // Software development that reads like an invoice word.
  '代开发票务', '票务系统', '票务平台', '票务软件', '票务小程序', '票务app', '票务管理',
  // Compliance, law enforcement, public health.
  '反洗钱', '防洗钱', '打击洗钱', '防范洗钱', '洗钱罪', '禁毒', '打击毒品', '远离毒品', '打击赌博', '反赌', '扫黄打非',
  '打击色情', '打击虚开', '严查虚开', '防范虚开', '枪支管理', '工业大麻', '大麻哈鱼',
  // Everyday business phrases containing a review word.
  '包过户', '保过户', '合理避税',
];

export const DEMOTE_PHRASES: readonly string[] = [
  '自然人代开', '个人代开', '申请代开', '可以代开', '能否代开', '能不能代开', '怎么代开', '如何代开', '哪里代开',
  '代开发票需要', '代开发票流程', '代开发票的流程', '代开发票怎么', '代开发票如何', '代开发票税率', '代开发票多少税',
  '代开的发票', '代开发票吗', '代开专票吗', '代开普票吗',
  '收到虚开', '取得虚开', '虚开的后果', '虚开怎么', '虚开会', '虚开罪', '虚开风险', '虚开的风险', '认定为虚开', '认定虚开',
  '涉嫌虚开', '善意取得', '被虚开', '虚开发票罪', '虚开发票怎么', '虚开发票的后果', '虚开发票会',
];
