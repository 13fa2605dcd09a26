import { commentsAbout, GENERIC_COMMENTS } from '@/server/modules/known/seedTexts/commentPick';

describe('seeded comments are about their post', () => {
  it('a post on trademark renewal gets trademark comments, one on payroll tax gets tax ones', () => {
    const tm = commentsAbout('商标到期了怎么续展', '注册商标有效期十年，期满前十二个月内可以办理续展，宽展期六个月');
    expect(tm.some((c) => c.includes('商标'))).toBe(true);
    expect(tm.filter((c) => !GENERIC_COMMENTS.includes(c)).every((c) => !c.includes('社保'))).toBe(true);
    const tax = commentsAbout('年终奖怎么计税', '年终奖可以单独计税，也可以并入综合所得，临界点附近多发一元可能多交很多税');
    expect(tax.some((c) => c.includes('年终奖'))).toBe(true);
  });

  it('a post matching none gets the comments that fit any post', () => {
    expect(commentsAbout('今天天气不错', '出去走走')).toEqual(GENERIC_COMMENTS);
  });
});
