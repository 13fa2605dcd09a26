import Head from 'next/head';
import { useState } from 'react';
import { ImageViewer } from '@/components/common/lazyAntd';
import type { QualificationList } from '@/services/apply';
import { HeaderBar } from '@/components/common/HeaderBar';
import { Empty } from '@/components/common/Empty';
import { useAppFlags } from '@/components/common/AppFlags';
import styles from './content.module.css';
import formStyles from './form.module.css';

/** 证照资质中心 (inventory my §11): the operator's licences from the CMS; tapping one shows it large. */
export function QualificationView({ data }: { data: QualificationList }) {
  const { isInApp } = useAppFlags();
  const [viewing, setViewing] = useState<string | null>(null);
  const title = isInApp ? '证照资质中心' : '证件资质中心';
  return (
    <div className={formStyles.page}>
      <Head>
        <title key="title">{title}</title>
      </Head>
      <HeaderBar title={title} fixed />
      {data.rows.length ? (
        data.rows.map((q) => (
          <article key={q.code} className={styles.qual} aria-label={q.title}>
            <button type="button" onClick={() => setViewing(q.image)} aria-label={`查看${q.title}大图`}>
              <img src={q.image} alt={q.title} width={800} height={560} loading="lazy" />
            </button>
            <div className={styles.qualBody}>
              <h2>{q.title}</h2>
              <dl>
                <div>
                  <dt>证书编号</dt>
                  <dd>{q.number}</dd>
                </div>
                <div>
                  <dt>持证单位</dt>
                  <dd>{q.holder}</dd>
                </div>
                <div>
                  <dt>发证机关</dt>
                  <dd>{q.issuer}</dd>
                </div>
                <div>
                  <dt>有效期</dt>
                  <dd>{q.validity}</dd>
                </div>
              </dl>
              {q.note ? <p className={styles.note}>{q.note}</p> : null}
            </div>
          </article>
        ))
      ) : (
        <Empty text="暂无证照信息" />
      )}
      <ImageViewer image={viewing ?? ''} visible={!!viewing} onClose={() => setViewing(null)} />
    </div>
  );
}
