import { describe, expect, it } from 'vitest';
import { checkAnswers, districtText, initialAnswers, parseRange } from '@/lib/contract/demandCard/answers';
import { DEMAND_CARD_KINDS, DEMAND_MATCH, matchNote, statusOfMatch } from '@/lib/contract/demandCard/enums';
import { QUESTIONS, type RangeQuestion } from '@/lib/contract/demandCard/questions';

const CHENGDU = { cityName: '成都市', districts: ['武侯区', '锦江区'] };
const budget = QUESTIONS.FL20201224136319[0] as RangeQuestion;
const years = QUESTIONS.FL20201224136319[1] as RangeQuestion;

describe('the questionnaires', () => {
  it('has one for each of the six kinds, each question with a unique key', () => {
    expect(DEMAND_CARD_KINDS.map((k) => k.name)).toEqual(['公司注册', '代理记账', '公司交易', '工商变更', '审计业务', '许可证办理']);
    for (const k of DEMAND_CARD_KINDS) {
      const keys = QUESTIONS[k.code].map((q) => q.key);
      expect(new Set(keys).size).toBe(keys.length);
      expect(keys.length).toBeGreaterThanOrEqual(3);
    }
  });

  it('starts a form from the preselected pills, 不限 cells and the ranges’ defaults', () => {
    expect(initialAnswers('FL20210425163709')).toEqual({ 公司成立区域: '不限', 是否有公司地址: '是', 办理时间: '1个月内' });
    expect(initialAnswers('FL20201224136319')).toEqual({ 购买预算: '50-150万元', 期望成立年限: '5-15年', 期望城市: '不限', 期望行业: '不限' });
    expect(initialAnswers('FL20210425163832')).toEqual({});
  });
});

describe('checkAnswers', () => {
  it('answers the rows in the questions’ order, districts with their city', () => {
    const r = checkAnswers('FL20210425163709', { 办理时间: '半年内', 公司信息确认完毕: '否', 公司成立区域: '锦江区' }, CHENGDU);
    expect(r).toEqual({
      ok: true,
      rows: [
        { label: '公司成立区域', value: '成都市锦江区' },
        { label: '是否有公司地址', value: '是' },
        { label: '公司信息确认完毕', value: '否' },
        { label: '办理时间', value: '半年内' },
      ],
    });
  });

  it('names the first question that is missing, not an option, of another city or unknown', () => {
    const reg = { 公司信息确认完毕: '是' };
    expect(checkAnswers('FL20210425163709', {}, CHENGDU)).toEqual({ ok: false, key: '公司信息确认完毕', message: '请选择公司信息确认完毕' });
    expect(checkAnswers('FL20210425163709', { ...reg, 是否有公司地址: '也许' }, CHENGDU)).toMatchObject({ ok: false, message: '是否有公司地址有误' });
    expect(checkAnswers('FL20210425163709', { ...reg, 公司成立区域: '海淀区' }, CHENGDU)).toMatchObject({ ok: false, message: '公司成立区域不在所选城市，请重新选择' });
    expect(checkAnswers('FL20210425163709', { ...reg, 来源: 'x' }, CHENGDU)).toMatchObject({ ok: false, key: '来源', message: '不支持的问题：来源' });
    expect(checkAnswers('FL20210425163832', { 注册时间: '1个月', 是否支持开票: '否', 公司年收入: '20-100万' }, CHENGDU)).toMatchObject({ message: '请选择主营业务' });
    expect(checkAnswers('FL20210425163737', { 许可证业务: '不限', 主要决策人: '是', 办理时间: '1年内' }, CHENGDU)).toMatchObject({ message: '许可证业务有误' });
  });

  it('takes 不限 for a picker that allows it, and a district of a city without districts only as 不限', () => {
    const r = checkAnswers('FL20210425164379', { 公司年营收: '0-50万' }, { cityName: '东莞市', districts: [] });
    expect(r).toMatchObject({ ok: true, rows: [{ label: '办理业务', value: '不限' }, { label: '公司年营收', value: '0-50万' }, { label: '公司行业', value: '不限' }] });
    expect(checkAnswers('FL20210425163722', { 注册区域: '南城区', 身份: '法人', 办理时间: '1年内' }, { cityName: '东莞市', districts: [] })).toMatchObject({ ok: false });
  });
});

describe('ranges', () => {
  it('parses "low-high<unit>" within bounds with low below high', () => {
    expect(parseRange(budget, '2-200万元')).toEqual([2, 200]);
    expect(parseRange(years, '0-1年')).toEqual([0, 1]);
    expect(parseRange(budget, '0-50万元')).toBeNull();
    expect(parseRange(budget, '50-50万元')).toBeNull();
    expect(parseRange(budget, '60-50万元')).toBeNull();
    expect(parseRange(budget, '50-150年')).toBeNull();
    expect(parseRange(years, '5-21年')).toBeNull();
    expect(parseRange(years, ' 5-15年 ')).toEqual([5, 15]);
  });

  it('writes districts with their city', () => {
    expect(districtText('成都市', '武侯区')).toBe('成都市武侯区');
    expect(districtText('成都市', '不限')).toBe('成都市（不限区域）');
  });
});

describe('status', () => {
  it('is matched for the own planner and the category in the city, fallback otherwise, pending for nobody', () => {
    expect(statusOfMatch(DEMAND_MATCH.OWN)).toBe('MATCHED');
    expect(statusOfMatch(DEMAND_MATCH.CATEGORY)).toBe('MATCHED');
    for (const m of [DEMAND_MATCH.DOMAIN, DEMAND_MATCH.ELSEWHERE, DEMAND_MATCH.CITY, DEMAND_MATCH.ANY]) expect(statusOfMatch(m)).toBe('FALLBACK');
    expect(statusOfMatch(DEMAND_MATCH.NONE)).toBe('PENDING');
    expect(matchNote(DEMAND_MATCH.ELSEWHERE, { cityName: '南京市', requireName: '公司注册' })).toBe('南京市暂无公司注册规划师，已为您安排其他城市的规划师');
  });
});
