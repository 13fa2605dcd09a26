import { useRouter } from 'next/router';
import { useEffect, useState } from 'react';
import { pageLoader, type ReadyProps } from '@/lib/pageLoader';
import { keepAliveLayout, type PageWithLayout } from '@/layouts';
import { BottomDock, BottomDockPlaceholder } from '@/layouts/BottomDock';
import { useKeepAliveStore } from '@/stores/keepAlive';
import { loadKnownIndex, type KnownIndexData } from '@/services/loaders/knownFeed';
import { useAppFlags } from '@/components/common/AppFlags';
import { Empty } from '@/components/common/Empty';
import { Seo } from '@/components/common/Seo';
import { BoardEditor } from '@/components/known/board/BoardEditor';
import { BoardTabs } from '@/components/known/board/BoardTabs';
import { KnownHeader } from '@/components/known/board/KnownHeader';
import { PublishPopup } from '@/components/known/board/PublishPopup';
import { useBoardTabs } from '@/components/known/board/useBoardTabs';
import { BoardBody } from '@/components/known/feed/BoardBody';
import { useKnownLogin } from '@/components/known/common/useKnownLogin';
import styles from '@/components/known/board/board.module.css';

const KNOWN_PATH = '/known';

export const getServerSideProps = pageLoader(loadKnownIndex, { errorPage: true });

/**
 * 必懂 (inventory known.md §1): the search entry, publish (+), the board tabs with their editor, and the tab bodies
 * (回答, 关注, 热榜, 推荐, the topics). Kept alive with its lists and scroll while the visitor reads a content.
 */
const KnownPage: PageWithLayout<ReadyProps<KnownIndexData>> = ({ data, query }) => {
  const router = useRouter();
  const { isInApp } = useAppFlags();
  const tabs = useBoardTabs(data.boards, data.activeId, query.params || undefined);
  const { ensure, viewer } = useKnownLogin();
  const [editing, setEditing] = useState(false);
  const [publishing, setPublishing] = useState(false);

  useEffect(() => {
    useKeepAliveStore.getState().add(KNOWN_PATH);
  }, []);

  const publish = async () => {
    if (await ensure(() => void router.replace(router.asPath))) setPublishing(true);
  };

  return (
    <div className={styles.page}>
      <Seo
        title="必懂_企业服务问答社区-薯片企服"
        description="薯片企服必懂：公司注册、财税、知识产权、法律合规问答与经验文章，规划师在线解答创业路上的问题。"
        path={KNOWN_PATH}
      />
      <div className={styles.top}>
        <KnownHeader onPublish={() => void publish()} />
        {tabs.state.mine.length ? <BoardTabs boards={tabs.state.mine} activeId={tabs.state.activeId} onChange={tabs.select} onEdit={() => setEditing(true)} /> : null}
      </div>
      {data.boards.length ? (
        tabs.opened.map((id) => {
          const board = data.boards.find((b) => b.id === id);
          if (!board) return null;
          return (
            <section key={id} hidden={id !== tabs.state.activeId} aria-label={board.name}>
              <BoardBody
                board={board}
                feed={id === data.activeId ? data.feed : null}
                hot={id === data.activeId ? data.hot : null}
                day={data.day}
                onRecommend={() => tabs.select(tabs.recommendId)}
              />
            </section>
          );
        })
      ) : (
        <Empty text="服务异常，请刷新重试！">
          <button type="button" className="button-primary" onClick={() => void router.replace(router.asPath)}>
            重新加载
          </button>
        </Empty>
      )}
      <BoardEditor
        visible={editing}
        value={tabs.state}
        onSave={tabs.save}
        onPick={(id) => {
          tabs.select(id);
          setEditing(false);
        }}
        onClose={() => setEditing(false)}
      />
      <PublishPopup visible={publishing} onClose={() => setPublishing(false)} userName={viewer?.userName ?? ''} avatar={viewer?.avatar ?? ''} isInApp={isInApp} />
      <BottomDockPlaceholder />
      <BottomDock />
    </div>
  );
};

KnownPage.getLayout = keepAliveLayout;
export default KnownPage;
