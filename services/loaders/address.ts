/** First screens of 收货地址: the list (/my/shippingAddress, ?select=1 from the checkout) and the form (/my/shippingAddress/<add|edit>/<id>). */
import { notFound, optional, readFailure, type PageLoadContext } from '@/lib/pageLoader';
import { shippingAddressInfo, shippingAddressList, type ShippingAddress, type ShippingAddressList } from '@/services/address';
import { formTypeOf, type FormType } from '@/lib/address/addressRules';

export type AddressListData = { list: ShippingAddressList | null; selecting: boolean; chosenId: string };

/**
 * The caller's addresses (null without a session cookie: inside the app the user arrives from the bridge after the
 * first frame, and the page loads them then; null too when the read failed, the page retries in the browser).
 */
export async function loadAddressList({ client, cookies, query }: PageLoadContext): Promise<AddressListData> {
  const list = cookies.token ? await optional(shippingAddressList(client)) : null;
  return { list, selecting: query.select === '1', chosenId: query.current ?? '' };
}

export type AddressFormData = { type: FormType; id: string; address: ShippingAddress | null };

/** add: an empty form; edit: the caller's address (another user's or an unknown id answers 404). */
export async function loadAddressForm({ client, cookies, params }: PageLoadContext) {
  const type = formTypeOf(params.type);
  if (!type) return notFound();
  const id = params.id ?? '';
  if (type === 'add' || !cookies.token) return { type, id, address: null } satisfies AddressFormData;
  // editing needs the address: /my/shippingAddress/edit alone names none
  if (!id) return notFound();
  try {
    return { type, id, address: await shippingAddressInfo(id, client) } satisfies AddressFormData;
  } catch (err) {
    if (readFailure(err).notFound) return notFound();
    throw err;
  }
}
