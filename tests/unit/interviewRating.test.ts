import { describe, expect, it } from 'vitest';
import { canRateInterview, rateConflictText } from '@/lib/contract/interview/rules';
import { INTERVIEW_STATUS } from '@/lib/contract/interview/enums';
import { InterviewEvaluateBody } from '@/lib/contract/interview/api';
import { GOOD_SCORE } from '@/lib/contract/evaluate/enums';
import { scoreToStars, starsToScore } from '@/server/modules/evaluate/interviewReviews';
import { reviewText } from '@/server/modules/interview/rating';

// 评价面谈 (issue 27 §4b): when an appointment may be rated, the 409 texts, and the stars on the reviews' scale.

describe('canRateInterview / rateConflictText', () => {
  it('rates a held appointment, once', () => {
    expect(canRateInterview({ status: INTERVIEW_STATUS.COMPLETED }, false)).toBe(true);
    expect(canRateInterview({ status: INTERVIEW_STATUS.COMPLETED }, true)).toBe(false);
    for (const status of [INTERVIEW_STATUS.PENDING, INTERVIEW_STATUS.CONFIRMED, INTERVIEW_STATUS.CANCELLED]) {
      expect(canRateInterview({ status }, false)).toBe(false);
    }
  });

  it('says why not', () => {
    expect(rateConflictText({ status: INTERVIEW_STATUS.COMPLETED }, false)).toBe('');
    expect(rateConflictText({ status: INTERVIEW_STATUS.COMPLETED }, true)).toBe('该面谈已评价，不能重复评价');
    expect(rateConflictText({ status: INTERVIEW_STATUS.PENDING }, false)).toBe('面谈完成后才能评价');
    expect(rateConflictText({ status: INTERVIEW_STATUS.CONFIRMED }, false)).toBe('面谈完成后才能评价');
    expect(rateConflictText({ status: INTERVIEW_STATUS.CANCELLED }, false)).toBe('面谈已取消，不能评价');
  });
});

describe('stars on the reviews’ 0–1000 scale', () => {
  it('is stars × 200 both ways, 好评 from 4 stars like an order review', () => {
    expect([1, 2, 3, 4, 5].map(starsToScore)).toEqual([200, 400, 600, 800, 1000]);
    expect([200, 400, 600, 800, 1000].map(scoreToStars)).toEqual([1, 2, 3, 4, 5]);
    expect(starsToScore(4) >= GOOD_SCORE).toBe(true);
    expect(starsToScore(3) >= GOOD_SCORE).toBe(false);
  });
});

describe('reviewText', () => {
  it('keeps plain text only, trimmed, within 300 characters', () => {
    expect(reviewText(undefined)).toBe('');
    expect(reviewText('  <b>讲得</b>很清楚 &amp; 实用  ')).toBe('讲得很清楚 & 实用');
    expect(reviewText('<script>alert(1)</script>')).toBe('');
    expect(reviewText('好'.repeat(300))).toHaveLength(300);
    expect(() => reviewText('好'.repeat(301))).toThrow('content：评价内容不能超过300个字');
  });
});

describe('InterviewEvaluateBody', () => {
  it('takes 1–5 as a form string or a number; anything else names the field', () => {
    expect(InterviewEvaluateBody.parse({ id: 'iv_1', score: '5' })).toMatchObject({ id: 'iv_1', score: 5 });
    expect(InterviewEvaluateBody.parse({ id: 'iv_1', score: 1, anonymous: '1', content: ' 好 ' })).toMatchObject({ score: 1, anonymous: 1, content: '好' });
    const msg = (score: unknown) => InterviewEvaluateBody.safeParse({ id: 'iv_1', score }).error?.issues[0].message;
    // Missing (or blank) is the hook's `score：不能为空`, as for every field.
    for (const none of [undefined, '', '  ']) expect(InterviewEvaluateBody.safeParse({ id: 'iv_1', score: none }).error?.issues[0]).toMatchObject({ code: 'invalid_type', path: ['score'] });
    for (const bad of ['0', '6', '2.5', 'x', 7, 3.5]) expect(msg(bad)).toBe('评分须为1到5的整数');
  });
});
