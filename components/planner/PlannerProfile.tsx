import { useState } from 'react';
import { EnvironmentOutline, MailOutline, PhoneFill, UserContactOutline } from 'antd-mobile-icons';
import { LazyImage } from '@/components/common/LazyImage';
import type { PlannerBusinessCard, PlannerDetail } from '@/lib/contract/planner/api';
import styles from './detail.module.css';

const TAG_LIMIT = 12;

/** Business tags: the card's label ("a|b") and the planner's own tags, without repeats. */
export function plannerTags(card: Pick<PlannerBusinessCard, 'tagNameList' | 'label'>, detail?: Pick<PlannerDetail, 'tagNameList'> | null): string[] {
  const all = [...(detail?.tagNameList ?? []), ...card.tagNameList, ...card.label.split('|')].map((t) => t.trim()).filter(Boolean);
  return Array.from(new Set(all));
}

function Tags({ tags }: { tags: string[] }) {
  const [open, setOpen] = useState(false);
  if (!tags.length) return null;
  const shown = open ? tags : tags.slice(0, TAG_LIMIT);
  return (
    <div className={styles.tagsWrap}>
      <ul className={styles.tags} aria-label="业务标签">
        {shown.map((t) => (
          <li key={t}>{t}</li>
        ))}
      </ul>
      {tags.length > TAG_LIMIT ? (
        <button type="button" className={styles.textButton} onClick={() => setOpen(!open)} aria-expanded={open}>
          {open ? '收起' : '查看全部'}
        </button>
      ) : null}
    </div>
  );
}

function Intro({ text }: { text: string }) {
  const [open, setOpen] = useState(false);
  if (!text) return null;
  const long = text.length > 60;
  return (
    <div className={styles.intro}>
      <p className={open || !long ? undefined : styles.clamp2}>{text}</p>
      {long ? (
        <button type="button" className={styles.textButton} onClick={() => setOpen(!open)} aria-expanded={open}>
          {open ? '收起' : '展开'}
        </button>
      ) : null}
    </div>
  );
}

/** The top of the business card: photo, badge, name, firm, post, tags, contact lines and intro (inventory §13.2). */
export function PlannerProfile({ card, detail }: { card: PlannerBusinessCard; detail: PlannerDetail | null }) {
  const { name, postName: post } = card;
  const lines = [
    // Masked: the real number never reaches the page; 电话联系 dials through a relay number.
    card.phone ? { icon: <PhoneFill aria-hidden />, label: '电话', text: card.phone } : null,
    card.baseInfo.wechat ? { icon: <UserContactOutline aria-hidden />, label: '微信', text: card.baseInfo.wechat } : null,
    card.baseInfo.mailbox ? { icon: <MailOutline aria-hidden />, label: '邮箱', text: card.baseInfo.mailbox } : null,
    card.officeAddress ? { icon: <EnvironmentOutline aria-hidden />, label: '地址', text: card.officeAddress } : null,
  ].filter((l): l is NonNullable<typeof l> => !!l);

  return (
    <section className={styles.profile} aria-label="规划师名片">
      <div className={styles.identity}>
        <div className={styles.avatarWrap}>
          <LazyImage src={card.avatar} alt={name} width={76} height={76} className={styles.avatar} fallback="avatar" priority />
          {card.title ? <span className={styles.badge}>{card.title}</span> : null}
        </div>
        <div className={styles.who}>
          <h1 className={styles.name}>
            {name}
            {post ? <span className={styles.post}>{post}</span> : null}
          </h1>
          {card.merchantName ? <p className={styles.firm}>{card.merchantName}</p> : null}
          {detail?.serveAge ? <p className={styles.serveAge}>从业 {detail.serveAge} 年</p> : null}
        </div>
      </div>
      <Tags tags={plannerTags(card, detail)} />
      {lines.length ? (
        <ul className={styles.lines} aria-label="联系方式">
          {lines.map((l) => (
            <li key={l.label}>
              {l.icon}
              <span className="visually-hidden">{l.label}</span>
              <span className={styles.lineText}>{l.text}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <Intro text={card.baseInfo.lawyerIntro} />
    </section>
  );
}
