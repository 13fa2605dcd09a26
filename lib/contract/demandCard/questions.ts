import type { DemandCardCode } from './enums';

/**
 * The first step of each questionnaire (inventory my §14): the questions, their options and defaults. The key of a
 * question is the Chinese label its answer is saved under (customerAttribute); the pages draw them, and the server
 * checks the answers against the same definitions (./answers.ts).
 */

type Base = { key: string; label: string; sub?: string };
/** A row of pills, one chosen; `initial` is preselected. */
export type PillsQuestion = Base & { kind: 'pills'; options: readonly string[]; initial?: string };
/** A cell opening a bottom picker; with `anyText` an untouched cell means no preference (不限). */
export type PickerQuestion = Base & { kind: 'picker'; title: string; options: readonly string[]; anyText?: string; hot?: readonly string[] };
/** A district of the card's city (不限 by default); saved as the city's name and the district's. */
export type DistrictQuestion = Base & { kind: 'district'; title: string };
/** A two-handle range of whole numbers, saved as "50-150万元". */
export type RangeQuestion = Base & {
  kind: 'range';
  unit: string;
  min: number;
  max: number;
  step: number;
  initial: readonly [number, number];
  scale: readonly string[];
};
export type Question = PillsQuestion | PickerQuestion | DistrictQuestion | RangeQuestion;

export const ANY = '不限';
const YES_NO = ['是', '否'] as const;
const WHEN = ['一个月内', '两个月内', '半年内', '1年内'] as const;

/** Industries of the company-transaction and audit questionnaires. */
export const INDUSTRIES = [
  '科技信息', '广告媒体', '金融投资', '电子贸易', '教育培训', '物业地产', '经纪中介', '建筑装饰', '家居建材', '通讯网络', '实业生产',
  '珠宝服饰', '文化出版', '印刷包装', '餐饮美容', '咨询服务', '食品农业', '会务展览', '物流供应链', '商标资质', '其他行业',
] as const;

/** Main business of the bookkeeping questionnaire. */
export const MAIN_BUSINESSES = [
  '不限', '科技信息', '广告传媒', '金融投资', '电子贸易', '教育培训', '物业地产', '经济中介', '建筑装饰', '家居建材', '通讯网络',
  '实业生产', '珠宝服饰', '文化出版', '印刷包装', '餐饮美容', '咨询服务', '食品农业', '会务展览', '物流供应链', '其他',
] as const;

export const TRANSACTION_CITIES = ['全国', '成都', '北京', '上海', '广州', '深圳', '武汉', '长沙', '重庆', '杭州', '郑州', '石家庄', '佛山', '宜昌', '东莞'] as const;

export const ALTERATIONS = [
  '法人变更', '股东变更', '任职变更', '公司名称变更', '经营范围变更', '跨区地址变更', '同区地址变更', '注册资金增加变更', '注册资金减少变更',
  '公司类型变更', '个体变更', '股权变更', '认缴年限变更', '其他变更',
] as const;

export const AUDIT_BUSINESSES = [
  '改制审计', '财产转移专项审计', '财务报表审计', '验资报告', '固定资产评估', '土地评估', '服务于财务报告的评估', '企业整体资产（净资产）评估',
  '房屋评估', '无形资产评估', '企业所得税汇算清缴鉴证', '固定资产加速折旧鉴证', '研发费用加计扣除鉴证', '企业所得税税前弥补亏损的鉴证',
  '企业财产损失所得税税前扣除的鉴证', '土地增值税清算税款的鉴证', '固定资产投资抵免鉴证', '房地产企业涉税调整鉴证', '其他业务',
] as const;

export const PERMITS = ['卫生许可证', '道路运输许可证', '医疗器械许可证', '进出口许可证', '食品流通许可证', '餐饮服务许可证', '医疗器械许可二类备案', '其他许可证'] as const;

export const QUESTIONS: Record<DemandCardCode, readonly Question[]> = {
  // 公司注册
  FL20210425163709: [
    { kind: 'district', key: '公司成立区域', label: '您的公司打算成立在哪个区域？', title: '选择区域' },
    { kind: 'pills', key: '是否有公司地址', label: '您的公司是否有地址？', options: YES_NO, initial: '是' },
    { kind: 'pills', key: '公司信息确认完毕', label: '您的公司信息是否已确定完毕？', sub: '公司名字、法人、股东、注册资金、经营范围等', options: YES_NO },
    { kind: 'pills', key: '办理时间', label: '您打算什么时候办理？', options: ['1个月内', '2个月内', '半年内', '1年内'], initial: '1个月内' },
  ],
  // 代理记账
  FL20210425163832: [
    { kind: 'pills', key: '注册时间', label: '您的公司注册多久了？', options: ['还未注册', '1个月', '3个月', '半年以上'] },
    { kind: 'picker', key: '主营业务', label: '您公司的主营业务是什么？', title: '选择主营业务', options: MAIN_BUSINESSES },
    { kind: 'pills', key: '是否支持开票', label: '您的公司是否支持开发票？', options: YES_NO },
    { kind: 'pills', key: '公司年收入', label: '您的公司年收入大概是多少？', options: ['20-100万', '100-500万', '500-1000万', '1000-2000万'] },
  ],
  // 公司交易
  FL20201224136319: [
    { kind: 'range', key: '购买预算', label: '您购买公司的预算是？', unit: '万元', min: 2, max: 200, step: 2, initial: [50, 150], scale: ['2万', '50万', '100万', '150万', '200万'] },
    { kind: 'range', key: '期望成立年限', label: '您想购买成立多少年的公司？', unit: '年', min: 0, max: 20, step: 1, initial: [5, 15], scale: ['0年', '5年', '10年', '15年', '20年'] },
    { kind: 'picker', key: '期望城市', label: '您想要的公司注册城市？', title: '城市', options: TRANSACTION_CITIES, anyText: ANY },
    { kind: 'picker', key: '期望行业', label: '您期待的公司行业是什么？', title: '行业', options: INDUSTRIES, anyText: ANY },
  ],
  // 工商变更
  FL20210425163722: [
    { kind: 'picker', key: '变更业务类型', label: '您需要办理哪项业务的变更服务？', title: '选择', options: ALTERATIONS, anyText: ANY },
    { kind: 'district', key: '注册区域', label: '您公司的注册在哪个区？', title: '选择区域' },
    { kind: 'pills', key: '身份', label: '您的身份？', options: ['经办人', '法人', '股东'] },
    { kind: 'pills', key: '办理时间', label: '您打算什么时候办理？', options: WHEN },
  ],
  // 审计业务
  FL20210425164379: [
    { kind: 'picker', key: '办理业务', label: '您需要办理什么业务？', title: '请选择您的业务', options: AUDIT_BUSINESSES, anyText: ANY },
    { kind: 'pills', key: '公司年营收', label: '您公司的年营收是多少？', options: ['0-50万', '50-200万', '200-500万', '500-1000万'] },
    { kind: 'picker', key: '公司行业', label: '您公司的行业？', title: '请选择您的行业', options: INDUSTRIES, anyText: ANY },
  ],
  // 许可证办理
  FL20210425163737: [
    { kind: 'picker', key: '许可证业务', label: '您需要办理的许可证业务是什么？', title: '选择许可证', options: PERMITS, hot: ['食品流通许可证'] },
    { kind: 'pills', key: '主要决策人', label: '您是否为主要决策人？', options: YES_NO },
    { kind: 'pills', key: '办理时间', label: '您打算什么时候办理？', options: WHEN },
  ],
};
