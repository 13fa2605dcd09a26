import { Switch } from 'antd-mobile';
import { FormRow } from './FormRow';
import { companyErrors } from './invoiceForm';
import ui from '@/components/my/ui.module.css';
import form from './form.module.css';
import type { HeaderValues } from '@/lib/contract/invoice/api';

export type { HeaderValues };

export type HeaderErrors = Partial<Record<keyof HeaderValues, string>>;

export function validateHeader(v: HeaderValues): HeaderErrors {
  const e: HeaderErrors = {};
  if (!v.invoiceHead.trim()) e.invoiceHead = '请填写发票抬头';
  if (v.headType === 'COMPANY') {
    const c = companyErrors({ code: v.dutyParagraph, address: v.address, tel: v.phone, bank: v.depositBank, account: v.bankNumber }, v.type === 'SPECIAL');
    if (c.code) e.dutyParagraph = c.code === '请填写纳税人识别号' ? '请填写单位税号' : c.code;
    if (c.address) e.address = c.address;
    if (c.tel) e.phone = c.tel;
    if (c.bank) e.depositBank = c.bank;
    if (c.account) e.bankNumber = c.account;
  }
  return e;
}

type Props = {
  value: HeaderValues;
  onChange: (v: HeaderValues) => void;
  errors: HeaderErrors;
  /** Add: type and kind can be chosen (special only when the user has none). Edit: fixed. */
  choose?: { specialAllowed: boolean };
};

/** 发票抬头 form (inventory order §13.4/§13.5). */
export function HeaderForm({ value: v, onChange, errors, choose }: Props) {
  const set = (patch: Partial<HeaderValues>) => onChange({ ...v, ...patch });
  const special = v.type === 'SPECIAL';
  const company = v.headType === 'COMPANY';
  const need = special ? '必填' : '选填';
  return (
    <section className={ui.formCard} aria-label="抬头信息">
      {choose ? (
        <>
          <h2 className={ui.sectionTitle}>发票类型</h2>
          <div className={ui.chips}>
            <button type="button" className={!special ? ui.chipOn : ui.chip} aria-pressed={!special} onClick={() => set({ type: 'ORDINARY' })}>
              普通发票
            </button>
            {choose.specialAllowed ? (
              <button type="button" className={special ? ui.chipOn : ui.chip} aria-pressed={special} onClick={() => set({ type: 'SPECIAL', headType: 'COMPANY', defaultHead: false })}>
                专用发票
              </button>
            ) : null}
          </div>
          <h2 className={ui.sectionTitle}>抬头类型</h2>
          <div className={ui.chips}>
            {special ? null : (
              <button type="button" className={!company ? ui.chipOn : ui.chip} aria-pressed={!company} onClick={() => set({ headType: 'PERSONAL' })}>
                个人
              </button>
            )}
            <button type="button" className={company ? ui.chipOn : ui.chip} aria-pressed={company} onClick={() => set({ headType: 'COMPANY' })}>
              单位
            </button>
          </div>
        </>
      ) : (
        <div className={form.switchRow}>
          <span>发票类型</span>
          <span>
            {special ? '专用发票' : '普通发票'}-{company ? '单位' : '个人'}
          </span>
        </div>
      )}
      <FormRow label="发票抬头" required value={v.invoiceHead} onChange={(x) => set({ invoiceHead: x })} placeholder="请填写发票抬头" maxLength={100} error={errors.invoiceHead} />
      {company ? (
        <>
          <FormRow label="单位税号" required value={v.dutyParagraph} onChange={(x) => set({ dutyParagraph: x.toUpperCase() })} placeholder="18位统一社会信用代码" maxLength={20} error={errors.dutyParagraph} />
          <FormRow label="注册地址" required={special} value={v.address} onChange={(x) => set({ address: x })} placeholder={need} maxLength={80} error={errors.address} />
          <FormRow label="注册电话" required={special} type="tel" value={v.phone} onChange={(x) => set({ phone: x })} placeholder={need} maxLength={20} error={errors.phone} />
          <FormRow label="开户银行" required={special} value={v.depositBank} onChange={(x) => set({ depositBank: x })} placeholder={need} maxLength={45} error={errors.depositBank} />
          <FormRow label="银行账号" required={special} value={v.bankNumber} onChange={(x) => set({ bankNumber: x })} placeholder={need} maxLength={45} error={errors.bankNumber} />
        </>
      ) : null}
      {special ? null : (
        <div className={form.switchRow}>
          <span>
            设为默认
            <span className={form.hint}>每次开票时会默认填写抬头信息</span>
          </span>
          <Switch checked={v.defaultHead} onChange={(defaultHead) => set({ defaultHead })} aria-label="设为默认" />
        </div>
      )}
    </section>
  );
}
