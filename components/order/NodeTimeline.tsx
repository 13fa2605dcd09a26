import { useState } from 'react';
import type { ServiceNode } from '@/lib/contract/order/api';
import { NODE_STATUS } from '@/lib/contract/order/enums';
import { Empty } from '@/components/common/Empty';
import { orderTime } from './orderRules';
import styles from './order.module.css';

const hm = (t: string | null) => orderTime(t).slice(11, 16);
const md = (t: string | null) => orderTime(t).slice(5, 10);

/**
 * The service nodes newest first (inventory §2a): the not-started ones behind "查看更多任务节点", then those in
 * progress, then the finished ones with their time; "办理完成" on top once every node is done.
 */
export function NodeTimeline({ nodes }: { nodes: ServiceNode[] }) {
  const [more, setMore] = useState(false);
  if (!nodes.length) return <Empty text="暂无数据" />;
  const pending = nodes.filter((n) => n.status === NODE_STATUS.NOT_STARTED);
  const running = nodes.filter((n) => n.status === NODE_STATUS.RUNNING);
  const done = nodes.filter((n) => n.status === NODE_STATUS.DONE).sort((a, b) => b.nodeNum - a.nodeNum);
  const allDone = done.length === nodes.length;
  if (pending.length === nodes.length) return <Empty text="暂未开始办理" />;

  return (
    <ol className={styles.timeline} aria-label="任务节点">
      {allDone ? (
        <li className={`${styles.node} ${styles.nodeOn}`}>
          <b>办理完成</b>
        </li>
      ) : null}
      {pending.length ? (
        <li className={styles.node}>
          <button type="button" className={`${styles.rowLink} ${styles.blue}`} onClick={() => setMore(!more)}>
            {more ? '收起任务节点' : '查看更多任务节点'}
          </button>
          {more ? (
            <ul>
              {pending.map((n) => (
                <li key={n.id} className={styles.muted}>
                  {n.serviceName}（未开始）
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ) : null}
      {running.map((n) => (
        <li key={n.id} className={`${styles.node} ${styles.nodeOn}`}>
          <b>{n.serviceName}（处理中）</b>
          {n.serviceExplain ? <p className={styles.skuAttr}>{n.serviceExplain}</p> : null}
          {n.handlerName ? <p className={styles.skuAttr}>办理人员: {n.handlerName}</p> : null}
        </li>
      ))}
      {done.map((n) => (
        <li key={n.id} className={styles.node}>
          <span className={styles.nodeTime}>
            {hm(n.endTime)}
            <br />
            {md(n.endTime)}
          </span>
          <b>{n.serviceName}</b>
          {n.handlerName ? <p className={styles.skuAttr}>办理人员: {n.handlerName}</p> : null}
        </li>
      ))}
    </ol>
  );
}
