import Head from 'next/head';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useEffect, useState } from 'react';
import { RightOutline } from 'antd-mobile-icons';
import { DEMAND_CARD_KINDS } from '@/lib/contract/demandCard/enums';
import { HeaderBar } from '@/components/common/HeaderBar';
import { clearDraft, sessionDraftStore } from './draft';
import { DemandIllustration } from './DemandIllustration';
import styles from './home.module.css';

/** 轻松找服务 (/myDemandCard): choose the kind of service (the first by default), then 定制需求 opens its questionnaire. */
export function DemandHome() {
  const router = useRouter();
  const [selected, setSelected] = useState<string>(DEMAND_CARD_KINDS[0].slug);
  // A new card starts here: whatever was left of an earlier one goes.
  useEffect(() => clearDraft(sessionDraftStore()), []);
  return (
    <div className={styles.page}>
      <Head>
        <title key="title">轻松找服务</title>
      </Head>
      <HeaderBar title="" />
      <div className={styles.tabs} role="tablist" aria-label="服务类型">
        {DEMAND_CARD_KINDS.map((k) => (
          <button
            key={k.slug}
            type="button"
            role="tab"
            aria-selected={selected === k.slug}
            className={selected === k.slug ? styles.tabOn : styles.tab}
            onClick={() => setSelected(k.slug)}
          >
            {k.name}
          </button>
        ))}
      </div>
      <section className={styles.hero} aria-label="定制专属需求">
        <DemandIllustration />
        <h1 className={styles.title}>定制专属需求</h1>
        <p className={styles.sub}>方便我们更好为您服务</p>
        <button type="button" className={styles.go} onClick={() => void router.push(`/myDemandCard/${selected}`)}>
          定制需求
        </button>
      </section>
      <Link href="/my/demandCard" className={styles.mine}>
        <span>我的需求卡</span>
        <RightOutline aria-hidden />
      </Link>
    </div>
  );
}
