import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { stripEmoji, useEmojiClear } from '@/lib/emoji';

describe('stripEmoji (spec §5)', () => {
  it.each([
    ['薯片😀企服', '薯片企服'],
    ['👨‍👩‍👧 family', ' family'],
    ['👍🏽ok', 'ok'],
    ['🇨🇳中国', '中国'],
    ['1️⃣号', '1号'],
    ['❤️爱心', '爱心'],
    ['☀晴天☎电话✈飞机', '晴天电话飞机'],
    ['〽〰标记', '标记'],
    ['©®°×é', ''],
  ])('%s -> %s', (input, out) => expect(stripEmoji(input)).toBe(out));

  it('keeps ordinary Chinese text, punctuation and ASCII', () => {
    const text = '成都市，高新区。《公司法》「注册」【资质】、〇 abc-123_@#$%&*()';
    expect(stripEmoji(text)).toBe(text);
  });

  it('keeps the middle dot of transliterated names', () => {
    expect(stripEmoji('阿依古丽·买买提')).toBe('阿依古丽·买买提');
  });
});

function Field() {
  const [value, setValue] = useState('');
  const props = useEmojiClear();
  return <input aria-label="昵称" value={value} onChange={(e) => setValue(e.target.value)} {...props} />;
}

describe('useEmojiClear', () => {
  it('clears emoji from a controlled input on key-up and on blur', () => {
    render(<Field />);
    const input = screen.getByLabelText('昵称') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '张三😀' } });
    fireEvent.keyUp(input, { key: 'a' });
    expect(input.value).toBe('张三');
    fireEvent.change(input, { target: { value: '李四🎉' } });
    fireEvent.blur(input);
    expect(input.value).toBe('李四');
  });

  it('ignores key-ups during IME composition, and cleans after it', () => {
    render(<Field />);
    const input = screen.getByLabelText('昵称') as HTMLInputElement;
    fireEvent.compositionStart(input);
    fireEvent.change(input, { target: { value: 'zhang😀' } });
    fireEvent.keyUp(input, { key: 'g' });
    fireEvent.blur(input);
    expect(input.value).toBe('zhang😀');
    fireEvent.compositionEnd(input);
    fireEvent.keyUp(input, { key: 'Enter' });
    expect(input.value).toBe('zhang');
  });

  it('reports the cleaned value to onClean', () => {
    const seen: string[] = [];
    function F() {
      const props = useEmojiClear((v) => seen.push(v));
      return <input aria-label="x" defaultValue="好😀" {...props} />;
    }
    render(<F />);
    fireEvent.blur(screen.getByLabelText('x'));
    expect(seen).toEqual(['好']);
  });
});
