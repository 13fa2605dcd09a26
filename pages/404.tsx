import Head from 'next/head';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { PageError } from '@/components/common/PageError';

const NotFoundPage: PageWithLayout = () => (
  <>
    <Head>
      <title key="title">页面已失效</title>
    </Head>
    <PageError statusCode={404} />
  </>
);

NotFoundPage.getLayout = defaultLayout;
export default NotFoundPage;
