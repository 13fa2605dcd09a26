import { DownOutline } from 'antd-mobile-icons';
import { isApiError, type Http } from '@/lib/http';
import { pageLoader, withStatus, type PageAnswer, type ReadyProps } from '@/lib/pageLoader';
import Link from 'next/link';
import { getCommonProblems, type FaqItem } from '@/services/goods';
import { getFilterCode } from '@/services/category';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { HeaderBar } from '@/components/common/HeaderBar';
import { Empty, LoadError } from '@/components/common/Empty';
import { Seo } from '@/components/common/Seo';
import { sanitizeRichText } from '@/lib/detail/sanitizeRichText';
import styles from '@/components/detail/faq.module.css';

type Group = { code: string; name: string };
type Data = { type: string; title: string; rows: FaqItem[]; error: string | null; groups: Group[] };

/** The text of a failed read (the other says there is no such group of questions). */
const FAILED = '加载失败，请稍后再试';
type Props = ReadyProps<Data>;

/** Without a group: the groups there are (first-level service categories and the four trade types). */
async function faqGroups(client: Http): Promise<Group[]> {
  const { categories } = await getFilterCode(client);
  return [...categories, ...TRADE_GROUPS];
}
const TRADE_GROUPS: Group[] = [
  { code: 'CATE-JYZY-GS', name: '公司交易' },
  { code: 'CATE-JYZY-SB', name: '商标交易' },
  { code: 'CATE-JYZY-ZL', name: '专利交易' },
  { code: 'CATE-JYZY-ZZ', name: '资质交易' },
];

export const getServerSideProps = pageLoader(
  async ({ client, params }): Promise<PageAnswer<Data>> => {
    const type = params.type || '';
    if (!type) {
      try {
        return { type, title: '', rows: [], error: null, groups: await faqGroups(client) };
      } catch {
        return withStatus(500, { type, title: '', rows: [], error: FAILED, groups: [] });
      }
    }
    try {
      const data = await getCommonProblems(type, client);
      return { type, title: data.title, rows: data.rows.map((r) => ({ ...r, answer: sanitizeRichText(r.answer) })), error: null, groups: [] };
    } catch (err) {
      const notFound = isApiError(err) && (err.code === 404 || err.code === 400);
      return withStatus(notFound ? 404 : 500, { type, title: '', rows: [], error: notFound ? '暂无该类常见问题' : FAILED, groups: [] });
    }
  },
  { errorPage: true },
);

/** 常见问题 (inventory §11): every FAQ of a group as an accordion; a question opens its answer. */
const CommonProblemPage: PageWithLayout<Props> = ({ data: { type, title, rows, error, groups } }) => (
  <>
    <Seo
      title={`${title ? `${title}常见问题` : '常见问题'} - 薯片企服`}
      description={rows.length ? `${rows.slice(0, 3).map((r) => r.question).join('；')}` : '薯片企服常见问题解答。'}
      path={type ? `/detail/commonProblem/${encodeURIComponent(type)}` : '/detail/commonProblem'}
    />
    <HeaderBar title="常见问题" fixed />
    <div className={styles.page}>
      {title ? <h2 className={styles.group}>{title}</h2> : null}
      {groups.length ? (
        <nav aria-label="问题分类" className={styles.list}>
          {groups.map((g) => (
            <Link key={g.code} href={`/detail/commonProblem/${encodeURIComponent(g.code)}`} className={styles.item}>
              <span className={styles.question}>
                <span className={styles.q}>Q</span>
                <span className={styles.qText}>{g.name}常见问题</span>
              </span>
            </Link>
          ))}
        </nav>
      ) : rows.length ? (
        <div className={styles.list}>
          {rows.map((r, i) => (
            <details key={r.id} className={styles.item} open={i === 0}>
              <summary className={styles.question}>
                <span className={styles.q}>Q</span>
                <span className={styles.qText}>{r.question}</span>
                <DownOutline aria-hidden className={styles.chevron} />
              </summary>
              <div className={styles.answer}>
                <span className={styles.a}>A</span>
                <div className={styles.aText} dangerouslySetInnerHTML={{ __html: r.answer }} />
              </div>
            </details>
          ))}
        </div>
      ) : (
        error === FAILED ? <LoadError text={FAILED} /> : <Empty text={error || '暂无常见问题'} />
      )}
    </div>
  </>
);

CommonProblemPage.getLayout = defaultLayout;
export default CommonProblemPage;
