import Link from 'next/link';
import { goBack } from '@/lib/goBack';
import { useRouter } from 'next/router';
import { Empty } from '@/components/common/Empty';
import type { ArticleNextData } from '@/services/loaders/knownPublish';
import type { Draft } from '@/services/known';
import { DraftNotice } from './DraftNotice';
import { PageHead } from './PageHead';
import { TopicPicker } from './TopicPicker';
import { imagesOf } from './editorImages';
import { htmlText, type PublishValues } from '@/lib/known/publishRules';
import { usePublishEditor } from './usePublishEditor';
import styles from './publish.module.css';

const articleHref = (editId: string, app: boolean) =>
  `/known/publish/${app ? 'aritcleApp' : 'article'}${editId ? `?id=${encodeURIComponent(editId)}&editType=2` : ''}`;

function NextForm({ data, draft, appPage }: { data: ArticleNextData; draft: Draft; appPage: boolean }) {
  const router = useRouter();
  const initial: PublishValues = { title: draft.title, html: draft.content, text: htmlText(draft.content), topicIds: draft.topicIds };
  const ed = usePublishEditor({
    kind: 'article',
    target: data.target,
    initial,
    initialDraft: { draft },
    editId: data.editId || undefined,
    appPage,
    fromDraft: true,
  });
  const cover = imagesOf(draft.content)[0];
  const back = () => {
    goBack(router, articleHref(data.editId, appPage));
  };
  return (
    <>
      <PageHead title="发布文章" submitText="发布" active={ed.values.topicIds.length > 0} busy={ed.busy} onCancel={back} onSubmit={() => void ed.submit()} />
      <DraftNotice status={ed.draftStatus} onReload={() => void ed.reloadDraft()} />
      <div className={styles.form} aria-busy={!ed.settled || undefined}>
        <section className={styles.nextCard} aria-label="文章预览">
          {cover ? (
            <figure className={styles.cover}>
              <img src={cover} alt="文章封面" />
              <figcaption>文中第一张图片将作为封面</figcaption>
            </figure>
          ) : null}
          <h2 className={styles.nextTitle}>{ed.values.title}</h2>
          <p className={styles.nextText}>{ed.values.text}</p>
          <button type="button" className={styles.linkButton} onClick={back}>
            返回修改
          </button>
        </section>
        <h3 className={styles.sectionTitle}>添加话题</h3>
        <TopicPicker initialTree={data.topics} value={ed.values.topicIds} onChange={ed.setTopicIds} />
      </div>
    </>
  );
}

/** The article's second step: the cover it will show, its topics, and 发布. The article comes from its server draft. */
export function ArticleNext({ data, appPage }: { data: ArticleNextData; appPage: boolean }) {
  const router = useRouter();
  if (data.draft) return <NextForm data={data} draft={data.draft} appPage={appPage} />;
  // Nothing to publish: 取消 goes back, or to 必懂 when the page was opened directly (no page of ours behind it).
  const cancel = () => {
    goBack(router, '/known');
  };
  return (
    <>
      <PageHead title="发布文章" onCancel={cancel} />
      <Empty
        text={
          data.failed
            ? '文章读取失败，请稍后再试'
            : '没有待发布的文章。发布文章分两步：先写标题和正文，再选择话题并发布；写好的内容会自动保存为草稿。'
        }
      >
        <Link href={articleHref(data.editId, appPage)} replace className="button-primary">
          去写文章
        </Link>
      </Empty>
    </>
  );
}
