import { chinaDateTime } from '@/lib/chinaTime';

/** An ISO time as 'YYYY-MM-DD HH:mm' in China time (the product's only zone); '' for nothing, text as given. */
export function shortTime(iso: string | null | undefined): string {
  return chinaDateTime(iso);
}
