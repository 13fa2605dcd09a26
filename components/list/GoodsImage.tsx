import { LazyImage } from '@/components/common/LazyImage';

/** A square goods / listing cover through the resizing endpoint; `size` is CSS px on a 375-wide phone. */
export function GoodsImage({
  src,
  alt,
  size,
  eager = false,
  priority = false,
  className,
}: {
  src: string;
  alt: string;
  size: number;
  eager?: boolean;
  priority?: boolean;
  className?: string;
}) {
  return <LazyImage src={src} alt={alt} width={size} height={size} eager={eager} priority={priority} fallback="goods" className={className} />;
}
