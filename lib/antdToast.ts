import { Toast } from 'antd-mobile';
import { CheckCircleOutline, CloseCircleOutline, ExclamationCircleOutline } from 'antd-mobile-icons';
import { createElement, type ReactNode } from 'react';
import { ensureAntdRender } from './antdReact19';

/**
 * The part of antd-mobile that lib/toast.ts shows, loaded by it on first use (a chunk of its own): Toast alone,
 * not the whole package, its icons, and the React 19 renderer it needs.
 */
ensureAntdRender();

/** The named icons of toast.show({ icon }) (spec §5). */
export const TOAST_ICONS: Record<string, () => ReactNode> = {
  success: () => createElement(CheckCircleOutline),
  fail: () => createElement(CloseCircleOutline),
  error: () => createElement(CloseCircleOutline),
  warning: () => createElement(ExclamationCircleOutline),
};

export { Toast };
