import { createElement, useEffect, type ReactNode } from 'react';
import { TOAST_DEFAULT_MS, TOAST_TYPED_MS } from './constants';

type AntdToast = typeof import('./antdToast');
let antd: AntdToast | null = null;
let loading: Promise<AntdToast> | null = null;

/**
 * antd-mobile's Toast is loaded on first use, not at start: the http client and the stores import this module, so
 * it is in almost every page's boot, and on the server or in plain Node it must not pull in a package that imports
 * CSS. Only the Toast component is loaded (lib/antdToast.ts), never the whole package (issue 16).
 */
export function loadToast(): Promise<AntdToast> {
  loading ??= import('./antdToast').then((m) => {
    antd = m;
    return m;
  });
  return loading;
}

/** The first toast's load of antd-mobile, once one began (the unit tests' setup waits for it before their DOM goes). */
export const toastLoading = (): Promise<unknown> | null => loading;

export type ToastOptions = {
  message: string;
  duration?: number;
  /** 'success' | 'fail' | 'error' | 'warning' | 'loading', or an image URL. */
  icon?: string;
  iconColor?: string;
  iconSize?: string;
  /** Blocks taps on the page while the toast shows. */
  forbidClick?: boolean;
  onClose?: () => void;
};

export type ToastHandle = {
  close: () => void;
  /**
   * Settles once the toast is on the screen (antd-mobile's toast is loaded on first use and drawn on the page's next
   * frame, so that can come later than the call), or will never be: closed or replaced first, or the load failed.
   * Never rejects.
   */
  shown: Promise<void>;
};

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
const CHANNEL = /^(?:\d{1,3}(?:\.\d+)?%?)$/;
const ALPHA = /^(?:0|1|0?\.\d+|1\.0+|\d{1,3}(?:\.\d+)?%)$/;

/** Icon colour: #rgb, #rrggbb, rgb(r, g, b) or rgba(r, g, b, a) (spec §5). */
export function validateIconColor(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const v = value.trim();
  if (HEX.test(v)) return true;
  const m = /^(rgba?)\(([^)]*)\)$/i.exec(v);
  if (!m) return false;
  const parts = m[2].split(',').map((p) => p.trim());
  const isRgba = m[1].toLowerCase() === 'rgba';
  if (parts.length !== (isRgba ? 4 : 3)) return false;
  const channelsOk = parts.slice(0, 3).every((p) => CHANNEL.test(p) && parseFloat(p) <= (p.endsWith('%') ? 100 : 255));
  return channelsOk && (!isRgba || (ALPHA.test(parts[3]) && parseFloat(parts[3]) <= (parts[3].endsWith('%') ? 100 : 1)));
}

/** Icon size: a number with px or rem, e.g. '36px', '0.48rem' (spec §5). */
export function validateIconSize(value: unknown): boolean {
  return typeof value === 'string' && /^(?:\d+(?:\.\d+)?|\.\d+)(?:px|rem)$/.test(value.trim());
}

/** Each option's type, and the format a string option must have (spec §5). */
const fieldTypes: [keyof ToastOptions, string, ((v: unknown) => boolean)?][] = [
  ['message', 'string'],
  ['duration', 'number'],
  ['icon', 'string'],
  ['iconColor', 'string', validateIconColor],
  ['iconSize', 'string', validateIconSize],
  ['forbidClick', 'boolean'],
  ['onClose', 'function'],
];

function validate(o: ToastOptions) {
  if (!o || typeof o !== 'object') throw new TypeError('options类型错误');
  for (const [field, type, format] of fieldTypes) {
    const v = o[field];
    if (field !== 'message' && v === undefined) continue;
    if (typeof v !== type || (type === 'number' && (!Number.isFinite(v) || (v as number) < 0)) || (format && !format(v)))
      throw new TypeError(`${field}类型错误`);
  }
}

let latest = 0;
/** Settles the `shown` of the toast last asked for: a newer one replaces it, shown or not. */
let settleCurrent: () => void = () => undefined;

/**
 * Wraps a toast's text and says when it is in the page: antd-mobile renders a toast's content only once the toast's
 * opening animation has started, on the page's next animation frame.
 */
function OnScreen({ onShown, children }: { onShown: () => void; children?: ReactNode }) {
  useEffect(onShown, [onShown]);
  return children;
}

/**
 * Shows one toast (a new one replaces the current). Inputs are type-checked as spec §5 requires and a wrong
 * type throws `TypeError('<field>类型错误')`. Default duration 1000 ms; 0 keeps it until hide().
 *
 * The duration counts from when the toast is on the screen, not from the call: antd-mobile's own timer starts at the
 * call, and when the page drew no frame for longer than the duration (a busy phone, a long task after a tap) the toast
 * was closed before it ever showed. antd-mobile is told 0 (keep it) and the toast is closed here instead.
 */
function show(options: ToastOptions): ToastHandle {
  validate(options);
  if (typeof window === 'undefined') return { close: () => undefined, shown: Promise.resolve() };
  const id = ++latest;
  const duration = options.duration ?? TOAST_DEFAULT_MS;
  let closed = false;
  let handler: { close: () => void } | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let settle: () => void = () => undefined;
  const shown = new Promise<void>((resolve) => (settle = resolve));
  settleCurrent();
  settleCurrent = settle;
  // Closes this toast unless a newer one has replaced it (antd-mobile shows a newer toast in the same handler).
  const close = () => {
    closed = true;
    clearTimeout(timer);
    if (id === latest) handler?.close();
    settle();
  };
  const onShown = () => {
    settle();
    if (duration > 0 && !timer && !closed) timer = setTimeout(close, duration);
  };
  const open = (m: AntdToast) => {
    // replaced or closed before antd-mobile finished loading
    if (closed || id !== latest) return settle();
    handler = m.Toast.show({
      content: createElement(OnScreen, { onShown }, options.message),
      icon: m.toastIcon(options),
      duration: 0,
      maskClickable: !options.forbidClick,
      afterClose: options.onClose,
    });
  };
  if (antd) open(antd);
  else loadToast().then(open, settle);
  return { close, shown };
}

const typed =
  (icon: string) =>
  (message: string, duration: number = TOAST_TYPED_MS): ToastHandle =>
    show({ message, duration, icon });

export const toast = {
  show,
  success: typed('success'),
  error: typed('fail'),
  warning: typed('warning'),
  /** Loading also defaults to 1500 ms (spec §9); pass 0 to keep it until hide() or the next toast. */
  loading: (message: string, duration: number = TOAST_TYPED_MS): ToastHandle =>
    show({ message, duration, icon: 'loading', forbidClick: true }),
  hide: (): void => {
    latest += 1;
    // A toast hidden before it was drawn never will be: its `shown` settles now.
    settleCurrent();
    antd?.Toast.clear();
  },
};

