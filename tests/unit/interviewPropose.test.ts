import { describe, expect, it } from 'vitest';
import { EMPTY_FORM, instantOf, localValue, proposeBody, proposeProblem, timeBounds, type ProposeForm } from '@/components/my/interview/proposeRules';

const NOW = new Date('2030-05-01T02:00:00Z');
const at = (minutes: number) => localValue(new Date(NOW.getTime() + minutes * 60_000));
const good: ProposeForm = { ...EMPTY_FORM, customerId: 'u_1', when: at(120), inviteAddress: ' 天府大道1700号 ', topic: ' 注册方案 ' };

describe('发起面谈 form rules', () => {
  it('names the first problem in the order of the fields', () => {
    expect(proposeProblem({ ...good, customerId: '' }, NOW)).toEqual({ field: 'customerId', message: '请选择客户' });
    expect(proposeProblem({ ...good, when: '' }, NOW)).toEqual({ field: 'when', message: '请选择面谈时间' });
    expect(proposeProblem({ ...good, when: at(10) }, NOW)).toEqual({ field: 'when', message: '面谈时间须在当前时间30分钟之后' });
    expect(proposeProblem({ ...good, when: at(91 * 24 * 60) }, NOW)).toEqual({ field: 'when', message: '面谈时间不能超过90天后' });
    expect(proposeProblem({ ...good, inviteAddress: '  ' }, NOW)).toEqual({ field: 'inviteAddress', message: '请填写面谈地点' });
    expect(proposeProblem({ ...good, topic: '' }, NOW)).toEqual({ field: 'topic', message: '请填写面谈主题' });
    expect(proposeProblem({ ...good, topic: '题'.repeat(41) }, NOW)).toEqual({ field: 'topic', message: '面谈主题不能超过40个字' });
    expect(proposeProblem({ ...good, note: '注'.repeat(201) }, NOW)).toEqual({ field: 'note', message: '备注不能超过200个字' });
    expect(proposeProblem(good, NOW)).toBeNull();
  });

  it('sends the local time as an instant and leaves out empty optional fields', () => {
    const body = proposeBody(good);
    expect(body).toEqual({
      customerId: 'u_1',
      inviteType: '0',
      inviteTime: new Date(NOW.getTime() + 120 * 60_000).toISOString(),
      inviteAddress: '天府大道1700号',
      topic: '注册方案',
      accompanyName: undefined,
      note: undefined,
    });
  });

  it('reads only complete datetime-local values, and offers the allowed range', () => {
    expect(instantOf('2030-05-01')).toBeNull();
    expect(instantOf('2030-05-01T14:30')).toBeInstanceOf(Date);
    expect(timeBounds(NOW)).toEqual({ min: at(30), max: at(90 * 24 * 60) });
  });
});
