import type { ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';

/**
 * The React-DOM render helper antd-mobile 5 shows its imperative APIs with (Toast.show, Dialog.alert, Modal,
 * ActionSheet, ImageViewer): next.config.ts and vitest.config.ts alias `rc-util/lib/React/render`, which
 * antd-mobile's utils/render re-exports, to this module (ADR 0050). rc-util's own helper looks for `createRoot` on
 * `react-dom`, which React 19 no longer has there, and falls back to `ReactDOM.render`, which React 19 removed: the
 * toast was never shown. Installing a renderer at start instead (`unstableSetRender`) meant importing antd-mobile's
 * entry into `_app`, so into every page's first-load JavaScript.
 *
 * The same exports as rc-util's helper (`render`, `unmount`, and the test-only `_r`, `_u`), with one root per container.
 */

const ROOT = Symbol.for('crisps.antdRoot');
type Host = (Element | DocumentFragment) & { [ROOT]?: Root };

export function render(node: ReactElement, container: Element | DocumentFragment): void {
  const host = container as Host;
  host[ROOT] ??= createRoot(container);
  host[ROOT].render(node);
}

/** Unmounts the container's root once the current render has finished (unmounting inside React's commit phase warns). */
export async function unmount(container: Element | DocumentFragment): Promise<void> {
  const host = container as Host;
  const root = host[ROOT];
  await new Promise((resolve) => setTimeout(resolve, 0));
  root?.unmount();
  if (host[ROOT] === root) delete host[ROOT];
}

/** rc-util's test-only legacy render: the same as render here. */
export const _r = render;
/** rc-util's test-only legacy unmount: the same as unmount here. */
export const _u = unmount;
