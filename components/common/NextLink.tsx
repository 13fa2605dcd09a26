import Link from 'next/dist/client/link';
import type { ComponentProps } from 'react';
export { useLinkStatus } from 'next/dist/client/link';

/**
 * Every `next/link` of the app (next.config.ts aliases the import here; ADR 0071): next/link with its prefetch off by
 * default. Next's Pages Router then loads a page's code when a pointer enters the link or a touch starts on it, not
 * when the link scrolls into view: 我的 loaded the code of ~18 pages during its own start-up (Lighthouse: 74 scripts,
 * TBT 232 ms; as IntentLinks 13 scripts, 75 ms). `prefetch` set by a caller still wins.
 */
export default function NextLink({ prefetch = false, ...rest }: ComponentProps<typeof Link>) {
  return <Link prefetch={prefetch} {...rest} />;
}
