/** Invoice texts and option lists as the pages show them (inventory order §13 and §15 "Invoice"). */
import {
  INVOICE_CONTENT as CONTENT_NAMES,
  INVOICE_STATUS as STATUS,
  INVOICE_STATUS_NAMES,
  INVOICE_TYPE_CODES,
  INVOICE_TYPE_NAMES,
  SPECIAL_INVOICE_TYPES,
  type InvoiceContent,
  type InvoiceStatus,
  type InvoiceTypeCode,
} from '@/lib/contract/invoice/enums';

/** The four invoice types, for the type chips. */
export const INVOICE_TYPES: { code: InvoiceTypeCode; name: string }[] = INVOICE_TYPE_CODES.map((code) => ({ code, name: INVOICE_TYPE_NAMES[code] }));

export const invoiceTypeName = (code: string | null | undefined) => INVOICE_TYPES.find((t) => t.code === code)?.name ?? '发票';

/** 004 / 027 are special VAT invoices: they need a company header (with bank and address). */
export const isSpecialType = (code: string | null | undefined) => !!code && SPECIAL_INVOICE_TYPES.includes(code);

/** Only the electronic ordinary invoice can be sent by e-mail. */
export const canEmail = (code: string | null | undefined) => code === '026';

/** The statuses the invoice centre filters by, in the chips' order. */
export const INVOICE_STATUS: { code: InvoiceStatus; name: string }[] = [STATUS.WAITE, STATUS.PROCESS, STATUS.SUCCESS, STATUS.FAIL, STATUS.AUDIT, STATUS.REJECT].map((code) => ({
  code,
  name: INVOICE_STATUS_NAMES[code],
}));

export const invoiceStatusName = (code: string | null | undefined) => INVOICE_STATUS.find((s) => s.code === code)?.name ?? '待开票';

/** Status banner of the detail page. */
export function invoiceBanner(status: string, reason?: string | null): { title: string; desc: string; tips: string; tone: 'blue' | 'red' | 'green' } {
  switch (status) {
    case STATUS.PROCESS:
      return { title: '开票中', desc: '您的发票正在开票中', tips: '请耐心等待', tone: 'blue' };
    case STATUS.REJECT:
      return { title: '已驳回', desc: '您的开票申请已被驳回，请和商户沟通后再重新提交', tips: `驳回原因：${reason || '未知错误'}`, tone: 'red' };
    case STATUS.FAIL:
      return { title: '开票失败', desc: '您的开票申请已失败，请核对开票信息后再重新提交', tips: `失败原因：${reason || '未知错误'}`, tone: 'red' };
    case STATUS.SUCCESS:
      return { title: '已开票', desc: '您的开票申请已经办理完成', tips: '可点击下方“查看发票”查看或下载电子发票', tone: 'green' };
    default:
      return { title: '审核中', desc: '您的开票申请正在审核中', tips: '请耐心等待', tone: 'blue' };
  }
}

/** What the invoice lists, for the content chips. */
export const INVOICE_CONTENT = Object.entries(CONTENT_NAMES).map(([code, name]) => ({ code: code as InvoiceContent, name }));

export const INVOICE_NOTICE = ['1、发票金额为实际支付金额，不包含优惠券等；', '2、电子发票开具成功后可在发票中心查看和下载；'];

export const ELECTRONIC_NOTE = '电子发票与纸质发票具有相同的法律效力，可以报销、售后、维权凭证，使用电子发票，不易丢失，更方便环保。';
