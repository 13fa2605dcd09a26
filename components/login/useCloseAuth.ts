import { useRouter } from 'next/router';
import { safeTarget } from './rules';
import { goBack } from '@/lib/goBack';

/** The × of the auth pages: back when there is a page of ours behind, else home (or the redirect). */
export function useCloseAuth(redirect: string | null, mode: 'back' | 'redirect') {
  const router = useRouter();
  return () => {
    if (mode === 'redirect') return void router.replace(safeTarget(redirect));
    goBack(router, '/');
  };
}
