import { pageLoader, type ReadyProps } from '@/lib/pageLoader';
import { loadInterviewTarget, type InterviewHandoffData } from '@/services/loaders/miniHandoff';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { MiniProgramHandoff } from '@/components/wechat/MiniProgramHandoff';

export const getServerSideProps = pageLoader(loadInterviewTarget);

/**
 * The interview hand-off (?id=): the link a planner's 面谈 notice carries. It opens the mini-program's confirm page,
 * and offers the same confirmation on the web (/my/interviewRecord/confirm/[id]) for visitors without WeChat.
 */
const InterviewHandoffPage: PageWithLayout<ReadyProps<InterviewHandoffData>> = ({ data }) => (
  <MiniProgramHandoff
    title="面谈确认"
    path="/xcxTransferPage/interview"
    heading="确认您的面谈记录"
    intro="规划师已提交与您的面谈记录，请核对面谈时间与内容后确认"
    target={data.target} initialMode={data.mode}
    web={data.id ? { href: `/my/interviewRecord/confirm/${data.id}`, text: '没有微信？在网页中确认 >' } : undefined}
  />
);

InterviewHandoffPage.getLayout = defaultLayout;
export default InterviewHandoffPage;
