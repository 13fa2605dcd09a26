import {
  AddShippingAddressBody,
  AddressIdBody,
  AddressIdQuery,
  DeletedAddress,
  ShippingAddress,
  ShippingAddressList,
  UpdateShippingAddressBody,
} from '@/lib/contract/address/api';
import { createRouter } from '../../http/router';
import { okJson } from '../../http/openapi';
import { getRoute, postRoute } from '../../http/route';
import { requireAccount } from '../auth/session';
import { addAddress, addressDetail, deleteAddress, listAddresses, setDefaultAddress, updateAddress } from './service';

const TAG = '收货地址';

const routes = {
  list: getRoute({
    path: '/api/address/v1/shipping_address_list',
    tag: TAG,
    summary: '我的收货地址（需登录）：默认地址在前；每人最多 10 个',
    data: ShippingAddressList,
  }),
  info: getRoute({
    path: '/api/address/v1/shipping_address_info',
    tag: TAG,
    summary: '一个收货地址（他人的为 404）',
    query: AddressIdQuery,
    data: ShippingAddress,
  }),
  add: postRoute({
    path: '/api/address/v1/add_shipping_address',
    tag: TAG,
    summary: '新增收货地址：地区按编码校验（省→市→区县），第一个地址为默认；超过 10 个为 409',
    form: AddShippingAddressBody,
    data: ShippingAddress,
  }),
  update: postRoute({
    path: '/api/address/v1/update_shipping_address',
    tag: TAG,
    summary: '修改收货地址（他人的为 404）；defaultAddress=1 设为默认，默认地址不能直接取消',
    form: UpdateShippingAddressBody,
    data: ShippingAddress,
  }),
  setDefault: postRoute({
    path: '/api/address/v1/set_default',
    tag: TAG,
    summary: '设为默认地址（同一事务中取消原默认，每人恰好一个默认）',
    form: AddressIdBody,
    data: ShippingAddress,
  }),
  del: postRoute({
    path: '/api/address/v1/del_address',
    tag: TAG,
    summary: '删除收货地址（他人的为 404）；删除默认地址时最近修改的一个成为默认',
    form: AddressIdBody,
    data: DeletedAddress,
  }),
};

export function addressRoutes() {
  const r = createRouter();
  r.openapi(routes.list, async (c) => okJson(c, await listAddresses(c.get('deps').db, requireAccount(c).userId)));
  r.openapi(routes.info, async (c) => okJson(c, await addressDetail(c.get('deps').db, requireAccount(c).userId, c.req.valid('query').id)));
  r.openapi(routes.add, async (c) => {
    const { db, now } = c.get('deps');
    return okJson(c, await addAddress(db, requireAccount(c).userId, c.req.valid('form'), now()));
  });
  r.openapi(routes.update, async (c) => {
    const { db, now } = c.get('deps');
    return okJson(c, await updateAddress(db, requireAccount(c).userId, c.req.valid('form'), now()));
  });
  r.openapi(routes.setDefault, async (c) => {
    const { db, now } = c.get('deps');
    return okJson(c, await setDefaultAddress(db, requireAccount(c).userId, c.req.valid('form').id, now()));
  });
  r.openapi(routes.del, async (c) => {
    const { db, now } = c.get('deps');
    return okJson(c, await deleteAddress(db, requireAccount(c).userId, c.req.valid('form').id, now()));
  });
  return r;
}
