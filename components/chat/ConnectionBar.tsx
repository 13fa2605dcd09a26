import type { StreamStatus } from './useChatEvents';
import styles from './chat.module.css';

/** The state of the live connection, shown only when it is not working. */
export function ConnectionBar({ status, onRetry }: { status: StreamStatus; onRetry: () => void }) {
  if (status === 'live' || status === 'connecting') return null;
  return (
    <div className={styles.connection} role="status" aria-live="polite">
      {status === 'reconnecting' ? (
        <span>连接已断开，正在重连…</span>
      ) : (
        <>
          <span>连接已断开，消息可能无法实时收到</span>
          <button type="button" className={styles.connectionRetry} onClick={onRetry}>
            重新连接
          </button>
        </>
      )}
    </div>
  );
}
