export type Envelope<T = unknown> = { code: number; data: T; msg: string };
