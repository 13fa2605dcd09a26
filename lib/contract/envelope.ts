/** Every answer of the API: code 200 with data, or an error code from docs/API.md with data null and a message. */
export type Envelope<T = unknown> = { code: number; data: T; msg: string };
