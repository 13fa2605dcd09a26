import Head from 'next/head';
import { useRouter } from 'next/router';
import { useCallback, useState } from 'react';
import { LeftOutline } from 'antd-mobile-icons';
import { bridge } from '@/bridge';
import type { Http } from '@/lib/http';
import { optional, pageLoader, type PageAnswer, type ReadyProps } from '@/lib/pageLoader';
import { toast } from '@/lib/toast';
import { keepAliveLayout, type PageWithLayout } from '@/layouts';
import { getInformationHome, listInformation, type ArticleCard, type ArticlePage } from '@/services/article';
import { useAppFlags } from '@/components/common/AppFlags';
import { Empty } from '@/components/common/Empty';
import { PagedListEnd } from '@/components/planner/PagedFooter';
import { usePagedList } from '@/components/planner/usePagedList';
import { FoundResult } from '@/components/found/FoundResult';
import { FoundHotList, hotArticles } from '@/components/found/FoundHotList';
import { FoundSearchBar } from '@/components/found/FoundSearchBar';
import { saveFoundKeyword } from '@/components/found/foundHistory';
import { apiKeyword, FOUND_INPUT_MAX } from '@/components/found/foundText';
import { useReadIds } from '@/components/found/readIds';
import styles from '@/components/found/found.module.css';
import { goBack } from '@/lib/goBack';

const PAGE_SIZE = 10;

type Data = { keyword: string; first: ArticlePage | null; hot: ArticleCard[] };
type Props = ReadyProps<Data>;

const search = (keyword: string, page: number, client?: Http) =>
  listInformation({ keyword: apiKeyword(keyword), page, limit: PAGE_SIZE }, client);

export const getServerSideProps = pageLoader(
  async ({ client, query }): Promise<PageAnswer<Data>> => {
    const keyword = (query.keyword || '').slice(0, FOUND_INPUT_MAX).trim();
    // Nothing to search for (a cut-off link): the field and 热门资讯.
    if (!apiKeyword(keyword)) return { keyword: '', first: null, hot: hotArticles((await optional(getInformationHome({ limit: 10 }, client)))?.records ?? []) };
    // A failed first page loads in the browser (usePagedList), which offers 请求失败，点击重新加载.
    return { keyword, first: await optional(search(keyword, 1, client)), hot: [] };
  },
  { errorPage: true },
);

/**
 * 发现 search results (inventory §16d): 相关新闻 whose title or summary contains the keyword, marked in the text,
 * ten at a time on scroll. A new keyword (Enter) is saved to the history and starts again from page 1.
 */
const FoundKwordPage: PageWithLayout<Props> = ({ data }) => (data.keyword ? <KwordResults data={data} /> : <KwordStart hot={data.hot} />);

/** /found/kword without a keyword: the field (Enter searches) and 热门资讯. */
function KwordStart({ hot }: { hot: ArticleCard[] }) {
  const router = useRouter();
  const { isInApp } = useAppFlags();
  const [text, setText] = useState('');
  const submit = (value: string) => {
    const w = value.trim();
    if (!apiKeyword(w)) return void toast.show({ message: '请输入搜索内容' });
    saveFoundKeyword(w);
    void router.replace({ pathname: '/found/kword', query: { keyword: w } });
  };
  const cancel = () => (isInApp ? void bridge.goBack() : void router.replace('/found'));
  return (
    <div className={styles.searchPage}>
      <Head>
        <title key="title">搜索资讯-薯片企服</title>
        <meta key="robots" name="robots" content="noindex,follow" />
      </Head>
      <FoundSearchBar value={text} onChange={setText} onSubmit={submit} onCancel={cancel} />
      <Empty text="输入关键词，搜索行业资讯、政策分析和商业头条" />
      <FoundHotList articles={hot} />
    </div>
  );
}

function KwordResults({ data }: { data: Data }) {
  const router = useRouter();
  const { isInApp } = useAppFlags();
  const [text, setText] = useState(data.keyword);
  const [keyword, setKeyword] = useState(data.keyword);
  const fetchPage = useCallback((page: number) => search(keyword, page), [keyword]);
  const list = usePagedList(fetchPage, keyword, data.first);
  const read = useReadIds();

  const submit = (value: string) => {
    const w = value.trim();
    if (!apiKeyword(w)) {
      toast.show({ message: '请输入搜索内容' });
      return;
    }
    saveFoundKeyword(w);
    window.scrollTo(0, 0);
    if (w === keyword) {
      void list.refresh();
      return;
    }
    setKeyword(w);
    void router.replace({ pathname: '/found/kword', query: { keyword: w } }, undefined, { shallow: true, scroll: false });
  };
  const back = () => {
    if (isInApp) return void bridge.goBack();
    goBack(router, '/found/foundSearch');
  };
  const cancel = () => {
    if (isInApp) void bridge.goBack();
    else void router.replace('/found');
  };

  return (
    <div className={styles.searchPage}>
      <Head>
        <title key="title">{`${keyword}_搜索-薯片企服`}</title>
        <meta key="robots" name="robots" content="noindex,follow" />
      </Head>
      <FoundSearchBar
        value={text}
        onChange={setText}
        onSubmit={submit}
        onCancel={cancel}
        left={
          <button type="button" className={styles.searchBack} aria-label="返回" onClick={back}>
            <LeftOutline aria-hidden />
          </button>
        }
      />
      <h2 className={styles.sectionTitle}>相关新闻</h2>
      {list.items.length ? (
        <ul className={styles.results} aria-label="相关新闻" aria-busy={list.loading}>
          {list.items.map((a) => (
            <li key={a.id}>
              <FoundResult article={a} keyword={apiKeyword(keyword)} read={read.has(a.id)} />
            </li>
          ))}
        </ul>
      ) : null}
      <div className={styles.listEnd}>
        <PagedListEnd list={list} empty={<Empty text={`没有找到与“${keyword}”相关的新闻`} />} />
      </div>
    </div>
  );
}

FoundKwordPage.getLayout = keepAliveLayout;
export default FoundKwordPage;
