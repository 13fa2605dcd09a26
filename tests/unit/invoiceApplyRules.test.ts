import { describe, expect, it } from 'vitest';
import {
  allowedInvoiceTypes,
  chooseInvoiceType,
  errorInMoreFields,
  initialApplyForm,
  pickHeader,
  reapplicationOf,
  withHeader,
} from '@/components/invoice/invoiceApplyRules';
import type { InvoiceDetail, InvoiceHeader } from '@/lib/contract/invoice/api';

const header = (h: Partial<InvoiceHeader>): InvoiceHeader => ({
  id: 'ih_1',
  type: 'ORDINARY',
  typeName: '普通发票',
  headType: 'PERSONAL',
  headTypeName: '个人',
  invoiceHead: '张三',
  dutyParagraph: '',
  address: '',
  phone: '',
  phoneFull: '',
  depositBank: '',
  bankNumber: '',
  defaultHead: 0,
  createdAt: '2024-05-01T00:00:00.000Z',
  ...h,
});

const companyDefault = header({ id: 'ih_c', headType: 'COMPANY', invoiceHead: '成都薯片企业服务有限公司', dutyParagraph: '91510100MA6CA1B2C0', defaultHead: 1 });
const personDefault = header({ id: 'ih_p', invoiceHead: '李四', defaultHead: 1 });
const personOther = header({ id: 'ih_p2', invoiceHead: '王五' });
const special = header({
  id: 'ih_s',
  type: 'SPECIAL',
  headType: 'COMPANY',
  invoiceHead: '北京示例贸易有限公司',
  dutyParagraph: '91110000600037341L',
  address: '北京市朝阳区建国路88号',
  phone: '010****5678',
  phoneFull: '010-12345678',
  depositBank: '招商银行',
  bankNumber: '6225880000000000',
});
const headers = [personOther, personDefault, companyDefault, special];

const detail = (d: Partial<InvoiceDetail>) =>
  ({
    id: 'inv_1',
    invoiceStatus: 'INVOICE_STATUS_REJECT',
    invoiceType: '004',
    invoiceHeader: 'INVOICE_HEADER_COMPANY',
    invoiceHeaderName: '北京示例贸易有限公司',
    taxpayerIdentifNum: '91110000600037341L',
    registerAddress: '北京',
    registerTel: '010-1',
    bankOfDeposit: '招行',
    bankAccount: '123456',
    receiverPhone: '13800138000',
    receiverEmail: 'a@b.cn',
    invoiceContent: 'GOODS_CATEGORY',
    ...d,
  }) as InvoiceDetail;

describe('invoice apply page: which types it offers', () => {
  it('keeps the chips’ order and only the types the merchant allows', () => {
    expect(allowedInvoiceTypes('027, 026').map((t) => t.code)).toEqual(['026', '027']);
    expect(allowedInvoiceTypes('026,007,027,004').map((t) => t.code)).toEqual(['007', '026', '004', '027']);
  });
  it('falls back to the ordinary paper invoice when the merchant allows nothing known', () => {
    expect(allowedInvoiceTypes('')).toEqual([{ code: '007', name: '增值税普通发票' }]);
    expect(allowedInvoiceTypes('999').map((t) => t.code)).toEqual(['007']);
  });
});

