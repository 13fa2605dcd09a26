/** After-sale sheet states and their texts as the pages word them (inventory my §4, "Status texts"). */
import { AFTER_SALE_REASON_NAMES, AFTER_SALE_STATUS, AFTER_SALE_TAG, AFTER_SALE_TYPE, REFUND_STATUS, REFUNDING_STATUSES } from '@/lib/contract/aftersale/enums';
import { ARRIVAL } from '@/lib/contract/wallet/arrival';

export type { AfterSaleStatus } from '@/lib/contract/aftersale/enums';

/** The reasons in the picker's order. */
export const AFTER_SALE_REASONS: { code: string; name: string }[] = Object.entries(AFTER_SALE_REASON_NAMES).map(([code, name]) => ({ code, name }));

export type StatusInput = { status: number; subStatus?: string | null; refundStatus?: string | null };
export type StatusText = { title: string; desc: string; tone: 'blue' | 'grey' | 'green' };

const REOPEN = '如您的问题未解决，您可重新发起申请';

/** Title and description of a sheet; `place` picks the list card or the detail header wording. */
export function afterSaleStatusText({ status, subStatus, refundStatus }: StatusInput, place: 'list' | 'detail' = 'list'): StatusText {
  const detail = place === 'detail';
  switch (status) {
    case AFTER_SALE_STATUS.PROCESSING:
      return { title: '售后中', desc: detail ? '您的售后正在飞速处理中，请耐心等待' : '您的售后正在飞速处理中，请您耐心等待', tone: 'blue' };
    case AFTER_SALE_STATUS.PENDING:
      return { title: '待处理', desc: detail ? '商家驳回，请您处理' : '商家驳回了您的申请，请您及时处理', tone: 'blue' };
    case AFTER_SALE_STATUS.CONFIRM:
      return { title: detail ? '请您确认' : '待确认', desc: '请您确认售后方案', tone: 'blue' };
    case AFTER_SALE_STATUS.DONE:
      if (refundStatus === REFUND_STATUS.SUCCESS) return { title: '已完成', desc: '退款成功', tone: 'green' };
      if (refundStatus && REFUNDING_STATUSES.includes(refundStatus))
        return { title: '退款中', desc: `退款将原路退回，${ARRIVAL.refundOnline}，请注意查收`, tone: 'blue' };
      return { title: '已完成', desc: '售后完成', tone: 'green' };
    default: {
      const title = detail ? '售后关闭' : '已关闭';
      if (subStatus === AFTER_SALE_TAG.PLATFORM_REJECTED) return { title, desc: `平台驳回了您的申请，售后关闭，${REOPEN}`, tone: 'grey' };
      if (subStatus === AFTER_SALE_TAG.USER_WITHDREW) return { title, desc: `因您撤销申请，售后关闭，${REOPEN}`, tone: 'grey' };
      if (subStatus === AFTER_SALE_TAG.USER_TIMEOUT) return { title, desc: `因您超时未处理，售后关闭，${REOPEN}`, tone: 'grey' };
      return { title, desc: '如有需要可重新发起', tone: 'grey' };
    }
  }
}

/** 退 (refund) or 换 (business change) badge. */
export const afterSaleTypeBadge = (type: string | null | undefined) =>
  type === AFTER_SALE_TYPE.REFUND || !type ? { text: '退', name: '退款' } : { text: '换', name: '业务变更' };

/** The buttons of the detail page (inventory my §4 detail "Footer buttons"). */
export function afterSaleActions(input: { status: number; platInvolvedCount?: number; platInvolvedMax?: number }) {
  const { status } = input;
  const used = input.platInvolvedCount ?? 0;
  const max = input.platInvolvedMax ?? 1;
  const { PROCESSING, PENDING, CONFIRM } = AFTER_SALE_STATUS;
  return {
    platform: (status === PENDING || status === CONFIRM) && used < max,
    withdraw: status === PROCESSING || status === PENDING || status === CONFIRM,
    confirm: status === CONFIRM,
  };
}
