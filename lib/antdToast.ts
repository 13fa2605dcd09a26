import { Toast } from 'antd-mobile';
import { CheckCircleOutline, CloseCircleOutline, ExclamationCircleOutline } from 'antd-mobile-icons';
import { createElement, type ReactNode } from 'react';

// The part of antd-mobile that lib/toast.ts shows, loaded by it on first use (a chunk of its own): Toast alone, not
// the whole package, and its icons. It renders under React 19 through lib/antdRender.ts (the build's alias, ADR 0050).

/** The named icons of toast.show({ icon }) (spec §5). */
export const TOAST_ICONS: Record<string, () => ReactNode> = {
  success: () => createElement(CheckCircleOutline),
  fail: () => createElement(CloseCircleOutline),
  error: () => createElement(CloseCircleOutline),
  warning: () => createElement(ExclamationCircleOutline),
};

export { Toast };
