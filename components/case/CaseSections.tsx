import Link from 'next/link';
import { useState } from 'react';
import { ImageViewer, Popup } from '@/components/common/lazyAntd';
import { EyeOutline } from 'antd-mobile-icons';
import { LazyImage } from '@/components/common/LazyImage';
import { Avatar } from '@/components/common/Avatar';
import type { CaseDetail, CaseSection } from '@/lib/contract/case/api';
import { CASE_TYPE } from '@/lib/contract/case/enums';
import { cnDate, fractionPercent, oneDecimal, stepRange } from './caseText';
import styles from './detail.module.css';
import { pointText } from '@/lib/format';

/** Pictures of a section; a tap shows them full screen. */
export function CaseImages({ imgs }: { imgs: string[] }) {
  const [at, setAt] = useState<number | null>(null);
  if (!imgs.length) return null;
  return (
    <>
      <div className={styles.imgs}>
        {imgs.map((src, i) => (
          <button key={`${src}-${i}`} type="button" className={styles.imgButton} onClick={() => setAt(i)} aria-label={`查看图片 ${i + 1}`}>
            <LazyImage src={src} alt="" width={104} height={78} className={styles.img} />
          </button>
        ))}
      </div>
      <ImageViewer.Multi images={imgs} visible={at !== null} defaultIndex={at ?? 0} onClose={() => setAt(null)} />
    </>
  );
}

/** Text clamped to `lines` with 展开 / 收起 when long. */
export function Clamp({ text, lines = 2 }: { text: string; lines?: 2 | 3 }) {
  const [open, setOpen] = useState(false);
  if (!text) return null;
  const long = text.length > lines * 24;
  return (
    <div className={styles.clampWrap}>
      <p className={`${styles.text} ${long && !open ? (lines === 2 ? styles.clamp2 : styles.clamp3) : ''}`}>{text}</p>
      {long ? (
        <button type="button" className={styles.toggle} onClick={() => setOpen(!open)} aria-expanded={open}>
          {open ? '收起' : '展开'}
        </button>
      ) : null}
    </div>
  );
}

export function CaseTitle({ detail }: { detail: CaseDetail }) {
  const [quote, setQuote] = useState(false);
  const region = `${detail.dealProvince}${detail.dealCity === detail.dealProvince ? '' : detail.dealCity}` || '--';
  return (
    <section className={styles.title} aria-label="案例概况">
      <div className={styles.titleTop}>
        <p className={styles.labels}>
          {detail.labels.map((l) => (
            <span key={l}>{l}</span>
          ))}
        </p>
        <span className={styles.read}>
          <EyeOutline aria-hidden /> {detail.readNum}
        </span>
      </div>
      <h1 className={styles.name}>{detail.caseName}</h1>
      <dl className={styles.figures}>
        <div>
          <dd>{detail.commodityAmountFen > 0 ? `${detail.commodityAmount}元` : '面议'}</dd>
          <dt>价格</dt>
        </div>
        <div>
          <dd>{detail.dealTime || 0}天</dd>
          <dt>办理周期</dt>
        </div>
        <div>
          <dd>{region}</dd>
          <dt>办理区域</dt>
        </div>
      </dl>
      {detail.caseType === CASE_TYPE.SERVICE && detail.priceData.length ? (
        <>
          <button type="button" className={styles.quoteButton} onClick={() => setQuote(true)}>
            报价方案
          </button>
          <Popup visible={quote} onMaskClick={() => setQuote(false)} bodyClassName={styles.sheet} destroyOnClose>
            <div role="dialog" aria-label="报价方案">
              <div className={styles.sheetHead}>
                <h2>报价方案</h2>
                <button type="button" onClick={() => setQuote(false)}>
                  关闭
                </button>
              </div>
              <p className={styles.quoteTotal}>
                整体费用 <b>{detail.priceTotal}</b> 元
              </p>
              <ul className={styles.quoteRows}>
                {detail.priceData.map((p) => (
                  <li key={p.name}>
                    <span>{p.name}</span>
                    <span>{p.amount} 元</span>
                  </li>
                ))}
              </ul>
            </div>
          </Popup>
        </>
      ) : null}
    </section>
  );
}

