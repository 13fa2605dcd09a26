/** After-sale sheet states and their texts (inventory my §4, "Status texts"). */
export type AfterSaleStatus = 1 | 2 | 3 | 4 | 5;

export const AFTER_SALE_REASONS: { code: string; name: string }[] = [
  { code: 'AFTER_SALE_REASON_1', name: '需求变更/无业务需求' },
  { code: 'AFTER_SALE_REASON_2', name: '证据不足/条件不符/资料不齐' },
  { code: 'AFTER_SALE_REASON_3', name: '公司注销' },
  { code: 'AFTER_SALE_REASON_4', name: '公司转让' },
  { code: 'AFTER_SALE_REASON_5', name: '股东/合伙人未达成共识' },
  { code: 'AFTER_SALE_REASON_6', name: '公司经营方向变更' },
  { code: 'AFTER_SALE_REASON_7', name: '下单错误' },
  { code: 'AFTER_SALE_REASON_8', name: '过度承诺/承诺不符' },
  { code: 'AFTER_SALE_REASON_9', name: '服务态度不好' },
  { code: 'AFTER_SALE_REASON_10', name: '跟进处理不及时' },
  { code: 'AFTER_SALE_REASON_11', name: '专业度欠佳' },
  { code: 'AFTER_SALE_REASON_12', name: '业务办理出错' },
];

export type StatusInput = { status: number; subStatus?: string | null; refundStatus?: string | null };
export type StatusText = { title: string; desc: string; tone: 'blue' | 'grey' | 'green' };

const REOPEN = '如您的问题未解决，您可重新发起申请';

/** Title and description of a sheet; `place` picks the list card or the detail header wording. */
export function afterSaleStatusText({ status, subStatus, refundStatus }: StatusInput, place: 'list' | 'detail' = 'list'): StatusText {
  const detail = place === 'detail';
  switch (status) {
    case 1:
      return { title: '售后中', desc: detail ? '您的售后正在飞速处理中，请耐心等待' : '您的售后正在飞速处理中，请您耐心等待', tone: 'blue' };
    case 2:
      return { title: '待处理', desc: detail ? '商家驳回，请您处理' : '商家驳回了您的申请，请您及时处理', tone: 'blue' };
    case 3:
      return { title: detail ? '请您确认' : '待确认', desc: '请您确认售后方案', tone: 'blue' };
    case 4:
      if (refundStatus === 'REFUND_STATUS_4') return { title: '已完成', desc: '退款成功', tone: 'green' };
      if (refundStatus === 'REFUND_STATUS_2' || refundStatus === 'REFUND_STATUS_3' || refundStatus === 'REFUND_STATUS_5')
        return { title: '退款中', desc: '退款将会在5个工作日打款到您的账户，请注意查收', tone: 'blue' };
      return { title: '已完成', desc: '售后完成', tone: 'green' };
    default: {
      const title = detail ? '售后关闭' : '已关闭';
      if (subStatus === 'AFTERSALE_STATUS_TAG_9') return { title, desc: `平台驳回了您的申请，售后关闭，${REOPEN}`, tone: 'grey' };
      if (subStatus === 'AFTERSALE_STATUS_TAG_10') return { title, desc: `因您撤销申请，售后关闭，${REOPEN}`, tone: 'grey' };
      if (subStatus === 'AFTERSALE_STATUS_TAG_11') return { title, desc: `因您超时未处理，售后关闭，${REOPEN}`, tone: 'grey' };
      return { title, desc: '如有需要可重新发起', tone: 'grey' };
    }
  }
}

/** 退 (refund) or 换 (business change) badge. */
export const afterSaleTypeBadge = (type: string | null | undefined) =>
  type === 'AFTER_SALE_TYPE_1' || !type ? { text: '退', name: '退款' } : { text: '换', name: '业务变更' };

/** The buttons of the detail page (inventory my §4 detail "Footer buttons"). */
export function afterSaleActions(input: { status: number; platInvolvedCount?: number; platInvolvedMax?: number }) {
  const { status } = input;
  const used = input.platInvolvedCount ?? 0;
  const max = input.platInvolvedMax ?? 1;
  return {
    platform: (status === 2 || status === 3) && used < max,
    withdraw: status === 1 || status === 2 || status === 3,
    confirm: status === 3,
  };
}
