/** Which phone a user agent belongs to (the app-opening and mini-program handoff rules both ask). */
export type Device = 'ios' | 'android' | 'other';

export function deviceOf(ua: string): Device {
  if (/\(i[^;]+;( U;)? CPU.+Mac OS X/i.test(ua) || /iPhone|iPad|iPod/i.test(ua)) return 'ios';
  if (/Android|Adr/i.test(ua)) return 'android';
  return 'other';
}
