import { sitePdfPath, shareText } from '@/components/docPage/docPageRules';
import { countdownParts, countdownTarget, dateRange } from '@/components/topic/topicTime';

describe('/docPage/page', () => {
  it('shows a file given by address only when it is a path of this site', () => {
    expect(sitePdfPath('/api/documentlibrary/v2/file/doc_a.pdf')).toBe('/api/documentlibrary/v2/file/doc_a.pdf');
    expect(sitePdfPath('https://evil.example/a.pdf')).toBe('');
    expect(sitePdfPath('//evil.example/a.pdf')).toBe('');
    expect(sitePdfPath(undefined)).toBe('');
  });

  it('shares the title with the address', () => {
    expect(shareText('指南', 'https://m.example/docPage/page?documentId=d')).toBe('指南｜薯片企服 https://m.example/docPage/page?documentId=d');
  });
});

describe('topic countdown', () => {
  it('splits the time left into days and padded hours, minutes, seconds, never below zero', () => {
    expect(countdownParts(((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000)).toEqual({ days: 2, hh: '03', mm: '04', ss: '05' });
    expect(countdownParts(-5000)).toEqual({ days: 0, hh: '00', mm: '00', ss: '00' });
  });

  it('counts to the start of an upcoming topic and the end of an ongoing one', () => {
    const start = '2026-12-01T00:00:00.000Z';
    const end = '2026-12-12T00:00:00.000Z';
    expect(countdownTarget('upcoming', start, end)).toEqual({ label: '距开始', at: Date.parse(start) });
    expect(countdownTarget('ongoing', start, end)).toEqual({ label: '距结束', at: Date.parse(end) });
    expect(countdownTarget('ongoing', start, null)).toBeNull();
    expect(countdownTarget('ended', start, end)).toBeNull();
  });

  it('writes the dates in China time', () => {
    expect(dateRange('2026-11-10T16:00:00.000Z', '2026-11-11T15:59:59.000Z')).toBe('11月11日–11月11日');
    expect(dateRange(null, null)).toBe('长期有效');
  });
});
