// Moved to lib/contract/aftersale/enums.ts. Kept only for server/modules/order/afterPurchase.ts (outside the
// after-purchase modules) until it imports from there; delete it then.
export { AFTER_SALE_STATUS as AS, OPEN_STATUSES } from '@/lib/contract/aftersale/enums';
