import Head from 'next/head';
import { useRouter } from 'next/router';
import { useCallback, useState } from 'react';
import { NOTICE_CATEGORIES, NOTICE_CATEGORY_TEXT, type NoticeCategory } from '@/lib/contract/notice/enums';
import { markNoticeRead, noticeList, type NoticeItem, type NoticePage } from '@/services/notice';
import { useChatStore } from '@/stores/chat';
import { useUserStore } from '@/stores/user';
import { HeaderBar } from '@/components/common/HeaderBar';
import { PullToRefresh } from '@/components/common/PullToRefresh';
import { InlineLoading } from '@/components/common/InlineLoading';
import { PagedSection } from '@/components/my/PagedSection';
import { usePagedList } from '@/components/planner/usePagedList';
import { useChatEvents } from '@/components/chat/useChatEvents';
import { ListTime } from '@/components/common/ListTime';
import { noticesPath } from './paths';
import styles from './notice.module.css';

const PAGE_SIZE = 20;

/** A notice opens only a path of this site. */
const safeLink = (link: string) => (/^\/(?!\/)/.test(link) ? link : '');

function NoticeCard({ item, read, onOpen }: { item: NoticeItem; read: boolean; onOpen: (n: NoticeItem) => void }) {
  const link = safeLink(item.link);
  return (
    <div>
      <button type="button" className={styles.item} onClick={() => onOpen(item)}>
        {read ? null : <span className="visually-hidden">未读，</span>}
        <span className={styles.itemTop}>
          {read ? null : <span className={styles.dot} aria-hidden />}
          <span className={styles.itemTitle}>{item.title}</span>
          <ListTime at={item.createdAt} className={styles.time} />
        </span>
        {item.body ? (
          <span className={styles.itemBody} style={{ display: 'block' }}>
            {item.body}
          </span>
        ) : null}
        {link ? <span className={styles.itemMore}>查看详情</span> : null}
      </button>
    </div>
  );
}

function NoticeList({ category, first, token }: { category: NoticeCategory; first: NoticePage | null; token: string }) {
  const router = useRouter();
  const fetchPage = useCallback((page: number) => noticeList({ category, page, limit: PAGE_SIZE }), [category]);
  const list = usePagedList(fetchPage, category, first);
  // Read here since the page was loaded (the list itself is the server's until the next refresh).
  const [readNow, setReadNow] = useState<ReadonlySet<string>>(new Set());
  const [allRead, setAllRead] = useState(false);
  const setNotices = useChatStore((s) => s.setNotices);
  const owner = useUserStore((s) => s.userId);

  // New notices arrive on the event stream: the list reads its first page again when one is of this group.
  const auth = useState(() => ({ token }))[0];
  useChatEvents(token ? auth : null, {
    onNotice: (n) => {
      if (n.category === category) void list.refresh().then(() => setAllRead(false));
      else void useChatStore.getState().pull();
    },
  });

  const isRead = (n: NoticeItem) => allRead || n.read || readNow.has(n.id);
  const unread = list.items.filter((n) => !isRead(n)).length;

  const open = async (n: NoticeItem) => {
    if (!isRead(n)) {
      setReadNow((s) => new Set(s).add(n.id));
      const r = await markNoticeRead({ id: n.id }).catch(() => null);
      if (r) setNotices(r.total, owner);
    }
    const link = safeLink(n.link);
    if (link) await router.push(link);
  };

  const readAll = async () => {
    setAllRead(true);
    const r = await markNoticeRead({ all: true, category }).catch(() => null);
    if (r) setNotices(r.total, owner);
  };

  return (
    <>
      <div className={styles.toolbar}>
        <span>{list.loading ? '' : unread ? `${unread} 条未读` : '全部已读'}</span>
        <button type="button" className={styles.readAll} disabled={!unread} onClick={() => void readAll()}>
          全部已读
        </button>
      </div>
      <PullToRefresh onRefresh={async () => void (await list.refresh().then(() => setAllRead(false)))}>
        <div className={styles.items}>
          <PagedSection
            list={list}
            label={`${NOTICE_CATEGORY_TEXT[category]}列表`}
            emptyText={`暂无${NOTICE_CATEGORY_TEXT[category]}`}
            render={(item) => <NoticeCard key={item.id} item={item} read={isRead(item)} onOpen={(n) => void open(n)} />}
          />
        </div>
      </PullToRefresh>
    </>
  );
}

/** 通知 (issue 27 §2): one group's notices, newest first; each opens its object and is read; 全部已读; live. */
export function NoticeListView({ category, first }: { category: NoticeCategory; first: NoticePage | null }) {
  const router = useRouter();
  const token = useUserStore((s) => s.token);
  return (
    <div className={styles.page}>
      <Head>
        <title key="title">{NOTICE_CATEGORY_TEXT[category]}</title>
      </Head>
      <HeaderBar title="通知" fixed />
      <div className={styles.tabs} role="tablist" aria-label="通知分组">
        {NOTICE_CATEGORIES.map((c) => (
          <button
            key={c}
            type="button"
            role="tab"
            aria-selected={c === category}
            className={styles.tab}
            onClick={() => void router.replace(noticesPath(c), undefined, { shallow: false })}
          >
            {NOTICE_CATEGORY_TEXT[c]}
          </button>
        ))}
      </div>
      {first || token ? <NoticeList key={category} category={category} first={first} token={String(token || '')} /> : <InlineLoading />}
    </div>
  );
}
