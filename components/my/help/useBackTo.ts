import { useRouter } from 'next/router';
import { bridge } from '@/bridge';
import { useAppFlags } from '@/components/common/AppFlags';

/** Back from a help or about page: the app's own back inside the app, else history, else `fallback` (opened directly). */
export function useBackTo(fallback: string): () => void {
  const router = useRouter();
  const { isInApp } = useAppFlags();
  return () => {
    if (isInApp) return void bridge.goBack();
    if (window.history.length > 1) router.back();
    else void router.replace(fallback);
  };
}
