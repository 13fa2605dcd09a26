import { formatDuration, formatHeat, formatViews } from '@/lib/video/format';

describe('durations show as hh:mm:ss, as on course chapters and video cards', () => {
  it.each([
    [65, '00:01:05'],
    [0, '00:00:00'],
    [59.9, '00:00:59'],
    [3600, '01:00:00'],
    [3661, '01:01:01'],
    [36_000 + 59 * 60 + 59, '10:59:59'],
    ['125', '00:02:05'],
    ['1:05', '00:01:05'],
    ['00:01:05', '00:01:05'],
    ['1:2:3', '01:02:03'],
    [-5, '00:00:00'],
    [null, '00:00:00'],
    [undefined, '00:00:00'],
    ['abc', '00:00:00'],
  ])('%s shows %s', (input, shown) => expect(formatDuration(input)).toBe(shown));
});

describe('play counts of 10000 or more show in ten-thousands with a w suffix, cut to one decimal', () => {
  it.each([
    [0, '0'],
    [9999, '9999'],
    [10000, '1w'],
    [10999, '1w'],
    [12345, '1.2w'],
    [19999, '1.9w'],
    [250_000, '25w'],
    [123_456_789, '12345.6w'],
    ['54321', '5.4w'],
    [99.7, '99'],
    [-3, '0'],
    [null, '0'],
    ['', '0'],
    [Number.NaN, '0'],
  ])('%s shows %s', (n, shown) => expect(formatViews(n)).toBe(shown));
});

describe('热度 of 10000 or more shows in 万, cut to one decimal', () => {
  it.each([
    [0, '0'],
    [888, '888'],
    [9999, '9999'],
    [10000, '1万'],
    [15_678, '1.5万'],
    [99_999, '9.9万'],
    [1_000_000, '100万'],
    ['20500', '2万'],
    [undefined, '0'],
  ])('%s shows %s', (n, shown) => expect(formatHeat(n)).toBe(shown));
});
