import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { useRouter } from 'next/router';
import { KNOWN_STATUS } from '@/lib/contract/known/enums';
import { knownOperation } from '@/services/known';
import { toast } from '@/lib/toast';
import { isSessionError, knownErrorText } from '@/components/known/common/knownErrors';
import { useKnownLogin } from '@/components/known/common/useKnownLogin';
import { actionFor, actionToast, applyAction, reactionGroup, reactionsOf, withGroup, type ReactionGroup, type ReactionKind, type Reactions } from '@/lib/known/detailRules';

/** After the native app logged the user in, the page reads its data again (with the user) instead of acting. */
export function useReloadPage(): () => void {
  const router = useRouter();
  return useCallback(() => void router.replace(router.asPath, undefined, { scroll: false }), [router]);
}

/**
 * Login first, then go: for the 必懂 buttons that lead to a page only a user can use (写回答, 邀请回答).
 * Resolves after the navigation started (or nothing happened).
 */
export function useLoginThenGo(): (href: string) => Promise<void> {
  const router = useRouter();
  const { ensure } = useKnownLogin();
  const reload = useReloadPage();
  return useCallback(
    async (href: string) => {
      if (await ensure(reload)) await router.push(href);
    },
    [ensure, reload, router],
  );
}

/**
 * 赞同 / 反对 / 收藏 of one content (login first): the new state at once, then the server's; put back with a toast
 * when the call fails. One call at a time per group (赞同/反对, 收藏): a tap on 收藏 while 赞同's call is out goes
 * through instead of being dropped, and each answer only sets its own group. A content under review (`status` not 1)
 * takes no reactions yet.
 */
export function useReactions(id: string, contentType: number, initial: Reactions & { status: number }) {
  const [state, setState] = useState(() => reactionsOf(initial));
  const latest = useRef(state);
  const busy = useRef<Record<ReactionGroup, boolean>>({ vote: false, collect: false });
  const { ensure } = useKnownLogin();
  const reload = useReloadPage();

  const set = (s: Reactions) => {
    latest.current = s;
    setState(s);
  };

  const toggle = async (kind: ReactionKind) => {
    const group = reactionGroup(kind);
    if (busy.current[group]) return;
    if (initial.status !== KNOWN_STATUS.PUBLISHED) {
      toast.show({ message: '审核通过后才能操作哦' });
      return;
    }
    if (!(await ensure(reload))) return;
    if (busy.current[group]) return;
    const before = latest.current;
    const action = actionFor(before, kind);
    busy.current[group] = true;
    set(applyAction(before, action));
    try {
      const r = await knownOperation({ id, action });
      set(withGroup(latest.current, reactionsOf(r), group));
      toast.success(actionToast(action, contentType));
    } catch (err) {
      set(withGroup(latest.current, before, group));
      if (!isSessionError(err)) toast.error(knownErrorText(err));
    } finally {
      busy.current[group] = false;
    }
  };
  return { state, toggle };
}

/** px of one rem (the root font size scales with the screen). */
function remPx(): number {
  return parseFloat(getComputedStyle(document.documentElement).fontSize) || 50;
}

/**
 * True once the element's bottom went up under the fixed header (or above the viewport with `edge` 'top'): the
 * moment the header shows the title or the author, or the sticky bottom bar appears.
 */
export function useScrolledPast(ref: RefObject<HTMLElement | null>, edge: 'header' | 'top' = 'header'): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    let frame = 0;
    const check = () => {
      frame = 0;
      const el = ref.current;
      if (!el) return;
      const line = edge === 'header' ? remPx() * 0.88 : 0;
      setPast(el.getBoundingClientRect().bottom < line);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    check();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [ref, edge]);
  return past;
}
