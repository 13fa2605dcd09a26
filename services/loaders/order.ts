import type { Http } from '@/lib/http';
import type { CustomerOrder } from '@/lib/contract/order/api';
import { cusOrderDetail, findOrderDetails } from '@/services/order';

/** The customer order behind ?cusOrderId, or, from older links, behind ?id=<orderId> alone. */
export async function loadCusOrder(query: { cusOrderId?: string; id?: string }, client?: Http): Promise<CustomerOrder> {
  if (query.cusOrderId) return cusOrderDetail(query.cusOrderId, client);
  return (await findOrderDetails(query.id ?? '', client)).cusOrder;
}
