import Link from 'next/link';
import { LoadError } from '@/components/common/Empty';
import { useRouter } from 'next/router';
import { useCallback, useState } from 'react';
import { useClientReady } from '@/components/common/useClientReady';
import { HeaderBar } from '@/components/common/HeaderBar';
import { Seo } from '@/components/common/Seo';
import { usePagedList } from '@/components/planner/usePagedList';
import { errorText } from '@/lib/pageLoader';
import { toast } from '@/lib/toast';
import { ACCOMPANY_MAX, ADDRESS_MAX, NOTE_MAX, TOPIC_MAX } from '@/lib/contract/interview/enums';
import { plannerCustomers, startCustomer } from '@/services/interview';
import type { ProposeFormData } from '@/services/loaders/interviewWorkbench';
import { CustomerPicker } from './CustomerPicker';
import { EMPTY_FORM, proposeBody, proposeProblem, timeBounds, type ProposeForm } from './proposeRules';
import ui from './interview.module.css';
import styles from './propose.module.css';

const PAGE_SIZE = 20;
const TYPES = [
  { key: '0', title: '去店面谈', place: '门店地址，如：成都市高新区天府大道北段1700号' },
  { key: '1', title: '到访面谈', place: '客户地址，如：客户公司所在地' },
] as const;

/** 发起面谈 (/workbench/interviews/new): choose one of my customers, the way, time, place and topic; send. */
export function ProposeView({ data }: { data: ProposeFormData }) {
  const router = useRouter();
  const fetchPage = useCallback((page: number) => plannerCustomers({ page, limit: PAGE_SIZE }), []);
  const customers = usePagedList(fetchPage, 'customers', data.customers);
  const [form, setForm] = useState<ProposeForm>({ ...EMPTY_FORM, customerId: data.customerId });
  const [problem, setProblem] = useState('');
  const [sending, setSending] = useState(false);
  // The field's range is the browser's own clock time: known only after mount (the server's zone may differ).
  const bounds: { min?: string; max?: string } = useClientReady() ? timeBounds(new Date()) : {};
  const set = <K extends keyof ProposeForm>(k: K, v: ProposeForm[K]) => setForm((f) => ({ ...f, [k]: v }));
  const seo = <Seo title="发起面谈" description="规划师工作台：向客户发起面谈邀约。" path="/workbench/interviews/new" noindex />;

  if (data.error) {
    return (
      <div className={ui.page}>
        {seo}
        <HeaderBar title="发起面谈" />
        <LoadError text={data.error}>
          <Link href="/my" className="button-primary">
            返回我的
          </Link>
        </LoadError>
      </div>
    );
  }

  const submit = async () => {
    const p = proposeProblem(form, new Date());
    setProblem(p?.message ?? '');
    if (p || sending) return;
    setSending(true);
    try {
      await startCustomer(proposeBody(form));
      toast.success('面谈邀约已发送，已通过会话和短信通知客户');
      void router.push('/workbench/interviews?status=0');
    } catch (e) {
      const text = errorText(e, '发送失败，请稍后再试');
      setProblem(text);
      toast.error(text);
      setSending(false);
    }
  };
  const type = TYPES.find((x) => x.key === form.inviteType) ?? TYPES[0];

  return (
    <div className={ui.page}>
      {seo}
      <HeaderBar title="发起面谈" />
      <form
        aria-label="发起面谈"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <section className={styles.section} aria-label="选择客户">
          <h2 className={styles.title}>选择客户</h2>
          <CustomerPicker list={customers} value={form.customerId} onChange={(id) => set('customerId', id)} />
        </section>
        <section className={styles.section} aria-label="面谈信息">
          <h2 className={styles.title}>面谈信息</h2>
          <div className={styles.field}>
            <span className={`${styles.label} ${styles.required}`} id="iv-type">
              面谈方式
            </span>
            <div className={styles.types} role="radiogroup" aria-labelledby="iv-type">
              {TYPES.map((x) => (
                <button key={x.key} type="button" role="radio" aria-checked={form.inviteType === x.key} className={styles.type} onClick={() => set('inviteType', x.key)}>
                  {x.title}
                </button>
              ))}
            </div>
          </div>
          <label className={styles.field}>
            <span className={`${styles.label} ${styles.required}`}>面谈时间</span>
            <input type="datetime-local" className={styles.input} min={bounds.min} max={bounds.max} value={form.when} onChange={(e) => set('when', e.target.value)} />
          </label>
          <label className={styles.field}>
            <span className={`${styles.label} ${styles.required}`}>面谈地点</span>
            <input className={styles.input} maxLength={ADDRESS_MAX} placeholder={type.place} value={form.inviteAddress} onChange={(e) => set('inviteAddress', e.target.value)} />
          </label>
          <label className={styles.field}>
            <span className={`${styles.label} ${styles.required}`}>面谈主题</span>
            <input className={styles.input} maxLength={TOPIC_MAX} placeholder="如：公司注册方案沟通" value={form.topic} onChange={(e) => set('topic', e.target.value)} />
          </label>
          <label className={styles.field}>
            <span className={styles.label}>陪谈人</span>
            <input className={styles.input} maxLength={ACCOMPANY_MAX} placeholder="选填" value={form.accompanyName} onChange={(e) => set('accompanyName', e.target.value)} />
          </label>
          <label className={styles.field}>
            <span className={styles.label}>备注</span>
            <textarea className={styles.textarea} maxLength={NOTE_MAX} placeholder="选填，如需携带的材料" value={form.note} onChange={(e) => set('note', e.target.value)} />
          </label>
        </section>
        {problem ? (
          <p className={styles.error} role="alert">
            {problem}
          </p>
        ) : null}
        <div className={styles.submit}>
          <button type="submit" className={ui.main} disabled={sending}>
            {sending ? '发送中…' : '发送邀约'}
          </button>
        </div>
      </form>
    </div>
  );
}
