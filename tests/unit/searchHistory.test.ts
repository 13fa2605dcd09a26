import { beforeEach, describe, expect, it } from 'vitest';
import { addHistory, clearHistory, HISTORY_KEYS, HISTORY_MAX, readHistory, removeHistory } from '@/components/search/history';

describe('search history', () => {
  beforeEach(() => window.localStorage.clear());

  it('keeps the newest word first and moves a repeated word to the front', () => {
    addHistory('goods', '公司注册');
    addHistory('goods', '商标');
    addHistory('goods', '公司注册');
    expect(readHistory('goods')).toEqual(['公司注册', '商标']);
  });

  it('does not store blank words', () => {
    addHistory('goods', '   ');
    addHistory('goods', '');
    expect(readHistory('goods')).toEqual([]);
  });

  it(`keeps at most ${HISTORY_MAX} words, dropping the oldest`, () => {
    for (let i = 1; i <= 20; i++) addHistory('goods', `词${i}`);
    const list = readHistory('goods');
    expect(list).toHaveLength(HISTORY_MAX);
    expect(list[0]).toBe('词20');
    expect(list).not.toContain('词4');
    expect(list).toContain('词5');
  });

  it('keeps goods keywords and order numbers apart', () => {
    addHistory('goods', '代理记账');
    addHistory('order', 'DD202401010001');
    expect(readHistory('goods')).toEqual(['代理记账']);
    expect(readHistory('order')).toEqual(['DD202401010001']);
    clearHistory('goods');
    expect(readHistory('goods')).toEqual([]);
    expect(readHistory('order')).toEqual(['DD202401010001']);
  });

  it('removes one word', () => {
    addHistory('goods', 'a');
    addHistory('goods', 'b');
    expect(removeHistory('goods', 'a')).toEqual(['b']);
  });

  it('survives broken storage content and reads the old {name} entries', () => {
    window.localStorage.setItem(HISTORY_KEYS.goods, '{oops');
    expect(readHistory('goods')).toEqual([]);
    window.localStorage.setItem(HISTORY_KEYS.goods, JSON.stringify([{ name: '专利', isJumpLink: 0 }, 'x']));
    expect(readHistory('goods')).toEqual(['专利', 'x']);
  });
});
