import { defaultLayout, type PageWithLayout } from '@/layouts';
import { ChatSite } from '@/components/chat/ChatSite';
import { ConversationList } from '@/components/chat/ConversationList';

/** The chat site's index (…/index?token&userId&userType): the caller's conversations, or a planner's workbench. */
const ChatIndexPage: PageWithLayout = () => (
  <ChatSite title="消息">{(id) => <ConversationList creds={id.creds} auth={id.auth} me={id.me} />}</ChatSite>
);

ChatIndexPage.getLayout = defaultLayout;
export default ChatIndexPage;
