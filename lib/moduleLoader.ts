/**
 * One module loaded on demand, once (a failed load is tried again on the next call): what the app's lazily loaded
 * parts share (antd-mobile's overlays in components/common/lazyAntd.tsx, the chat launch, the captcha dialog, the
 * coupon sheet, the avatar cropper). `get()` is the module once loaded, for a render that can use it at once.
 */
export function moduleLoader<M>(importer: () => Promise<M>) {
  let promise: Promise<M> | undefined;
  let value: M | undefined;
  const load = (): Promise<M> =>
    (promise ??= importer().then(
      (m) => (value = m),
      (err: unknown) => {
        promise = undefined;
        throw err;
      },
    ));
  return {
    get: (): M | undefined => value,
    load,
    /** Starts the load ahead of a tap (pointerdown); a failure here is retried by the tap itself. */
    warm: (): void => void load().catch(() => undefined),
  };
}

export type ModuleLoader<M> = ReturnType<typeof moduleLoader<M>>;
