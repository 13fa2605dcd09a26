import { useRouter } from 'next/router';
import { bridge } from '@/bridge';
import { goBack } from '@/lib/goBack';
import { useAppFlags } from '@/components/common/AppFlags';

/** Back from a help or about page: the app's own back inside the app, else history, else `fallback` (opened directly). */
export function useBackTo(fallback: string): () => void {
  const router = useRouter();
  const { isInApp } = useAppFlags();
  return () => {
    if (isInApp) return void bridge.goBack();
    goBack(router, fallback);
  };
}
