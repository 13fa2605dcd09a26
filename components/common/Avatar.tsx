import { useState } from 'react';
import { DEFAULT_AVATAR } from './pictures';

export { DEFAULT_AVATAR };

/**
 * Round avatar falling back to the default picture when the user has none or it fails to load. Loaded natively lazily:
 * fetched once laid out near the screen, never ahead of the page's LCP picture (a profile page that shows one large
 * avatar as its main picture should use LazyImage with `priority`). `eager`: the avatar is in the first screen's top
 * and is likely its largest picture (我的): a lazy one waits for layout and holds the page's LCP back.
 */
export function Avatar({ src, size = '0.96rem', alt = '头像', eager = false }: { src?: string; size?: string; alt?: string; eager?: boolean }) {
  const [broken, setBroken] = useState<string | null>(null);
  const url = src && broken !== src ? src : DEFAULT_AVATAR;
  return (
    <img
      src={url}
      alt={alt}
      width={64}
      height={64}
      loading={eager ? 'eager' : 'lazy'}
      onError={() => setBroken(src ?? null)}
      style={{ width: size, height: size, borderRadius: '50%', objectFit: 'cover', background: '#fff', flexShrink: 0 }}
    />
  );
}
