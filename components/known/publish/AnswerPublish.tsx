import { KNOWN_STATUS } from '@/lib/contract/known/enums';
import type { AnswerPageData } from '@/services/loaders/knownPublish';
import { DraftNotice } from './DraftNotice';
import { LazyEditor } from './LazyEditor';
import { PageHead } from './PageHead';
import { ReviewReason } from './QuestionPublish';
import { TitleArea } from './TitleArea';
import { draftTarget } from '@/lib/known/publishRules';
import { valuesOf } from './sourceValues';
import { usePublishEditor } from './usePublishEditor';
import styles from './publish.module.css';

/** 写回答 (inventory §11c): the question's title, read only, and the answer's editor. */
export function AnswerPublish({ data }: { data: AnswerPageData }) {
  const editId = data.editId || undefined;
  const ed = usePublishEditor({
    kind: 'answer',
    target: data.loadError ? null : draftTarget('answer', { editId, questionId: data.questionId }),
    initial: valuesOf(data.source, data.questionTitle),
    initialDraft: data.draft,
    editId,
    sourceId: data.questionId || undefined,
    loadError: data.loadError,
  });
  return (
    <>
      <PageHead title={editId ? '修改回答' : '写回答'} submitText="发布" active={ed.hasValue} busy={ed.busy} onCancel={() => void ed.cancel()} onSubmit={() => void ed.submit()} />
      <DraftNotice status={ed.draftStatus} onReload={() => void ed.reloadDraft()} />
      <div className={styles.form} aria-busy={!ed.settled || undefined}>
        {data.source?.status === KNOWN_STATUS.REJECTED ? <ReviewReason reason={data.source.reviewReason} /> : null}
        <TitleArea value={data.questionTitle} readOnly />
        <LazyEditor key={ed.editorKey} initialHtml={ed.values.html} onChange={ed.setContent} label="回答内容" />
      </div>
    </>
  );
}
