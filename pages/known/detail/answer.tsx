import { useRouter } from 'next/router';
import { useRef, useState } from 'react';
import { EditSOutline, MoreOutline, RightOutline, UploadOutline, UserAddOutline } from 'antd-mobile-icons';
import { chinaDateTime } from '@/lib/chinaTime';
import { KNOWN_STATUS } from '@/lib/contract/known/enums';
import { pageLoader, type ReadyProps } from '@/lib/pageLoader';
import { keepAliveLayout, type PageWithLayout } from '@/layouts';
import { loadAnswer, type AnswerData } from '@/services/loaders/knownDetail';
import { Avatar } from '@/components/common/Avatar';
import { Seo } from '@/components/common/Seo';
import { FollowButton } from '@/components/known/common/FollowButton';
import { useKnownShare } from '@/components/known/common/ShareSheet';
import { CommentPopup } from '@/components/known/comments/CommentPopup';
import { CommentPreview } from '@/components/known/comments/CommentPreview';
import { useCommentSheet } from '@/components/known/comments/useCommentSheet';
import { AuthorRow } from '@/components/known/detail/AuthorRow';
import { inviteHref, plainDescription, questionHref, writeAction } from '@/lib/known/detailRules';
import { HeadButton, KnownHeader } from '@/components/known/detail/KnownHeader';
import { useOwnerMenu } from '@/components/known/detail/OwnerMenu';
import { ReactionBar } from '@/components/known/detail/ReactionBar';
import { ReviewBanner } from '@/components/known/detail/StatusBanner';
import { useLoginThenGo, useReactions, useReloadPage, useScrolledPast } from '@/components/known/detail/useDetailHooks';
import styles from '@/components/known/detail/detail.module.css';
import { knownBare } from '@/services/loaders/knownBare';
import { withKnownBare } from '@/components/known/common/withKnownBare';

type Props = ReadyProps<AnswerData>;

export const getServerSideProps = pageLoader(loadAnswer, { errorPage: true, bare: knownBare('answer', ['id']) });

/** 回答详情 (inventory known.md §3). A reload (after an in-app login) or another answer mounts it afresh. */
const AnswerPage: PageWithLayout<Props> = ({ data }) => <AnswerView key={`${data.detail.id}|${data.servedAt}`} {...data} />;

function AnswerView({ detail, comments: firstComments, isShare }: AnswerData) {
  const router = useRouter();
  const authorRef = useRef<HTMLDivElement>(null);
  const authorGone = useScrolledPast(authorRef);
  const { state, toggle } = useReactions(detail.id, detail.type, detail);
  const [following, setFollowing] = useState(detail.isFollowingAuthor);
  const comments = useCommentSheet(detail.remarkCount);
  const { share, sheet } = useKnownShare();
  const questionId = detail.question?.id ?? detail.sourceId ?? '';
  const owner = useOwnerMenu(detail, questionId ? questionHref(questionId) : '/known');
  const go = useLoginThenGo();
  const reload = useReloadPage();

  const path = `/known/detail/answer?id=${encodeURIComponent(detail.id)}`;
  const questionTitle = detail.question?.title || detail.title || '问题';
  const write = writeAction(questionId, detail.myAnswerId);
  const authorName = detail.author.name || '薯片用户';
  const onShare = () => share({ title: questionTitle, subTitle: `${authorName}回答了问题,已获${state.applaudCount || 0}个赞,快来看看吧!`, url: path });

  const headerRight = authorGone ? null : (
    <>
      {questionId ? (
        <HeadButton label="邀请" text="邀请" onClick={() => void go(inviteHref(questionId))}>
          <UserAddOutline aria-hidden />
        </HeadButton>
      ) : null}
      {!detail.isMine && questionId ? (
        <HeadButton label={write.text} text={write.text} onClick={() => void go(write.href)}>
          <EditSOutline aria-hidden />
        </HeadButton>
      ) : null}
      <HeadButton label="分享" onClick={onShare}>
        <UploadOutline aria-hidden />
      </HeadButton>
      {detail.isMine ? (
        <HeadButton label="更多" onClick={owner.open}>
          <MoreOutline aria-hidden />
        </HeadButton>
      ) : null}
    </>
  );
  const headerTitle = authorGone ? (
    <span className={styles.headAuthor}>
      <Avatar src={detail.author.avatar} size="0.56rem" alt="" />
      <span>{authorName}</span>
      {detail.isMine ? null : <FollowButton userId={detail.author.id} following={following} onChange={setFollowing} onAppLogin={reload} />}
    </span>
  ) : undefined;

  return (
    <div className={`${styles.page} ${styles.withBar}`}>
      <Seo
        title={`${questionTitle} - ${authorName}的回答 - 必懂 - 薯片企服`}
        description={plainDescription(detail.contentText, `${authorName}回答了「${questionTitle}」，来必懂看看。`)}
        path={path}
        ogImage={detail.images[0]}
        ogType="article"
        noindex={detail.status !== KNOWN_STATUS.PUBLISHED}
      />
      <KnownHeader isShare={isShare} title={headerTitle} right={headerRight} />
      <ReviewBanner content={detail} />
      {questionId ? (
        <button type="button" className={styles.questionBlock} onClick={() => void router.replace(questionHref(questionId))}>
          <span className={styles.questionTitle}>{questionTitle}</span>
          <span className={styles.questionMeta}>
            <span>
              {detail.question?.answerCount ?? 0} 个回答 · {detail.question?.collectCount ?? 0} 收藏
            </span>
            <RightOutline aria-hidden />
          </span>
        </button>
      ) : null}
      <article className={styles.section}>
        <h1 className="visually-hidden">
          {questionTitle} - {authorName}的回答
        </h1>
        <AuthorRow author={detail.author} following={following} onFollowChange={setFollowing} isMine={detail.isMine} onAppLogin={reload} rowRef={authorRef} />
        <div className={styles.rich} dangerouslySetInnerHTML={{ __html: detail.content }} />
        <p className={styles.edited}>
          编辑于 <time dateTime={detail.updatedAt}>{chinaDateTime(detail.updatedAt)}</time>
        </p>
      </article>
      <CommentPreview contentId={detail.id} total={comments.remarkCount} initial={firstComments} onOpen={comments.open} version={comments.version} />
      <ReactionBar state={state} onToggle={(k) => void toggle(k)} disapprove remarkCount={comments.remarkCount} onComment={comments.open} />
      <CommentPopup contentId={detail.id} open={detail.status === KNOWN_STATUS.PUBLISHED} {...comments.popup} />
      {sheet}
      {owner.node}
    </div>
  );
}

AnswerPage.getLayout = keepAliveLayout;
export default withKnownBare(AnswerPage);
