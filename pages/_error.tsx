import type { NextPageContext } from 'next';
import Head from 'next/head';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { BareError, PageError } from '@/components/common/PageError';
import { ErrorBoundary } from '@/components/common/ErrorBoundary';
import { reportSsrError } from '@/components/common/ssrErrorReport';

type Props = { statusCode: number };

/**
 * Errors other than the static 404/500 pages (e.g. a getServerSideProps that threw). If drawing
 * the error page itself fails, the inner boundary falls back to a plain message with a link home.
 */
const ErrorPage: PageWithLayout<Props> = ({ statusCode }) => (
  <ErrorBoundary fallback={() => <BareError />}>
    <Head>
      <title key="title">{statusCode === 404 ? '页面已失效' : '请求错误'}</title>
    </Head>
    <PageError statusCode={statusCode} />
  </ErrorBoundary>
);

ErrorPage.getInitialProps = async (ctx: NextPageContext): Promise<Props> => {
  const { res, err, asPath } = ctx;
  const code = res?.statusCode ?? (err as { statusCode?: number } | null | undefined)?.statusCode ?? 404;
  // A failed server render: its request id on the response, and the error to Sentry when a DSN is set.
  await reportSsrError(ctx, code);
  // The original showed 错误请求 for /500 even when it was answered as not found.
  return { statusCode: code === 404 && asPath?.split('?')[0] === '/500' ? 500 : code };
};

ErrorPage.getLayout = defaultLayout;
export default ErrorPage;
