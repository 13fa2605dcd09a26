import { checkCreditCode } from '@/lib/validators/creditCode';
import { isSpecialType } from './invoiceText';
import type { ApplyInvoiceBody } from '@/lib/contract/invoice/api';
import { INVOICE_HEADER_KIND } from '@/lib/contract/invoice/enums';
import { MOBILE_RE } from '@/lib/contract/mobile';

/** The apply form (inventory order §13.2): the apply body's texts, all present, with type and header still unchosen (''). */
export type ApplyForm = Pick<
  ApplyInvoiceBody,
  'invoiceHeaderName' | 'taxpayerIdentifNum' | 'registerAddress' | 'registerTel' | 'bankOfDeposit' | 'bankAccount' | 'receiverPhone' | 'receiverEmail' | 'invoiceContent'
> & { invoiceType: string; invoiceHeader: ApplyInvoiceBody['invoiceHeader'] | '' };

export type FormErrors = Partial<Record<keyof ApplyForm, string>>;

const EMAIL = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;

/** Company details shared by the apply form and the header forms. */
export function companyErrors(v: { code: string; address: string; tel: string; bank: string; account: string }, special: boolean) {
  const e: Record<'code' | 'address' | 'tel' | 'bank' | 'account', string> = { code: '', address: '', tel: '', bank: '', account: '' };
  if (!v.code.trim()) e.code = '请填写纳税人识别号';
  else {
    const cc = checkCreditCode(v.code);
    if (!cc.ok) e.code = cc.reason;
  }
  if (special) {
    if (!v.address.trim()) e.address = '专用发票须填写注册地址';
    if (!v.tel.trim()) e.tel = '专用发票须填写注册电话';
    if (!v.bank.trim()) e.bank = '专用发票须填写开户银行';
    if (!v.account.trim()) e.account = '专用发票须填写银行账号';
  }
  if (v.tel.trim() && !/^[0-9-]{7,20}$/.test(v.tel.trim())) e.tel = '注册电话有误';
  if (v.account.trim() && !/^\d{6,32}$/.test(v.account.trim())) e.account = '银行账号应为6–32位数字';
  return e;
}

/** The first blocking message (for the toast) and every field error (shown under the fields). */
export function validateApply(f: ApplyForm): { first: string; errors: FormErrors } {
  if (!f.invoiceType) return { first: '请选择发票类型', errors: {} };
  if (!f.invoiceHeader) return { first: '请选择发票抬头', errors: {} };
  const errors: FormErrors = {};
  const company = f.invoiceHeader === INVOICE_HEADER_KIND.COMPANY;
  if (!f.invoiceHeaderName.trim()) errors.invoiceHeaderName = company ? '请填写单位名称' : '请填写个人名称';
  if (company) {
    const c = companyErrors(
      { code: f.taxpayerIdentifNum, address: f.registerAddress, tel: f.registerTel, bank: f.bankOfDeposit, account: f.bankAccount },
      isSpecialType(f.invoiceType),
    );
    if (c.code) errors.taxpayerIdentifNum = c.code;
    if (c.address) errors.registerAddress = c.address;
    if (c.tel) errors.registerTel = c.tel;
    if (c.bank) errors.bankOfDeposit = c.bank;
    if (c.account) errors.bankAccount = c.account;
  }
  if (!f.receiverPhone.trim()) errors.receiverPhone = '请填写手机号码';
  else if (!MOBILE_RE.test(f.receiverPhone.trim())) errors.receiverPhone = '手机号码有误';
  if (f.receiverEmail.trim() && !EMAIL.test(f.receiverEmail.trim())) errors.receiverEmail = '邮箱格式有误';
  return { first: Object.keys(errors).length ? '请检查错误信息' : '', errors };
}

export const isValidEmail = (s: string) => EMAIL.test(s.trim());
