import Link from 'next/link';
import { useRouter } from 'next/router';
import { useCallback, useState } from 'react';
import { chinaDateTime } from '@/lib/chinaTime';
import { COOPERATION_NEXT, COOPERATION_STATUS_TEXT, JOB_APPLY_NEXT, JOB_APPLY_STATUS_TEXT } from '@/lib/contract/apply/enums';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { opsPage } from '@/services/loaders/ops';
import { opsCooperations, opsCooperationStatus, opsDecideMerchant, opsJobs, opsJobStatus, opsMerchants } from '@/services/ops';
import { usePagedList } from '@/components/planner/usePagedList';
import { DecisionBox } from '@/components/ops/DecisionBox';
import { OpsListEnd, OpsShell } from '@/components/ops/OpsShell';
import { StatusSteps } from '@/components/ops/StatusSteps';
import styles from '@/components/ops/ops.module.css';

export const getServerSideProps = opsPage();

const TYPES = { merchant: '商户入驻', job: '职位投递', cooperation: '合作意向' } as const;
type ApplyType = keyof typeof TYPES;
const typeOf = (v: unknown): ApplyType => (typeof v === 'string' && v in TYPES ? (v as ApplyType) : 'merchant');

function Merchants() {
  const fetchPage = useCallback((page: number) => opsMerchants(page), []);
  const list = usePagedList(fetchPage, 'merchant', null);
  const [done, setDone] = useState<ReadonlySet<string>>(new Set());
  const decided = (id: string) => setDone((s) => new Set(s).add(id));
  return (
    <>
      <ul aria-label="入驻申请" style={{ listStyle: 'none', padding: 0 }}>
        {list.items
          .filter((m) => !done.has(m.id))
          .map((m) => (
            <li key={m.id} className={styles.card}>
              <h2>
                {m.subjectText}：{m.name}
              </h2>
              <p className={styles.meta}>
                {m.contactName} {m.contactPhone} · {m.provinceName}
                {m.cityName} · {m.categories.map((c) => c.name).join('、')} · {chinaDateTime(m.createdAt)}
              </p>
              <p className={styles.quote}>{m.intro}</p>
              {m.licenceImage ? (
                <a href={m.licenceImage} target="_blank" rel="noreferrer">
                  查看营业执照
                </a>
              ) : null}
              <DecisionBox
                label={`入驻 ${m.name}`}
                onApprove={() => opsDecideMerchant(m.id, 'approve').then(() => decided(m.id))}
                onReject={(reason) => opsDecideMerchant(m.id, 'reject', reason).then(() => decided(m.id))}
              />
            </li>
          ))}
      </ul>
      <OpsListEnd list={list} empty="没有待审核的入驻申请" />
    </>
  );
}

function Jobs() {
  const fetchPage = useCallback((page: number) => opsJobs(page), []);
  const list = usePagedList(fetchPage, 'job', null);
  const [moved, setMoved] = useState<ReadonlyMap<string, keyof typeof JOB_APPLY_NEXT>>(new Map());
  return (
    <>
      <ul aria-label="职位投递" style={{ listStyle: 'none', padding: 0 }}>
        {list.items.map((j) => {
          const status = moved.get(j.id) ?? j.status;
          return (
            <li key={j.id} className={styles.card}>
              <h2>
                {j.position} · {j.name}
              </h2>
              <p className={styles.meta}>
                {j.department} · {j.city} · {j.phone} · {chinaDateTime(j.createdAt)} · <strong>{JOB_APPLY_STATUS_TEXT[status]}</strong>
              </p>
              {j.note ? <p className={styles.quote}>{j.note}</p> : null}
              <StatusSteps
                label={`投递 ${j.name}`}
                next={JOB_APPLY_NEXT[status]}
                names={JOB_APPLY_STATUS_TEXT}
                onMove={(to, note) => opsJobStatus(j.id, to as 'VIEWED' | 'INTERVIEW' | 'CLOSED', status, note).then(() => setMoved((m) => new Map(m).set(j.id, to)))}
              />
            </li>
          );
        })}
      </ul>
      <OpsListEnd list={list} empty="还没有投递" />
    </>
  );
}

function Cooperations() {
  const fetchPage = useCallback((page: number) => opsCooperations(page), []);
  const list = usePagedList(fetchPage, 'cooperation', null);
  const [moved, setMoved] = useState<ReadonlyMap<string, keyof typeof COOPERATION_NEXT>>(new Map());
  return (
    <>
      <ul aria-label="合作意向" style={{ listStyle: 'none', padding: 0 }}>
        {list.items.map((p) => {
          const status = moved.get(p.id) ?? p.status;
          return (
            <li key={p.id} className={styles.card}>
              <h2>
                {p.company} · {p.kindName}
              </h2>
              <p className={styles.meta}>
                {p.contactName} {p.phone} · {chinaDateTime(p.createdAt)} · <strong>{COOPERATION_STATUS_TEXT[status]}</strong>
              </p>
              <p className={styles.quote}>{p.description}</p>
              <StatusSteps
                label={`合作 ${p.company}`}
                next={COOPERATION_NEXT[status]}
                names={COOPERATION_STATUS_TEXT}
                onMove={(to, note) => opsCooperationStatus(p.id, to as 'CONTACTED' | 'CLOSED', status, note).then(() => setMoved((m) => new Map(m).set(p.id, to)))}
              />
            </li>
          );
        })}
      </ul>
      <OpsListEnd list={list} empty="还没有合作意向" />
    </>
  );
}

/** 入驻与合作: merchant applications to decide, job applications and cooperation proposals to move along. */
const OpsApplyPage: PageWithLayout = () => {
  const router = useRouter();
  const type = typeOf(router.query.type);
  return (
    <OpsShell title={TYPES[type]}>
      <nav className={styles.actions} aria-label="申请类型" style={{ marginTop: 0, marginBottom: 12 }}>
        {(Object.keys(TYPES) as ApplyType[]).map((k) => (
          <Link key={k} href={`/ops/apply?type=${k}`} className={k === type ? styles.primary : styles.secondary} aria-current={k === type ? 'page' : undefined} style={{ display: 'inline-flex', alignItems: 'center', textDecoration: 'none' }}>
            {TYPES[k]}
          </Link>
        ))}
      </nav>
      {type === 'merchant' ? <Merchants /> : type === 'job' ? <Jobs /> : <Cooperations />}
    </OpsShell>
  );
};

OpsApplyPage.getLayout = defaultLayout;
export default OpsApplyPage;
