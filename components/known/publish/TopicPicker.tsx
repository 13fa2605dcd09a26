import { useState } from 'react';
import { SpinLoading } from '@/components/common/SpinLoading';
import { Popup } from '@/components/common/lazyAntd';
import { knownTopics, type TopicTree } from '@/services/known';
import { toast } from '@/lib/toast';
import { knownErrorText } from '@/components/known/common/knownErrors';
import { chosenTopics, pickFromIds, switchParent, toggleTopic, topicTriggerText, type TopicPick } from './topicSelection';
import styles from './topic.module.css';

type Props = {
  /** The topic tree from the page's first load; null loads it when the picker opens. */
  initialTree: TopicTree | null;
  value: string[];
  onChange: (ids: string[]) => void;
};

/**
 * 话题 (inventory §11 ChooseTopic): the trigger with the chosen chips, and a bottom sheet with level-1 topics on the
 * left and their children to tick on the right. Closing without 确定 keeps the previous choice.
 */
export function TopicPicker({ initialTree, value, onChange }: Props) {
  const [tree, setTree] = useState<TopicTree | null>(initialTree);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const [open, setOpen] = useState(false);
  const [working, setWorking] = useState<TopicPick>({ parentId: '', ids: [] });
  const chips = tree ? chosenTopics(tree, value) : [];

  const load = async () => {
    setLoading(true);
    setFailed(false);
    try {
      const t = await knownTopics();
      setTree(t);
      return t;
    } catch (e) {
      setFailed(true);
      toast.error(knownErrorText(e));
      return null;
    } finally {
      setLoading(false);
    }
  };

  const show = async () => {
    setOpen(true);
    const t = tree ?? (await load());
    if (t) setWorking(pickFromIds(t, value));
  };
  const confirmed = tree ? pickFromIds(tree, value) : working;
  const parent = tree?.find((p) => p.id === working.parentId);

  const tick = (id: string) => {
    const r = toggleTopic(working, id);
    if (r.error) toast.show({ message: r.error });
    setWorking(r.pick);
  };
  const confirm = () => {
    onChange(working.ids);
    setOpen(false);
  };

  return (
    <>
      <div className={styles.topics}>
        <button type="button" className={styles.topicTrigger} onClick={() => void show()}>
          {topicTriggerText(value.length)}
        </button>
        {chips.map((t) => (
          <span key={t.id} className={styles.topicChip}>
            {t.name}
          </span>
        ))}
      </div>
      <Popup visible={open} onMaskClick={() => setOpen(false)} bodyClassName={styles.topicSheet} destroyOnClose>
        <div className={styles.sheetHead}>
          <button type="button" onClick={() => setOpen(false)}>
            取消
          </button>
          <h2>选择话题</h2>
          <button type="button" className={styles.sheetOk} onClick={confirm} disabled={!tree}>
            确定
          </button>
        </div>
        {!tree ? (
          <div className={styles.sheetState} role="status">
            {loading ? (
              <SpinLoading color="primary" />
            ) : failed ? (
              <button type="button" className={styles.retry} onClick={() => void load().then((t) => t && setWorking(pickFromIds(t, value)))}>
                话题加载失败，点击重试
              </button>
            ) : null}
          </div>
        ) : tree.length === 0 ? (
          <p className={styles.sheetState}>暂无话题</p>
        ) : (
          <div className={styles.sheetBody}>
            <ul className={styles.parents} aria-label="话题分类">
              {tree.map((p) => (
                <li key={p.id}>
                  <button
                    type="button"
                    className={p.id === working.parentId ? styles.parentOn : styles.parent}
                    aria-current={p.id === working.parentId || undefined}
                    onClick={() => setWorking(switchParent(working, confirmed, p.id))}
                  >
                    {p.name}
                  </button>
                </li>
              ))}
            </ul>
            <ul className={styles.children} aria-label={parent ? `${parent.name}下的话题` : '话题'}>
              {(parent?.children ?? []).map((c) => (
                <li key={c.id}>
                  <label className={styles.child}>
                    <input type="checkbox" checked={working.ids.includes(c.id)} onChange={() => tick(c.id)} />
                    <span>{c.name}</span>
                  </label>
                </li>
              ))}
            </ul>
          </div>
        )}
      </Popup>
    </>
  );
}
