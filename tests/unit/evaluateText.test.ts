import { canPublish, followUpHeading, levelLabel, reviewerName, starsOf } from '@/components/evaluate/evaluateText';

describe('review scoring (inventory my §6)', () => {
  it('labels 1–5 stars', () => {
    expect([1, 2, 3, 4, 5].map(levelLabel)).toEqual(['非常差', '差', '一般', '好', '非常好']);
    expect(levelLabel(0)).toBe('');
  });
  it('shows stored scores out of 10 as stars', () => {
    expect(starsOf(10)).toBe(5);
    expect(starsOf(7)).toBe(3);
    expect(starsOf(0)).toBe(0);
  });
  it('publishes only when the overall score and every dimension are set', () => {
    expect(canPublish(0, [])).toBe(false);
    expect(canPublish(4, [5, 0])).toBe(false);
    expect(canPublish(4, [5, 3])).toBe(true);
  });
  it('hides names: 匿名用户, phone-like names to the first space, else first character and **', () => {
    expect(reviewerName('张三丰', true)).toBe('匿名用户');
    expect(reviewerName('张三丰', false)).toBe('张**');
    expect(reviewerName('138****8000 x', 0)).toBe('138****8000');
  });
  it('says when a follow-up came', () => {
    expect(followUpHeading('2026-01-01 10:00:00', '2026-01-01 22:00:00')).toBe('用户当天追评:');
    expect(followUpHeading('2026-01-01 10:00:00', '2026-01-04 09:00:00')).toBe('用户3天后追评:');
  });
});
