import { useMemo, useState } from 'react';
import { PlaceSheet } from '@/components/common/PlaceSheet';
import { RightOutline } from 'antd-mobile-icons';
import { estimateCredit, LOAN_TYPES, MORTGAGE_PERIODS, type LoanTypeCode, type MortgagePeriodCode } from '@/lib/creditEstimate';
import { isApiError, isSessionInvalidCode } from '@/lib/http';
import { toast } from '@/lib/toast';
import { isPhone, isSmsCode } from '@/lib/validators';
import { addCreditEvaluation, type CreditEvaluationResult } from '@/services/lead';
import { isLoggedIn, useUserStore } from '@/stores/user';
import { useSmsCountdown } from './useSmsCountdown';
import styles from './credit.module.css';
import { SmsStandInNote } from '@/components/common/StandIns';

export type CityPick = { provinceName: string; cityName: string };

type Props = {
  cities: Record<string, string[]>;
  defaultCity: CityPick | null;
  onDone: (result: CreditEvaluationResult) => void;
};

const num = (s: string) => (s.trim() === '' ? undefined : Number(s));
const SMS_WRONG = 10401;

function YesNo({ label, value, onChange }: { label: string; value: boolean; onChange: (v: boolean) => void }) {
  return (
    <div className={styles.row}>
      <span className={styles.label}>{label}</span>
      <div className={styles.toggle} role="radiogroup" aria-label={label}>
        {[true, false].map((v) => (
          <button key={String(v)} type="button" role="radio" aria-checked={value === v} className={value === v ? styles.on : ''} onClick={() => onChange(v)}>
            {v ? '有' : '无'}
          </button>
        ))}
      </div>
    </div>
  );
}

function Amount({ label, unit, value, onChange }: { label: string; unit: string; value: string; onChange: (v: string) => void }) {
  return (
    <label className={styles.subRow}>
      <span>{label}</span>
      <input inputMode="decimal" value={value} placeholder="请输入" onChange={(e) => onChange(e.target.value.replace(/[^\d.]/g, '').slice(0, 9))} />
      <span>{unit}</span>
    </label>
  );
}

