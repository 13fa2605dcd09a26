import { z } from 'zod';
import { idField, optional, zeroOne } from '../fields';
import {
  ADDRESS_DETAIL_MAX,
  ADDRESS_DETAIL_MIN,
  ADDRESS_MSG,
  ADDRESS_PHONE_RE,
  CONTACT_NAME_MAX,
  CONTACT_NAME_MIN,
  CONTACT_NAME_RE,
  POSTCODE_RE,
} from './enums';

/**
 * 收货地址 (inventory my §13; docs/API.md "收货地址"): requests and answers. Region codes are written, names are read
 * (the server fills them from the offline region table); every id is the caller's own (another's answers 404).
 */

// ——— requests ———

/**
 * A required text field whose absence is said in the form's own words (the original's toasts), not 不能为空: blank,
 * absent and null all become '' and fail the first check.
 */
const filled = (missing: string, bad: string, rest: (s: z.ZodString) => z.ZodString = (s) => s) =>
  z.preprocess((v) => (v === undefined || v === null ? '' : typeof v === 'string' ? v.trim() : v), rest(z.string({ error: bad }).min(1, missing)));
const code6 = (label: string) => z.string({ error: `${label}有误` }).regex(/^\d{6}$/, `${label}有误`).meta({ example: '510100' });

const AddressFields = z.object({
  contactName: filled(ADDRESS_MSG.nameMissing, ADDRESS_MSG.nameChars, (s) =>
    s.min(CONTACT_NAME_MIN, ADDRESS_MSG.nameLength).max(CONTACT_NAME_MAX, ADDRESS_MSG.nameLength).regex(CONTACT_NAME_RE, ADDRESS_MSG.nameChars),
  ).meta({ description: `联系人，${CONTACT_NAME_MIN}-${CONTACT_NAME_MAX} 位字母、数字或汉字`, example: '张三' }),
  phone: filled(ADDRESS_MSG.phoneMissing, ADDRESS_MSG.phoneBad, (s) => s.regex(ADDRESS_PHONE_RE, ADDRESS_MSG.phoneBad)).meta({ example: '13800138000' }),
  provinceCode: filled(ADDRESS_MSG.regionMissing, '省份有误', (s) => s.regex(/^\d{6}$/, '省份有误')).meta({ description: '省级编码（GB/T 2260）', example: '510000' }),
  cityCode: optional(code6('城市')).meta({ description: '地级市编码；省份下有城市时必填' }),
  areaCode: optional(code6('区县')).meta({ description: '区县编码；城市下有区县时必填', example: '510107' }),
  address: filled(ADDRESS_MSG.detailMissing, ADDRESS_MSG.detailMissing, (s) => s.min(ADDRESS_DETAIL_MIN, ADDRESS_MSG.detailShort).max(ADDRESS_DETAIL_MAX, ADDRESS_MSG.detailLong)).meta({
    description: `详细地址，${ADDRESS_DETAIL_MIN}-${ADDRESS_DETAIL_MAX} 字（标签与表情会被去掉）`,
    example: '天府大道北段1700号',
  }),
  postcode: optional(z.string().regex(POSTCODE_RE, ADDRESS_MSG.postcodeBad)).meta({ description: '邮政编码（可选，6 位数字）' }),
  defaultAddress: zeroOne('默认地址').meta({ description: '1 设为默认地址；第一个地址总是默认地址' }),
});

export const AddShippingAddressBody = AddressFields;
export type AddShippingAddressBody = z.infer<typeof AddShippingAddressBody>;
export type AddressInput = z.input<typeof AddShippingAddressBody>;

const addressId = idField('收货地址', 'ad_xxxxxxxx');

export const UpdateShippingAddressBody = AddressFields.extend({ id: addressId });
export type UpdateShippingAddressBody = z.infer<typeof UpdateShippingAddressBody>;

export const AddressIdQuery = z.object({ id: addressId });
export const AddressIdBody = z.object({ id: addressId });

// ——— answers ———

export const ShippingAddress = z
  .object({
    id: z.string(),
    contactName: z.string(),
    phone: z.string(),
    provinceCode: z.string(),
    provinceName: z.string(),
    cityCode: z.string(),
    cityName: z.string(),
    areaCode: z.string(),
    areaName: z.string(),
    address: z.string().meta({ description: '详细地址' }),
    postcode: z.string(),
    fullAddress: z.string().meta({ description: '省市区 + 详细地址' }),
    defaultAddress: z.literal([0, 1]).meta({ description: '1 默认地址（每个用户恰好一个）' }),
    createTime: z.string(),
    updateTime: z.string(),
  })
  .meta({ id: 'ShippingAddress' });
export type ShippingAddress = z.infer<typeof ShippingAddress>;

export const ShippingAddressList = z.object({
  records: z.array(ShippingAddress).meta({ description: '默认地址在前，其余按最近修改' }),
  total: z.number().int(),
  max: z.number().int().meta({ description: '每个用户最多可添加的地址数' }),
});
export type ShippingAddressList = z.infer<typeof ShippingAddressList>;

export const DeletedAddress = z.object({ id: z.string(), defaultId: z.string().nullable().meta({ description: '删除后的默认地址（删除了默认地址时改为最近修改的一个）' }) });
export type DeletedAddress = z.infer<typeof DeletedAddress>;

/** The address an order was shipped to, as it was when the order was placed (orders keep it when the address changes). */
export const ShippingSnapshot = z
  .object({
    addressId: z.string(),
    contactName: z.string(),
    phone: z.string(),
    provinceName: z.string(),
    cityName: z.string(),
    areaName: z.string(),
    address: z.string(),
    postcode: z.string(),
    fullAddress: z.string(),
  })
  .meta({ id: 'ShippingSnapshot' });
export type ShippingSnapshot = z.infer<typeof ShippingSnapshot>;
