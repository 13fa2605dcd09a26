/**
 * 收货地址 (inventory my §13; docs/API.md "收货地址"). Every call needs an account; the server fills the region names
 * from the codes and answers another user's address as 不存在.
 */
import { http, type Http } from '@/lib/http';
import type { AddressInput, DeletedAddress, ShippingAddress, ShippingAddressList } from '@/lib/contract/address/api';

export type { AddressInput, ShippingAddress, ShippingAddressList, ShippingSnapshot } from '@/lib/contract/address/api';

/** GET /address/v1/shipping_address_list: the default first. */
export const shippingAddressList = (client: Http = http) => client.get<ShippingAddressList>('/address/v1/shipping_address_list');

/** GET /address/v1/shipping_address_info: one of the caller's addresses. */
export const shippingAddressInfo = (id: string, client: Http = http) => client.get<ShippingAddress>('/address/v1/shipping_address_info', { id });

/** POST /address/v1/add_shipping_address. */
export const addShippingAddress = (input: AddressInput, client: Http = http) => client.post<ShippingAddress>('/address/v1/add_shipping_address', input);

/** POST /address/v1/update_shipping_address. */
export const updateShippingAddress = (input: AddressInput & { id: string }, client: Http = http) =>
  client.post<ShippingAddress>('/address/v1/update_shipping_address', input);

/** POST /address/v1/set_default. */
export const setDefaultAddress = (id: string, client: Http = http) => client.post<ShippingAddress>('/address/v1/set_default', { id });

/** POST /address/v1/del_address. */
export const delAddress = (id: string, client: Http = http) => client.post<DeletedAddress>('/address/v1/del_address', { id });
