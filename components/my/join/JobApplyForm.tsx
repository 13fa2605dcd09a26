import { useState } from 'react';
import { errorText } from '@/lib/pageLoader';
import { toast } from '@/lib/toast';
import { useEmojiClear } from '@/lib/emoji';
import { APPLY_LIMITS as L } from '@/lib/contract/apply/enums';
import { applyJob, type JobApplication, type JobDetail } from '@/services/apply';
import { ContactPhoneField } from './ContactPhoneField';
import { jobProblem } from './joinRules';
import styles from './form.module.css';

type Props = { job: JobDetail; accountPhone: string; onDone: (app: JobApplication) => void };

/** 投递简历: name, phone, and a short account of the applicant's experience. */
export function JobApplyForm({ job, accountPhone, onDone }: Props) {
  const [name, setName] = useState('');
  const [phone, setPhone] = useState(accountPhone);
  const [smsCode, setSmsCode] = useState('');
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const nameEmoji = useEmojiClear(setName);
  const noteEmoji = useEmojiClear(setNote);

  const submit = async () => {
    const problem = jobProblem({ name, phone, smsCode, note }, accountPhone);
    if (problem) return void toast.warning(problem);
    setBusy(true);
    try {
      const app = await applyJob({ jobId: job.id, name, phone, note, smsCode: phone === accountPhone ? undefined : smsCode });
      toast.success('投递成功，HR会尽快与您联系');
      onDone(app);
    } catch (err) {
      toast.warning(errorText(err, '投递失败，请稍后重试'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      aria-label={`投递${job.title}`}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <div className={styles.field}>
        <span>应聘职位</span>
        <em className={styles.value}>{job.title}</em>
      </div>
      <div className={styles.field}>
        <label htmlFor="job-name" className={styles.req}>
          姓名
        </label>
        <input id="job-name" value={name} maxLength={L.CONTACT_MAX} placeholder="请输入您的姓名" onChange={(e) => setName(e.target.value)} {...nameEmoji} />
      </div>
      <ContactPhoneField id="job-phone" label="手机号码" phone={phone} onPhone={setPhone} code={smsCode} onCode={setSmsCode} accountPhone={accountPhone} />
      <div className={styles.block}>
        <label htmlFor="job-note" className={styles.req}>
          个人简介
        </label>
        <textarea
          id="job-note"
          className={styles.textarea}
          rows={5}
          maxLength={L.NOTE_MAX}
          value={note}
          placeholder="简要介绍您的教育背景、工作经历和求职意向（至少10个字）"
          onChange={(e) => setNote(e.target.value)}
          {...noteEmoji}
        />
        <p className={styles.count}>
          {note.length}/{L.NOTE_MAX}
        </p>
      </div>
      <button type="submit" className={styles.submit} disabled={busy}>
        {busy ? '提交中…' : '确认投递'}
      </button>
    </form>
  );
}
