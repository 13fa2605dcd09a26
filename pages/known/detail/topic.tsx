import Link from 'next/link';
import { useMemo } from 'react';
import { PullToRefresh } from '@/components/common/PullToRefresh';
import { AddOutline } from 'antd-mobile-icons';
import { pageLoader, type ReadyProps } from '@/lib/pageLoader';
import { keepAliveLayout, type PageWithLayout } from '@/layouts';
import { knownFeed } from '@/services/known';
import { loadTopic, TOPIC_PAGE_SIZE, topicBoardPage, type TopicData } from '@/services/loaders/knownDetail';
import { Empty } from '@/components/common/Empty';
import { HeaderBar } from '@/components/common/HeaderBar';
import { Seo } from '@/components/common/Seo';
import { PagedListEnd } from '@/components/planner/PagedFooter';
import { usePagedList } from '@/components/planner/usePagedList';
import { ContentCard } from '@/components/known/detail/ContentCard';
import { PULL_TEXTS, topicHref } from '@/lib/known/detailRules';
import { topicFetcher } from '@/lib/known/topicFeed';
import styles from '@/components/known/detail/topic.module.css';
import { knownBare } from '@/services/loaders/knownBare';
import { withKnownBare } from '@/components/known/common/withKnownBare';

type Props = ReadyProps<TopicData>;

export const getServerSideProps = pageLoader(loadTopic, { errorPage: true, bare: knownBare('topic', ['id']) });

/**
 * 话题 (/known/detail/topic?id=): the topic, its board or its sub-topics, and its questions, articles, answers and
 * videos newest first, page by page with pull-to-refresh. The topic chips of a question link here.
 */
const TopicPage: PageWithLayout<Props> = ({ data }) => <TopicView key={data.topic.id} {...data} />;

function TopicView({ topic, parent, children, first, boardPagesRead }: TopicData) {
  const fetchPage = useMemo(() => {
    if (!parent) return (page: number) => knownFeed({ board: topic.id, page, limit: TOPIC_PAGE_SIZE });
    const resume = first ? { pagesRead: boardPagesRead, found: first.records.length } : undefined;
    return topicFetcher((page) => topicBoardPage({ topic, parent, children }, page), topic.id, { resume });
  }, [topic, parent, children, first, boardPagesRead]);
  const list = usePagedList(fetchPage, topic.id, first);
  const path = topicHref(topic.id);

  const refresh = async () => {
    await list.refresh();
  };

  return (
    <>
      <Seo
        title={`${topic.name} - 话题 - 必懂 - 薯片企服`}
        description={`必懂「${topic.name}」话题：${parent ? `${parent.name}板块下` : ''}关于${topic.name}的问题、回答和文章，看看大家怎么说。`}
        path={path}
      />
      <HeaderBar title={topic.name} fixed shadow />
      <PullToRefresh onRefresh={refresh} {...PULL_TEXTS}>
        <section className={styles.hero}>
          <h2 className={styles.heroName}># {topic.name}</h2>
          <p className={styles.heroMeta}>
            {parent ? (
              <>
                所属板块：<Link href={topicHref(parent.id)}>{parent.name}</Link>
              </>
            ) : (
              '必懂板块'
            )}
          </p>
          {children.length ? (
            <nav className={styles.chips} aria-label="子话题">
              {children.map((c) => (
                <Link key={c.id} href={topicHref(c.id)} className={styles.chip}>
                  # {c.name}
                </Link>
              ))}
            </nav>
          ) : null}
          <Link href="/known/publish/question" className={styles.ask}>
            <AddOutline aria-hidden /> 提个问题
          </Link>
        </section>
        <section className={styles.list}>
          {list.loading && !list.items.length ? (
            <div role="status" aria-label="加载中">
              <div className={styles.skeleton} />
              <div className={styles.skeleton} />
              <div className={styles.skeleton} />
            </div>
          ) : (
            <ul aria-label={`${topic.name}的内容`}>
              {list.items.map((c) => (
                <ContentCard key={c.id} card={c} />
              ))}
            </ul>
          )}
          <PagedListEnd
            list={list}
            empty={
              <Empty text="这个话题下还没有内容">
                <Link href="/known" className="button-primary">
                  去必懂看看
                </Link>
              </Empty>
            }
          />
        </section>
      </PullToRefresh>
    </>
  );
}

TopicPage.getLayout = keepAliveLayout;
export default withKnownBare(TopicPage);
