import type { ReactNode } from 'react';
import { LoadError } from '@/components/common/Empty';
import Link from 'next/link';
import { HeaderBar } from '@/components/common/HeaderBar';
import { Seo } from '@/components/common/Seo';
import styles from './order.module.css';

type Props = { title: string; path: string; error?: string; children?: ReactNode };

/** Header, title tags and the error state every order sub-page shares. */
export function OrderPageShell({ title, path, error, children }: Props) {
  return (
    <div className={styles.page}>
      <Seo title={title} description={`${title} - 薯片企服订单`} path={path} noindex />
      <HeaderBar title={title} fixed />
      {error ? (
        <LoadError text={error}>
          <Link href="/order" className="button-primary">
            我的订单
          </Link>
        </LoadError>
      ) : (
        children
      )}
    </div>
  );
}
