import { useCallback, useRef, useState, type ReactNode } from 'react';
import { moduleLoader } from '@/lib/moduleLoader';
import { toast } from '@/lib/toast';
import type { CaptchaAnswer } from './CaptchaDialog';

type DialogModule = typeof import('./CaptchaDialog');
/** ./CaptchaDialog.tsx (the dialog, its image URL and styles), loaded on the first ask. */
const dialogModule = moduleLoader(() => import('./CaptchaDialog'));

/**
 * `ask()` opens the picture-captcha dialog and resolves with the answer, or null when the user cancels. The dialog
 * loads on the first ask (only a server that wants a captcha asks), not with the form; when it cannot load, the user is
 * told and the ask resolves null.
 */
export function useCaptchaDialog(): { dialog: ReactNode; ask: () => Promise<CaptchaAnswer | null> } {
  const [Dialog, setDialog] = useState<DialogModule['CaptchaDialog'] | null>(null);
  const [visible, setVisible] = useState(false);
  const pending = useRef<((a: CaptchaAnswer | null) => void) | null>(null);

  const settle = (answer: CaptchaAnswer | null) => {
    setVisible(false);
    pending.current?.(answer);
    pending.current = null;
  };

  const ask = useCallback(async (): Promise<CaptchaAnswer | null> => {
    pending.current?.(null);
    pending.current = null;
    let mod: DialogModule;
    try {
      mod = await dialogModule.load();
    } catch {
      toast.error('图片验证码加载失败，请重试');
      return null;
    }
    setDialog(() => mod.CaptchaDialog);
    setVisible(true);
    return new Promise<CaptchaAnswer | null>((resolve) => {
      pending.current = resolve;
    });
  }, []);

  return {
    dialog: Dialog ? <Dialog visible={visible} onConfirm={(a) => settle(a)} onCancel={() => settle(null)} /> : null,
    ask,
  };
}
