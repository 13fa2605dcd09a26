import Head from 'next/head';
import type { ReactNode } from 'react';
import { Empty } from '@/components/common/Empty';
import { HeaderBar } from '@/components/common/HeaderBar';
import { InlineLoading } from '@/components/common/InlineLoading';
import { useChatIdentity, type ChatIdentity } from './useChatIdentity';

type Ready = Extract<ChatIdentity, { status: 'ready' }>;

/** The frame of every chat-site page: resolves who is chatting, then renders the page for them. */
export function ChatSite({ title, children }: { title: string; children: (id: Ready) => ReactNode }) {
  const identity = useChatIdentity();
  return (
    <>
      <Head>
        <title key="title">{title}</title>
      </Head>
      {identity.status === 'ready' ? (
        children(identity)
      ) : (
        <>
          <HeaderBar title={title} />
          {identity.status === 'loading' ? (
            <InlineLoading text="正在连接消息服务" />
          ) : (
            <Empty text="消息服务暂时无法连接">
              <button type="button" className="button-primary" onClick={identity.retry}>
                重试
              </button>
            </Empty>
          )}
        </>
      )}
    </>
  );
}
