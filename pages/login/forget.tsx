import type { GetServerSideProps } from 'next';
import Head from 'next/head';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { ForgetForm } from '@/components/login/ForgetForm';
import { firstQuery } from '@/components/login/rules';

type Props = { redirect: string | null };

export const getServerSideProps: GetServerSideProps<Props> = async ({ query }) => ({
  props: { redirect: firstQuery(query.redirect) },
});

const ForgetPage: PageWithLayout<Props> = ({ redirect }) => (
  <>
    <Head>
      <title key="title">找回密码</title>
    </Head>
    <ForgetForm redirect={redirect} />
  </>
);

ForgetPage.getLayout = defaultLayout;
export default ForgetPage;
