import Link from 'next/link';
import { pageLoader, type PageProps } from '@/lib/pageLoader';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { loadShareTalk, type ShareTalkData } from '@/services/loaders/knownShare';
import { Avatar } from '@/components/common/Avatar';
import { plainDescription, questionHref } from '@/lib/known/detailRules';
import { ShareFrame } from '@/components/known/share/ShareFrame';
import { ShareGoods } from '@/components/known/share/ShareGoods';
import { ShareLoadError } from '@/components/known/share/ShareLoadError';
import { MATERIAL_TYPE } from '@/lib/known/shareRules';
import styles from '@/components/known/share/share.module.css';
import { knownBare } from '@/services/loaders/knownBare';
import { withKnownBare } from '@/components/known/common/withKnownBare';

export const getServerSideProps = pageLoader(loadShareTalk, { bare: knownBare('share', ['id', 'shareId']) });

/**
 * 分享的话题讨论 (/known/share/talk?id=<question>): a shared question with its top answers, the way into the whole
 * discussion, 推荐商品 and the sharing planner's bar and popup. A gone question shows 内容失效.
 */
const ShareTalkPage: PageWithLayout<PageProps<ShareTalkData>> = ({ data, error }) => {
  if (!data) return <ShareLoadError text={error} />;
  const { detail, planner, answers } = data;
  const list = answers?.records ?? [];
  return (
    <ShareFrame
      seo={{
        title: detail ? `${detail.title} - 必懂问答 - 薯片企服` : '内容失效 - 必懂 - 薯片企服',
        description: detail ? plainDescription(detail.contentText, `「${detail.title}」已有${detail.answerCount}个回答，来必懂看看。`) : '分享的内容已失效',
        canonical: detail ? questionHref(detail.id) : '/known',
        image: detail?.images[0],
      }}
      isShare={data.isShare}
      planner={planner}
      viewerIsPlanner={data.viewerIsPlanner}
      contentId={detail?.id ?? ''}
      materialType={MATERIAL_TYPE.QA}
      title="话题讨论"
    >
      {detail ? (
        <>
          <div className={styles.card}>
            <h1 className={styles.questionTitle}>{detail.title}</h1>
            {detail.content ? <div className={`${styles.rich} ${styles.talkBody}`} dangerouslySetInnerHTML={{ __html: detail.content }} /> : null}
            <p className={styles.questionMeta}>
              {detail.browseCount}浏览 · {detail.answerCount}个回答 · {detail.collectCount}收藏
            </p>
          </div>
          <section className={styles.block} aria-labelledby="share-talk-answers">
            <h2 id="share-talk-answers" className={styles.blockTitle}>
              精选回答
            </h2>
            {list.length ? (
              <ul className={styles.linkList}>
                {list.map((a) => (
                  <li key={a.id}>
                    <Link href={`/known/detail/answer?id=${encodeURIComponent(a.id)}`} className={styles.linkRow}>
                      <span className={styles.answerWho}>
                        <Avatar src={a.author.avatar} size="0.48rem" alt="" />
                        {a.author.name || '薯片用户'}
                      </span>
                      <span className={styles.linkText}>{a.contentText}</span>
                      <span className={styles.linkMeta}>
                        {a.applaudCount} 赞同 · {a.remarkCount} 评论
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            ) : (
              <p className={styles.listNote}>{answers ? '还没有回答，来写下第一个回答吧' : '回答加载失败，请查看全部讨论'}</p>
            )}
            <Link href={questionHref(detail.id)} className={styles.moreLink}>
              {detail.answerCount > list.length ? `查看全部${detail.answerCount}个回答` : '参与讨论'}
            </Link>
          </section>
          <ShareGoods initial={data.goods} plannerId={planner?.mchUserId} />
        </>
      ) : null}
    </ShareFrame>
  );
};

ShareTalkPage.getLayout = defaultLayout;
export default withKnownBare(ShareTalkPage);
