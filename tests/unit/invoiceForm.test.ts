import { validateApply, type ApplyForm } from '@/components/invoice/invoiceForm';

const base: ApplyForm = {
  invoiceType: '026',
  invoiceHeader: 'INVOICE_HEADER_PERSONAL',
  invoiceHeaderName: '张三',
  taxpayerIdentifNum: '',
  registerAddress: '',
  registerTel: '',
  bankOfDeposit: '',
  bankAccount: '',
  receiverPhone: '13800138000',
  receiverEmail: '',
  invoiceContent: 'GOODS_DETAILS',
};

describe('invoice apply form (inventory order §13.2)', () => {
  it('asks for the type, then the header, before anything else', () => {
    expect(validateApply({ ...base, invoiceType: '' }).first).toBe('请选择发票类型');
    expect(validateApply({ ...base, invoiceHeader: '' }).first).toBe('请选择发票抬头');
  });
  it('accepts a personal header with a phone', () => {
    expect(validateApply(base)).toEqual({ first: '', errors: {} });
  });
  it('checks the unified social credit code of a company', () => {
    const r = validateApply({ ...base, invoiceHeader: 'INVOICE_HEADER_COMPANY', invoiceHeaderName: '某某有限公司', taxpayerIdentifNum: '91510100MA61234567' });
    expect(r.first).toBe('请检查错误信息');
    expect(r.errors.taxpayerIdentifNum).toBeTruthy();
  });
  it('needs bank and address for a special VAT invoice', () => {
    const r = validateApply({ ...base, invoiceType: '004', invoiceHeader: 'INVOICE_HEADER_COMPANY', invoiceHeaderName: '某某有限公司', taxpayerIdentifNum: '' });
    expect(Object.keys(r.errors).sort()).toEqual(['bankAccount', 'bankOfDeposit', 'registerAddress', 'registerTel', 'taxpayerIdentifNum'].sort());
  });
  it('refuses a wrong phone and e-mail', () => {
    const r = validateApply({ ...base, receiverPhone: '12345', receiverEmail: 'a@b' });
    expect(r.errors).toEqual({ receiverPhone: '手机号码有误', receiverEmail: '邮箱格式有误' });
  });
});
