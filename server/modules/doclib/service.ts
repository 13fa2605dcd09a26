import { createHash } from 'node:crypto';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { LibraryDocument } from '@/lib/contract/doclib/api';
import type { DbLike } from '../../db/types';
import type { Deps } from '../../http/types';
import { notFound } from '../../http/errors';
import { renderPdf } from '../contract/pdf';
import { libraryDocuments } from './schema';

export const DOC_NOT_FOUND = '文档不存在或已下线';
export const DOC_FILE_PATH = '/api/documentlibrary/v2/file/';

type Row = typeof libraryDocuments.$inferSelect;

const view = (r: Row): LibraryDocument => ({
  documentId: r.id,
  title: r.title,
  summary: r.summary,
  fileUrl: `${DOC_FILE_PATH}${r.id}.pdf`,
  forwardCount: r.forwardCount,
});

async function findRow(db: DbLike, id: string): Promise<Row> {
  const [row] = await db.select().from(libraryDocuments).where(eq(libraryDocuments.id, id)).limit(1);
  if (!row) throw notFound(DOC_NOT_FOUND);
  return row;
}

export const documentDetail = async (db: DbLike, id: string) => view(await findRow(db, id));

/** The library is a short list of guides, kept in full (at most LIST_MAX, newest first). */
const LIST_MAX = 50;
export async function documentList(db: DbLike): Promise<{ rows: LibraryDocument[] }> {
  const rows = await db.select().from(libraryDocuments).orderBy(desc(libraryDocuments.updatedAt), asc(libraryDocuments.id)).limit(LIST_MAX);
  return { rows: rows.map(view) };
}

/** 转发: one more forward, counted in one statement (no read-then-write). */
export async function addForwarding(db: DbLike, id: string): Promise<{ forwardCount: number }> {
  const [row] = await db
    .update(libraryDocuments)
    .set({ forwardCount: sql`${libraryDocuments.forwardCount} + 1` })
    .where(eq(libraryDocuments.id, id))
    .returning({ forwardCount: libraryDocuments.forwardCount });
  if (!row) throw notFound(DOC_NOT_FOUND);
  return row;
}

/** The document as a PDF: title, summary, then its paragraphs ("# " starts a heading). */
export async function documentPdf(db: DbLike, id: string): Promise<{ title: string; pdf: Buffer }> {
  const row = await findRow(db, id);
  const pdf = await renderPdf({ title: row.title }, (doc) => {
    doc.fillColor('#1a1a1a').fontSize(20).text(row.title, { align: 'center' });
    doc.moveDown(0.6);
    if (row.summary) doc.fillColor('#666666').fontSize(11).text(row.summary).moveDown(0.8);
    for (const p of row.paragraphs) {
      if (p.startsWith('# ')) doc.moveDown(0.4).fillColor('#1a1a1a').fontSize(14).text(p.slice(2)).moveDown(0.3);
      else doc.fillColor('#333333').fontSize(11).text(p, { lineGap: 4 }).moveDown(0.4);
    }
    doc.moveDown(1).fillColor('#999999').fontSize(9).text('本文档由薯片企服整理，仅供参考，具体以办理地政策为准。', { align: 'center' });
  });
  return { title: row.title, pdf };
}

/** 下载至邮箱: the document's PDF, kept in storage under its hash, attached to a mail through the mail adapter. */
export async function downloadToEmail(deps: Deps, id: string, email: string): Promise<{ email: string }> {
  const { title, pdf } = await documentPdf(deps.db, id);
  const sha256 = createHash('sha256').update(pdf).digest('hex');
  const storageKey = `doclib/${id}/${sha256}.pdf`;
  // Storage never overwrites: the same bytes are already there after the first mail (or a concurrent one).
  if (!(await deps.adapters.storage.get(storageKey))) {
    await deps.adapters.storage.put(storageKey, pdf).catch(async (e: unknown) => {
      if (!(await deps.adapters.storage.get(storageKey))) throw e;
    });
  }
  await deps.adapters.mail.send(
    {
      to: email,
      subject: `【薯片企服】${title}`,
      text: `您好，您在薯片企服下载的文档《${title}》已作为附件发送，请查收。\n如非本人操作，请忽略本邮件。`,
      attachments: [{ filename: `${title}.pdf`, contentType: 'application/pdf', storageKey, sha256, size: pdf.length }],
      ref: `doclib:${id}`,
    },
    deps.now(),
  );
  return { email };
}
