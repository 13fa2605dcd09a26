import Head from 'next/head';
import Link from 'next/link';
import { useRef, useState } from 'react';
import { MoreOutline, SearchOutline, UploadOutline } from 'antd-mobile-icons';
import { KNOWN_STATUS } from '@/lib/contract/known/enums';
import { pageLoader, type ReadyProps } from '@/lib/pageLoader';
import { keepAliveLayout, type PageWithLayout } from '@/layouts';
import { ANSWERS_PAGE_SIZE, loadQuestion, type QuestionData } from '@/services/loaders/knownDetail';
import { absoluteUrl, Seo } from '@/components/common/Seo';
import { useKnownShare } from '@/components/known/common/ShareSheet';
import { useKnownLogin } from '@/components/known/common/useKnownLogin';
import { CommentPopup } from '@/components/known/comments/CommentPopup';
import { AnswerList } from '@/components/known/detail/AnswerList';
import { inviteHref, plainDescription, questionHref, writeAction } from '@/lib/known/detailRules';
import { HeadButton, KnownHeader } from '@/components/known/detail/KnownHeader';
import { qaPageJsonLd } from '@/components/known/detail/knownSeo';
import { useOwnerMenu } from '@/components/known/detail/OwnerMenu';
import { QuestionActionRow, QuestionStats, QuestionStickyBar } from '@/components/known/detail/QuestionActions';
import { QuestionBody } from '@/components/known/detail/QuestionBody';
import { ReleaseBanner, ReviewBanner } from '@/components/known/detail/StatusBanner';
import { useLoginThenGo, useReactions, useScrolledPast } from '@/components/known/detail/useDetailHooks';
import styles from '@/components/known/detail/detail.module.css';
import { knownBare } from '@/services/loaders/knownBare';
import { withKnownBare } from '@/components/known/common/withKnownBare';

type Props = ReadyProps<QuestionData>;

export const getServerSideProps = pageLoader(loadQuestion, { errorPage: true, bare: knownBare('question', ['id']) });

/** 问题详情 (inventory known.md §2). A reload (after an in-app login) or another question mounts it afresh. */
const QuestionPage: PageWithLayout<Props> = ({ data }) => <QuestionView key={`${data.detail.id}|${data.servedAt}`} {...data} />;

function QuestionView({ detail, answers, release, isShare }: QuestionData) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  const actionRef = useRef<HTMLDivElement>(null);
  const titleGone = useScrolledPast(titleRef);
  const stickyShown = useScrolledPast(actionRef, 'top');
  const { state, toggle } = useReactions(detail.id, detail.type, detail);
  const [remarkCount, setRemarkCount] = useState(detail.remarkCount);
  const [commentsOpen, setCommentsOpen] = useState(false);
  const { viewer } = useKnownLogin();
  const { share, sheet } = useKnownShare();
  const owner = useOwnerMenu(detail, '/known');
  const go = useLoginThenGo();

  const path = questionHref(detail.id);
  const locked = detail.status !== KNOWN_STATUS.PUBLISHED;
  const onInvite = () => void go(inviteHref(detail.id));
  // 写回答, or 编辑我的回答 once the viewer has answered (one answer per person).
  const write = writeAction(detail.id, detail.myAnswerId);
  const onWrite = () => void go(write.href);
  const onShare = () =>
    share({
      title: `${viewer?.userName || '薯片用户'}邀请你回答: ${detail.title}`,
      subTitle: `${detail.author.name || '薯片用户'}提出了问题,已有${detail.answerCount || 0}个回答,快来看看吧!`,
      url: path,
    });
  const description = plainDescription(detail.contentText, `${detail.title}，已有${detail.answerCount}个回答，来必懂看看大家怎么说。`);
  const ld = qaPageJsonLd({
    title: detail.title,
    text: detail.contentText,
    createdAt: detail.createdAt,
    author: detail.author,
    answerCount: detail.answerCount,
    upvoteCount: detail.applaudCount,
    url: absoluteUrl(path),
    answers: (answers?.records ?? []).map((a) => ({
      text: a.contentText,
      upvoteCount: a.applaudCount,
      createdAt: a.createdAt,
      author: a.author,
      url: absoluteUrl(`/known/detail/answer?id=${encodeURIComponent(a.id)}`),
    })),
  });

  return (
    <div className={`${styles.page} ${styles.withBar}`}>
      <Seo title={`${detail.title} - 必懂 - 薯片企服`} description={description} path={path} ogImage={detail.images[0]} noindex={locked} />
      {locked ? null : (
        <Head>
          {/* Escaped JSON (scriptSafeJson): no text of the question can close the script element. */}
          <script key="ld-question" type="application/ld+json" dangerouslySetInnerHTML={{ __html: ld }} />
        </Head>
      )}
      <KnownHeader
        isShare={isShare}
        title={titleGone ? <span className={styles.headTitle}>{detail.title}</span> : undefined}
        right={
          <>
            <Link href="/known/search" className={styles.headIcon} aria-label="搜索">
              <SearchOutline aria-hidden />
            </Link>
            <HeadButton label="分享" onClick={onShare}>
              <UploadOutline aria-hidden />
            </HeadButton>
            {detail.isMine ? (
              <HeadButton label="更多" onClick={owner.open}>
                <MoreOutline aria-hidden />
              </HeadButton>
            ) : null}
          </>
        }
      />
      {release && detail.isMine ? <ReleaseBanner pending={locked} /> : null}
      <ReviewBanner content={detail} />
      <article className={styles.section}>
        <QuestionBody detail={detail} titleRef={titleRef} />
        <QuestionStats state={state} onToggle={(k) => void toggle(k)} remarkCount={remarkCount} browseCount={detail.browseCount} onComments={() => setCommentsOpen(true)} />
      </article>
      <QuestionActionRow state={state} onToggle={(k) => void toggle(k)} locked={locked} onInvite={onInvite} onWrite={onWrite} writeText={write.text} rowRef={actionRef} />
      <AnswerList
        questionId={detail.id}
        initial={answers}
        pageSize={ANSWERS_PAGE_SIZE}
        emptyAction={
          locked ? null : (
            <button type="button" className="button-primary" onClick={onWrite}>
              {write.text}
            </button>
          )
        }
      />
      <QuestionStickyBar state={state} onToggle={(k) => void toggle(k)} locked={locked} onInvite={onInvite} onWrite={onWrite} writeText={write.text} shown={stickyShown} />
      <CommentPopup contentId={detail.id} open={!locked} visible={commentsOpen} onClose={() => setCommentsOpen(false)} onCountChange={setRemarkCount} />
      {sheet}
      {owner.node}
    </div>
  );
}

QuestionPage.getLayout = keepAliveLayout;
export default withKnownBare(QuestionPage);
