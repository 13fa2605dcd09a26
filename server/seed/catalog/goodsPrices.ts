import { PRO_IDEA } from '@/server/modules/catalog/enums';
import { ask, fixed, rate, type PricePlan } from './goodsTypes';

/**
 * Base price of the goods of each leaf category (yuan; the SKU factors of the profile scale it). Market-level
 * figures of Chinese enterprise-service platforms; 面议 for work priced case by case, percentages for loans,
 * ladders for law suits, debt collection and funding (the fee falls as the amount grows).
 */
export const LEAF_PRICES: Record<string, PricePlan> = {
  有限公司注册: fixed(399, 699), 个体户注册: fixed(199, 399), 分公司注册: fixed(599, 999), 外资公司注册: fixed(3800, 5800), 合伙企业注册: fixed(699, 1299),
  法人变更: fixed(499, 799), 股权变更: fixed(599, 999), 地址变更: fixed(399, 699), 经营范围变更: fixed(299, 499), 注册资本变更: fixed(499, 899), 公司名称变更: fixed(399, 699),
  公司注销: fixed(1599, 2999), 个体户注销: fixed(399, 699), 简易注销: fixed(899, 1299), 吊销转注销: fixed(2999, 4999),
  工商年报: fixed(99, 199), 经营异常移出: fixed(699, 1299), 严重违法移出: fixed(2999, 5999),
  园区注册地址: fixed(1200, 2400), 商务秘书托管: fixed(1800, 3600),
  小规模记账: fixed(1800, 2400), 一般纳税人记账: fixed(2800, 3600), 零申报代账: fixed(1000, 1500),
  税务筹划: ask, 一般纳税人认定: fixed(399, 699), 税务异常处理: fixed(999, 1999), 出口退税: fixed(2000, 4000),
  年度审计: fixed(2500, 4500), 验资报告: fixed(1500, 2500), 专项审计: ask,
  企业所得税汇算: fixed(800, 1500), 个税汇算: fixed(99, 199),
  普通商标注册: fixed(399, 499), 加急商标注册: fixed(699, 899), 担保商标注册: fixed(1599, 1999),
  商标续展: fixed(899, 1199), 商标变更: fixed(399, 599), 商标转让: fixed(699, 999),
  驳回复审: fixed(1500, 2500), 商标异议: fixed(1800, 2800), 撤三答辩: fixed(2000, 3000),
  马德里商标: fixed(3999, 5999), 美国商标: fixed(3500, 4800), 欧盟商标: fixed(6800, 8800),
  发明专利: fixed(4800, 6800), 实用新型专利: fixed(1800, 2800), 外观设计专利: fixed(899, 1299),
  专利年费代缴: fixed(199, 299), 专利复审: fixed(4000, 6000), 专利无效宣告: ask,
  软件著作权: fixed(299, 599), 美术作品著作权: fixed(299, 499), 文字作品著作权: fixed(399, 599),
  高新技术企业认定: fixed(19800, 29800), 科技型中小企业评价: fixed(2980, 4980), 知识产权贯标: fixed(9800, 15800),
  常年法律顾问: fixed(6800, 12800), 专项法律顾问: ask,
  合同起草: fixed(599, 1299), 合同审查: fixed(299, 699),
  民商事诉讼: { kind: 'ladder', idea: PRO_IDEA.LAW, attr: '诉讼标的额', tiers: [['10万元以下', 10], ['10万-50万元', 8], ['50万-100万元', 6], ['100万元以上', 4]] },
  劳动仲裁: fixed(2999, 4999),
  债权催收: { kind: 'ladder', idea: PRO_IDEA.TARGET_AMOUNT, attr: '债权金额', tiers: [['5万元以下', 20], ['5万-20万元', 15], ['20万-100万元', 10], ['100万元以上', 6]] },
  股权架构设计: fixed(9800, 19800), 股权激励方案: fixed(19800, 39800),
  社保开户: fixed(199, 399), 社保代缴: fixed(80, 120), 公积金代缴: fixed(60, 100),
  薪酬代发: fixed(300, 600), 劳动合同管理: fixed(1200, 2400),
  招聘代理: ask, 猎头服务: rate(18, 25),
  食品经营许可证: fixed(1999, 2999), 道路运输许可证: fixed(3999, 5999), 人力资源服务许可证: fixed(4999, 6999), 医疗器械备案: fixed(2999, 4999),
  施工总承包资质: ask, 专业承包资质: ask, 安全生产许可证: fixed(8000, 15000),
  ICP许可证: fixed(4999, 6999), EDI许可证: fixed(6999, 8999), 网络文化经营许可证: fixed(12800, 18800),
  进出口权备案: fixed(699, 1199), 海关报关备案: fixed(499, 899),
  企业信用贷: rate(2, 4), 企业抵押贷: rate(1.5, 3), 税金贷: rate(2, 3.5),
  个人信用贷: rate(2.5, 5), 房产抵押贷: rate(1.5, 3),
  商业计划书: fixed(6800, 15800),
  融资对接: { kind: 'ladder', idea: PRO_IDEA.CHANNEL, attr: '融资金额', tiers: [['500万元以下', 5], ['500万-2000万元', 4], ['2000万-5000万元', 3], ['5000万元以上', 2]] },
  政府补贴申报: rate(10, 20), 专精特新申报: fixed(19800, 39800),
  小程序开发: fixed(9800, 19800), APP开发: fixed(39800, 69800), 管理系统定制: ask,
  企业官网: fixed(2980, 4980), 商城网站: fixed(6800, 12800), 网站备案: fixed(199, 399),
  企业邮箱: fixed(680, 1280), 云服务器: fixed(1200, 2800), 等保测评: fixed(28000, 48000),
  LOGO设计: fixed(699, 1599), 短视频代运营: fixed(3980, 6980), 搜索推广: fixed(2980, 5980),
};