export function CaseTextSection({ title, section, lines }: { title: string; section: CaseSection; lines?: 2 | 3 }) {
  if (!section.content && !section.imgs.length) return null;
  return (
    <section className={styles.block} aria-label={title}>
      <h2 className={styles.blockTitle}>{title}</h2>
      {lines ? <Clamp text={section.content} lines={lines} /> : <p className={styles.text}>{section.content}</p>}
      <CaseImages imgs={section.imgs} />
    </section>
  );
}

/** 办理经过: a timeline for service cases, one block for trade cases. */
export function CaseProcess({ detail }: { detail: CaseDetail }) {
  const steps = detail.process;
  if (!steps.length) return null;
  if (detail.caseType !== CASE_TYPE.SERVICE) return <CaseTextSection title="办理经过" section={{ content: steps[0].content, imgs: steps[0].imgs }} />;
  return (
    <section className={styles.block} aria-label="办理经过">
      <h2 className={styles.blockTitle}>办理经过</h2>
      <ol className={styles.timeline}>
        {steps.map((s, i) => (
          <li key={`${i}-${s.name}`}>
            <p className={styles.stepName}>{s.name}</p>
            {stepRange(s.from, s.to) ? <p className={styles.stepDate}>{stepRange(s.from, s.to)}</p> : null}
            <Clamp text={s.content} />
            <CaseImages imgs={s.imgs} />
          </li>
        ))}
      </ol>
    </section>
  );
}

/** 服务团队: the signing planner (→ their card) and, for service cases, the members who did the work. */
export function CaseTeam({ detail }: { detail: CaseDetail }) {
  const s = detail.signer;
  if (!s && !detail.members.length) return null;
  return (
    <section className={styles.block} aria-label="服务团队">
      <h2 className={styles.blockTitle}>服务团队</h2>
      {s ? (
        <Link href={`/planner/detail?mchUserId=${encodeURIComponent(s.mchUserId)}`} className={styles.signer}>
          <Avatar src={s.avatar} size="0.96rem" alt={s.name} />
          <div>
            <p className={styles.signerName}>
              {s.name}
              {s.postName ? <span className={styles.post}>{s.postName}</span> : null}
            </p>
            <p className={styles.signerStats}>
              {pointText(s.point)}薯片分 | {s.payNum} 服务次数
            </p>
          </div>
        </Link>
      ) : null}
      {detail.caseType === CASE_TYPE.SERVICE && detail.members.length ? (
        <ul className={styles.members} aria-label="团队成员">
          {detail.members.map((m, i) => (
            <li key={`${m.name}-${i}`}>
              <Avatar src={m.avatar} size="0.8rem" alt={m.name} />
              <span className={styles.memberName}>{m.name}</span>
              <span className={styles.memberRole}>{m.role}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

export function CaseExpert({ expert }: { expert: CaseDetail['expert'] }) {
  if (expert.overall === null && !expert.comment) return null;
  return (
    <section className={styles.block} aria-label="专家点评">
      <h2 className={styles.blockTitle}>专家点评</h2>
      <div className={styles.expertHead}>
        <span className={styles.expertScore}>{oneDecimal(expert.overall)}</span>
        {expert.level ? <span className={styles.expertLevel}>综合点评：{expert.level}</span> : null}
      </div>
      <ul className={styles.dims}>
        {expert.dimensions.map((d) => (
          <li key={d.name}>
            <span className={styles.dimName}>{d.name}</span>
            <span className={styles.bar} aria-hidden>
              <i style={{ width: `${fractionPercent(d.fraction)}%` }} />
            </span>
            <span className={styles.dimValue}>{oneDecimal(d.fraction)}</span>
          </li>
        ))}
      </ul>
      {expert.comment ? (
        <div className={styles.comment}>
          <p className={styles.commentTitle}>专家评语</p>
          <p className={styles.text}>{expert.comment}</p>
        </div>
      ) : null}
    </section>
  );
}

export function CaseReviews({ reviews }: { reviews: CaseDetail['reviews'] }) {
  if (!reviews.length) return null;
  return (
    <section className={styles.block} aria-label="客户评价">
      <h2 className={styles.blockTitle}>客户评价</h2>
      {reviews.map((r, i) => (
        <article key={i} className={styles.review}>
          <p className={styles.reviewHead}>
            <span>{r.userName || '匿名用户'}</span>
            <time>{cnDate(r.date)}</time>
          </p>
          <p className={styles.text}>{r.content}</p>
          <CaseImages imgs={r.imgs} />
        </article>
      ))}
    </section>
  );
}
