import { randomBytes } from 'node:crypto';

/** A new row id: the table's prefix ('as_', 'inv_' …) and random url-safe characters. */
export const newId = (prefix: string, bytes = 9) => prefix + randomBytes(bytes).toString('base64url');
