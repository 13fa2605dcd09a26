import type { GetServerSideProps } from 'next';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { RealNamePage } from '@/components/realname/RealNamePage';

type Props = { next: string };

export const getServerSideProps: GetServerSideProps<Props> = async ({ query }) => {
  const redirect = typeof query.redirect === 'string' && query.redirect.startsWith('/') && !query.redirect.startsWith('//') ? query.redirect : '';
  return { props: { next: redirect } };
};

/** /auth: real-name verification reached from outside links (spec "Other routes"); ?redirect= comes back after. */
const AuthPage: PageWithLayout<Props> = ({ next }) => <RealNamePage next={next || undefined} />;

AuthPage.getLayout = defaultLayout;
export default AuthPage;
