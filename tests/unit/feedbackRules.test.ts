import { FEEDBACK_MSG, FEEDBACK_TYPES, feedbackDraftError, feedbackTypeName } from '@/lib/contract/feedback/enums';

describe('the feedback form, checked in the original order', () => {
  const ok = { typeCode: 'FED_FUNCTION', content: '下单后找不到合同入口', contactPhone: '' };

  it('accepts a good draft', () => {
    expect(feedbackDraftError(ok)).toBe('');
    expect(feedbackDraftError({ ...ok, contactPhone: '13800138000' })).toBe('');
  });

  it('says the content first, then the type, then the phone', () => {
    expect(feedbackDraftError({ ...ok, content: '  太短了  ' })).toBe(FEEDBACK_MSG.content);
    expect(feedbackDraftError({ ...ok, content: '长'.repeat(201) })).toBe(FEEDBACK_MSG.content);
    expect(feedbackDraftError({ ...ok, content: '', typeCode: '' })).toBe(FEEDBACK_MSG.content);
    expect(feedbackDraftError({ ...ok, typeCode: '' })).toBe(FEEDBACK_MSG.typeMissing);
    expect(feedbackDraftError({ ...ok, contactPhone: '1380013' })).toBe(FEEDBACK_MSG.phoneBad);
  });

  it('names every kind, and 其他 for an unknown code', () => {
    expect(FEEDBACK_TYPES.map((t) => feedbackTypeName(t.code))).toEqual(FEEDBACK_TYPES.map((t) => t.name));
    expect(feedbackTypeName('NOPE')).toBe('其他');
  });
});
