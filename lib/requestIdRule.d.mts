export const REQUEST_ID_HEADER: 'X-Request-Id';
export function saneRequestId(value: unknown): string | undefined;
export function newRequestId(): string;
export function requestIdOf(incoming: unknown): string;
