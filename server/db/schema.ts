// Every table of the backend, re-exported from the modules that own them (drizzle-kit reads this file).
export * from '../modules/auth/schema';
export * from '../modules/cms/schema';
export * from '../modules/analytics/schema';
export * from '../adapters/sms/schema';
export * from '../modules/catalog/schema';
export * from '../modules/article/schema';
export * from '../modules/order/schema-all';
export * from '../modules/chat/schema';
export * from '../modules/aftersale/schema-all';
export * from '../modules/secrets/schema';
export * from '../adapters/esign/schema';
