// The tables of the buying modules (cart, coupon, order, pay, wallet), re-exported once for server/db/schema.ts.
export * from '../cart/schema';
export * from '../coupon/schema';
export * from './schema';
export * from '../pay/schema';
export * from '../wallet/schema';
export * from '../../adapters/pay/schema';
