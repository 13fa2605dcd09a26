import { useState } from 'react';
import { errorText } from '@/lib/pageLoader';
import { toast } from '@/lib/toast';
import { chinaDateTime } from '@/lib/chinaTime';
import { EVALUATE_LEVELS } from '@/lib/contract/evaluate/enums';
import { REVIEW_MAX, REVIEW_STARS } from '@/lib/contract/interview/enums';
import { evaluateInterview, type CustomerInterviewDetail, type InterviewEvaluation } from '@/services/interview';
import styles from './interview.module.css';

type Props = {
  id: string;
  canEvaluate: boolean;
  evaluation: InterviewEvaluation | null;
  /** The appointment as it is once rated. */
  onRated: (detail: CustomerInterviewDetail) => void;
  /** The rating was refused as out of date (e.g. already rated elsewhere): the page reads it again. */
  onStale: () => void;
};

/** The stars as text, for the read-only rating: ★★★★☆. */
const starText = (score: number) => '★'.repeat(score) + '☆'.repeat(REVIEW_STARS.length - score);

/**
 * 评价面谈 (issue 27 §4b): on a held appointment the customer taps 1–5 stars, may add a few words, and submits once;
 * afterwards the rating shows read-only. Native elements only (the page's first-load JavaScript stays as it was).
 */
export function InterviewRating({ id, canEvaluate, evaluation, onRated, onStale }: Props) {
  const [score, setScore] = useState(0);
  const [content, setContent] = useState('');
  const [anonymous, setAnonymous] = useState(false);
  const [busy, setBusy] = useState(false);

  if (evaluation) {
    return (
      <section className={styles.rating} aria-label="我的评价">
        <h2 className={styles.sheetTitle}>我的评价</h2>
        <p className={styles.ratingStars}>
          <span className={styles.starsShown} role="img" aria-label={`${evaluation.score}星`}>
            {starText(evaluation.score)}
          </span>
          <span className={styles.ratingLevel}>{EVALUATE_LEVELS[evaluation.score]}</span>
        </p>
        {evaluation.content ? <p className={styles.ratingText}>{evaluation.content}</p> : null}
        <p className={styles.ratingMeta}>
          {evaluation.anonymous ? '匿名评价 · ' : ''}
          {chinaDateTime(evaluation.createdAt)}
        </p>
      </section>
    );
  }
  if (!canEvaluate) return null;

  const submit = async () => {
    if (busy) return;
    if (!score) {
      toast.warning('请先选择评分');
      return;
    }
    setBusy(true);
    try {
      const detail = await evaluateInterview({ id, score, content, anonymous });
      toast.success('评价成功，感谢您的反馈');
      onRated(detail);
    } catch (e) {
      toast.error(errorText(e, '评价失败，请稍后再试'));
      onStale();
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.rating} aria-label="评价面谈">
      <h2 className={styles.sheetTitle}>评价面谈</h2>
      <div className={styles.ratingStars} role="group" aria-label="评分">
        {REVIEW_STARS.map((n) => (
          <button
            type="button"
            key={n}
            className={n <= score ? styles.starOn : styles.star}
            aria-label={`${n}星`}
            aria-pressed={n === score}
            onClick={() => setScore(n)}
          >
            ★
          </button>
        ))}
        <span className={styles.ratingLevel} aria-live="polite">
          {EVALUATE_LEVELS[score]}
        </span>
      </div>
      <label className={styles.ratingLabel}>
        <span className="visually-hidden">评价内容</span>
        <textarea
          className={styles.reason}
          rows={4}
          maxLength={REVIEW_MAX}
          placeholder="说说这次面谈的感受（选填）"
          value={content}
          onChange={(e) => setContent(e.target.value)}
        />
      </label>
      <p className={styles.ratingCount}>
        {content.length}/{REVIEW_MAX}
      </p>
      <label className={styles.ratingAnon}>
        <input type="checkbox" checked={anonymous} onChange={(e) => setAnonymous(e.target.checked)} />
        匿名评价
      </label>
      <button type="button" className={styles.main} disabled={busy} onClick={() => void submit()}>
        {busy ? '提交中…' : '提交评价'}
      </button>
    </section>
  );
}
