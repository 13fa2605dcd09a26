/**
 * The one page shape of the API's paged lists, shared by the server (which sends it) and the client (which reads it).
 * lib/contract/ is the contract between client and server: it imports nothing else of the app (issue 12).
 */
export type Paged<T> = { records: T[]; totalCount: number; totalPage: number; current: number; limit: number };
