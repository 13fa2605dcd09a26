import { canEmail, invoiceBanner, invoiceStatusName, invoiceTypeName, isSpecialType } from '@/components/invoice/invoiceText';

describe('invoice texts (inventory order §13)', () => {
  it('names the four invoice types', () => {
    expect(invoiceTypeName('026')).toBe('增值税电子普通发票');
    expect(invoiceTypeName('004')).toBe('增值税专用发票');
  });
  it('treats 004 and 027 as special VAT invoices', () => {
    expect(isSpecialType('004')).toBe(true);
    expect(isSpecialType('027')).toBe(true);
    expect(isSpecialType('007')).toBe(false);
  });
  it('only e-mails the electronic ordinary invoice', () => {
    expect(canEmail('026')).toBe(true);
    expect(canEmail('007')).toBe(false);
  });
  it('shows the rejection reason, or 未知错误', () => {
    expect(invoiceBanner('INVOICE_STATUS_REJECT', '抬头有误').tips).toBe('驳回原因：抬头有误');
    expect(invoiceBanner('INVOICE_STATUS_FAIL', '').tips).toBe('失败原因：未知错误');
    expect(invoiceBanner('INVOICE_STATUS_SUCCESS').title).toBe('已开票');
    expect(invoiceBanner('INVOICE_STATUS_AUDIT').title).toBe('审核中');
  });
  it('labels statuses', () => {
    expect(invoiceStatusName('INVOICE_STATUS_PROCESS')).toBe('开票中');
    expect(invoiceStatusName('INVOICE_STATUS_REJECT')).toBe('已驳回');
  });
});
