import { useState } from 'react';
import { Popup } from '@/components/common/lazyAntd';
import type { ContractFirstInfo } from '@/lib/contract/order/api';
import { HeaderBar } from '@/components/common/HeaderBar';
import styles from './order.module.css';
import { MOBILE_RE } from '@/lib/contract/mobile';

const MOBILE = MOBILE_RE;

type Props = { visible: boolean; value: ContractFirstInfo | null; onClose: () => void; onSave: (v: ContractFirstInfo) => void };

/** 完善合同 (inventory §5 inline form): party A's name, contact and phone, optional e-mail and address. */
export function ContractForm({ visible, onClose, ...rest }: Props) {
  // Mounted on each opening with what was saved last; leaving with back discards the edits.
  return (
    <Popup visible={visible} position="right" bodyStyle={{ width: '100vw', maxWidth: '7.5rem', background: 'var(--page-bg)' }} destroyOnClose>
      <ContractFormBody onClose={onClose} {...rest} />
    </Popup>
  );
}

function ContractFormBody({ value, onClose, onSave }: Omit<Props, 'visible'>) {
  const [form, setForm] = useState<ContractFirstInfo>(
    () => value ?? { contractFirstName: '', contractFirstContacts: '', contractFirstPhone: '', contractFirstEmail: '', contractFirstAddr: '' },
  );
  const [more, setMore] = useState(false);

  const set = (k: keyof ContractFirstInfo) => (e: React.ChangeEvent<HTMLInputElement>) => setForm({ ...form, [k]: e.target.value });
  const phoneBad = form.contractFirstPhone !== '' && !MOBILE.test(form.contractFirstPhone);
  const valid = form.contractFirstName.trim() && form.contractFirstContacts.trim() && MOBILE.test(form.contractFirstPhone);

  const field = (k: keyof ContractFirstInfo, label: string, placeholder: string, max: number, required = false, type = 'text') => (
    <label className={styles.row} style={{ gap: '0.24rem' }}>
      <span className={styles.rowLabel}>
        {required ? <i className={styles.red}>*</i> : null}
        {label}
      </span>
      <input
        className={styles.input}
        value={form[k] ?? ''}
        onChange={set(k)}
        maxLength={max}
        placeholder={placeholder}
        type={type}
        inputMode={type === 'tel' ? 'numeric' : undefined}
        aria-label={label}
      />
    </label>
  );

  return (
    <>
      <HeaderBar title="完善合同" onBack={onClose} ignoreHideNav />
      <p className={styles.tip}>同一订单中合同的甲方名称必须与发票抬头保持一致，以下信息将作为合同甲方信息填充到正式合同中</p>
      <div className={styles.card}>
        {field('contractFirstName', '甲方名称', '请输入合同甲方信息', 30, true)}
        {field('contractFirstContacts', '联系人', '请输入合同联系人姓名', 5, true)}
        {field('contractFirstPhone', '联系电话', '请输入联系人电话', 11, true, 'tel')}
        {phoneBad ? <p className={styles.red} style={{ fontSize: '0.24rem' }}>请输入正确的联系人电话</p> : null}
        {more ? (
          <>
            {field('contractFirstEmail', '电子邮箱', '请输入电子邮箱', 50)}
            {field('contractFirstAddr', '联系地址', '请输入联系地址', 50)}
          </>
        ) : null}
        <button type="button" className={`${styles.rowLink} ${styles.muted}`} style={{ margin: '0.16rem auto 0' }} onClick={() => setMore(!more)}>
          {more ? '收起非必填信息' : '更多非必填信息'}
        </button>
      </div>
      <div className={styles.sheet}>
        <button
          type="button"
          className={`${styles.primaryBtn} ${styles.bigBtn}`}
          style={{ width: '100%' }}
          disabled={!valid}
          onClick={() => onSave({ ...form, contractFirstName: form.contractFirstName.trim(), contractFirstContacts: form.contractFirstContacts.trim() })}
        >
          立即签署
        </button>
      </div>
    </>
  );
}
