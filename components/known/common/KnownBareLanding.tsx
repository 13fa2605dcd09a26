import Link from 'next/link';
import { RightOutline } from 'antd-mobile-icons';
import { HeaderBar } from '@/components/common/HeaderBar';
import { Seo } from '@/components/common/Seo';
import { SubjectRow } from '@/components/known/feed/SubjectRow';
import type { KnownBareData, KnownBareKind } from '@/services/loaders/knownBare';
import { StatePicture } from '@/components/common/Empty';
import styles from '@/components/catalog-common/bare.module.css';

type Copy = { header: string; title: string; text: string };

const LINK = '链接中缺少内容信息，可能复制时被截断了。';

export const KNOWN_BARE_COPY: Record<KnownBareKind, Copy> = {
  question: { header: '问题详情', title: '找不到这个问题', text: `${LINK}看看大家正在讨论的热门问题吧。` },
  answer: { header: '回答详情', title: '找不到这条回答', text: `${LINK}看看大家正在讨论的热门问题吧。` },
  article: { header: '文章详情', title: '找不到这篇文章', text: `${LINK}看看必懂的热门内容吧。` },
  video: { header: '视频详情', title: '找不到这个视频', text: `${LINK}看看必懂的热门内容吧。` },
  topic: { header: '话题', title: '找不到这个话题', text: `${LINK}可以在必懂首页按板块浏览全部话题。` },
  invitation: { header: '邀请回答', title: '不知道要邀请谁回答哪个问题', text: '请从问题详情页点「邀请」进入，或者先看看下面的热门问题。' },
  share: { header: '必懂', title: '分享的内容不完整', text: `${LINK}看看必懂的热门内容吧。` },
  link: { header: '链接无效', title: '链接无效或已失效', text: '链接无效或已失效，去必懂看看别的内容吧。' },
};

/** The 200 page of a 必懂 route opened without its id: what happened, ways on, today's hot questions. */
export function KnownBareLanding({ data }: { data: KnownBareData }) {
  const copy = KNOWN_BARE_COPY[data.kind];
  return (
    <>
      <Seo title={`${copy.title} - 必懂 - 薯片企服`} description={copy.text} path={data.path} noindex />
      <HeaderBar title={copy.header} fixed />
      <div className={styles.page} data-testid="known-bare" data-kind={data.kind}>
        <section className={styles.notice} role="status">
          <StatePicture kind="empty" />
          <h1>{copy.title}</h1>
          <p>{copy.text}</p>
          <div className={styles.actions}>
            <Link href="/known" className={styles.primary}>
              去必懂
            </Link>
            <Link href="/known/search" className={styles.secondary}>
              搜索内容
            </Link>
          </div>
        </section>
        {data.hot.length ? (
          <section className={styles.section} aria-labelledby="known-bare-hot">
            <div className={styles.head}>
              <h2 id="known-bare-hot">热门内容</h2>
              <Link href="/known?params=rebang" className={styles.more}>
                热榜
                <RightOutline aria-hidden />
              </Link>
            </div>
            {data.hot.map((card, i) => (
              <SubjectRow key={card.id} card={card} index={i} variant="mustSee" />
            ))}
          </section>
        ) : (
          <p className={styles.empty}>暂时没有可推荐的内容，去必懂首页看看吧。</p>
        )}
      </div>
    </>
  );
}
