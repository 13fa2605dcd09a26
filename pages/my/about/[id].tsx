import Head from 'next/head';
import { pageLoader, type ReadyProps } from '@/lib/pageLoader';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { loadAboutDocument, type AboutDocumentData } from '@/services/loaders/myHelp';
import { HeaderBar } from '@/components/common/HeaderBar';
import { ProtocolDocument } from '@/components/login/ProtocolDocument';
import { useBackTo } from '@/components/my/help/useBackTo';

type Props = ReadyProps<AboutDocumentData>;

export const getServerSideProps = pageLoader(loadAboutDocument, { errorPage: true });

/**
 * One document of 关于我们 (/my/about/<code>): an about page or an agreement, from the CMS (find_protocol), its HTML
 * sanitised on the server. The legacy `?type=0|1` shows the user agreement or the privacy policy (inventory §11).
 */
const AboutDocumentPage: PageWithLayout<Props> = ({ data: { title, html } }) => {
  const back = useBackTo('/my/about');
  return (
    <>
      <Head>
        <title key="title">{title}</title>
      </Head>
      <HeaderBar title={title} fixed onBack={back} />
      <ProtocolDocument html={html} error={null} />
    </>
  );
};

AboutDocumentPage.getLayout = defaultLayout;
export default AboutDocumentPage;
