import { useCallback, useEffect, useState } from 'react';
import { onceNear } from '@/lib/nearScreen';

type State<T> = { key: string; data: T | null; failed: boolean };

/**
 * Secondary sections of a detail page load in the browser after the page is shown (the server renders the
 * product itself). With `whenVisible` the request waits until the section is near the viewport. While a new
 * answer is on its way the previous data stays on screen (no flicker on 换一换).
 */
export function useClientData<T>(load: () => Promise<T>, deps: unknown[], { whenVisible = false } = {}) {
  const [state, setState] = useState<State<T>>({ key: '', data: null, failed: false });
  const [el, setEl] = useState<Element | null>(null);
  /** Callback ref for the element whose visibility starts the request. */
  const anchor = useCallback((node: Element | null) => setEl(node), []);
  const [visible, setVisible] = useState(!whenVisible);
  const [attempt, setAttempt] = useState(0);
  const key = `${JSON.stringify(deps)}#${attempt}`;

  useEffect(() => {
    if (visible || !el) return;
    const stop = onceNear(el, '300px', () => setVisible(true));
    if (stop) return stop;
    const t = setTimeout(() => setVisible(true));
    return () => clearTimeout(t);
  }, [visible, el]);

  useEffect(() => {
    if (!visible) return;
    let live = true;
    load().then(
      (data) => live && setState({ key, data, failed: false }),
      () => live && setState((s) => ({ key, data: s.data, failed: true })),
    );
    return () => {
      live = false;
    };
    // `key` stands for the caller's deps; `load` is a fresh closure every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [visible, key]);

  return {
    data: state.data,
    loading: visible ? state.key !== key : true,
    failed: state.key === key && state.failed,
    anchor,
    retry: () => setAttempt((n) => n + 1),
  };
}
