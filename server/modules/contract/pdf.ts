import fs from 'node:fs';
import PDFDocument from 'pdfkit';
import { AppError, ERR } from '../../http/errors';
import { log } from '../../log';

/**
 * PDF generation for invoices and contracts (pdfkit). Chinese text needs a CJK font: PDF_FONT_PATH (a .ttf/.otf,
 * or a .ttc with PDF_FONT_FAMILY naming the face), else Noto Sans CJK SC of the system fonts.
 */
const DEFAULT_FONTS: { path: string; family?: string }[] = [
  { path: '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc', family: 'NotoSansCJKsc-Regular' },
  { path: '/usr/share/fonts/noto-cjk/NotoSansCJK-Regular.ttc', family: 'NotoSansCJKsc-Regular' },
  { path: '/System/Library/Fonts/PingFang.ttc', family: 'PingFangSC-Regular' },
];

export type PdfFont = { path: string; family?: string };

export function resolveCjkFont(env: NodeJS.ProcessEnv = process.env): PdfFont {
  if (env.PDF_FONT_PATH) {
    if (!fs.existsSync(env.PDF_FONT_PATH)) throw noFont(`PDF_FONT_PATH 指定的字体文件不存在：${env.PDF_FONT_PATH}`);
    const ttc = env.PDF_FONT_PATH.toLowerCase().endsWith('.ttc');
    return { path: env.PDF_FONT_PATH, family: env.PDF_FONT_FAMILY || (ttc ? 'NotoSansCJKsc-Regular' : undefined) };
  }
  const found = DEFAULT_FONTS.find((f) => fs.existsSync(f.path));
  if (!found) throw noFont('服务器未安装中文字体，无法生成PDF文件，请安装 Noto Sans CJK 或设置 PDF_FONT_PATH');
  return found;
}

function noFont(msg: string) {
  log.error({ where: 'pdf' }, 'no CJK font for PDFs: install Noto Sans CJK or set PDF_FONT_PATH');
  return new AppError(ERR.INTERNAL, msg);
}

export type Pdf = InstanceType<typeof PDFDocument>;

/** Builds a PDF with the CJK font registered as 'cjk'; `draw` writes the pages. */
export async function renderPdf(meta: { title: string; subject?: string }, draw: (doc: Pdf) => void, font: PdfFont = resolveCjkFont()): Promise<Buffer> {
  // font: null skips pdfkit's default Helvetica (its AFM files are not needed: every text uses the CJK font).
  const doc = new PDFDocument({ size: 'A4', margin: 56, font: null as unknown as string, info: { Title: meta.title, Subject: meta.subject ?? meta.title, Producer: '薯片企服', Creator: '薯片企服' } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('cjk', font.path, font.family);
  doc.font('cjk');
  draw(doc);
  doc.end();
  return done;
}

/** A label/value table row helper: draws "label：value" pairs in two columns. */
export function kvRows(doc: Pdf, rows: [string, string][], opts: { x?: number; width?: number; size?: number } = {}) {
  const x = opts.x ?? doc.page.margins.left;
  const width = opts.width ?? doc.page.width - doc.page.margins.left - doc.page.margins.right;
  doc.fontSize(opts.size ?? 10.5);
  for (const [k, v] of rows) {
    const y = doc.y;
    doc.fillColor('#666666').text(k, x, y, { width: 110 });
    doc.fillColor('#111111').text(v || '-', x + 116, y, { width: width - 116 });
    doc.moveDown(0.35);
  }
  doc.x = x;
}
