import { listTime, toInstant } from '@/lib/chinaTime';
import { useListNow } from './listClock';

type Props = { at: string | number | Date | null | undefined; className?: string };

/** The time of an item in a list (刚刚, 5分钟前, 昨天 09:30, 03-12…), on the page's list clock; nothing for no time. */
export function ListTime({ at, className }: Props) {
  const now = useListNow();
  const text = listTime(at, now);
  if (!text) return null;
  const instant = toInstant(at);
  return (
    <time className={className} dateTime={instant ? instant.toISOString() : undefined}>
      {text}
    </time>
  );
}

/** The same text without its element, inside a <time> the caller already renders. */
export function ListTimeText({ at }: Pick<Props, 'at'>) {
  return listTime(at, useListNow());
}
