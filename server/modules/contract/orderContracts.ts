import { and, inArray } from 'drizzle-orm';
import { CONTRACT_STATUS } from '@/lib/contract/contract/enums';
import type { DbLike } from '../../db/types';
import { contracts } from './schema';

/** The live contracts (签署中 or 已签署; at most one per line) of these order lines (`orders.id`), in no particular order. */
export async function liveContractsOfOrders(db: DbLike, orderIds: string[]) {
  if (!orderIds.length) return [];
  return db
    .select({ id: contracts.id, orderId: contracts.orderId, status: contracts.status, documentNo: contracts.documentNo })
    .from(contracts)
    .where(and(inArray(contracts.orderId, orderIds), inArray(contracts.status, [CONTRACT_STATUS.SIGNING, CONTRACT_STATUS.DONE])));
}
