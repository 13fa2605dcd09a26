import Link from 'next/link';
import { Avatar } from '@/components/common/Avatar';
import { InlineLoading } from '@/components/common/InlineLoading';
import { ListTime } from '@/components/common/ListTime';
import type { PagedList } from '@/components/planner/usePagedList';
import type { PlannerCustomer } from '@/services/interview';
import styles from './propose.module.css';

const VIA_TEXT = { chat: '咨询过您', order: '您服务的订单' } as const;

type Props = { list: PagedList<PlannerCustomer>; value: string; onChange: (userId: string) => void };

/** The planner's customers as one choice (radio group), the latest contact first, with 加载更多. */
export function CustomerPicker({ list, value, onChange }: Props) {
  if (list.loading && !list.items.length) return <InlineLoading />;
  if (list.failed) {
    return (
      <p className={styles.hint}>
        客户列表加载失败，
        <button type="button" className={styles.more} onClick={() => void list.refresh()}>
          点击重新加载
        </button>
      </p>
    );
  }
  if (!list.items.length) {
    return (
      <p className={styles.hint}>
        暂无可邀约的客户：客户在线咨询您或下单后会出现在这里。<Link href="/im/index">去会话工作台</Link>
      </p>
    );
  }
  return (
    <>
      <div className={styles.options} role="radiogroup" aria-label="选择客户">
        {list.items.map((c) => (
          <button key={c.userId} type="button" role="radio" aria-checked={c.userId === value} className={styles.option} onClick={() => onChange(c.userId)}>
            <Avatar src={c.avatar} size="0.64rem" alt="" />
            <span className={styles.optionInfo}>
              <span className={styles.optionName}>{c.name}</span>
              <span className={styles.optionSub}>
                {' '}
                {c.phone} · {c.via.map((v) => VIA_TEXT[v]).join('、')} · <ListTime at={c.lastAt} />
              </span>
            </span>
          </button>
        ))}
      </div>
      {list.hasMore ? (
        <button type="button" className={styles.more} onClick={() => void list.loadMore().catch(() => undefined)}>
          加载更多客户
        </button>
      ) : null}
    </>
  );
}
