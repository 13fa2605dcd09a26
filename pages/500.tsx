import Head from 'next/head';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { PageError } from '@/components/common/PageError';

const ServerErrorPage: PageWithLayout = () => (
  <>
    <Head>
      <title key="title">请求错误</title>
    </Head>
    <PageError statusCode={500} />
  </>
);

ServerErrorPage.getLayout = defaultLayout;
export default ServerErrorPage;
