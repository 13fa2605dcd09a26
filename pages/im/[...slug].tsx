import type { GetServerSideProps } from 'next';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { ChatNotFound } from '@/components/chat/ChatNotFound';

/** Any chat-site path without a page of its own answers 404 with the chat site's text. */
export const getServerSideProps: GetServerSideProps = async ({ res }) => {
  res.statusCode = 404;
  return { props: {} };
};

const ChatMissingPage: PageWithLayout = () => <ChatNotFound />;

ChatMissingPage.getLayout = defaultLayout;
export default ChatMissingPage;
