import Head from 'next/head';
import Link from 'next/link';
import { useCallback } from 'react';
import { PullToRefresh } from '@/components/common/PullToRefresh';
import { myCooperations, type CooperationProposal } from '@/services/apply';
import { COOPERATION_PAGE_SIZE, type CooperationData } from '@/services/loaders/apply';
import { HeaderBar } from '@/components/common/HeaderBar';
import { PagedSection } from '@/components/my/PagedSection';
import { ListTime } from '@/components/common/ListTime';
import { usePagedList } from '@/components/planner/usePagedList';
import { CooperationForm } from './CooperationForm';
import styles from './form.module.css';

const INTRO = [
  { title: '服务商入驻', text: '工商财税、知识产权、法律等服务机构可申请入驻，平台担保交易，服务完成后结算。', href: '/my/merchantsJoin', link: '申请入驻' },
  { title: '渠道与品牌合作', text: '园区、孵化器、协会和培训机构可与我们共同服务创业者和中小企业。' },
  { title: '规划师培训体系', text: '新入驻的规划师可参加平台的业务培训，学习政策解读、服务流程和风险提示。' },
];

function ProposalItem({ p }: { p: CooperationProposal }) {
  return (
    <article className={styles.record} aria-label={`${p.kindName}，${p.statusText}`}>
      <div className={styles.recordHead}>
        <span>
          {p.kindName} · {p.company}
        </span>
        <span className={styles.badge}>{p.statusText}</span>
      </div>
      {p.statusNote ? <p className={styles.statusNote}>平台说明：{p.statusNote}</p> : null}
      <p className={styles.recordBody}>{p.description}</p>
      <p className={styles.recordMeta}>
        {p.contactName} {p.phone} · <ListTime at={p.createdAt} />
      </p>
    </article>
  );
}

/** 我要合作 (/my/cooperation): the proposal form, what the platform offers, and the caller's proposals with status. */
export function CooperationView({ data }: { data: CooperationData }) {
  const fetchPage = useCallback((page: number) => myCooperations({ page, limit: COOPERATION_PAGE_SIZE }), []);
  const list = usePagedList(fetchPage, 'mine', data.first);
  return (
    <div className={styles.page}>
      <Head>
        <title key="title">我要合作</title>
      </Head>
      <HeaderBar title="我要合作" fixed />
      <PullToRefresh onRefresh={async () => void (await list.refresh())}>
        <div className={styles.hero}>
          <h1>合作共赢</h1>
          <p>汇聚企业服务资源，携手服务中小企业</p>
        </div>
        <CooperationForm accountPhone={data.accountPhone} onDone={() => void list.refresh()} />
        <section className={styles.card} aria-label="平台介绍">
          <h2 className={styles.cardTitle}>平台介绍</h2>
          {INTRO.map((i) => (
            <div key={i.title} className={styles.block}>
              <p>
                <b>{i.title}</b>
              </p>
              <p className={styles.hint}>
                {i.text}
                {i.href ? (
                  <>
                    {' '}
                    <Link href={i.href}>{i.link} ›</Link>
                  </>
                ) : null}
              </p>
            </div>
          ))}
        </section>
        <h2 className={styles.sectionTitle}>我的合作意向</h2>
        <PagedSection list={list} label="我的合作意向" emptyText="还没有提交过合作意向" render={(p) => <ProposalItem key={p.id} p={p} />} />
      </PullToRefresh>
    </div>
  );
}
