import type { Db } from './client';

/** A transaction handle of the same database; service functions accept either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbLike = Db | Tx;
