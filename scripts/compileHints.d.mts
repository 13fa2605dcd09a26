export const HINT: string;
export const MIN_BYTES: number;
export function hinted(js: string): string;
type SourceMap = { mappings?: string; sections?: { offset: { line: number; column: number }; map: unknown }[]; [k: string]: unknown };
export function shiftedMap<M extends SourceMap>(map: M): M;
export function addCompileHints(distDir?: string): { hinted: number; chunks: number };
