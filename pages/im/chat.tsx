import type { GetServerSideProps } from 'next';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { ChatSite } from '@/components/chat/ChatSite';
import { ChatRoom } from '@/components/chat/ChatRoom';
import { ChatNotFound } from '@/components/chat/ChatNotFound';

type Props = { groupId: string };

/** One conversation: …/chat?id=<groupId> (plus the caller's credentials when handed over). */
export const getServerSideProps: GetServerSideProps<Props> = async ({ query, res }) => {
  const id = Array.isArray(query.id) ? query.id[0] : query.id;
  if (!id) {
    res.statusCode = 404;
    return { props: { groupId: '' } };
  }
  return { props: { groupId: id } };
};

const ChatRoomPage: PageWithLayout<Props> = ({ groupId }) =>
  groupId ? (
    <ChatSite title="会话">{(id) => <ChatRoom key={groupId} groupId={groupId} creds={id.creds} auth={id.auth} me={id.me} />}</ChatSite>
  ) : (
    <ChatNotFound />
  );

ChatRoomPage.getLayout = defaultLayout;
export default ChatRoomPage;
