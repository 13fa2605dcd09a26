import Link from 'next/link';
import { useRouter } from 'next/router';
import { Fragment, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { ImageViewer } from '@/components/common/lazyAntd';
import { Empty, LoadError } from '@/components/common/Empty';
import { HeaderBar } from '@/components/common/HeaderBar';
import { InlineLoading } from '@/components/common/InlineLoading';
import { isApiError } from '@/lib/http';
import { toast } from '@/lib/toast';
import type { BaseUser, ChatMessage, ProductCardParams } from '@/lib/contract/chat/api';
import { MAX_IMAGE_BYTES, MSG_TYPE } from '@/lib/contract/chat/enums';
import { sendMsg, sendTemplateMsg, uploadImage, type ChatAuth } from '@/services/chat';
import { useChatStore } from '@/stores/chat';
import type { ChatCredentials } from '@/components/common/chatHandoff';
import { intentionText, messageTime, peerName, showTimeBefore } from './chatText';
import { Composer } from './Composer';
import { ConnectionBar } from './ConnectionBar';
import { GoodsPicker } from './GoodsPicker';
import { isVisitor } from './identity';
import { newClientMsgId, templateMessage } from './launchFlow';
import { MessageItem, type Delivery } from './MessageItem';
import { chatLoginPath, listPath, roomPath } from './paths';
import { useChatEvents } from './useChatEvents';
import { useRoom } from './useRoom';
import styles from './room.module.css';
import { goBack } from '@/lib/goBack';

type Pending = {
  clientMsgId: string;
  status: 'sending' | 'failed';
  createdAt: string;
  message: Pick<ChatMessage, 'msgType' | 'content' | 'templateId' | 'payload'>;
  send: () => Promise<ChatMessage>;
};


const NEAR_BOTTOM_PX = 160;

type Props = { groupId: string; creds: ChatCredentials; auth: ChatAuth; me: BaseUser };

/** One conversation: history (older pages on scrolling up), live messages, read state, sending. */
export function ChatRoom({ groupId, creds, auth, me }: Props) {
  const router = useRouter();
  const visitor = isVisitor(creds);
  const setUnread = useChatStore((s) => s.setUnread);
  const pullUnread = useChatStore((s) => s.pull);
  const onUnreadTotal = useCallback((n: number) => {
    if (!visitor) setUnread(n, creds.userId);
  }, [visitor, setUnread, creds.userId]);
  const room = useRoom(groupId, auth, onUnreadTotal, (to) => void router.replace(roomPath(to)));
  const [pending, setPending] = useState<Pending[]>([]);
  const [viewer, setViewer] = useState<string | null>(null);
  const [picker, setPicker] = useState(false);
  const pane = useRef<HTMLDivElement>(null);
  const stick = useRef(true);
  const anchor = useRef<{ height: number; top: number } | null>(null);
  const myRole = room.conv?.myRole ?? 'customer';

  const stream = useChatEvents(auth, {
    onReady: (_d, resumed) => {
      if (resumed) void room.catchUp();
    },
    onMessage: ({ groupId: g, message }) => {
      if (g !== groupId) {
        if (!visitor) void pullUnread();
        return;
      }
      room.add([message]);
      if (message.clientMsgId) setPending((p) => p.filter((x) => x.clientMsgId !== message.clientMsgId));
    },
    onRead: ({ groupId: g, role, lastReadSeq }) => {
      if (g === groupId && role !== myRole) room.peerRead(lastReadSeq);
    },
    // a notice meanwhile: the tab's badge counts it
    onNotice: () => {
      if (!visitor) void pullUnread();
    },
  });

  // Keep the newest message in view unless the reader scrolled up; keep the view still when older ones arrive.
  const lastSeq = room.messages.length ? room.messages[room.messages.length - 1].seq : 0;
  const firstSeq = room.messages.length ? room.messages[0].seq : 0;
  useLayoutEffect(() => {
    const el = pane.current;
    if (!el) return;
    if (anchor.current) {
      el.scrollTop = el.scrollHeight - anchor.current.height + anchor.current.top;
      anchor.current = null;
    } else if (stick.current) el.scrollTop = el.scrollHeight;
  }, [lastSeq, firstSeq, pending.length, room.load]);

  const older = async () => {
    const el = pane.current;
    if (el) anchor.current = { height: el.scrollHeight, top: el.scrollTop };
    if (!(await room.loadOlder())) anchor.current = null;
  };
  const onScroll = () => {
    const el = pane.current;
    if (!el) return;
    stick.current = el.scrollHeight - el.scrollTop - el.clientHeight < NEAR_BOTTOM_PX;
    if (el.scrollTop < 40 && room.hasOlder && !room.loadingOlder) void older();
  };

  const run = async (p: Pending) => {
    setPending((list) => [...list.filter((x) => x.clientMsgId !== p.clientMsgId), { ...p, status: 'sending' }]);
    stick.current = true;
    try {
      const m = await p.send();
      room.add([m]);
      setPending((list) => list.filter((x) => x.clientMsgId !== p.clientMsgId));
    } catch (e) {
      setPending((list) => list.map((x) => (x.clientMsgId === p.clientMsgId ? { ...x, status: 'failed' } : x)));
      if (isApiError(e) && e.code > 0 && e.code !== 5223 && e.code !== 9984) toast.warning(e.message);
    }
  };

  const sendText = async (content: string) => {
    const clientMsgId = newClientMsgId();
    void run({
      clientMsgId,
      status: 'sending',
      createdAt: new Date().toISOString(),
      message: { msgType: 'text', content, templateId: null, payload: null },
      send: () => sendMsg({ groupId, msgType: MSG_TYPE.TEXT, content, clientMsgId }, auth),
    });
    return true;
  };

  const sendImage = (file: File) => {
    if (!/^image\/(jpeg|png|gif|webp)$/.test(file.type)) return void toast.warning('仅支持 JPG、PNG、GIF、WebP 图片');
    if (file.size > MAX_IMAGE_BYTES) return void toast.warning('图片不能超过5MB');
    const clientMsgId = newClientMsgId();
    const preview = URL.createObjectURL(file);
    let uploaded: { url: string; width: number; height: number } | null = null;
    void run({
      clientMsgId,
      status: 'sending',
      createdAt: new Date().toISOString(),
      message: { msgType: 'image', content: '', templateId: null, payload: { url: preview } },
      send: async () => {
        uploaded ??= await uploadImage(file, auth);
        return sendMsg({ groupId, msgType: MSG_TYPE.IMAGE, imageUrl: uploaded.url, width: uploaded.width, height: uploaded.height, clientMsgId }, auth);
      },
    });
  };

  const sendCard = (card: ProductCardParams) => {
    setPicker(false);
    const clientMsgId = newClientMsgId();
    const input = { ...templateMessage({ kind: 'product', params: card }, { receiver: groupId, senderName: me.name, extContent: '' }), clientMsgId };
    void run({
      clientMsgId,
      status: 'sending',
      createdAt: new Date().toISOString(),
      message: { msgType: 'im_tmplate', content: card.productName, templateId: input.templateId, payload: card },
      send: () => sendTemplateMsg(input, auth),
    });
  };

  // A page opened from a notification or a link has no history of ours behind it: back goes to the list.
  const back = () => {
    goBack(router, listPath());
  };

  useEffect(() => () => pending.forEach((p) => p.message.msgType === 'image' && URL.revokeObjectURL(String(p.message.payload?.url))), []); // eslint-disable-line react-hooks/exhaustive-deps

  const conv = room.conv;
  const title = conv ? peerName(conv) : '会话';
  const intention = conv && conv.myRole === 'planner' ? intentionText(conv.intention) : '';

  if (room.load !== 'ready' || !conv)
    return (
      <div className={styles.room}>
        <HeaderBar title={title} onBack={back} />
        {room.load === 'loading' ? (
          <InlineLoading text="正在加载消息" />
        ) : room.load === 'notFound' ? (
          <Empty text="会话不存在">
            <Link href={listPath()} className="button-primary">
              返回消息列表
            </Link>
          </Empty>
        ) : room.load === 'forbidden' ? (
          <Empty text="无权访问该会话">
            <Link href={listPath()} className="button-primary">
              返回消息列表
            </Link>
          </Empty>
        ) : (
          <LoadError text="消息加载失败" onRetry={room.retry} />
        )}
      </div>
    );

  const mineOf = (m: ChatMessage) => m.senderRole === myRole;
  const delivery = (m: ChatMessage): Delivery | undefined => (mineOf(m) ? (m.seq <= room.peerReadSeq ? 'read' : 'sent') : undefined);
  const pendingAsMessages = pending.map(
    (p): ChatMessage => ({
      id: p.clientMsgId,
      groupId,
      seq: Number.MAX_SAFE_INTEGER,
      ...p.message,
      extContent: null,
      senderId: creds.userId,
      senderRole: myRole,
      senderName: me.name,
      senderAvatar: me.avatar,
      clientMsgId: p.clientMsgId,
      createdAt: p.createdAt,
    }),
  );

  return (
    <div className={styles.room}>
      <HeaderBar
        title={title}
        onBack={back}
        right={
          visitor ? (
            // A full page load: the login hand-off starts from a clean session in middleware.
            <a href={chatLoginPath(roomPath(groupId))} className={styles.headerLink}>
              登录
            </a>
          ) : conv.myRole === 'customer' && conv.peer.userType.startsWith('MERCHANT') ? (
            <Link href={`/planner/detail?mchUserId=${encodeURIComponent(conv.peer.imUserId)}`} className={styles.headerLink}>
              名片
            </Link>
          ) : null
        }
      />
      <ConnectionBar status={stream.status} onRetry={stream.reconnect} />
      {conv.myRole === 'planner' && (intention || conv.firstCard) ? (
        <div className={styles.intention} aria-label="客户意向">
          {intention ? <span>意向：{intention}</span> : null}
          {conv.firstCard ? <span className={styles.intentionCard}>咨询商品：{conv.firstCard.productName}</span> : null}
        </div>
      ) : null}
      <div className={styles.pane} ref={pane} onScroll={onScroll}>
        {room.hasOlder ? (
          <button type="button" className={styles.older} onClick={() => void older()} disabled={room.loadingOlder}>
            {room.loadingOlder ? '加载中…' : '查看更早的消息'}
          </button>
        ) : room.messages.length ? (
          <p className={styles.older}>没有更早的消息了</p>
        ) : null}
        <ol className={styles.messages} aria-label="聊天记录">
          {room.messages.map((m, i) => (
            <Fragment key={m.id}>
              {showTimeBefore(room.messages[i - 1], m) ? <li className={styles.time}>{messageTime(m.createdAt)}</li> : null}
              <MessageItem message={m} mine={mineOf(m)} delivery={delivery(m)} onImage={setViewer} />
            </Fragment>
          ))}
          {pendingAsMessages.map((m, i) => (
            <MessageItem
              key={m.id}
              message={m}
              mine
              delivery={pending[i].status}
              onImage={setViewer}
              onResend={() => void run(pending[i])}
            />
          ))}
        </ol>
      </div>
      <Composer onText={sendText} onImage={sendImage} onGoods={conv.myRole === 'planner' ? () => setPicker(true) : undefined} />
      {conv.myRole === 'planner' ? (
        <GoodsPicker mchUserId={me.imUserId || creds.userId} visible={picker} onClose={() => setPicker(false)} onPick={sendCard} />
      ) : null}
      <ImageViewer image={viewer ?? ''} visible={!!viewer} onClose={() => setViewer(null)} />
    </div>
  );
}
