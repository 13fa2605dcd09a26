import { create } from 'zustand';
import type { AppInfo, AppPlatform } from '@/lib/app/appInfo';

export type AppState = {
  /** Inside the native app's web view (user agent carries AppInfo). */
  isInApp: boolean;
  /** Inside a mini-program web-view (query isApplets). */
  isApplets: boolean;
  appType: string;
  appInfo: AppInfo;
  appPlatform: AppPlatform;
  isShowOpenApp: boolean;
  hideH5Nav: boolean;
};

export type AppActions = {
  setAppState(partial: Partial<AppState>): void;
  /** The user closed the open-app banner: hidden for the rest of the browser session. */
  closeOpenApp(): void;
  /** Product name to display; the 薯片找人 app type renames the product. */
  productName(): string;
};

export const PRODUCT_NAME = '薯片企服';
/** App types that show the product under another name (spec §1: "One app type renames the product display"). */
export const RENAMING_APP_TYPES: Record<string, string> = { cpsc: '薯片找人' };
const CLOSED_KEY = 'openAppClosed';

const closedThisSession = () => {
  try {
    return typeof window !== 'undefined' && window.sessionStorage.getItem(CLOSED_KEY) === '1';
  } catch {
    return false;
  }
};

export const useAppStore = create<AppState & AppActions>()((set, get) => ({
  isInApp: false,
  isApplets: false,
  appType: '',
  appInfo: {},
  appPlatform: '',
  isShowOpenApp: false,
  hideH5Nav: false,

  setAppState(partial) {
    const next = { ...partial };
    const inApp = next.isInApp ?? get().isInApp;
    // Never offer to open the app from inside it, nor after the user closed the banner this session.
    if (inApp || closedThisSession()) next.isShowOpenApp = false;
    set(next);
  },

  closeOpenApp() {
    try {
      window.sessionStorage.setItem(CLOSED_KEY, '1');
    } catch {
      // storage disabled: hidden until reload
    }
    set({ isShowOpenApp: false });
  },

  productName() {
    return RENAMING_APP_TYPES[get().appType] ?? PRODUCT_NAME;
  },
}));
