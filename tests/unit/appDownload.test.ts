import {
  ANDROID_APK_URL,
  APP_SCHEME_URL,
  APP_TEXT,
  IOS_STORE_URL,
  appSchemeFor,
  downloadAction,
  openInstalledAction,
  placeOf,
} from '@/components/common/openApp';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36';
const WECHAT_IOS = `${IPHONE} MicroMessenger/8.0.40(0x18002831) NetType/WIFI Language/zh_CN`;
const QQ = `${ANDROID} QQ/8.9.80.12440`;
const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/120 Safari/537.36';

describe('the download page by device (inventory §4.10)', () => {
  it('tells WeChat, other messaging apps, iOS, Android and computers apart', () => {
    expect(placeOf(WECHAT_IOS)).toBe('wechat');
    expect(placeOf(QQ)).toBe('messaging');
    expect(placeOf(IPHONE)).toBe('ios');
    expect(placeOf(ANDROID)).toBe('android');
    expect(placeOf(DESKTOP)).toBe('other');
  });

  it('点击立即下载: the App Store on iOS, the package on Android', () => {
    expect(downloadAction('ios')).toEqual({ go: IOS_STORE_URL });
    expect(downloadAction('android')).toEqual({ go: ANDROID_APK_URL });
  });

  it('explains instead of leaving inside WeChat and on a computer', () => {
    expect(downloadAction('wechat')).toEqual({ toast: '微信内不支持打开外部应用，请更换为其他浏览器打开本页面。' });
    expect(openInstalledAction('wechat')).toEqual({ toast: APP_TEXT.wechat });
    expect(openInstalledAction('messaging')).toEqual({ toast: APP_TEXT.messaging });
    expect(openInstalledAction('other')).toEqual({ toast: '请使用手机浏览器访问本页面即可打开薯片找人APP' });
    expect(downloadAction('other')).toEqual({ toast: APP_TEXT.desktopDownload });
  });

  it('若您已安装APP: the app scheme on a phone', () => {
    expect(openInstalledAction('ios')).toEqual({ go: APP_SCHEME_URL });
    expect(openInstalledAction('android')).toEqual({ go: APP_SCHEME_URL });
  });

  it('passes only paths of this site on to the app', () => {
    expect(appSchemeFor('/detail?productId=g_1')).toBe(`${APP_SCHEME_URL}web?path=%2Fdetail%3FproductId%3Dg_1`);
    expect(appSchemeFor('')).toBe(APP_SCHEME_URL);
    expect(appSchemeFor('//evil.example/x')).toBe(APP_SCHEME_URL);
    expect(appSchemeFor('https://evil.example/')).toBe(APP_SCHEME_URL);
  });
});
