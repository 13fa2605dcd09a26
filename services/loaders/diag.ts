/** The diagnostics pages exist only outside production or for the platform operator; anyone else gets 404. */
import type { GetServerSideProps } from 'next';
import { APP_ENV } from '@/lib/env';
import { parseCookieHeader } from '@/lib/cookies';
import { OPERATOR_COOKIE, diagAllowed } from '@/lib/diagAccess';

export type DiagProps = { appEnv: string };

export const diagPage: GetServerSideProps<DiagProps> = async ({ req }) => {
  const header = req.headers['x-operator-token'];
  const given = (Array.isArray(header) ? header[0] : header) || parseCookieHeader(req.headers.cookie)[OPERATOR_COOKIE] || '';
  if (!diagAllowed(APP_ENV, process.env.OPERATOR_TOKEN, given)) return { notFound: true };
  return { props: { appEnv: APP_ENV } };
};