/** 额度评估 (inventory §7.3): the live figure is the same pure formula the server saves with the lead. */
export function CreditForm({ cities, defaultCity, onDone }: Props) {
  const loggedIn = useUserStore(isLoggedIn);
  const userPhone = useUserStore((s) => s.userPhone);
  const [city, setCity] = useState<CityPick | null>(defaultCity);
  const [picking, setPicking] = useState(false);
  const [fund, setFund] = useState(false);
  const [fundMonthly, setFundMonthly] = useState('');
  const [ins, setIns] = useState(false);
  const [premium, setPremium] = useState('');
  const [mort, setMort] = useState(false);
  const [period, setPeriod] = useState<MortgagePeriodCode>(MORTGAGE_PERIODS[0].code);
  const [mortgage, setMortgage] = useState('');
  const [loanType, setLoanType] = useState<LoanTypeCode>(LOAN_TYPES[0].code);
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const sms = useSmsCountdown();

  const options = useMemo(
    // A province without cities cannot be chosen, so it is not offered.
    () => Object.entries(cities).filter(([, cs]) => cs.length).map(([p, cs]) => ({ label: p, value: p, children: cs.map((c) => ({ label: c, value: c })) })),
    [cities],
  );
  const input = {
    fundMonthly: fund ? num(fundMonthly) : undefined,
    premiumYearly: ins ? num(premium) : undefined,
    mortgageMonthly: mort ? num(mortgage) : undefined,
    mortgagePeriod: mort ? period : undefined,
    loanType,
  };
  const estimate = estimateCredit(input);
  const ready = !!city && (loggedIn || (isPhone(phone) && isSmsCode(code)));

  const submit = async () => {
    if (!city) return toast.warning('请选择所在城市');
    if (!loggedIn && !isPhone(phone)) return toast.warning('请输入正确的手机号码');
    if (!loggedIn && !isSmsCode(code)) return toast.warning('请输入验证码');
    setSubmitting(true);
    try {
      const result = await addCreditEvaluation({
        ...city,
        ...input,
        ...(loggedIn ? {} : { phone, smsCode: code }),
        source: '/detail/server/financing/creditEvaluation',
      });
      onDone(result);
    } catch (err) {
      if (isApiError(err) && isSessionInvalidCode(err.code)) return;
      toast.error(isApiError(err) && err.code === SMS_WRONG ? '手机验证码校验失败!' : (isApiError(err) && err.message) || '提交失败，请稍后重试');
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <>
      <div className={styles.hero}>
        <p className={styles.heroLabel}>最高额度(元)</p>
        <p className={styles.heroAmount} aria-live="polite" data-testid="credit-estimate">
          {estimate.toLocaleString('zh-CN')}
        </p>
        <p className={styles.heroHint}>输入以下信息，获取贷款额度</p>
      </div>
      <form
        className={styles.form}
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <button type="button" className={styles.row} onClick={() => setPicking(true)}>
          <span className={styles.label}>所在城市</span>
          <span className={city ? styles.value : styles.placeholder}>{city ? `${city.provinceName} ${city.cityName}` : '优先选择工作地或户籍地'}</span>
          <RightOutline aria-hidden className={styles.arrow} />
        </button>
        <YesNo label="有无缴满2年的公积金" value={fund} onChange={setFund} />
        {fund ? <Amount label="个人月缴金额" unit="元" value={fundMonthly} onChange={setFundMonthly} /> : null}
        <YesNo label="有无生效2年的保单" value={ins} onChange={setIns} />
        {ins ? <Amount label="年缴保费" unit="万元" value={premium} onChange={setPremium} /> : null}
        <YesNo label="有无房贷" value={mort} onChange={setMort} />
        {mort ? (
          <>
            <div className={styles.subRow}>
              <span>房贷已还时间</span>
            </div>
            <div className={styles.chips} role="radiogroup" aria-label="房贷已还时间">
              {MORTGAGE_PERIODS.map((p) => (
                <button key={p.code} type="button" role="radio" aria-checked={period === p.code} className={period === p.code ? styles.on : ''} onClick={() => setPeriod(p.code)}>
                  {p.name}
                </button>
              ))}
            </div>
            <Amount label="月供还款" unit="元" value={mortgage} onChange={setMortgage} />
          </>
        ) : null}
        <div className={styles.row}>
          <span className={styles.label}>贷款类型</span>
          <div className={styles.chips} role="radiogroup" aria-label="贷款类型">
            {LOAN_TYPES.map((t) => (
              <button key={t.code} type="button" role="radio" aria-checked={loanType === t.code} className={loanType === t.code ? styles.on : ''} onClick={() => setLoanType(t.code)}>
                {t.name}
              </button>
            ))}
          </div>
        </div>
        {loggedIn ? (
          <div className={styles.row}>
            <span className={styles.label}>手机号</span>
            <span className={styles.value}>{userPhone}</span>
          </div>
        ) : (
          <>
            <label className={styles.row}>
              <span className={styles.label}>手机号</span>
              <input inputMode="numeric" maxLength={11} placeholder="请输入手机号" value={phone} onChange={(e) => setPhone(e.target.value.replace(/\D/g, ''))} />
            </label>
            <label className={styles.row}>
              <span className={styles.label}>验证码</span>
              <input inputMode="numeric" maxLength={6} placeholder="请输入验证码" value={code} onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))} />
              <button type="button" className={styles.sms} disabled={sms.left > 0 || sms.sending} onClick={() => void sms.send(phone)}>
                {sms.label}
              </button>
            </label>
            <SmsStandInNote />
          </>
        )}
        <button type="submit" className={styles.submit} disabled={!ready || submitting}>
          {submitting ? '提交中…' : '立即申请'}
        </button>
        <p className={styles.footer}>薯片助贷服务，让更多人生活更美好！</p>
      </form>
      <PlaceSheet
        title="所在城市"
        options={options}
        visible={picking}
        value={city ? [city.provinceName, city.cityName] : []}
        onClose={() => setPicking(false)}
        onChoose={([provinceName, cityName]) => setCity({ provinceName, cityName })}
        incomplete="请选择所在城市"
      />
    </>
  );
}
