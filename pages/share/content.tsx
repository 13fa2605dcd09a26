import Link from 'next/link';
import { HeaderBar } from '@/components/common/HeaderBar';
import { Empty, LoadError } from '@/components/common/Empty';
import { Seo } from '@/components/common/Seo';
import { ShareContentCard } from '@/components/share/ShareContentCard';
import { shareTarget } from '@/components/share/shareContent';
import { MISSING_PARAMS, errorText, pageLoader, readFailure, redirectTo, type PageAnswer, type ReadyProps } from '@/lib/pageLoader';
import { articleHref, getInformationDetail, type ArticleDetail } from '@/services/article';

/** `missing`: nothing there to show (no id, an unknown or withdrawn one), as against a failure to load again. */
type Data = { article: ArticleDetail | null; error: string; missing?: boolean };
type Props = ReadyProps<Data>;

export const getServerSideProps = pageLoader(
  async ({ client, query, res }): Promise<PageAnswer<Data>> => {
    const target = shareTarget(query);
    if (target.kind === 'redirect') return redirectTo(target.to);
    if (target.kind === 'missing') return { article: null, error: MISSING_PARAMS, missing: true };
    try {
      return { article: await getInformationDetail(target.id, client), error: '' };
    } catch (e) {
      const { notFound, status } = readFailure(e);
      res.statusCode = status;
      return { article: null, error: errorText(e, '内容加载失败，请稍后再试'), missing: notFound };
    }
  },
  { errorPage: true },
);

/** /share/content — the landing of a shared piece of content (a 资讯; goods and cases go to their own pages). */
export default function ShareContentPage({ data: { article, error, missing } }: Props) {
  if (!article) {
    return (
      <>
        <HeaderBar title="分享" />
        {missing || !error ? (
          <Empty text={error || '内容不存在或已下线'}>
            <Link href="/found" className="button-primary">
              看看更多资讯
            </Link>
          </Empty>
        ) : (
          <LoadError text={error}>
            <Link href="/found" className="button-primary">
              看看更多资讯
            </Link>
          </LoadError>
        )}
      </>
    );
  }
  const href = articleHref(article.id);
  return (
    <>
      <Seo title={`${article.title} - 薯片企服`} description={article.summary} path={href} ogImage={article.coverUrl} ogType="article" />
      <ShareContentCard article={article} href={href} />
    </>
  );
}
