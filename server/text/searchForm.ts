/**
 * The one form every search of the app compares texts in (the 必懂 search's index and queries, the 资讯 search):
 * so a full-width ＩＣＰ and icp meet, and so do 發票 and 发票. Computed when a row is written (its index or plain
 * column) and for each query; never in SQL.
 */
import { toSimplified } from './simplified';

/** NFKC (full-width letters and digits, compatibility forms) and lowercase: a text as typed, in one width and case. */
export const foldText = (text: string) => text.normalize('NFKC').toLowerCase();

/**
 * foldText, then traditional characters and phrases simplified (simplified.ts). Same code points in the same places
 * as the folded text, so a match can be mapped back to the original characters.
 */
export const searchForm = (text: string) => toSimplified(foldText(text));
