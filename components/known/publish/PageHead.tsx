import { HeaderBar } from '@/components/common/HeaderBar';
import styles from './publish.module.css';

type Props = {
  title?: string;
  submitText?: string;
  /** The form has what the submit needs: the submit text turns blue (it can be tapped either way). */
  active?: boolean;
  busy?: boolean;
  onCancel: () => void;
  onSubmit?: () => void;
};

/** The editors' header: 取消 on the left, the title, the submit text on the right. Shown even under the app's header flag. */
export function PageHead({ title, submitText, active, busy, onCancel, onSubmit }: Props) {
  return (
    <HeaderBar
      title={title}
      fixed
      ignoreHideNav
      left={
        <button type="button" className={styles.headCancel} onClick={onCancel}>
          取消
        </button>
      }
      right={
        submitText && onSubmit ? (
          // Grey until the post can go: a tap still says what is missing, so it stays focusable and says it is not ready.
          <button
            type="button"
            className={active ? styles.headSubmitOn : styles.headSubmit}
            aria-disabled={!active || undefined}
            aria-busy={busy || undefined}
            onClick={onSubmit}
          >
            {submitText}
          </button>
        ) : null
      }
    />
  );
}
