import Head from 'next/head';
import { LoadError } from '@/components/common/Empty';
import Link from 'next/link';
import { HeaderBar } from '@/components/common/HeaderBar';
import { DocPageView } from '@/components/docPage/DocPageView';
import { DocumentIndex } from '@/components/docPage/DocumentIndex';
import { sitePdfPath } from '@/components/docPage/docPageRules';
import { errorText, pageLoader, readFailure, type ReadyProps } from '@/lib/pageLoader';
import { documentDetail, documentList, type LibraryDocument } from '@/services/doclib';

/** `index`: opened without a document, the library's guides to choose from (null otherwise). */
type Data = { documentId: string; title: string; fileUrl: string; error: string; index: LibraryDocument[] | null };
type Props = ReadyProps<Data>;

export const getServerSideProps = pageLoader(
  async ({ client, query, res }): Promise<Data> => {
    const documentId = query.documentId || '';
    if (documentId) {
      try {
        const d = await documentDetail(documentId, client);
        return { documentId: d.documentId, title: d.title, fileUrl: d.fileUrl, error: '', index: null };
      } catch (e) {
        res.statusCode = readFailure(e).status;
        return { documentId: '', title: '文档', fileUrl: '', error: errorText(e, '文档加载失败，请稍后再试'), index: null };
      }
    }
    // A file of this site without a library entry: shown, without 转发 / 下载至邮箱.
    const fileUrl = sitePdfPath(query.fileUrl);
    if (fileUrl) return { documentId: '', title: query.title || '文档', fileUrl, error: '', index: null };
    return { documentId: '', title: '办事指南', fileUrl: '', error: '', index: (await documentList(client)).rows };
  },
  { errorPage: true },
);

/** /docPage/page?documentId= (or ?fileUrl=&title=) — a document (PDF) with 转发 and 下载至邮箱; without either, the guides. */
export default function DocPage({ data, query }: Props) {
  const path = `/docPage/page?${new URLSearchParams(Object.entries(query).filter(([, v]) => typeof v === 'string') as [string, string][]).toString()}`;
  if (data.index) {
    return (
      <>
        <Head>
          <title key="title">办事指南</title>
        </Head>
        <DocumentIndex documents={data.index} />
      </>
    );
  }
  if (data.error) {
    return (
      <>
        <HeaderBar title="文档" />
        <LoadError text={data.error}>
          <Link href="/" className="button-primary">
            返回首页
          </Link>
        </LoadError>
      </>
    );
  }
  return (
    <>
      <Head>
        <title key="title">{data.title}</title>
      </Head>
      <DocPageView documentId={data.documentId} title={data.title} fileUrl={data.fileUrl} path={path} />
    </>
  );
}
