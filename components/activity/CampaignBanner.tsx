import Link from 'next/link';
import type { ReactNode } from 'react';
import { protocolHref } from '@/components/common/ProtocolCheckbox';
import styles from './activity.module.css';

type Props = {
  src: string;
  alt: string;
  /** The 规则 chip's protocol code (none: no chip). */
  ruleCode?: string;
  title?: string;
  subtitle?: string;
  children?: ReactNode;
};

/** The campaign's banner (the ad location's first material, else the page's own image) with its 规则 chip. */
export function CampaignBanner({ src, alt, ruleCode, title, subtitle, children }: Props) {
  return (
    <div className={styles.banner}>
      <img src={src} alt={alt} className={styles.bannerImg} />
      {title ? (
        <div className={styles.bannerTitle}>
          <h1>{title}</h1>
          {subtitle ? <p>{subtitle}</p> : null}
        </div>
      ) : null}
      {ruleCode ? (
        <Link href={protocolHref(ruleCode)} className={styles.rule}>
          规则
        </Link>
      ) : null}
      {children}
    </div>
  );
}
