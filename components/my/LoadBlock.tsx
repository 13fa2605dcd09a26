import type { ReactNode } from 'react';
import { InlineLoading } from '@/components/common/InlineLoading';
import { Empty, LoadError } from '@/components/common/Empty';

type Props = {
  loading: boolean;
  error: string;
  onRetry: () => void;
  /** Shown when loaded but there is nothing (null data or an empty list). */
  empty?: boolean;
  emptyText?: string;
  children: ReactNode;
};

/** Loading, failure with a retry, empty, or the content: the four states every page of this area has. */
export function LoadBlock({ loading, error, onRetry, empty = false, emptyText = '暂无数据', children }: Props) {
  if (loading) return <InlineLoading />;
  if (error) return <LoadError text={error} onRetry={onRetry} />;
  if (empty) return <Empty text={emptyText} />;
  return <>{children}</>;
}
