import { useState } from 'react';
import { errorText } from '@/lib/pageLoader';
import { toast } from '@/lib/toast';
import { useEmojiClear } from '@/lib/emoji';
import { APPLY_LIMITS as L, COOPERATION_KINDS, type CooperationKind } from '@/lib/contract/apply/enums';
import { submitCooperation, type CooperationProposal } from '@/services/apply';
import { ContactPhoneField } from './ContactPhoneField';
import { cooperationProblem } from './joinRules';
import styles from './form.module.css';

type Props = { accountPhone: string; onDone: (p: CooperationProposal) => void };

/** 合作信息填写 (inventory my §11): contact, company, the kind of cooperation, phone and what is proposed. */
export function CooperationForm({ accountPhone, onDone }: Props) {
  const [contactName, setContactName] = useState('');
  const [company, setCompany] = useState('');
  const [kind, setKind] = useState<CooperationKind | ''>('');
  const [phone, setPhone] = useState(accountPhone);
  const [smsCode, setSmsCode] = useState('');
  const [description, setDescription] = useState('');
  const [busy, setBusy] = useState(false);
  const contactEmoji = useEmojiClear(setContactName);
  const companyEmoji = useEmojiClear(setCompany);
  const descEmoji = useEmojiClear(setDescription);

  const submit = async () => {
    const problem = cooperationProblem({ contactName, company, kind, phone, smsCode, description }, accountPhone);
    if (problem || !kind) return void toast.warning(problem || '请选择合作类型');
    setBusy(true);
    try {
      const saved = await submitCooperation({ contactName, company, kind, phone, description, smsCode: phone === accountPhone ? undefined : smsCode });
      toast.success('提交成功，商务同事会尽快与您联系');
      setDescription('');
      setSmsCode('');
      onDone(saved);
    } catch (err) {
      toast.warning(errorText(err, '提交失败，请稍后重试'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className={styles.card}
      aria-label="合作信息填写"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <h2 className={styles.cardTitle}>合作信息填写</h2>
      <div className={styles.field}>
        <label htmlFor="co-contact" className={styles.req}>
          联系人
        </label>
        <input id="co-contact" value={contactName} maxLength={L.CONTACT_MAX} placeholder="请输入您的姓名" onChange={(e) => setContactName(e.target.value)} {...contactEmoji} />
      </div>
      <div className={styles.field}>
        <label htmlFor="co-company" className={styles.req}>
          公司名称
        </label>
        <input id="co-company" value={company} maxLength={L.NAME_MAX} placeholder="请输入公司名称" onChange={(e) => setCompany(e.target.value)} {...companyEmoji} />
      </div>
      <ContactPhoneField id="co-phone" label="联系方式" phone={phone} onPhone={setPhone} code={smsCode} onCode={setSmsCode} accountPhone={accountPhone} />
      <div className={styles.block}>
        <p id="co-kind" className={styles.req}>
          合作类型
        </p>
        <div className={styles.chips} role="radiogroup" aria-labelledby="co-kind">
          {COOPERATION_KINDS.map((k) => (
            <button key={k.code} type="button" role="radio" aria-checked={kind === k.code} onClick={() => setKind(k.code)}>
              {k.name}
            </button>
          ))}
        </div>
      </div>
      <div className={styles.block}>
        <label htmlFor="co-desc" className={styles.req}>
          合作内容
        </label>
        <textarea
          id="co-desc"
          className={styles.textarea}
          rows={4}
          maxLength={L.DESCRIPTION_MAX}
          value={description}
          placeholder="请描述您希望与平台开展的合作（至少10个字）"
          onChange={(e) => setDescription(e.target.value)}
          {...descEmoji}
        />
        <p className={styles.count}>
          {description.length}/{L.DESCRIPTION_MAX}
        </p>
      </div>
      <button type="submit" className={styles.submit} disabled={busy}>
        {busy ? '提交中…' : '立即申请'}
      </button>
    </form>
  );
}
