import { useEffect, useState } from 'react';
import { NOTICE_CATEGORIES, NOTICE_CATEGORY_HINT, NOTICE_CATEGORY_TEXT, type NoticeCategory } from '@/lib/contract/notice/enums';
import { noticeSummary, setNoticeCategory } from '@/services/notice';
import { toast } from '@/lib/toast';
import styles from './notice.module.css';

type State = Record<NoticeCategory, boolean>;

/** 设置 › 消息通知: each group on or off (off: no notice of it, no SMS). Shown once the account's choice is known. */
export function NoticeSwitches() {
  const [on, setOn] = useState<State | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState<NoticeCategory | null>(null);

  useEffect(() => {
    let live = true;
    noticeSummary()
      .then((s) => {
        if (live) setOn(Object.fromEntries(s.groups.map((g) => [g.category, g.on])) as State);
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, []);

  const toggle = async (c: NoticeCategory, value: boolean) => {
    if (!on) return;
    setBusy(c);
    setOn({ ...on, [c]: value });
    try {
      await setNoticeCategory(c, value);
    } catch (err) {
      setOn((s) => (s ? { ...s, [c]: !value } : s));
      toast.error(err instanceof Error && err.message ? err.message : '设置失败，请稍后再试');
    } finally {
      setBusy(null);
    }
  };

  if (failed) return <p className={styles.switchHint} style={{ padding: '0.2rem 0.3rem' }}>通知设置暂时无法读取，请稍后再试</p>;
  return (
    <div className={styles.switches} aria-busy={!on}>
      {NOTICE_CATEGORIES.map((c) => (
        <label key={c} className={styles.switchRow}>
          <span className={styles.switchText}>
            {NOTICE_CATEGORY_TEXT[c]}
            <span className={styles.switchHint}>{NOTICE_CATEGORY_HINT[c]}</span>
          </span>
          <input
            type="checkbox"
            role="switch"
            className={styles.switch}
            checked={on ? on[c] : true}
            disabled={!on || busy === c}
            aria-checked={on ? on[c] : true}
            onChange={(e) => void toggle(c, e.target.checked)}
          />
        </label>
      ))}
    </div>
  );
}
