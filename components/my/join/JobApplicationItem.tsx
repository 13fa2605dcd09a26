import Link from 'next/link';
import type { JobApplication } from '@/services/apply';
import { chinaDateTime } from '@/lib/chinaTime';
import styles from './form.module.css';

/** One of the caller's job applications: the position, its status (with the platform's note) and what was sent. */
export function JobApplicationItem({ app }: { app: JobApplication }) {
  return (
    <article className={styles.record} aria-label={`${app.position}，${app.statusText}`}>
      <div className={styles.recordHead}>
        <Link href={`/my/joinUs/detail?id=${encodeURIComponent(app.jobId)}`}>{app.position}</Link>
        <span className={styles.badge}>{app.statusText}</span>
      </div>
      <p className={styles.recordMeta}>
        {app.department} · {app.city} · {app.name} {app.phone}
      </p>
      {app.statusNote ? <p className={styles.statusNote}>平台说明：{app.statusNote}</p> : null}
      <p className={styles.recordBody}>{app.note}</p>
      <p className={styles.recordMeta}>投递时间：{chinaDateTime(app.createdAt)}</p>
    </article>
  );
}
