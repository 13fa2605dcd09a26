import { Toast } from 'antd-mobile';
import { CheckCircleOutline, CloseCircleOutline, ExclamationCircleOutline } from 'antd-mobile-icons';
import { createElement, type ReactNode } from 'react';

// The part of antd-mobile that lib/toast.ts shows, loaded by it on first use (a chunk of its own): Toast alone, not
// the whole package, and its icons. It renders under React 19 through lib/antdRender.ts (the build's alias, ADR 0050).

/** The named icons of toast.show({ icon }) (spec §5). */
const TOAST_ICONS: Record<string, () => ReactNode> = {
  success: () => createElement(CheckCircleOutline),
  fail: () => createElement(CloseCircleOutline),
  error: () => createElement(CloseCircleOutline),
  warning: () => createElement(ExclamationCircleOutline),
};

/**
 * A toast's icon: antd-mobile's spinner, a named icon in the given colour and size, or an image URL (36 px unless
 * sized). Here, with the icons, so that it loads with antd-mobile's toast and not with every page.
 */
export function toastIcon(o: { icon?: string; iconColor?: string; iconSize?: string }): ReactNode {
  if (!o.icon) return undefined;
  if (o.icon === 'loading') return 'loading'; // antd-mobile's own spinner
  const make = TOAST_ICONS[o.icon];
  if (make) return createElement('span', { style: { color: o.iconColor, fontSize: o.iconSize, lineHeight: 1 } }, make());
  const size = o.iconSize || '36px';
  return createElement('img', { src: o.icon, alt: '', style: { width: size, height: size } });
}

export { Toast };
