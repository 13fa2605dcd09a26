import { IntentLink } from '@/components/common/IntentLink';
import type { ReactNode } from 'react';

/**
 * An ad / nav / keyword target (inventory §0.4): the server resolves `href`; outside links leave the site with a
 * plain anchor, inside links use client navigation.
 */
export function AdLink({
  href,
  external,
  className,
  label,
  children,
}: {
  href: string;
  external: boolean;
  className?: string;
  label?: string;
  children: ReactNode;
}) {
  if (!href) return <span className={className}>{children}</span>;
  if (external || /^https?:\/\//i.test(href)) {
    return (
      <a href={href} className={className} aria-label={label} rel="noopener">
        {children}
      </a>
    );
  }
  return (
    <IntentLink href={href} className={className} aria-label={label}>
      {children}
    </IntentLink>
  );
}
