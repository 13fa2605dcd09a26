import { unstableSetRender } from 'antd-mobile';
import { createRoot, type Root } from 'react-dom/client';

let installed = false;

/**
 * antd-mobile 5 renders its imperative APIs (Toast.show, Dialog.alert) with ReactDOM.render, which React 19
 * removed; hand it a createRoot-based renderer once, on the client (antd-mobile's "v5 for React 19" guide).
 */
export function ensureAntdRender(): void {
  if (installed || typeof window === 'undefined') return;
  installed = true;
  unstableSetRender((node, container) => {
    const host = container as (Element | DocumentFragment) & { _reactRoot?: Root };
    host._reactRoot ||= createRoot(container);
    const root = host._reactRoot;
    root.render(node);
    return async () => {
      // Unmounting synchronously inside React's own commit phase warns; let the current render finish first.
      await new Promise((resolve) => setTimeout(resolve, 0));
      root.unmount();
      delete host._reactRoot;
    };
  });
}
