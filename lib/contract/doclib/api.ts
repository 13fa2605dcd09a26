import { z } from 'zod';
import { email, idField } from '../fields';

export const DocumentQuery = z.object({ documentId: idField('文档编号', 'doc_company_guide') });
export type DocumentQuery = z.infer<typeof DocumentQuery>;

export const AddForwardingBody = z.object({ documentId: idField('文档编号', 'doc_company_guide') });
export type AddForwardingBody = z.infer<typeof AddForwardingBody>;

export const DownloadToEmailBody = z.object({
  documentId: idField('文档编号', 'doc_company_guide'),
  email: email('邮箱').refine((v) => v !== '', '请输入邮箱地址'),
});
export type DownloadToEmailBody = z.infer<typeof DownloadToEmailBody>;

/** A document of the library; `fileUrl` is its PDF (served by the API, public). */
export const LibraryDocument = z.object({
  documentId: z.string(),
  title: z.string(),
  summary: z.string(),
  fileUrl: z.string(),
  forwardCount: z.number().int(),
});
export type LibraryDocument = z.infer<typeof LibraryDocument>;

/** The library's documents (办事指南), newest first: what /docPage/page offers when opened without one. */
export const LibraryDocumentList = z.object({ rows: z.array(LibraryDocument) });
export type LibraryDocumentList = z.infer<typeof LibraryDocumentList>;

export const Forwarded = z.object({ forwardCount: z.number().int() });
export type Forwarded = z.infer<typeof Forwarded>;

export const EmailQueued = z.object({ email: z.string() });
export type EmailQueued = z.infer<typeof EmailQueued>;
