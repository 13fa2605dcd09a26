import type { ApplyInvoiceInfo, InvoiceDetail, InvoiceHeader } from '@/lib/contract/invoice/api';
import { INVOICE_HEADER_KIND, ORDINARY_PAPER_INVOICE, REAPPLICABLE_STATUSES, type InvoiceTypeCode } from '@/lib/contract/invoice/enums';
import type { ApplyForm, FormErrors } from './invoiceForm';
import { INVOICE_TYPES, isSpecialType } from './invoiceText';

/**
 * The rules of the invoice apply page (inventory order §13.2), apart from the page: which types it offers, where the
 * form starts, which saved header fills it, and what it sends.
 */

/** The types the merchant allows ("026,007,…") in the chips' order; the ordinary paper invoice when none is known. */
export function allowedInvoiceTypes(applyInvoiceType: string): { code: InvoiceTypeCode; name: string }[] {
  const codes = (applyInvoiceType || '').split(',').map((s) => s.trim());
  const list = INVOICE_TYPES.filter((t) => codes.includes(t.code));
  return list.length ? list : INVOICE_TYPES.filter((t) => t.code === ORDINARY_PAPER_INVOICE);
}

/** The order's last application when it can be applied for again (rejected or failed): the form starts from it. */
export const reapplicationOf = (last: InvoiceDetail | null): InvoiceDetail | null => (last && REAPPLICABLE_STATUSES.includes(last.invoiceStatus) ? last : null);

const CLEAR_HEADER = { invoiceHeaderName: '', taxpayerIdentifNum: '', registerAddress: '', registerTel: '', bankOfDeposit: '', bankAccount: '' };

/**
 * Where the form starts: a re-application keeps what was sent; a new one takes the merchant's default type (else the
 * first allowed), a personal header and the user's phone (a whole number only; '' when unknown).
 */
export function initialApplyForm(info: Pick<ApplyInvoiceInfo, 'applyInvoiceType' | 'defaultInvoiceType'>, again: InvoiceDetail | null, phone: string): ApplyForm {
  if (again)
    return {
      invoiceType: again.invoiceType,
      invoiceHeader: again.invoiceHeader,
      invoiceHeaderName: again.invoiceHeaderName,
      taxpayerIdentifNum: again.taxpayerIdentifNum,
      registerAddress: again.registerAddress,
      registerTel: again.registerTel,
      bankOfDeposit: again.bankOfDeposit,
      bankAccount: again.bankAccount,
      receiverPhone: again.receiverPhone,
      receiverEmail: again.receiverEmail,
      invoiceContent: again.invoiceContent || 'GOODS_DETAILS',
    };
  const allowed = allowedInvoiceTypes(info.applyInvoiceType);
  return {
    ...CLEAR_HEADER,
    invoiceType: allowed.some((t) => t.code === info.defaultInvoiceType) ? info.defaultInvoiceType : allowed[0].code,
    invoiceHeader: INVOICE_HEADER_KIND.PERSONAL,
    receiverPhone: phone,
    receiverEmail: '',
    invoiceContent: 'GOODS_DETAILS',
  };
}

/** The saved header a form of this type and kind starts from: the special one for special invoices, else the default of that kind. */
export function pickHeader(headers: InvoiceHeader[], type: string, kind: ApplyForm['invoiceHeader']): InvoiceHeader | undefined {
  if (isSpecialType(type)) return headers.find((h) => h.type === 'SPECIAL');
  const headType = kind === INVOICE_HEADER_KIND.COMPANY ? 'COMPANY' : 'PERSONAL';
  return headers.find((h) => h.type === 'ORDINARY' && h.headType === headType && h.defaultHead === 1);
}

/** The form filled from the matching saved header, or with the header's fields cleared when there is none. */
export function withHeader(f: ApplyForm, headers: InvoiceHeader[]): ApplyForm {
  const h = pickHeader(headers, f.invoiceType, f.invoiceHeader);
  if (!h) return { ...f, ...CLEAR_HEADER };
  return {
    ...f,
    invoiceHeaderName: h.invoiceHead,
    taxpayerIdentifNum: h.dutyParagraph,
    registerAddress: h.address,
    registerTel: h.phoneFull,
    bankOfDeposit: h.depositBank,
    bankAccount: h.bankNumber,
  };
}

/** Choosing a type: a special invoice is for a company only. */
export const chooseInvoiceType = (f: ApplyForm, code: string): ApplyForm => ({ ...f, invoiceType: code, ...(isSpecialType(code) ? { invoiceHeader: INVOICE_HEADER_KIND.COMPANY } : {}) });

const MORE_FIELDS: (keyof ApplyForm)[] = ['registerAddress', 'registerTel', 'bankOfDeposit', 'bankAccount'];
/** An error in a field behind "更多选填项": the page opens them. */
export const errorInMoreFields = (errors: FormErrors) => MORE_FIELDS.some((k) => !!errors[k]);
