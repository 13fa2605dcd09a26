import { describe, expect, it } from 'vitest';
import {
  clearFoundHistory,
  FOUND_HISTORY_KEY,
  FOUND_HISTORY_MAX,
  parseHistory,
  pushHistory,
  readFoundHistory,
  saveFoundKeyword,
} from '@/components/found/foundHistory';

/** A Storage stand-in (this file runs in node, without localStorage). */
function memoryStore(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

describe('pushHistory', () => {
  it('puts the newest word first and moves a repeated word to the front', () => {
    let list: string[] = [];
    for (const w of ['公司注册', '商标', '公司注册']) list = pushHistory(list, w);
    expect(list).toEqual(['公司注册', '商标']);
  });

  it('trims words and ignores blank ones', () => {
    expect(pushHistory(['商标'], '  专利 ')).toEqual(['专利', '商标']);
    expect(pushHistory(['商标'], '   ')).toEqual(['商标']);
    expect(pushHistory(['商标'], ' 商标 ')).toEqual(['商标']);
  });

  it(`keeps at most ${FOUND_HISTORY_MAX} words, dropping the oldest`, () => {
    let list: string[] = [];
    for (let i = 1; i <= FOUND_HISTORY_MAX + 5; i++) list = pushHistory(list, `词${i}`);
    expect(list).toHaveLength(FOUND_HISTORY_MAX);
    expect(list[0]).toBe(`词${FOUND_HISTORY_MAX + 5}`);
    expect(list.at(-1)).toBe('词6');
    expect(list).not.toContain('词5');
  });

  it('does not change the list it is given', () => {
    const list = ['商标'];
    pushHistory(list, '专利');
    expect(list).toEqual(['商标']);
  });
});

describe('parseHistory', () => {
  it('reads the stored JSON list, dropping non-strings, blanks and repeats', () => {
    expect(parseHistory('["商标"," 专利 ","",3,"商标"]')).toEqual(['商标', '专利']);
  });

  it('reads anything else as no history', () => {
    for (const raw of [null, undefined, '', 'oops', '{"a":1}', '"商标"']) expect(parseHistory(raw)).toEqual([]);
  });

  it(`caps a long stored list at ${FOUND_HISTORY_MAX}`, () => {
    const raw = JSON.stringify(Array.from({ length: 30 }, (_, i) => `w${i}`));
    expect(parseHistory(raw)).toHaveLength(FOUND_HISTORY_MAX);
  });
});

describe('the stored history', () => {
  it(`lives under localStorage "${FOUND_HISTORY_KEY}", newest first`, () => {
    const store = memoryStore();
    expect(readFoundHistory(store)).toEqual([]);
    expect(saveFoundKeyword('商标', store)).toEqual(['商标']);
    expect(saveFoundKeyword('专利', store)).toEqual(['专利', '商标']);
    expect(store.data.get(FOUND_HISTORY_KEY)).toBe('["专利","商标"]');
    expect(readFoundHistory(store)).toEqual(['专利', '商标']);
    clearFoundHistory(store);
    expect(store.data.has(FOUND_HISTORY_KEY)).toBe(false);
    expect(readFoundHistory(store)).toEqual([]);
  });

  it('survives a broken value and storage that refuses', () => {
    const broken = memoryStore({ [FOUND_HISTORY_KEY]: '{oops' });
    expect(saveFoundKeyword('商标', broken)).toEqual(['商标']);
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(readFoundHistory(refusing)).toEqual([]);
    expect(saveFoundKeyword('商标', refusing)).toEqual(['商标']);
    expect(() => clearFoundHistory(refusing)).not.toThrow();
    // No browser here: no storage, no history, no error.
    expect(readFoundHistory()).toEqual([]);
    expect(saveFoundKeyword('商标')).toEqual(['商标']);
  });
});
