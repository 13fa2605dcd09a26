import Head from 'next/head';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { HeaderBar } from '@/components/common/HeaderBar';
import { Empty, LoadError } from '@/components/common/Empty';
import { WORKBENCH_DENIED } from '@/lib/workbench/workbenchRules';
import styles from './workbench.module.css';

/**
 * The frame of every workbench page: its title, and in place of the content the page's failure — 无权访问 for
 * anyone who is not a planner (with the way back to 我的), or the error text with 重新加载.
 */
export function WorkbenchShell({ title, error, right, children }: { title: string; error: string; right?: ReactNode; children?: ReactNode }) {
  return (
    <div className={styles.page}>
      <Head>
        <title key="title">{title}</title>
      </Head>
      <HeaderBar title={title} right={right} />
      {error === WORKBENCH_DENIED ? (
        <Empty text={WORKBENCH_DENIED}>
          <Link href="/my" className="button-primary">
            返回我的
          </Link>
        </Empty>
      ) : error ? (
        <LoadError text={error}>
          <Link href="/workbench" className={styles.link} style={{ marginTop: '0.24rem' }}>
            返回工作台
          </Link>
        </LoadError>
      ) : (
        children
      )}
    </div>
  );
}
