import Link from 'next/link';
import type { JobCard } from '@/services/apply';
import styles from './content.module.css';

/** One opening in 加入我们: title, salary, place and requirements at a glance. */
export function JobItem({ job }: { job: JobCard }) {
  return (
    <Link href={`/my/joinUs/detail?id=${encodeURIComponent(job.id)}`} className={styles.job}>
      <div className={styles.jobHead}>
        <h3>{job.title}</h3>
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
    </Link>
  );
}
