import { useEffect, useState } from 'react';
import { findWxConfig } from '@/services/wechat';
import { WECHAT_JS_ORIGIN } from '@/lib/csp';

/**
 * WeChat's browser ignores URL schemes; its open tag `<wx-open-launch-weapp>` opens the mini-program instead, once the
 * page has run wx.config with a signature from our server (find_config). The JS-SDK loads only inside WeChat and only
 * when the mini-program's original id (WECHAT_MP_USERNAME at build time, gh_…) is configured; anything that fails
 * leaves the page on its fallback (the steps to open it in the phone's browser).
 */
export const JWEIXIN_SRC = `${WECHAT_JS_ORIGIN}/open/js/jweixin-1.6.0.js`;
export const MINI_USERNAME = process.env.NEXT_PUBLIC_WECHAT_MP_USERNAME ?? '';

type Wx = {
  config(c: Record<string, unknown>): void;
  ready(f: () => void): void;
  error(f: (e: unknown) => void): void;
};

function loadJweixin(): Promise<Wx> {
  const w = window as Window & { wx?: Wx };
  if (w.wx) return Promise.resolve(w.wx);
  return new Promise((resolve, reject) => {
    const s = document.createElement('script');
    s.src = JWEIXIN_SRC;
    s.async = true;
    s.onload = () => (w.wx ? resolve(w.wx) : reject(new Error('jweixin missing')));
    s.onerror = () => reject(new Error('jweixin failed to load'));
    document.head.appendChild(s);
  });
}

export type OpenTagState = 'off' | 'loading' | 'ready' | 'failed';

export function useWxOpenTag(inWechat: boolean): OpenTagState {
  const enabled = inWechat && !!MINI_USERNAME;
  const [state, setState] = useState<OpenTagState>('loading');
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    const set = (s: OpenTagState) => live && setState(s);
    (async () => {
      const [wx, cfg] = await Promise.all([loadJweixin(), findWxConfig(window.location.href.split('#')[0])]);
      wx.config({ debug: false, appId: cfg.appId, timestamp: cfg.timestamp, nonceStr: cfg.nonceStr, signature: cfg.signature, jsApiList: ['checkJsApi'], openTagList: cfg.openTagList });
      wx.ready(() => set('ready'));
      wx.error(() => set('failed'));
    })().catch(() => set('failed'));
    return () => {
      live = false;
    };
  }, [enabled]);
  return enabled ? state : 'off';
}
