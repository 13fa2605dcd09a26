/** Invoice enums and texts (inventory order §13 and §15 "Invoice"). */
import type { InvoiceStatus, InvoiceTypeCode } from '@/services/invoice';

export const INVOICE_TYPES: { code: InvoiceTypeCode; name: string }[] = [
  { code: '007', name: '增值税普通发票' },
  { code: '026', name: '增值税电子普通发票' },
  { code: '004', name: '增值税专用发票' },
  { code: '027', name: '增值税电子专用发票' },
];

export const invoiceTypeName = (code: string | null | undefined) => INVOICE_TYPES.find((t) => t.code === code)?.name ?? '发票';

/** 004 / 027 are special VAT invoices: they need a company header (with bank and address). */
export const isSpecialType = (code: string | null | undefined) => code === '004' || code === '027';

/** Only the electronic ordinary invoice can be sent by e-mail. */
export const canEmail = (code: string | null | undefined) => code === '026';

export const INVOICE_STATUS: { code: InvoiceStatus; name: string }[] = [
  { code: 'INVOICE_STATUS_WAITE', name: '待开票' },
  { code: 'INVOICE_STATUS_PROCESS', name: '开票中' },
  { code: 'INVOICE_STATUS_SUCCESS', name: '开票成功' },
  { code: 'INVOICE_STATUS_FAIL', name: '开票失败' },
  { code: 'INVOICE_STATUS_AUDIT', name: '审核中' },
  { code: 'INVOICE_STATUS_REJECT', name: '已驳回' },
];

export const invoiceStatusName = (code: string | null | undefined) => INVOICE_STATUS.find((s) => s.code === code)?.name ?? '待开票';

/** Status banner of the detail page. */
export function invoiceBanner(status: string, reason?: string | null): { title: string; desc: string; tips: string; tone: 'blue' | 'red' | 'green' } {
  switch (status) {
    case 'INVOICE_STATUS_PROCESS':
      return { title: '开票中', desc: '您的发票正在开票中', tips: '请耐心等待', tone: 'blue' };
    case 'INVOICE_STATUS_REJECT':
      return { title: '已驳回', desc: '您的开票申请已被驳回，请和商户沟通后再重新提交', tips: `驳回原因：${reason || '未知错误'}`, tone: 'red' };
    case 'INVOICE_STATUS_FAIL':
      return { title: '开票失败', desc: '您的开票申请已失败，请核对开票信息后再重新提交', tips: `失败原因：${reason || '未知错误'}`, tone: 'red' };
    case 'INVOICE_STATUS_SUCCESS':
      return { title: '已开票', desc: '您的开票申请已经办理完成', tips: '可点击下方“查看发票”查看或下载电子发票', tone: 'green' };
    default:
      return { title: '审核中', desc: '您的开票申请正在审核中', tips: '请耐心等待', tone: 'blue' };
  }
}

export const HEADER_KIND = { PERSONAL: '个人', COMPANY: '单位' } as const;
export const HEADER_TYPE = { ORDINARY: '普通发票', SPECIAL: '专用发票' } as const;

export const INVOICE_CONTENT: { code: string; name: string }[] = [
  { code: 'GOODS_DETAILS', name: '商品明细' },
  { code: 'GOODS_CATEGORY', name: '商品类别' },
];

export const INVOICE_NOTICE = ['1、发票金额为实际支付金额，不包含优惠券等；', '2、电子发票开具成功后可在发票中心查看和下载；'];

export const ELECTRONIC_NOTE = '电子发票与纸质发票具有相同的法律效力，可以报销、售后、维权凭证，使用电子发票，不易丢失，更方便环保。';
