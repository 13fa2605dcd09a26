import { useCallback, useRef, useState } from 'react';
import { toast } from '@/lib/toast';
import { knownShareEntrust } from '@/services/known';
import { isSessionError, knownErrorText } from '@/components/known/common/knownErrors';
import { useKnownLogin } from '@/components/known/common/useKnownLogin';
import { useReloadPage } from '@/components/known/detail/useDetailHooks';
import { ENTRUST_FAILED, ENTRUST_OK, type MaterialType } from '@/lib/known/shareRules';

export type EntrustTarget = { plannerId: string; contentId: string; materialType: MaterialType };
export type EntrustState = 'idle' | 'busy' | 'done';

/**
 * 同意委托 (inventory known.md §0 ShareModal): login first (the web goes to /login and comes back here; after a login
 * done by the native app the page reloads its data), then the lead for the sharing planner. Toasts 委托成功！, or the
 * server's message, else 委托失败.
 */
export function useEntrust(target: EntrustTarget): { state: EntrustState; entrust: () => Promise<void> } {
  const { ensure } = useKnownLogin();
  const reload = useReloadPage();
  const [state, setState] = useState<EntrustState>('idle');
  const busy = useRef(false);
  const { plannerId, contentId, materialType } = target;

  const entrust = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    try {
      if (!(await ensure(reload))) return;
      setState('busy');
      await knownShareEntrust({ plannerId, contentId, materialType: String(materialType) as '1' | '2' | '4' });
      setState('done');
      toast.success(ENTRUST_OK);
    } catch (err) {
      setState('idle');
      if (!isSessionError(err)) toast.error(knownErrorText(err, ENTRUST_FAILED));
    } finally {
      busy.current = false;
    }
  }, [ensure, reload, plannerId, contentId, materialType]);

  return { state, entrust };
}
