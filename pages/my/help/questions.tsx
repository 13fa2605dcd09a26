import Head from 'next/head';
import Link from 'next/link';
import { pageLoader, type LandingProps, type ReadyProps } from '@/lib/pageLoader';
import { HELP_HOTLINE, HELP_SERVICE_ENTRANCE } from '@/lib/contract/cms/enums';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { helpQuestionsLanding, loadHelpQuestion, type HelpQuestionData, type HelpQuestionsLanding } from '@/services/loaders/myHelp';
import { startCustomerService } from '@/components/chat/startChat';
import { HeaderBar } from '@/components/common/HeaderBar';
import { HelpEntryList } from '@/components/my/help/HelpEntryList';
import { helpCategoryHref, helpEntryHref, helpQuestionHref } from '@/lib/help/helpLinks';
import { useBackTo } from '@/components/my/help/useBackTo';
import styles from '@/components/my/help/help.module.css';
import qStyles from '@/components/my/help/helpQuestion.module.css';

type Props = ReadyProps<HelpQuestionData> | LandingProps<HelpQuestionsLanding>;

export const getServerSideProps = pageLoader(loadHelpQuestion, { errorPage: true, bare: helpQuestionsLanding });

/** Opened without a question (an incomplete link): the common questions, and the way to the help centre. */
function QuestionsLanding({ common }: HelpQuestionsLanding) {
  const back = useBackTo('/my/help');
  return (
    <div className={styles.page}>
      <Head>
        <title key="title">常见问题 - 帮助中心</title>
      </Head>
      <HeaderBar title="问题解答" fixed onBack={back} />
      <section className={`${styles.card} ${styles.first}`} aria-labelledby="help-common">
        <h2 id="help-common" className={styles.cardTitle}>
          常见问题
        </h2>
        <p className={qStyles.hint}>链接中没有指定问题，您可以从下面的常见问题中选择，或前往帮助中心按分类查找。</p>
        <HelpEntryList entries={common} label="常见问题" />
        <div className={styles.actions}>
          <Link className={styles.action} href="/my/help">
            去帮助中心
          </Link>
        </div>
      </section>
    </div>
  );
}

/** 问题解答 (inventory my.md §9 questions): the question, its answer, others of its category, and where to ask more. */
const HelpQuestionPage: PageWithLayout<Props> = (props) => {
  if ('bare' in props) return <QuestionsLanding common={props.bare.common} />;
  return <QuestionView question={props.data.question} />;
};

function QuestionView({ question }: HelpQuestionData) {
  const back = useBackTo('/my/help');
  const target = helpEntryHref(question);
  return (
    <div className={styles.page}>
      <Head>
        <title key="title">{`${question.title} - 帮助中心`}</title>
      </Head>
      <HeaderBar title="问题解答" fixed onBack={back} />
      <article className={`${styles.card} ${styles.first}`} aria-labelledby="help-question">
        <div className={qStyles.qa}>
          <span className={qStyles.badge} aria-hidden>
            问
          </span>
          <div className={qStyles.qaBody}>
            <h2 id="help-question" className={qStyles.title}>
              {question.title}
            </h2>
            <Link className={qStyles.category} href={helpCategoryHref(question.categoryCode)}>
              所属分类：{question.categoryName}
            </Link>
          </div>
        </div>
        <div className={qStyles.qa}>
          <span className={qStyles.badgeAnswer} aria-hidden>
            答
          </span>
          {/* Sanitised on the server (lib/sanitize allow-list) by the loader. */}
          <div className={`${qStyles.qaBody} ${qStyles.answer}`} dangerouslySetInnerHTML={{ __html: question.content }} />
        </div>
        {target.href !== helpQuestionHref(question.id) ? (
          <div className={styles.actions}>
            {target.external ? (
              <a className={styles.action} href={target.href} rel="noopener noreferrer">
                前往查看
              </a>
            ) : (
              <Link className={styles.action} href={target.href}>
                前往查看
              </Link>
            )}
          </div>
        ) : null}
      </article>
      {question.related.length ? (
        <section className={styles.card} aria-labelledby="help-related">
          <h2 id="help-related" className={styles.cardTitle}>
            相关问题
          </h2>
          <HelpEntryList entries={question.related} label="相关问题" />
        </section>
      ) : null}
      <section className={qStyles.unsolved} aria-label="没有解决您的问题">
        <p>没有解决您的问题？</p>
        <div className={styles.actions}>
          <button type="button" className={styles.action} onClick={() => void startCustomerService({ entrance: HELP_SERVICE_ENTRANCE.QUESTION })}>
            联系客服
          </button>
          <a className={styles.actionGhost} href={`tel:${HELP_HOTLINE}`}>
            电话客服
          </a>
          <Link className={styles.actionGhost} href="/my/complain">
            我要吐槽
          </Link>
        </div>
      </section>
    </div>
  );
}

HelpQuestionPage.getLayout = defaultLayout;
export default HelpQuestionPage;
