import type { GetServerSideProps } from 'next';
import Head from 'next/head';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { LoginForm, type LoginMode } from '@/components/login/LoginForm';
import { firstQuery } from '@/components/login/rules';
import { HostLogin } from '@/components/login/HostLogin';
import { useAppFlags } from '@/components/common/AppFlags';

type Props = { initialMode: LoginMode; redirect: string | null; sourcePlatform: string | null };

/** Rendered on the server so ?loginType=account shows the password form from the first frame. */
export const getServerSideProps: GetServerSideProps<Props> = async ({ query }) => ({
  props: {
    initialMode: firstQuery(query.loginType) === 'account' ? 'account' : 'sms',
    redirect: firstQuery(query.redirect),
    sourcePlatform: firstQuery(query.sourcePlatform),
  },
});

const LoginPage: PageWithLayout<Props> = (props) => {
  const { isInApp, isApplets } = useAppFlags();
  const web = <LoginForm {...props} />;
  return (
    <>
      <Head>
        <title key="title">登录</title>
      </Head>
      {isInApp || isApplets ? <HostLogin host={isInApp ? 'app' : 'mini'} redirect={props.redirect} web={web} /> : web}
    </>
  );
};

LoginPage.getLayout = defaultLayout;
export default LoginPage;
