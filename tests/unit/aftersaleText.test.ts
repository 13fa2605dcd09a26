import { afterSaleActions, afterSaleStatusText, afterSaleTypeBadge, AFTER_SALE_REASONS } from '@/components/aftersale/afterSaleText';

describe('after-sale status texts (inventory my §4)', () => {
  it('shows 售后中 while the merchant handles it', () => {
    expect(afterSaleStatusText({ status: 1 })).toMatchObject({ title: '售后中', desc: '您的售后正在飞速处理中，请您耐心等待' });
    expect(afterSaleStatusText({ status: 1 }, 'detail').desc).toBe('您的售后正在飞速处理中，请耐心等待');
  });
  it('words 待确认 as 请您确认 on the detail page', () => {
    expect(afterSaleStatusText({ status: 3 }).title).toBe('待确认');
    expect(afterSaleStatusText({ status: 3 }, 'detail').title).toBe('请您确认');
  });
  it.each([
    ['REFUND_STATUS_4', '已完成', '退款成功'],
    ['REFUND_STATUS_1', '已完成', '售后完成'],
    ['REFUND_STATUS_2', '退款中', '退款将原路退回，一般5个工作日内到账，请注意查收'],
    ['REFUND_STATUS_5', '退款中', '退款将原路退回，一般5个工作日内到账，请注意查收'],
  ])('completed with refund %s reads %s / %s', (refundStatus, title, desc) => {
    expect(afterSaleStatusText({ status: 4, refundStatus })).toMatchObject({ title, desc });
  });
  it('explains why a sheet was closed', () => {
    expect(afterSaleStatusText({ status: 5, subStatus: 'AFTERSALE_STATUS_TAG_10' }).desc).toMatch(/^因您撤销申请/);
    expect(afterSaleStatusText({ status: 5, subStatus: 'AFTERSALE_STATUS_TAG_9' }).desc).toMatch(/^平台驳回/);
    expect(afterSaleStatusText({ status: 5 }, 'detail')).toMatchObject({ title: '售后关闭', desc: '如有需要可重新发起', tone: 'grey' });
  });
  it('offers 平台介入 only while rejected or waiting for confirmation, and only until the limit', () => {
    expect(afterSaleActions({ status: 2, platInvolvedCount: 0, platInvolvedMax: 1 })).toEqual({ platform: true, withdraw: true, confirm: false });
    expect(afterSaleActions({ status: 3, platInvolvedCount: 1, platInvolvedMax: 1 })).toEqual({ platform: false, withdraw: true, confirm: true });
    expect(afterSaleActions({ status: 1 })).toEqual({ platform: false, withdraw: true, confirm: false });
    expect(afterSaleActions({ status: 4 })).toEqual({ platform: false, withdraw: false, confirm: false });
  });
  it('marks refunds 退 and other types 换', () => {
    expect(afterSaleTypeBadge('AFTER_SALE_TYPE_1').text).toBe('退');
    expect(afterSaleTypeBadge('AFTER_SALE_TYPE_2').text).toBe('换');
  });
  it('lists the twelve reasons of the original', () => {
    expect(AFTER_SALE_REASONS).toHaveLength(12);
    expect(AFTER_SALE_REASONS[6]).toEqual({ code: 'AFTER_SALE_REASON_7', name: '下单错误' });
  });
});
