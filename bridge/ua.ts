/**
 * What the user agent says about where the page runs: inside the 薯片找人 app (its `AppInfo:{json}` suffix), on which
 * platform, or in a mini-program's web-view. Its own module: every page's boot reads it, and the bridge's calls
 * (bridge/index.ts) are loaded only by the pages that talk to the app.
 */
import type { AppInfo, AppPlatform } from '@/lib/app/appInfo';

export const isAndroidUA = (ua: string) => /Android|Adr/.test(ua);
export const isIOSUA = (ua: string) => /\(i[^;]+;( U;)? CPU.+Mac OS X/.test(ua);
export const isMiniProgramUA = (ua: string) => /miniProgram/i.test(ua);

/** The app's user agent ends with `AppInfo:{json}`; its presence alone means "inside the app". */
export function parseAppUA(ua: string | null | undefined): { isInApp: boolean; appPlatform: AppPlatform; appInfo: AppInfo } {
  const s = ua || '';
  const isInApp = s.includes('AppInfo');
  let appInfo: AppInfo = {};
  const at = s.indexOf('AppInfo:');
  if (at >= 0) {
    try {
      const parsed = JSON.parse(s.slice(at + 'AppInfo:'.length).trim());
      if (parsed && typeof parsed === 'object') appInfo = parsed as AppInfo;
    } catch {
      // malformed AppInfo: still in the app, without its details
    }
  }
  const appPlatform: AppPlatform = !isInApp ? '' : isIOSUA(s) ? 'ios' : isAndroidUA(s) ? 'android' : '';
  return { isInApp, appPlatform, appInfo };
}
