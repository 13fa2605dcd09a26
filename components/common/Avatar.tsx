import { useState } from 'react';

export const DEFAULT_AVATAR = '/images/avatar-default.svg';

/**
 * Round avatar falling back to the default picture when the user has none or it fails to load. Loaded natively lazily:
 * fetched once laid out near the screen, never ahead of the page's LCP picture (a profile page that shows one large
 * avatar as its main picture should use LazyImage with `priority`).
 */
export function Avatar({ src, size = '0.96rem', alt = '头像' }: { src?: string; size?: string; alt?: string }) {
  const [broken, setBroken] = useState<string | null>(null);
  const url = src && broken !== src ? src : DEFAULT_AVATAR;
  return (
    <img
      src={url}
      alt={alt}
      width={64}
      height={64}
      loading="lazy"
      onError={() => setBroken(src ?? null)}
      style={{ width: size, height: size, borderRadius: '50%', objectFit: 'cover', background: '#fff', flexShrink: 0 }}
    />
  );
}
