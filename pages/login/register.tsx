import type { GetServerSideProps } from 'next';
import Head from 'next/head';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { RegisterForm } from '@/components/login/RegisterForm';
import { firstQuery } from '@/components/login/rules';

type Props = { redirect: string | null };

export const getServerSideProps: GetServerSideProps<Props> = async ({ query }) => ({
  props: { redirect: firstQuery(query.redirect) },
});

const RegisterPage: PageWithLayout<Props> = ({ redirect }) => (
  <>
    <Head>
      <title key="title">注册账号</title>
    </Head>
    <RegisterForm redirect={redirect} />
  </>
);

RegisterPage.getLayout = defaultLayout;
export default RegisterPage;
