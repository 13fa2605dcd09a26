/** Document library calls (/docPage/page): spec §7 "Document library: add_forwarding, download_to_email". */
import { http, type Http } from '@/lib/http';
import type { EmailQueued, Forwarded, LibraryDocument, LibraryDocumentList } from '@/lib/contract/doclib/api';

export type { LibraryDocument } from '@/lib/contract/doclib/api';

/** GET /api/documentlibrary/v2/list: every document of the library, newest first. */
export const documentList = (client: Http = http) => client.get<LibraryDocumentList>('/documentlibrary/v2/list');

/** GET /api/documentlibrary/v2/detail: the document's title, summary and PDF address. */
export const documentDetail = (documentId: string, client: Http = http) => client.get<LibraryDocument>('/documentlibrary/v2/detail', { documentId });

/** POST /api/documentlibrary/v2/add_forwarding (logged in): counts one forward. */
export const addForwarding = (documentId: string, client: Http = http) => client.post<Forwarded>('/documentlibrary/v2/add_forwarding', { documentId });

/** POST /api/documentlibrary/v2/download_to_email (logged in): the PDF, attached to a mail. */
export const downloadToEmail = (documentId: string, email: string, client: Http = http) =>
  client.post<EmailQueued>('/documentlibrary/v2/download_to_email', { documentId, email });
