import { LazyImage } from '@/components/common/LazyImage';

/** A square goods / listing cover through the resizing endpoint; `size` is CSS px on a 375-wide phone. */
export function GoodsImage({ src, alt, size, eager = false, className }: { src: string; alt: string; size: number; eager?: boolean; className?: string }) {
  return <LazyImage src={src} alt={alt} width={size} height={size} eager={eager} fallback="goods" className={className} />;
}
