import Link from 'next/link';
import { useCallback, useEffect, useRef, useState } from 'react';
import { InfiniteScroll } from 'antd-mobile';
import { PullToRefresh } from '@/components/common/PullToRefresh';
import { Empty, LoadError } from '@/components/common/Empty';
import { HeaderBar } from '@/components/common/HeaderBar';
import { InlineLoading } from '@/components/common/InlineLoading';
import type { BaseUser, ConversationItem } from '@/lib/contract/chat/api';
import { listConversations, type ChatAuth } from '@/services/chat';
import { useChatStore } from '@/stores/chat';
import type { ChatCredentials } from '@/components/common/chatHandoff';
import { ConnectionBar } from './ConnectionBar';
import { applyMessage } from './conversationItems';
import { ConversationRow } from './ConversationRow';
import { isVisitor } from './identity';
import { chatLoginPath, listPath } from './paths';
import { useChatEvents } from './useChatEvents';
import { NoticeEntries } from '@/components/notice/NoticeEntries';
import styles from './list.module.css';

const PAGE_SIZE = 20;

type Props = { creds: ChatCredentials; auth: ChatAuth; me: BaseUser };

const isPlannerType = (t: string) => t.startsWith('MERCHANT');

/**
 * The chat site's index: the caller's conversations, newest first, kept current by the event stream. For a
 * planner it is the workbench: every conversation started with them, with what the customer came for.
 */
export function ConversationList({ creds, auth, me }: Props) {
  const [items, setItems] = useState<ConversationItem[]>([]);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const [hasMore, setHasMore] = useState(false);
  const page = useRef(0);
  // The list as last rendered, for event handlers that must decide at once (known conversation or not).
  const itemsRef = useRef<ConversationItem[]>([]);
  useEffect(() => {
    itemsRef.current = items;
  }, [items]);
  const generation = useRef(0);
  const visitor = isVisitor(creds);
  const workbench = isPlannerType(me.userType);
  const setUnread = useChatStore((s) => s.setUnread);

  const refresh = useCallback(async () => {
    const gen = ++generation.current;
    try {
      const p = await listConversations({ role: 'all', start: 1, limit: PAGE_SIZE }, auth);
      if (gen !== generation.current) return;
      page.current = 1;
      setItems(p.records);
      setHasMore(p.current < p.totalPage);
      setFailed(false);
    } catch {
      if (gen === generation.current) setFailed(true);
    } finally {
      if (gen === generation.current) setLoading(false);
    }
  }, [auth]);

  const loadMore = useCallback(async () => {
    const gen = generation.current;
    const p = await listConversations({ role: 'all', start: page.current + 1, limit: PAGE_SIZE }, auth);
    if (gen !== generation.current) return;
    page.current = p.current;
    setItems((old) => [...old, ...p.records.filter((r) => !old.some((o) => o.groupId === r.groupId))]);
    setHasMore(p.current < p.totalPage && p.records.length > 0);
  }, [auth]);

  // Loaded once per identity; afterwards the event stream and pull-to-refresh keep it current.
  const loadedFor = useRef<ChatAuth | null>(null);
  useEffect(() => {
    if (loadedFor.current === auth) return;
    loadedFor.current = auth;
    void refresh();
  }, [auth, refresh]);

  // The badge of the storefront follows the logged-in user's total.
  const total = items.reduce((n, c) => n + c.unread, 0);
  useEffect(() => {
    if (!visitor && !loading) setUnread(Math.max(total, 0), creds.userId);
  }, [visitor, loading, total, setUnread, creds.userId]);

  const refreshSoon = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const scheduleRefresh = useCallback(() => {
    if (refreshSoon.current) clearTimeout(refreshSoon.current);
    refreshSoon.current = setTimeout(() => void refresh(), 200);
  }, [refresh]);
  useEffect(() => () => clearTimeout(refreshSoon.current), []);

  const [noticeTick, setNoticeTick] = useState(0);
  const stream = useChatEvents(auth, {
    onReady: (_d, resumed) => {
      if (resumed) scheduleRefresh();
      // the notice counts as of now: nothing written before the stream was live is missed
      setNoticeTick((n) => n + 1);
    },
    onMessage: ({ groupId, message }) => {
      const next = applyMessage(itemsRef.current, groupId, message);
      if (next) {
        itemsRef.current = next;
        setItems(next);
      } else scheduleRefresh();
    },
    onConversation: () => scheduleRefresh(),
    onRead: () => scheduleRefresh(),
    onNotice: () => setNoticeTick((n) => n + 1),
  });

  return (
    <div className={styles.page} data-stream={stream.status}>
      <HeaderBar title={workbench ? '规划师工作台' : '消息'} fixed shadow />
      <ConnectionBar status={stream.status} onRetry={stream.reconnect} />
      {visitor ? (
        <div className={styles.visitorTip}>
          <span>您正在以访客身份咨询，登录后聊天记录将保存到您的账号</span>
          {/* A full page load: the login hand-off starts from a clean session in middleware. */}
          <a href={chatLoginPath(listPath())} className={styles.loginLink}>
            登录
          </a>
        </div>
      ) : null}
      {workbench ? (
        <p className={styles.workbenchTip}>
          {me.name || '规划师'}，您好。客户发起的咨询会实时出现在这里。
        </p>
      ) : null}
      {visitor ? null : <NoticeEntries auth={auth} owner={creds.userId} tick={noticeTick} />}
      {loading ? (
        <InlineLoading text="正在加载会话" />
      ) : failed && !items.length ? (
        <LoadError text="会话加载失败" onRetry={() => void refresh()} />
      ) : !items.length ? (
        <Empty text={workbench ? '还没有客户发起咨询' : '暂无消息，去找规划师聊聊吧'}>
          {workbench ? null : (
            <Link href="/planner/list" className="button-primary">
              找规划师
            </Link>
          )}
        </Empty>
      ) : (
        <PullToRefresh onRefresh={refresh}>
          <ul className={styles.list} aria-label="会话列表">
            {items.map((c) => (
              <ConversationRow key={c.groupId} item={c} />
            ))}
          </ul>
          <InfiniteScroll loadMore={loadMore} hasMore={hasMore} threshold={200}>
            {(more, loadFailed, retry) =>
              loadFailed ? (
                <button type="button" className={styles.retry} onClick={() => void retry()}>
                  加载失败，点击重试
                </button>
              ) : (
                <span className={styles.end}>{more ? '加载中…' : '没有更多会话了'}</span>
              )
            }
          </InfiniteScroll>
        </PullToRefresh>
      )}
    </div>
  );
}
