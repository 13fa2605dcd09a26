import { pageLoader, type ReadyProps } from '@/lib/pageLoader';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { Seo } from '@/components/common/Seo';
import { HeaderBar } from '@/components/common/HeaderBar';
import { ChooseQuestion } from '@/components/known/publish/ChooseQuestion';
import { loadChooseQuestion } from '@/services/loaders/knownPublish';
import type { KnownPage } from '@/lib/contract/known/api';

type Data = { first: KnownPage | null };

export const getServerSideProps = pageLoader(({ client }) => loadChooseQuestion(client), { errorPage: true });

/** /known/publish/chooseque: pick a question to answer, recommended or one the user was invited to. */
const ChooseQuestionPage: PageWithLayout<ReadyProps<Data>> = ({ data }) => (
  <>
    <Seo title="写回答 - 必懂" description="选择一个问题，写下你的回答。" path="/known/publish/chooseque" noindex />
    <HeaderBar title="写回答" fixed />
    <ChooseQuestion first={data.first} />
  </>
);

ChooseQuestionPage.getLayout = defaultLayout;
export default ChooseQuestionPage;
