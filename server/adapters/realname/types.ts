/** What a real-name provider answers: whether name and ID number belong together, and if not, why (plain Chinese). */
export type RealnameCheck = { match: boolean; reason?: string };

/**
 * Real-name verification (二要素: name + ID number). `standIn`: the answer does not come from the public-security
 * database (the local check of the number's format and check digit only).
 */
export interface RealnameAdapter {
  readonly provider: string;
  readonly standIn: boolean;
  verify(input: { name: string; idNo: string }): Promise<RealnameCheck>;
}