describe('invoice apply page: where the form starts', () => {
  it('re-applies only a rejected or failed application', () => {
    expect(reapplicationOf(detail({ invoiceStatus: 'INVOICE_STATUS_REJECT' }))?.id).toBe('inv_1');
    expect(reapplicationOf(detail({ invoiceStatus: 'INVOICE_STATUS_FAIL' }))?.id).toBe('inv_1');
    expect(reapplicationOf(detail({ invoiceStatus: 'INVOICE_STATUS_AUDIT' }))).toBeNull();
    expect(reapplicationOf(detail({ invoiceStatus: 'INVOICE_STATUS_SUCCESS' }))).toBeNull();
    expect(reapplicationOf(null)).toBeNull();
  });
  it('keeps what a re-application sent', () => {
    const f = initialApplyForm({ applyInvoiceType: '026', defaultInvoiceType: '026' }, detail({}), '13900139000');
    expect(f).toEqual({
      invoiceType: '004',
      invoiceHeader: 'INVOICE_HEADER_COMPANY',
      invoiceHeaderName: '北京示例贸易有限公司',
      taxpayerIdentifNum: '91110000600037341L',
      registerAddress: '北京',
      registerTel: '010-1',
      bankOfDeposit: '招行',
      bankAccount: '123456',
      receiverPhone: '13800138000',
      receiverEmail: 'a@b.cn',
      invoiceContent: 'GOODS_CATEGORY',
    });
  });
  it('starts a new one with the default type (else the first allowed), a personal header and the phone', () => {
    const f = initialApplyForm({ applyInvoiceType: '026,007', defaultInvoiceType: '026' }, null, '13900139000');
    expect(f).toEqual({
      invoiceType: '026',
      invoiceHeader: 'INVOICE_HEADER_PERSONAL',
      invoiceHeaderName: '',
      taxpayerIdentifNum: '',
      registerAddress: '',
      registerTel: '',
      bankOfDeposit: '',
      bankAccount: '',
      receiverPhone: '13900139000',
      receiverEmail: '',
      invoiceContent: 'GOODS_DETAILS',
    });
    expect(initialApplyForm({ applyInvoiceType: '004,027', defaultInvoiceType: '026' }, null, '').invoiceType).toBe('004');
  });
});

describe('invoice apply page: the saved header that fills the form', () => {
  it('takes the special header for special invoices, else the default header of the kind', () => {
    expect(pickHeader(headers, '004', 'INVOICE_HEADER_COMPANY')?.id).toBe('ih_s');
    expect(pickHeader(headers, '027', 'INVOICE_HEADER_PERSONAL')?.id).toBe('ih_s');
    expect(pickHeader(headers, '026', 'INVOICE_HEADER_COMPANY')?.id).toBe('ih_c');
    expect(pickHeader(headers, '026', 'INVOICE_HEADER_PERSONAL')?.id).toBe('ih_p');
    expect(pickHeader([personOther], '026', 'INVOICE_HEADER_PERSONAL')).toBeUndefined();
  });
  it('fills the header fields from it (the full registered phone), or clears them without one', () => {
    const start = initialApplyForm({ applyInvoiceType: '004', defaultInvoiceType: '004' }, null, '');
    const f = withHeader(chooseInvoiceType(start, '004'), headers);
    expect(f).toMatchObject({
      invoiceType: '004',
      invoiceHeader: 'INVOICE_HEADER_COMPANY',
      invoiceHeaderName: '北京示例贸易有限公司',
      taxpayerIdentifNum: '91110000600037341L',
      registerAddress: '北京市朝阳区建国路88号',
      registerTel: '010-12345678',
      bankOfDeposit: '招商银行',
      bankAccount: '6225880000000000',
    });
    const cleared = withHeader({ ...f, invoiceType: '026', invoiceHeader: 'INVOICE_HEADER_PERSONAL' }, [special]);
    expect(cleared).toMatchObject({ invoiceHeaderName: '', taxpayerIdentifNum: '', registerAddress: '', registerTel: '', bankOfDeposit: '', bankAccount: '' });
  });
  it('makes a special invoice a company one, and leaves the kind of an ordinary one', () => {
    const start = initialApplyForm({ applyInvoiceType: '026', defaultInvoiceType: '026' }, null, '');
    expect(chooseInvoiceType(start, '027').invoiceHeader).toBe('INVOICE_HEADER_COMPANY');
    expect(chooseInvoiceType(start, '007')).toMatchObject({ invoiceType: '007', invoiceHeader: 'INVOICE_HEADER_PERSONAL' });
  });
});

describe('invoice apply page: errors behind 更多选填项', () => {
  it('opens the optional company fields when one of them is wrong', () => {
    expect(errorInMoreFields({ registerTel: '注册电话有误' })).toBe(true);
    expect(errorInMoreFields({ bankAccount: '银行账号应为6–32位数字' })).toBe(true);
    expect(errorInMoreFields({ invoiceHeaderName: '请填写单位名称', receiverPhone: '手机号码有误' })).toBe(false);
  });
});
