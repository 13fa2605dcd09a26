import { pageLoader, type ReadyProps } from '@/lib/pageLoader';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { Seo } from '@/components/common/Seo';
import { QuestionPublish } from '@/components/known/publish/QuestionPublish';
import { loadEditorPage, type EditorPageData } from '@/services/loaders/knownPublish';

export const getServerSideProps = pageLoader(({ client, query }) => loadEditorPage(client, query, 'question'), { errorPage: true });

/** /known/publish/question[?id&editType=2]: ask a question, or edit one's own. */
const QuestionPage: PageWithLayout<ReadyProps<EditorPageData>> = ({ data }) => (
  <>
    <Seo title={`${data.editId ? '修改问题' : '提问'} - 必懂`} description="在必懂提出你的企业服务问题，获得规划师和用户的解答。" path="/known/publish/question" noindex />
    <QuestionPublish key={data.editId || 'new'} data={data} />
  </>
);

QuestionPage.getLayout = defaultLayout;
export default QuestionPage;
