export const SERVER_NODE_FLAGS: string[];
export function missingServerFlags(execArgv?: string[], nodeOptions?: string): string[];
