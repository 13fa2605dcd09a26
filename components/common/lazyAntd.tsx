import { Children, isValidElement, useEffect, useRef, useState, type ComponentProps, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { whenIdle } from '@/lib/idle';
import { onceNear } from '@/lib/nearScreen';
import { moduleLoader, type ModuleLoader } from '@/lib/moduleLoader';
import type {
  Cascader as AntdCascader,
  CenterPopup as AntdCenterPopup,
  DatePicker as AntdDatePicker,
  Dialog as AntdDialog,
  DialogAlertProps,
  DialogConfirmProps,
  ImageViewer as AntdImageViewer,
  Mask as AntdMask,
  NumberKeyboard as AntdNumberKeyboard,
  MultiImageViewerProps,
  Picker as AntdPicker,
  Popup as AntdPopup,
  Swiper as AntdSwiper,
} from 'antd-mobile';

/**
 * antd-mobile's overlays (Popup, CenterPopup, Mask, Dialog, ImageViewer, the pickers, NumberKeyboard) and its Swiper, loaded when
 * first needed instead of with the page (ADR 0051). Each brings its spring, gesture and portal code; a page's first
 * screen shows none of them. Imported from here under antd-mobile's own names, with antd-mobile's own props:
 *
 * - an overlay renders nothing (and loads nothing) until its `visible` first turns true; it then loads the component,
 *   mounts it closed and opens it on the next render, so it animates in and its `afterShow` runs as usual. Content
 *   that focuses an input when the sheet opens must do so once that content has mounted (a callback ref, or
 *   `afterShow`), not in an effect on `visible`: the first time, that effect runs before the component has loaded.
 * - `Dialog.confirm` / `Dialog.alert` and `ImageViewer.Multi.show` load the component on call and resolve as
 *   antd-mobile's do; `Dialog.clear` closes the dialogs shown (none can be shown before it loaded).
 * - `Dropdown` is in `./LazyDropdown.tsx` (it renders antd-mobile's title items and stylesheet from the start).
 * - `Swiper` server-renders its first slide as plain markup and becomes antd-mobile's Swiper once that has loaded,
 *   after the first paint; with `whenVisible`, once its box comes within 100 px of the screen (a banner below the
 *   first screen loads nothing for a visitor who does not scroll to it).
 *
 * A component loaded once is rendered at once by every later instance of the session.
 */

type Loader<M> = ModuleLoader<M>;

/** The picked component of `mod` if it has loaded already. */
export function loadedNow<M, C>(mod: Loader<M>, pick: (m: M) => C): C | null {
  const m = mod.get();
  return m ? pick(m) : null;
}

/** Loads `mod` and hands its picked component to `set` (no cancel on unmount: React ignores that update). */
export function loadInto<M, C>(mod: Loader<M>, pick: (m: M) => C, set: (c: C) => void): void {
  mod.load().then(
    (m) => set(pick(m)),
    () => undefined,
  );
}

/** An overlay component that renders nothing until first opened, then the real one (mounted closed, then opened). */
export function lazyOverlay<M, P extends { visible?: boolean }>(name: string, mod: Loader<M>, pick: (m: M) => ComponentType<P>) {
  function LazyOverlay(props: P) {
    const [Real, setReal] = useState(() => loadedNow(mod, pick));
    const open = !!props.visible;
    useEffect(() => {
      if (open && !Real) loadInto(mod, pick, (c) => setReal(() => c));
    }, [open, Real]);
    // The first render of the real component is closed, so that opening it animates and runs afterShow; it opens a
    // turn later.
    const [mounted, setMounted] = useState(false);
    useEffect(() => {
      if (!Real || mounted) return;
      const t = setTimeout(() => setMounted(true), 0);
      return () => clearTimeout(t);
    }, [Real, mounted]);
    if (!Real) return null;
    return <Real {...props} visible={mounted ? props.visible : false} />;
  }
  LazyOverlay.displayName = `Lazy${name}`;
  return LazyOverlay;
}

const popupModule = moduleLoader(() => import('antd-mobile/es/components/popup'));
const centerPopupModule = moduleLoader(() => import('antd-mobile/es/components/center-popup'));
const maskModule = moduleLoader(() => import('antd-mobile/es/components/mask'));
const dialogModule = moduleLoader(() => import('antd-mobile/es/components/dialog'));
const imageViewerModule = moduleLoader(() => import('antd-mobile/es/components/image-viewer'));
const pickerModule = moduleLoader(() => import('antd-mobile/es/components/picker'));
const datePickerModule = moduleLoader(() => import('antd-mobile/es/components/date-picker'));
const cascaderModule = moduleLoader(() => import('antd-mobile/es/components/cascader'));
const swiperModule = moduleLoader(() => import('antd-mobile/es/components/swiper'));
const numberKeyboardModule = moduleLoader(() => import('antd-mobile/es/components/number-keyboard'));

const pickPopup = (m: { default: typeof AntdPopup }) => m.default;
const pickCenterPopup = (m: { default: typeof AntdCenterPopup }) => m.default;
const pickMask = (m: { default: typeof AntdMask }) => m.default;
const pickDialog = (m: { default: typeof AntdDialog }) => m.default;
const pickImageViewer = (m: { default: typeof AntdImageViewer }) => m.default;
const pickMultiImageViewer = (m: { default: typeof AntdImageViewer }) => m.default.Multi;
const pickPicker = (m: { default: typeof AntdPicker }) => m.default;
const pickDatePicker = (m: { default: typeof AntdDatePicker }) => m.default;
const pickCascader = (m: { default: typeof AntdCascader }) => m.default;
const pickSwiper = (m: { default: typeof AntdSwiper }) => m.default;
const pickNumberKeyboard = (m: { default: typeof AntdNumberKeyboard }) => m.default;

export const Popup = lazyOverlay<{ default: typeof AntdPopup }, ComponentProps<typeof AntdPopup>>('Popup', popupModule, pickPopup);
export const CenterPopup = lazyOverlay<{ default: typeof AntdCenterPopup }, ComponentProps<typeof AntdCenterPopup>>(
  'CenterPopup',
  centerPopupModule,
  pickCenterPopup,
);
/** The number keyboard a PasscodeInput opens (it is a Popup): loads when the boxes are first focused. */
export const NumberKeyboard = lazyOverlay<{ default: typeof AntdNumberKeyboard }, ComponentProps<typeof AntdNumberKeyboard>>(
  'NumberKeyboard',
  numberKeyboardModule,
  pickNumberKeyboard,
);
export const Mask = lazyOverlay<{ default: typeof AntdMask }, ComponentProps<typeof AntdMask>>('Mask', maskModule, pickMask);
export const Picker = lazyOverlay<{ default: typeof AntdPicker }, ComponentProps<typeof AntdPicker>>('Picker', pickerModule, pickPicker);
export const DatePicker = lazyOverlay<{ default: typeof AntdDatePicker }, ComponentProps<typeof AntdDatePicker>>('DatePicker', datePickerModule, pickDatePicker);
/** A tabbed list per level (province → city → district), chosen by taps: no wheel to spring back under a busy page. */
export const Cascader = lazyOverlay<{ default: typeof AntdCascader }, ComponentProps<typeof AntdCascader>>('Cascader', cascaderModule, pickCascader);

/** Dialog: the component (`visible`), and the imperative confirm / alert, which load it on call. */
export const Dialog = Object.assign(
  lazyOverlay<{ default: typeof AntdDialog }, ComponentProps<typeof AntdDialog>>('Dialog', dialogModule, pickDialog),
  {
    confirm: (props: DialogConfirmProps): Promise<boolean> => dialogModule.load().then((m) => m.default.confirm(props)),
    alert: (props: DialogAlertProps): Promise<void> => dialogModule.load().then((m) => m.default.alert(props)),
    /** Closes every dialog shown (nothing was shown before the component loaded). */
    clear: (): void => dialogModule.get()?.default.clear(),
  },
);

/** ImageViewer and ImageViewer.Multi (`visible`), and ImageViewer.Multi.show, which loads it on call. */
export const ImageViewer = Object.assign(
  lazyOverlay<{ default: typeof AntdImageViewer }, ComponentProps<typeof AntdImageViewer>>('ImageViewer', imageViewerModule, pickImageViewer),
  {
    Multi: Object.assign(
      lazyOverlay<{ default: typeof AntdImageViewer }, ComponentProps<typeof AntdImageViewer.Multi>>(
        'ImageViewer.Multi',
        imageViewerModule,
        pickMultiImageViewer,
      ),
      {
        show: (props: MultiImageViewerProps) => imageViewerModule.load().then((m) => m.default.Multi.show(props)),
      },
    ),
  },
);

type SwiperProps = ComponentProps<typeof AntdSwiper> & {
  /** Load antd-mobile's Swiper when the box comes near the screen, not when the browser is first idle. */
  whenVisible?: boolean;
};
type SwiperItemProps = ComponentProps<typeof AntdSwiper.Item>;

/** A slide: antd-mobile's Swiper.Item once the Swiper has loaded; before, the first one is shown as plain markup. */
function SwiperItem({ children, className, style, onClick }: SwiperItemProps) {
  return (
    <div className={className} style={style} onClick={onClick}>
      {children}
    </div>
  );
}

/**
 * antd-mobile's Swiper, loaded once the browser is idle after the page's start (lib/idle.ts): until then (and on the
 * server) the first slide alone, in a box of the swiper's width, so the page's first screen looks the same and carries
 * none of the swipe code, and its load and swap do not add to the start's blocking time.
 */
function LazySwiper({ whenVisible = false, ...props }: SwiperProps) {
  const [Real, setReal] = useState(() => loadedNow(swiperModule, pickSwiper));
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (Real) return;
    const load = () => loadInto(swiperModule, pickSwiper, (c) => setReal(() => c));
    const el = box.current;
    const stop = whenVisible && el ? onceNear(el, '100px', load) : null;
    if (stop) return stop;
    whenIdle(load);
  }, [Real, whenVisible]);
  const { children, className, style } = props;
  if (Real) {
    const slides =
      typeof children === 'function'
        ? children
        : Children.map(children, (child) =>
            isValidElement(child) && child.type === SwiperItem ? <Real.Item key={child.key} {...(child.props as SwiperItemProps)} /> : child,
          );
    return <Real {...props}>{slides as ReactElement[]}</Real>;
  }
  const first: ReactNode = typeof children === 'function' ? children(props.defaultIndex ?? 0) : Children.toArray(children)[props.defaultIndex ?? 0];
  // A swiper showing part of its neighbours (slideSize, trackOffset in %) shows its first slide where it will be.
  const slide = props.slideSize ? { width: `${props.slideSize}%`, marginLeft: `${props.trackOffset ?? 0}%` } : undefined;
  return (
    <div ref={box} className={className} style={{ ...style, overflow: 'hidden' }} aria-label={props['aria-label']} data-lazy-swiper="">
      <div style={slide}>{first}</div>
    </div>
  );
}
LazySwiper.displayName = 'LazySwiper';

export const Swiper = Object.assign(LazySwiper, { Item: SwiperItem });
