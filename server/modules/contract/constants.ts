// Moved to lib/contract/contract/enums.ts. Kept only for server/modules/order/afterPurchase.ts (outside the
// after-purchase modules) until it imports from there; delete it then.
export { CONTRACT_STATUS } from '@/lib/contract/contract/enums';
