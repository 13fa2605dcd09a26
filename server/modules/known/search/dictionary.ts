/**
 * Our own domain words for the 必懂 search (segment.ts): the names of the services and categories this platform sells
 * and the words users ask about. Intl.Segmenter's general dictionary splits most of them (营业|执照, 专利|转让,
 * 一般|纳税|人); the pre-pass keeps each one whole as an index term (longest match wins). Recall does not depend on
 * this list (every Han bigram is indexed too): it makes the words themselves terms and pieces for highlighting.
 *
 * Written lowercase, letters and digits only (a test checks it). Changing the list changes future index terms; the
 * bigrams that matching uses do not change, so rows indexed with an older list are still found.
 */
const WORDS = `
公司注册 注册公司 工商注册 企业注册 营业执照 执照办理 公司核名 核名 刻章 公章 银行开户 对公账户 基本户 一般户
注册地址 注册资本 认缴 实缴 经营范围 公司章程 法人代表 法定代表人 股东 监事 董事
有限公司 有限责任公司 股份有限公司 一人有限公司 分公司 子公司 外资公司 合伙企业 个人独资企业 个体户 个体工商户
变更 公司变更 工商变更 法人变更 股东变更 股权变更 地址变更 名称变更 经营范围变更 注册资本变更 营业执照变更
注销 公司注销 工商注销 税务注销 简易注销 个体户注销 吊销 吊销转注销 经营异常 异常名录 移出异常 工商年报 年报
代理记账 记账报税 财务外包 做账 账务 会计 出纳 记账凭证 财务报表 审计报告 验资报告 财务审计 账务处理
税务登记 税务变更 税务稽查 纳税申报 零申报 汇算清缴 所得税汇算 税务筹划 税收优惠 核定征收 查账征收 税收返还
一般纳税人 小规模纳税人 小规模 纳税人 一般纳税人认定 增值税 企业所得税 个人所得税 个税 印花税 附加税 消费税
发票 专票 普票 增值税专用发票 增值税普通发票 电子发票 数电发票 全电发票 发票申领 代开发票 发票认证 进项税 销项税
进项抵扣 抵扣 出口退税 税控盘 金税盘 税务ukey 小微企业 高新技术企业 高企认定 研发费用加计扣除
社保 社保开户 社保代缴 社保缴纳 社保公积金 公积金 公积金开户 公积金缴存 五险一金 工伤保险 劳动合同 劳务派遣
人事代理 员工入职 个税申报 灵活用工
商标 商标注册 商标申请 商标查询 商标转让 商标交易 商标续展 商标变更 商标驳回 驳回复审 商标异议 商标撤三
商标许可 商标分类 尼斯分类 国际商标 马德里商标 商标侵权 商标设计 商标补正
专利 专利申请 专利转让 专利交易 专利许可 专利检索 专利年费 专利无效 专利侵权 发明专利 实用新型 实用新型专利
外观设计 外观专利 知识产权 知识产权贯标
版权 版权登记 著作权 著作权登记 软件著作权 软著 作品登记 美术作品 文字作品
资质 资质办理 资质转让 许可证 食品经营许可证 食品经营许可 食品生产许可证 卫生许可证 公共场所卫生许可证
道路运输许可证 人力资源服务许可证 劳务派遣经营许可证 建筑资质 建筑业企业资质 安全生产许可证 医疗器械经营许可证
二类医疗器械备案 危险化学品经营许可证 酒类经营许可证 出版物经营许可证 网络文化经营许可证 药品经营许可证
增值电信业务经营许可证 icp许可证 icp备案 edi许可证 sp许可证 排污许可证 消防验收 营业性演出许可证
广播电视节目制作经营许可证 烟草专卖零售许可证 进出口权 进出口经营权 海关备案 对外贸易经营者备案
公司转让 公司收购 执照转让 壳公司 空壳公司 公司并购 股权转让 过户 尽职调查
法律咨询 法律顾问 常年法律顾问 合同审查 合同起草 律师函 劳动仲裁 仲裁 诉讼 债务纠纷 股权纠纷 股东协议
企业贷款 银行贷款 融资 政府补贴 创业补贴 园区招商 地址托管 工商代办 代办
`;

/** The dictionary, lowercased, unique, longest first. */
export const DICTIONARY: readonly string[] = [...new Set(WORDS.split(/\s+/).filter(Boolean))].sort((a, b) => b.length - a.length || (a < b ? -1 : 1));
