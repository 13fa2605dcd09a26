import { useState } from 'react';
import { CloseOutline } from 'antd-mobile-icons';
import { KNOWN_STATUS } from '@/lib/contract/known/enums';
import type { EditorPageData } from '@/services/loaders/knownPublish';
import { DraftNotice } from './DraftNotice';
import { LazyEditor } from './LazyEditor';
import { PageHead } from './PageHead';
import { TitleArea } from './TitleArea';
import { TopicPicker } from './TopicPicker';
import { draftTarget } from '@/lib/known/publishRules';
import { valuesOf } from './sourceValues';
import { usePublishEditor } from './usePublishEditor';
import styles from './publish.module.css';

/** 提问 (inventory §11a): a title ending with a question mark, the tips, topics and an optional description. */
export function QuestionPublish({ data }: { data: EditorPageData }) {
  const editId = data.editId || undefined;
  const ed = usePublishEditor({
    kind: 'question',
    target: data.loadError ? null : draftTarget('question', { editId }),
    initial: valuesOf(data.source),
    initialDraft: data.draft,
    editId,
    loadError: data.loadError,
  });
  const [tip, setTip] = useState(true);
  return (
    <>
      <PageHead submitText={editId ? '修改问题' : '发布问题'} active={ed.hasValue} busy={ed.busy} onCancel={() => void ed.cancel()} onSubmit={() => void ed.submit()} />
      <DraftNotice status={ed.draftStatus} onReload={() => void ed.reloadDraft()} />
      <div className={styles.form} aria-busy={!ed.settled || undefined}>
        {data.source?.status === KNOWN_STATUS.REJECTED ? <ReviewReason reason={data.source.reviewReason} /> : null}
        <TitleArea value={ed.values.title} onChange={ed.setTitle} placeholder="输入问题并以问号结尾" autoFocus={!editId} />
        {tip ? (
          <aside className={styles.tip} aria-label="提问建议">
            <button type="button" className={styles.tipClose} aria-label="关闭提示" onClick={() => setTip(false)}>
              <CloseOutline aria-hidden />
            </button>
            <h3>让你的提问获得更多解答</h3>
            <p>· 保持文字简练，表述清晰问题的关键点</p>
            <p>· 添加合适的话题，让问题更好地流通</p>
            <p>· 确保问题没有被提问过</p>
          </aside>
        ) : null}
        <TopicPicker initialTree={data.topics} value={ed.values.topicIds} onChange={ed.setTopicIds} />
        <LazyEditor key={ed.editorKey} initialHtml={ed.values.html} onChange={ed.setContent} label="问题描述（选填）" />
      </div>
    </>
  );
}

/** Why the post was turned down, above the form that fixes it. */
export function ReviewReason({ reason }: { reason: string | null }) {
  return (
    <p className={styles.rejected} role="note">
      未通过审核{reason ? `：${reason}` : ''}，修改后可重新提交
    </p>
  );
}
