import { Param, SQL, StringChunk, type SQLWrapper } from 'drizzle-orm';

/**
 * A statement's fragment whose text was built once (server/db/prebuilt.ts): its text around its parameters (`parts`,
 * one more than `values`) and this call's parameters, already as the driver takes them. The app's one-pass builder
 * (sqlText.ts) appends it as it is; drizzle's own builder sees the same text through getSQL().
 */
export class PrebuiltChunk implements SQLWrapper {
  constructor(
    readonly parts: readonly string[],
    readonly values: readonly unknown[],
  ) {}

  getSQL(): SQL {
    const chunks: unknown[] = [new StringChunk(this.parts[0])];
    // Each value as a Param: a bare array would be read as a list (`(a, b)`), not as one array parameter.
    for (let i = 0; i < this.values.length; i++) chunks.push(new Param(this.values[i]), new StringChunk(this.parts[i + 1]));
    return new SQL(chunks as SQL['queryChunks']);
  }

  /** Drizzle's builder puts a wrapper in parentheses unless told not to: a fragment is text, not a subquery. */
  shouldOmitSQLParens(): boolean {
    return true;
  }
}
