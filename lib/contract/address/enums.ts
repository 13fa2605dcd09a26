import { MOBILE_RE } from '@/lib/contract/mobile';
/**
 * 收货地址 (inventory my §13, §15 "Addresses & regions"): the limits and messages the server checks and the pages show
 * before sending. A user keeps at most ADDRESS_MAX addresses, exactly one of them the default.
 */

/** At most this many addresses per account (the original's 收货地址最多可以添加10个). */
export const ADDRESS_MAX = 10;
export const CONTACT_NAME_MIN = 2;
export const CONTACT_NAME_MAX = 20;
export const ADDRESS_DETAIL_MIN = 2;
export const ADDRESS_DETAIL_MAX = 100;

/** 联系人: letters, digits and CJK characters only (the original's rule), 2–20 of them. */
export const CONTACT_NAME_RE = /^[A-Za-z0-9\u3400-\u9fff]+$/;
/** 手机号: the platform's rule (docs/API.md "Phone"). */
export const ADDRESS_PHONE_RE = MOBILE_RE;
/** 邮政编码: optional, six digits. */
export const POSTCODE_RE = /^\d{6}$/;

export const ADDRESS_MSG = {
  nameMissing: '请填写收货人姓名',
  nameLength: `姓名限制为${CONTACT_NAME_MIN}-${CONTACT_NAME_MAX}位`,
  nameChars: '姓名不能输入特殊字符',
  phoneMissing: '请填写收货人手机号',
  phoneBad: '手机号格式不正确，请重新输入',
  regionMissing: '请填写收货地址',
  detailMissing: '请填写详细地址',
  detailShort: `详细地址至少${ADDRESS_DETAIL_MIN}个字`,
  detailLong: `详细地址不能超过${ADDRESS_DETAIL_MAX}个字`,
  postcodeBad: '邮政编码须为6位数字',
  full: `收货地址最多可以添加${ADDRESS_MAX}个`,
  notFound: '收货地址不存在',
  /** Checkout: a goods that is mailed needs an address (400 naming addressId). */
  checkoutMissing: '所购服务需要邮寄材料，请选择收货地址',
} as const;

/** The order of the form's checks, the first failing one is shown (the original's toasts, in order). */
export type AddressDraft = { contactName: string; phone: string; provinceCode: string; address: string; postcode: string };

/** What is wrong with a draft before it is sent ('' when nothing): the same rules the server applies. */
export function addressDraftError(d: AddressDraft): string {
  const name = d.contactName.trim();
  if (!name) return ADDRESS_MSG.nameMissing;
  if (name.length < CONTACT_NAME_MIN || name.length > CONTACT_NAME_MAX) return ADDRESS_MSG.nameLength;
  if (!CONTACT_NAME_RE.test(name)) return ADDRESS_MSG.nameChars;
  const phone = d.phone.trim();
  if (!phone) return ADDRESS_MSG.phoneMissing;
  if (!ADDRESS_PHONE_RE.test(phone)) return ADDRESS_MSG.phoneBad;
  if (!d.provinceCode) return ADDRESS_MSG.regionMissing;
  const detail = d.address.trim();
  if (!detail) return ADDRESS_MSG.detailMissing;
  if (detail.length < ADDRESS_DETAIL_MIN) return ADDRESS_MSG.detailShort;
  if (detail.length > ADDRESS_DETAIL_MAX) return ADDRESS_MSG.detailLong;
  if (d.postcode.trim() && !POSTCODE_RE.test(d.postcode.trim())) return ADDRESS_MSG.postcodeBad;
  return '';
}

/** The one line an address is shown as: region names then the detail (municipalities are not said twice). */
export function fullAddressOf(a: { provinceName: string; cityName: string; areaName: string; address: string }): string {
  const parts = [a.provinceName, a.cityName === a.provinceName ? '' : a.cityName, a.areaName].filter(Boolean);
  return `${parts.join('')}${a.address}`;
}
