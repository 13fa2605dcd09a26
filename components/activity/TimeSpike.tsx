import { useState } from 'react';
import { CAMPAIGN_PAGES } from '@/lib/contract/activity/enums';
import type { ActivityListPage } from '@/lib/contract/activity/api';
import { Empty } from '@/components/common/Empty';
import { Seo } from '@/components/common/Seo';
import { PullToRefresh } from '@/components/common/PullToRefresh';
import { InlineLoading } from '@/components/common/InlineLoading';
import { PagedListEnd } from '@/components/planner/PagedFooter';
import { CampaignBanner } from './CampaignBanner';
import { CampaignHeader } from './CampaignHeader';
import { CountdownStrip } from './CountdownView';
import { ProductCard } from './ProductCard';
import { sessionLabel, sessionNote } from './activityRules';
import { useCampaign, type CampaignStart } from './useCampaign';
import styles from './activity.module.css';

const cfg = CAMPAIGN_PAGES.seckill;

/** One 场次: the shared engine on its specCode, with the countdown strip and grab buttons. */
function SessionView({ start }: { start: CampaignStart }) {
  const e = useCampaign(cfg, start);
  const w = e.options?.campaign ?? null;
  return (
    <PullToRefresh onRefresh={e.refresh}>
      <CountdownStrip c={e.countdown} target={e.target} ended={w?.status === 3} note={w ? sessionNote(w.title, e.list.items) : '整点秒杀'} flush />
      {e.list.loading && !e.list.items.length ? (
        <InlineLoading />
      ) : (
        <section className={styles.list} role="list" aria-label="场次商品">
          {e.list.items.map((p) => (
            <ProductCard key={p.id} p={p} variant="seckill" />
          ))}
        </section>
      )}
      <PagedListEnd list={e.list} empty={<Empty text="本场暂无商品" />} />
    </PullToRefresh>
  );
}

/** /activity/timeSpike: 整点秒杀 — the session bar (抢购中, 即将开始) and the chosen session's products. */
export function TimeSpike({ sessions, first }: { sessions: ActivityListPage | null; first: CampaignStart | null }) {
  const rows = (sessions?.records ?? []).filter((c) => c.kind === 'SESSION');
  const [chosen, setChosen] = useState(first?.specCode || rows[0]?.specCode || '');
  const start: CampaignStart = chosen === first?.specCode && first ? first : { options: null, first: null, reco: [], specCode: chosen, error: '' };
  return (
    <div className={styles.page}>
      <Seo title="整点秒杀" description="整点秒杀：每个整点准时开抢，抢购中与即将开始的场次一览。" path="/activity/timeSpike" />
      <CampaignHeader title="整点秒杀" />
      <CampaignBanner src={cfg.banner} alt="整点秒杀" ruleCode={cfg.ruleCode} title="整点秒杀" subtitle="每个整点准时开抢" />
      {rows.length ? (
        <>
          <div className={styles.sessionBar} role="tablist" aria-label="秒杀场次">
            {rows.map((c) => {
              const l = sessionLabel(c.startTime, c.status);
              return (
                <button key={c.specCode} type="button" role="tab" aria-selected={c.specCode === chosen} className={c.specCode === chosen ? styles.sessionOn : styles.session} onClick={() => setChosen(c.specCode)}>
                  <span className={styles.sessionTime}>{l.time}</span>
                  <span className={styles.sessionState}>{l.state}</span>
                </button>
              );
            })}
          </div>
          {chosen ? <SessionView key={chosen} start={start} /> : null}
        </>
      ) : (
        <Empty text="暂无秒杀场次，下一场开始前会在这里预告" />
      )}
    </div>
  );
}
