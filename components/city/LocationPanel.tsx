import { EnvironmentOutline, LocationFill } from 'antd-mobile-icons';
import { POSITION_STATUS, type PositionStatus } from '@/stores/city';
import styles from './city.module.css';

export type PositionView = { name: string; code: string; status: PositionStatus };

type Props = {
  currentName: string;
  position: PositionView;
  locating: boolean;
  onRelocate: () => void;
  onPickLocated: () => void;
};

/** "{city} 当前选择" and the located city (tap to choose it) with 重新定位. */
export function LocationPanel({ currentName, position, locating, onRelocate, onPickLocated }: Props) {
  const located = position.status === POSITION_STATUS.DEFAULTED || position.status === POSITION_STATUS.LOCATED;
  return (
    <section className={styles.panel} aria-label="当前城市">
      <p className={styles.currentLine}>
        <strong className={styles.currentName}>{currentName}</strong>
        <span className={styles.muted}>当前选择</span>
      </p>
      <div className={styles.locateLine}>
        {located && position.name ? (
          <button type="button" className={styles.locatedCity} onClick={onPickLocated}>
            <LocationFill aria-hidden className={styles.locateIcon} />
            <strong>{position.name}</strong>
            <span className={styles.muted}>GPS定位</span>
            {position.status === POSITION_STATUS.DEFAULTED ? <span className={styles.notServed}>未开通服务</span> : null}
          </button>
        ) : (
          <span className={styles.locateFailed}>
            <EnvironmentOutline aria-hidden className={styles.locateIcon} />
            {locating ? '定位中' : '无法定位到当前城市'}
          </span>
        )}
        <button type="button" className={styles.relocate} onClick={onRelocate} disabled={locating}>
          重新定位
        </button>
      </div>
    </section>
  );
}
