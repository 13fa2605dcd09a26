// The tables of the after-purchase modules (uploads, mail, invoices, real-name, contracts, after-sale, evaluation
// writing), re-exported once for server/db/schema.ts.
export * from '../upload/schema';
export * from '../../adapters/mail/schema';
export * from '../invoice/schema';
export * from '../realname/schema';
export * from '../contract/schema';
export * from './schema';
export * from '../evaluate/schema';
