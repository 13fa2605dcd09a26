import { useRouter } from 'next/router';
import { KNOWN_STATUS } from '@/lib/contract/known/enums';
import { toast } from '@/lib/toast';
import type { EditorPageData } from '@/services/loaders/knownPublish';
import { DraftNotice } from './DraftNotice';
import { LazyEditor } from './LazyEditor';
import { PageHead } from './PageHead';
import { ReviewReason } from './QuestionPublish';
import { TitleArea } from './TitleArea';
import { TopicPicker } from './TopicPicker';
import { draftTarget, hasImage, validatePublish } from '@/lib/known/publishRules';
import { valuesOf } from './sourceValues';
import { usePublishEditor } from './usePublishEditor';
import styles from './publish.module.css';

/** The address of an article's second step (cover and topics before 发布). */
export function articleNextHref(editId: string | undefined, appPage: boolean): string {
  const q = new URLSearchParams();
  if (editId) {
    q.set('id', editId);
    q.set('editType', '2');
  }
  if (appPage) q.set('app', '1');
  const s = q.toString();
  return `/known/publish/articleNext${s ? `?${s}` : ''}`;
}

/**
 * 撰写文章 (inventory §11b), on the web and in the app (`appPage`: leaving closes the app's web view). An article
 * with pictures goes on to /known/publish/articleNext (its cover and topics) through 下一步; one without is published
 * from here.
 */
export function ArticlePublish({ data, appPage = false }: { data: EditorPageData; appPage?: boolean }) {
  const router = useRouter();
  const editId = data.editId || undefined;
  const ed = usePublishEditor({
    kind: 'article',
    target: data.loadError ? null : draftTarget('article', { editId }),
    initial: valuesOf(data.source),
    initialDraft: data.draft,
    editId,
    appPage,
    loadError: data.loadError,
  });
  const twoSteps = hasImage(ed.values.html);

  const next = async () => {
    const problem = validatePublish('article', ed.values, { skipTopic: true });
    if (problem) return void toast.show({ message: problem });
    if (!(await ed.flushDraft())) return void toast.show({ message: '草稿保存失败，请稍后再试' });
    void router.push(articleNextHref(editId, appPage));
  };

  return (
    <>
      <PageHead
        title="撰写文章"
        submitText={twoSteps ? '下一步' : '发布'}
        active={ed.hasValue}
        busy={ed.busy}
        onCancel={() => void ed.cancel()}
        onSubmit={() => void (twoSteps ? next() : ed.submit())}
      />
      <DraftNotice status={ed.draftStatus} onReload={() => void ed.reloadDraft()} />
      <div className={styles.form} aria-busy={!ed.settled || undefined}>
        {data.source?.status === KNOWN_STATUS.REJECTED ? <ReviewReason reason={data.source.reviewReason} /> : null}
        <TitleArea value={ed.values.title} onChange={ed.setTitle} placeholder="请输入标题" autoFocus={!editId} />
        <TopicPicker initialTree={data.topics} value={ed.values.topicIds} onChange={ed.setTopicIds} />
        <LazyEditor key={ed.editorKey} initialHtml={ed.values.html} onChange={ed.setContent} label="文章正文" />
      </div>
    </>
  );
}
