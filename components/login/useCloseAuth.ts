import { useRouter } from 'next/router';
import { safeTarget } from './rules';

/** The × of the auth pages: back when there is a page of ours behind, else home (or the redirect). */
export function useCloseAuth(redirect: string | null, mode: 'back' | 'redirect') {
  const router = useRouter();
  return () => {
    if (mode === 'redirect') return void router.replace(safeTarget(redirect));
    if (window.history.length > 1) router.back();
    else void router.replace('/');
  };
}
