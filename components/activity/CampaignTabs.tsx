import { DownFill } from 'antd-mobile-icons';
import styles from './activity.module.css';

type Props = {
  tabs: { id: string; labelName: string }[];
  active: string;
  onChange: (id: string) => void;
  /** The city drop-down of service campaigns (or of a campaign without tabs); null hides it. */
  city: { name: string; onChoose: () => void } | null;
};

/** The sticky tab bar below the header: the city on the left for service campaigns, then 全部 and the campaign's tabs. */
export function CampaignTabs({ tabs, active, onChange, city }: Props) {
  if (tabs.length <= 1 && !city) return null;
  return (
    <nav className={styles.tabs} aria-label="活动分类">
      {city ? (
        <button type="button" className={styles.cityBtn} onClick={city.onChoose} aria-label={`选择城市：${city.name}`}>
          {city.name || '定位中'} <DownFill fontSize="0.18rem" />
        </button>
      ) : null}
      <div className={styles.tabList} role="tablist">
        {tabs.length > 1
          ? tabs.map((t) => (
              <button key={t.id || 'all'} type="button" role="tab" aria-selected={t.id === active} className={t.id === active ? styles.tabOn : styles.tab} onClick={() => onChange(t.id)}>
                {t.labelName}
              </button>
            ))
          : null}
      </div>
    </nav>
  );
}
