// Moved to lib/contract/invoice/enums.ts. Kept only for server/modules/order/afterPurchase.ts (outside the
// after-purchase modules) until it imports from there; delete it then.
export { HOLDING_STATUSES } from '@/lib/contract/invoice/enums';
