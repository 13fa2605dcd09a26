import { describe, expect, it } from 'vitest';
import { clearDraft, draftAnswers, DRAFT_KEY, readDraft, saveDraft, type DraftStore } from '@/components/demandCard/draft';
import { keepDistricts, statusTone } from '@/components/demandCard/cardRules';

function memoryStore(): DraftStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

describe('the draft between the two steps', () => {
  it('keeps the kind, the answers and the notes, merged step by step', () => {
    const s = memoryStore();
    saveDraft(s, { code: 'FL20210425163709', answers: { 办理时间: '半年内' }, cityCode: '510100' });
    saveDraft(s, { code: 'FL20210425163709', comment: '尽快', allowPhone: false });
    expect(readDraft(s)).toEqual({ code: 'FL20210425163709', answers: { 办理时间: '半年内' }, cityCode: '510100', comment: '尽快', allowPhone: false, customerName: undefined });
  });

  it('starts over for another kind, and restores answers only for the same kind', () => {
    const s = memoryStore();
    saveDraft(s, { code: 'FL20210425163709', answers: { 办理时间: '半年内' }, comment: 'x' });
    saveDraft(s, { code: 'FL20210425163832', answers: { 注册时间: '1个月' } });
    const d = readDraft(s);
    expect(d).toMatchObject({ code: 'FL20210425163832', answers: { 注册时间: '1个月' } });
    expect(d?.comment).toBeUndefined();
    expect(draftAnswers(d, 'FL20210425163832', { 主营业务: '不限' })).toEqual({ 主营业务: '不限', 注册时间: '1个月' });
    expect(draftAnswers(d, 'FL20210425163709', { 办理时间: '1个月内' })).toEqual({ 办理时间: '1个月内' });
  });

  it('ignores what it cannot read, and clears', () => {
    const s = memoryStore();
    s.setItem(DRAFT_KEY, '{bad');
    expect(readDraft(s)).toBeNull();
    s.setItem(DRAFT_KEY, JSON.stringify({ code: 'FL0', answers: {} }));
    expect(readDraft(s)).toBeNull();
    s.setItem(DRAFT_KEY, JSON.stringify({ code: 'FL20210425163709', answers: { a: 1 } }));
    expect(readDraft(s)).toBeNull();
    saveDraft(s, { code: 'FL20210425163709', answers: {} });
    clearDraft(s);
    expect(s.data.size).toBe(0);
    expect(readDraft(null)).toBeNull();
  });
});

describe('card rules', () => {
  it('puts a district the new city lacks back to 不限', () => {
    const a = { 公司成立区域: '武侯区', 办理时间: '半年内' };
    expect(keepDistricts('FL20210425163709', a, ['武侯区'])).toBe(a);
    expect(keepDistricts('FL20210425163709', a, ['朝阳区'])).toEqual({ 公司成立区域: '不限', 办理时间: '半年内' });
  });

  it('colours the status', () => {
    expect([statusTone('MATCHED'), statusTone('FALLBACK'), statusTone('PENDING')]).toEqual(['ok', 'warn', 'wait']);
  });
});
