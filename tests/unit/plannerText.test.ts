import {
  countText,
  parsePlannerSort,
  plannerListInput,
  plannerListQuery,
  responseTimeText,
  statText,
  type PlannerFilters,
} from '@/components/planner/plannerText';
import { groupCategories } from '@/components/planner/PlannerSections';
import { plannerTags } from '@/components/planner/PlannerProfile';
import { ratingText } from '@/components/planner/PlannerRatingCard';

describe('planner card numbers', () => {
  it('shows -- for a number the planner does not have yet, and 0 as 0', () => {
    expect(statText(null)).toBe('--');
    expect(statText('')).toBe('--');
    expect(statText(0)).toBe('0');
    expect(statText(12, '人')).toBe('12人');
  });
  it('writes the average response time in 秒 / 分 / 小时', () => {
    expect(responseTimeText(45)).toBe('45秒');
    expect(responseTimeText(750)).toBe('12分30秒');
    expect(responseTimeText(3723)).toBe('1小时2分3秒');
    expect(responseTimeText(null)).toBe('--');
  });
  it('shows counts of ten thousand and more in 万', () => {
    expect(countText(9999)).toBe('9999');
    expect(countText(12345)).toBe('1.2万');
    expect(countText(20000)).toBe('2万');
  });
  it('turns the average score into a rating out of 5', () => {
    expect(ratingText(967)).toBe('4.8');
    expect(ratingText(1000)).toBe('5.0');
    expect(ratingText(null)).toBe('');
  });
});

describe('planner list filters', () => {
  const base: PlannerFilters = { keyWords: '', cityCode: '510100', regionCode: '', categoryCode: '', sort: 'point_desc' };
  it('sends exactly one order flag', () => {
    const input = plannerListInput({ ...base, sort: 'paynum_asc' }, 2);
    expect(input).toMatchObject({ start: 2, limit: 10, cityCode: '510100', orderByPayNum: 0 });
    expect(input).not.toHaveProperty('orderByPoint');
    expect(input).not.toHaveProperty('orderByReputation');
  });
  it('combines district, category and name', () => {
    expect(plannerListInput({ ...base, regionCode: '510104', categoryCode: 'FL1', keyWords: '王' }, 1)).toMatchObject({
      regionCode: '510104',
      firstTypeCode: 'FL1',
      keyWords: '王',
      orderByPoint: 1,
    });
  });
  it('keeps non-default choices in the query, and reads unknown sorts as the default', () => {
    expect(plannerListQuery({ ...base, sort: 'reputation_desc', regionCode: '510104' }, '成都市')).toEqual({
      cityCode: '510100',
      cityName: '成都市',
      regionCode: '510104',
      sort: 'reputation_desc',
    });
    expect(parsePlannerSort('nonsense')).toBe('point_desc');
  });
});

describe('planner card sections', () => {
  it('groups the business scope by first-level category', () => {
    expect(
      groupCategories([
        { firstTypeCode: 'A', firstTypeName: '公司服务', secondTypeCode: 'a1', secondTypeName: '公司变更' },
        { firstTypeCode: 'A', firstTypeName: '公司服务', secondTypeCode: 'a2', secondTypeName: '公司注销' },
        { firstTypeCode: 'B', firstTypeName: '财税服务', secondTypeCode: 'b1', secondTypeName: '代理记账' },
      ]),
    ).toEqual([
      { name: '公司服务', items: ['公司变更', '公司注销'] },
      { name: '财税服务', items: ['代理记账'] },
    ]);
  });
  it('merges the tags of the planner and the card without repeats', () => {
    expect(plannerTags({ tagNameList: ['注销清算', '服务周到'], label: '服务周到|沟通顺畅' }, { tagNameList: ['注销清算'] })).toEqual([
      '注销清算',
      '服务周到',
      '沟通顺畅',
    ]);
  });
});
