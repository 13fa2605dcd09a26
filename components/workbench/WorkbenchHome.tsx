import Link from 'next/link';
import { RightOutline } from 'antd-mobile-icons';
import { badgeCount } from '@/lib/format';
import type { WorkbenchSummary } from '@/services/workbench';
import styles from './home.module.css';

type Entry = { label: string; href: string; count?: number; hint: string };

/** Where each count leads, and what it means. */
function entries(s: WorkbenchSummary): Entry[] {
  return [
    { label: '服务中订单', href: '/workbench/orders?status=HANDLING', count: s.ordersInService, hint: s.ordersToConfirm ? `另有${s.ordersToConfirm}单待客户确认` : '推进服务节点' },
    { label: '待开票', href: '/workbench/invoices', count: s.invoicesToIssue, hint: '开具或驳回发票申请' },
    { label: '待处理退款', href: '/workbench/refunds', count: s.refundsToDecide, hint: '同意、部分退款或驳回' },
    { label: '新需求线索', href: '/workbench/leads', count: s.newLeads, hint: `近7天 · 共${s.leadsTotal}条` },
  ];
}

/** 规划师工作台 (/workbench): what waits for the planner, and the way to each list, the interviews and the chat workbench. */
export function WorkbenchHome({ summary, unread }: { summary: WorkbenchSummary; unread: number | null }) {
  return (
    <>
      <section className={styles.grid} aria-label="待办">
        {entries(summary).map((e) => (
          <Link key={e.label} href={e.href} className={styles.tile} aria-label={`${e.label}（${e.count ?? 0}）`}>
            <span className={styles.count}>{e.count ?? 0}</span>
            <span className={styles.label}>{e.label}</span>
            <span className={styles.hint}>{e.hint}</span>
          </Link>
        ))}
      </section>
      <nav className={styles.menu} aria-label="工作台入口">
        <MenuRow href="/workbench/orders?status=all" label="全部服务订单" />
        <MenuRow href="/workbench/interviews" label="面谈记录" extra={interviewsText(summary)} />
        <MenuRow href="/msg" label="聊天工作台" extra={unread ? `${badgeCount(unread)}条未读` : '客户消息'} />
        <MenuRow href="/workbench/leads" label="需求线索" />
      </nav>
    </>
  );
}

/** 2场待面谈 · 1场待确认, or the way to propose one. */
function interviewsText(s: WorkbenchSummary): string {
  const parts = [s.interviewsConfirmed ? `${s.interviewsConfirmed}场待面谈` : '', s.interviewsPending ? `${s.interviewsPending}场待确认` : ''].filter(Boolean);
  return parts.length ? parts.join(' · ') : '约见客户';
}

function MenuRow({ href, label, extra }: { href: string; label: string; extra?: string }) {
  return (
    <Link href={href} className={styles.row}>
      <span>{label}</span>
      <span className={styles.extra}>
        {extra}
        <RightOutline aria-hidden />
      </span>
    </Link>
  );
}
