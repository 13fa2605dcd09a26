import Head from 'next/head';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { Popup } from '@/components/common/lazyAntd';
import { loginUrl } from '@/lib/navigate';
import { isLoggedIn, useUserStore } from '@/stores/user';
import type { JobDetailData } from '@/services/loaders/applyContent';
import { HeaderBar } from '@/components/common/HeaderBar';
import { chinaDateTime } from '@/lib/chinaTime';
import { JobApplyForm } from './JobApplyForm';
import formStyles from './form.module.css';
import styles from './content.module.css';

function Section({ title, items }: { title: string; items: string[] }) {
  if (!items.length) return null;
  return (
    <section className={styles.section} aria-label={title}>
      <h2>{title}</h2>
      <ol>
        {items.map((t) => (
          <li key={t}>{t}</li>
        ))}
      </ol>
    </section>
  );
}

/** One opening of 加入我们 with its duties, requirements and benefits, and 投递简历 (once per opening). */
export function JobDetailView({ data }: { data: JobDetailData }) {
  const { job } = data;
  const router = useRouter();
  const loggedIn = useUserStore(isLoggedIn);
  const [application, setApplication] = useState(data.application);
  const [open, setOpen] = useState(false);

  const apply = () => {
    if (!loggedIn || !data.accountPhone) return void router.push(loginUrl(router.asPath));
    setOpen(true);
  };

  return (
    <div className={formStyles.page}>
      <Head>
        <title key="title">{`${job.title} - 加入我们`}</title>
      </Head>
      <HeaderBar title="职位详情" fixed />
      <section className={styles.job} aria-label="职位概要">
        <div className={styles.jobHead}>
          <h1 className={formStyles.cardTitle}>{job.title}</h1>
          <span className={styles.salary}>{job.salary}</span>
        </div>
        <p className={styles.meta}>
          {job.department} · {job.city} · {job.experience} · {job.education} · 招{job.headcount}人
        </p>
        {job.tags.length ? (
          <ul className={styles.tags} aria-label="职位标签">
            {job.tags.map((t) => (
              <li key={t}>{t}</li>
            ))}
          </ul>
        ) : null}
      </section>
      {job.summary ? (
        <section className={styles.section} aria-label="职位介绍">
          <p>{job.summary}</p>
        </section>
      ) : null}
      <Section title="岗位职责" items={job.duties} />
      <Section title="任职要求" items={job.requirements} />
      <Section title="福利待遇" items={job.benefits} />
      <section className={styles.section} aria-label="工作地点">
        <h2>工作地点</h2>
        <p>{job.address}</p>
      </section>
      {application ? (
        <section className={formStyles.record} aria-label="我的投递">
          <div className={formStyles.recordHead}>
            <span>我的投递</span>
            <span className={formStyles.badge}>{application.statusText}</span>
          </div>
          {application.statusNote ? <p className={formStyles.statusNote}>平台说明：{application.statusNote}</p> : null}
          <p className={formStyles.recordMeta}>投递时间：{chinaDateTime(application.createdAt)}</p>
        </section>
      ) : null}
      <div className={styles.bar}>
        <button type="button" disabled={!!application} onClick={apply}>
          {application ? '已投递' : '投递简历'}
        </button>
      </div>
      <Popup visible={open} onMaskClick={() => setOpen(false)} onClose={() => setOpen(false)} bodyStyle={{ borderRadius: '0.24rem 0.24rem 0 0' }}>
        <div className={styles.sheet}>
          <h2>投递简历</h2>
          <JobApplyForm
            job={job}
            accountPhone={data.accountPhone}
            onDone={(app) => {
              setApplication(app);
              setOpen(false);
            }}
          />
        </div>
      </Popup>
    </div>
  );
}
