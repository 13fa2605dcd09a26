import { pageLoader, type ReadyProps } from '@/lib/pageLoader';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { Seo } from '@/components/common/Seo';
import { HeaderBar } from '@/components/common/HeaderBar';
import { AnswerPublish } from '@/components/known/publish/AnswerPublish';
import { ChooseQuestion } from '@/components/known/publish/ChooseQuestion';
import { loadAnswerPage, type AnswerPageData } from '@/services/loaders/knownPublish';

export const getServerSideProps = pageLoader(({ client, query }) => loadAnswerPage(client, query), { errorPage: true });

/** /known/publish/answer?id=<questionId>, or ?id=<answerId>&editType=2: answer a question, or edit one's answer. */
const AnswerPage: PageWithLayout<ReadyProps<AnswerPageData>> = ({ data }) => (
  <>
    <Seo title={`${data.editId ? '修改回答' : '写回答'} - 必懂`} description="在必懂回答企业服务问题，分享你的经验。" path="/known/publish/answer" noindex />
    {data.questionId || data.editId ? (
      <AnswerPublish key={data.editId || data.questionId} data={data} />
    ) : (
      <>
        <HeaderBar title="写回答" fixed />
        <ChooseQuestion first={data.waiting} />
      </>
    )}
  </>
);

AnswerPage.getLayout = defaultLayout;
export default AnswerPage;
