import type { GetServerSideProps } from 'next';
import { OPS_COOKIE } from '@/lib/contract/ops/enums';

/**
 * The desk's pages (/ops): never cached by anyone, never indexed; without the desk's session cookie the page sends
 * to /ops/login at once (whether the session is still live the desk's first call tells, see OpsShell).
 */
export function opsPage(opts: { login?: boolean } = {}): GetServerSideProps<Record<string, never>> {
  return async ({ req, res, resolvedUrl }) => {
    res.setHeader('Cache-Control', 'private, no-store, max-age=0');
    res.setHeader('X-Robots-Tag', 'noindex, nofollow');
    if (!opts.login && !req.cookies[OPS_COOKIE]) {
      return { redirect: { destination: `/ops/login?redirect=${encodeURIComponent(resolvedUrl)}`, permanent: false } };
    }
    return { props: {} };
  };
}

/** Where the login sends the operator afterwards: a desk page only. */
export const opsRedirectOf = (v: unknown) => (typeof v === 'string' && /^\/ops(?:[/?]|$)/.test(v) && !v.startsWith('//') ? v : '/ops');
