import { useState } from 'react';
import { CloseOutline } from 'antd-mobile-icons';
import { Avatar } from '@/components/common/Avatar';
import { useKnownLogin } from '@/components/known/common/useKnownLogin';
import { ENTRUST_TAGS, plannerName, type MaterialType, type SharePlanner } from '@/lib/known/shareRules';
import { useEntrust } from './useEntrust';
import styles from './share.module.css';

type Props = {
  planner: SharePlanner;
  contentId: string;
  materialType: MaterialType;
};

/**
 * The planner popup of a shared link (inventory known.md §0 ShareModal): who the planner is, what they offer, and
 * 同意委托. The close icon minimises it to a bubble that opens it again (with room at the end of the page, so the
 * bubble never sits over the last content, such as the goods' 立即抢购). The caller decides whether it shows at all
 * (`showEntrust`); it also hides itself once the visitor turns out to be that planner (after a login).
 * Rendered on the server, so it is there on the first frame.
 */
export function ShareModal({ planner, contentId, materialType }: Props) {
  const [open, setOpen] = useState(true);
  const { viewer } = useKnownLogin();
  const { state, entrust } = useEntrust({ plannerId: planner.mchUserId, contentId, materialType });
  if (viewer && viewer.userId === planner.mchUserId) return null;
  const name = plannerName(planner);

  if (!open) {
    return (
      <>
        <div className={styles.entrustSpacer} aria-hidden />
        <button type="button" className={styles.entrustBubble} onClick={() => setOpen(true)} aria-label={`打开规划师${name}的委托服务`}>
          <Avatar src={planner.avatar} size="0.6rem" alt="" />
          <span>委托</span>
        </button>
      </>
    );
  }
  return (
    <div className={styles.entrustMask}>
      <section className={styles.entrust} role="dialog" aria-modal="true" aria-labelledby="share-entrust-title">
        <button type="button" className={styles.entrustClose} onClick={() => setOpen(false)} aria-label="收起">
          <CloseOutline aria-hidden />
        </button>
        <div className={styles.entrustBanner} aria-hidden>
          <span>专属规划师</span>
          <small>一对一 · 全程服务</small>
        </div>
        <div className={styles.entrustAvatar}>
          <Avatar src={planner.avatar} size="1.28rem" alt={name} />
        </div>
        <h2 id="share-entrust-title" className={styles.entrustHello}>
          您好，我是{name}
        </h2>
        <p className={styles.entrustLead}>委托我为您提供以下服务</p>
        <ul className={styles.entrustTags}>
          {ENTRUST_TAGS.map((t) => (
            <li key={t}>{t}</li>
          ))}
        </ul>
        <button type="button" className={styles.entrustButton} onClick={() => void entrust()} disabled={state !== 'idle'}>
          {state === 'done' ? '已委托' : state === 'busy' ? '提交中…' : '同意委托'}
        </button>
        <p className={styles.entrustNote}>我会与您电话联系，请保持手机畅通</p>
      </section>
    </div>
  );
}
