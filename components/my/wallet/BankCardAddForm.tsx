import { useRouter } from 'next/router';
import { useState } from 'react';
import { RightOutline } from 'antd-mobile-icons';
import { errorText } from '@/lib/pageLoader';
import { toast } from '@/lib/toast';
import { bindCard, bindCardSms, cardNo, type BankOfCard, type Branch } from '@/services/walletWithdraw';
import { CodeField } from '@/components/my/profile/CodeField';
import { BranchPickerSheet } from './BranchPickerSheet';
import { bindProblem, cardDigits, groupCardNo } from './withdrawRules';
import styles from './withdraw.module.css';
import cards from './cards.module.css';
import { SmsStandInNote, StandInNote } from '@/components/common/StandIns';

type Props = { holderName: string; redirect: string };

/**
 * 新增银行卡 (inventory my §2 bankCards/add) with the four elements: the holder (the verified real name, read-only),
 * the ID number, the card number (its bank recognised on blur), the opening branch, and the card's reserved phone,
 * which receives the bank's code. 提交 binds the card with that code.
 */
export function BankCardAddForm({ holderName, redirect }: Props) {
  const router = useRouter();
  const [number, setNumber] = useState('');
  const [bank, setBank] = useState<BankOfCard | null>(null);
  const [branch, setBranch] = useState<Branch | null>(null);
  const [idNo, setIdNo] = useState('');
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [verifyId, setVerifyId] = useState('');
  const [picking, setPicking] = useState(false);
  const [busy, setBusy] = useState(false);

  const identify = async () => {
    const digits = cardDigits(number);
    if (!digits) return;
    if (bank && verifyId) return;
    const h = toast.loading('识别中...');
    try {
      const b = await cardNo(digits);
      if (b.bankCode !== bank?.bankCode) setBranch(null);
      setBank(b);
    } catch (e) {
      setBank(null);
      setBranch(null);
      toast.warning(errorText(e, '请输入有效的银行卡号'));
    } finally {
      h.close();
    }
  };

  const fields = () => ({ cardNo: number, bankCode: bank?.bankCode ?? '', branchId: branch?.id ?? '', idNo, phone });

  const sendCode = async () => {
    const r = await bindCardSms({ cardNumber: cardDigits(number), idNo: idNo.trim(), phone: phone.trim(), branchId: branch!.id });
    setVerifyId(r.verifyId);
  };

  const submit = async () => {
    const problem = bindProblem(fields());
    if (problem) return void toast.warning(problem);
    if (!verifyId) return void toast.warning('请先获取验证码');
    if (!/^\d{6}$/.test(code)) return void toast.warning('请输入6位验证码');
    setBusy(true);
    const h = toast.loading('绑定中,请稍后...');
    try {
      await bindCard({ verifyId, smsCode: code });
      h.close();
      toast.success('绑定成功');
      void router.replace(redirect);
    } catch (e) {
      h.close();
      toast.warning(errorText(e, '绑定失败，请稍后再试'));
      setBusy(false);
    }
  };

  const changeAfterCode = () => {
    setVerifyId('');
    setCode('');
  };

  return (
    <>
      <p className={styles.notice}>请准确选择开户行，若开户行选择错误，提现将会失败哦！</p>
      <StandInNote service="bankVerify">演示校验：银行卡四要素未经银行核验</StandInNote>
      <SmsStandInNote />
      <section className={styles.card} aria-label="银行卡信息">
        <div className={cards.field}>
          <label htmlFor="card-holder">账户名称</label>
          <input id="card-holder" readOnly value={holderName} />
        </div>
        <div className={cards.field}>
          <label htmlFor="card-idno">
            身份证号<span className={cards.required}>*</span>
          </label>
          <input id="card-idno" maxLength={18} autoComplete="off" placeholder="请输入持卡人身份证号码" value={idNo} onChange={(e) => (setIdNo(e.target.value.replace(/[^\dXx]/g, '').toUpperCase()), changeAfterCode())} />
        </div>
        <div className={cards.field}>
          <label htmlFor="card-number">
            银行卡号<span className={cards.required}>*</span>
          </label>
          <input
            id="card-number"
            inputMode="numeric"
            autoComplete="off"
            maxLength={23}
            placeholder="请输入银行卡号"
            value={number}
            onChange={(e) => {
              setNumber(groupCardNo(e.target.value));
              setBank(null);
              changeAfterCode();
            }}
            onBlur={() => void identify()}
          />
        </div>
        <div className={cards.field}>
          <label htmlFor="card-bank">银行名称</label>
          <input id="card-bank" readOnly value={bank?.bankName ?? ''} placeholder="请输入银行卡号，系统自动识别" />
        </div>
        <div className={cards.field}>
          <span className={cards.fieldLabel}>
            开户行<span className={cards.required}>*</span>
          </span>
          <button
            type="button"
            className={styles.pick}
            style={{ flex: 1, justifyContent: 'space-between', color: branch ? 'var(--text)' : undefined }}
            onClick={() => (bank ? setPicking(true) : void toast.warning('请先输入银行卡号'))}
          >
            <span>{branch?.name ?? '请输入开户行，系统自动搜索'}</span>
            <RightOutline aria-hidden />
          </button>
        </div>
        <div className={cards.field}>
          <label htmlFor="card-phone">
            预留手机号<span className={cards.required}>*</span>
          </label>
          <input id="card-phone" type="tel" inputMode="numeric" maxLength={11} placeholder="请输入银行预留手机号" value={phone} onChange={(e) => (setPhone(e.target.value.replace(/\D/g, '').slice(0, 11)), changeAfterCode())} />
        </div>
        <div className={cards.codeRow}>
          <label>验证码</label>
          <CodeField value={code} onChange={setCode} send={sendCode} blocked={() => bindProblem(fields())} label="短信验证码" via={null} />
        </div>
      </section>
      <button type="button" className={styles.submit} disabled={busy} onClick={() => void submit()}>
        提交
      </button>
      <div className={styles.tips}>
        <p>银行卡须为本人（{holderName}）名下的储蓄卡；验证码由银行发送至该卡的预留手机号。</p>
      </div>
      <BranchPickerSheet
        visible={picking}
        bankCode={bank?.bankCode ?? ''}
        currentId={branch?.id ?? ''}
        onClose={() => setPicking(false)}
        onPick={(b) => {
          setBranch(b);
          setPicking(false);
          changeAfterCode();
        }}
      />
    </>
  );
}
