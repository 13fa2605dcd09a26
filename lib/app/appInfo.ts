/** What the native app tells the page about itself (user agent `AppInfo:`), shared by the app store, the bridge and the first-frame app context. */
export type AppInfo = { APPNAME?: string; statusBarHeight?: number; [key: string]: unknown };
export type AppPlatform = 'android' | 'ios' | '';
