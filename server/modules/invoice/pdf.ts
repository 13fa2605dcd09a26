import { amountToChinese } from '@/lib/amountCn';
import { fenToYuan } from '@/lib/format';
import { renderPdf } from '../contract/pdf';
import { INVOICE_TYPE_NAMES, SELLER, SPECIAL_INVOICE_TYPES, TAX_RATE_BP } from '@/lib/contract/invoice/enums';

export type InvoicePdfInput = {
  invoiceType: string;
  invoiceNo: string;
  /** 发票代码: none on a 数电票, nor on a specimen. */
  invoiceCode: string | null;
  /** 样票 of a stand-in issuer: titled and watermarked as such, with its number as 样票编号. */
  specimen: boolean;
  issuedAt: Date;
  buyerName: string;
  buyerTaxNo: string;
  buyerAddressTel: string;
  buyerBank: string;
  lines: { name: string; spec: string; quantity: number; amountFen: number }[];
  remarks: string;
};

/** Splits a tax-inclusive amount into net and tax (tax rounded to the fen, the rest is net). */
export function splitTax(totalFen: number, rateBp = TAX_RATE_BP) {
  const netFen = Math.round((totalFen * 10000) / (10000 + rateBp));
  return { netFen, taxFen: totalFen - netFen };
}

const chinaDateText = (d: Date) => {
  const c = new Date(d.getTime() + 8 * 3600_000);
  return `${c.getUTCFullYear()}年${String(c.getUTCMonth() + 1).padStart(2, '0')}月${String(c.getUTCDate()).padStart(2, '0')}日`;
};

type Doc = Parameters<Parameters<typeof renderPdf>[1]>[0];

/** 样票 across the page, light enough to read the text under it. */
function specimenWatermark(doc: Doc) {
  const { width, height } = doc.page;
  doc.save();
  doc.rotate(-30, { origin: [width / 2, height / 2] });
  doc.fillColor('#B42318').opacity(0.12).fontSize(96).text('样票', 0, height / 2 - 60, { width, align: 'center', lineBreak: false });
  doc.restore();
  doc.opacity(1);
}

/** Label column of the buyer/seller blocks: wide enough for 统一社会信用代码/纳税人识别号 on one line. */
export const LABEL_WIDTH = 178;

/**
 * Label/value rows whose height is the taller of the two cells, so a label or a value that wraps never runs
 * into the next row.
 */
function infoRows(doc: Doc, rows: [string, string][], left: number, width: number) {
  doc.fontSize(10);
  for (const [k, v] of rows) {
    const y = doc.y;
    doc.fillColor('#666666').text(k, left, y, { width: LABEL_WIDTH });
    const labelBottom = doc.y;
    doc.fillColor('#111111').text(v || '-', left + LABEL_WIDTH + 6, y, { width: width - LABEL_WIDTH - 6 });
    doc.y = Math.max(labelBottom, doc.y) + 4;
  }
  doc.x = left;
}

/**
 * Columns of the lines table: 项目名称 | 规格型号 | 数量 | 单价 | 金额 | 税率 | 税额. The money columns hold
 * "¥99999999.99" on one line at 9 pt.
 */
export function lineColumns(width: number): number[] {
  const fixed = [0, 84, 34, 70, 76, 36, 70];
  fixed[0] = width - fixed.slice(1).reduce((a, b) => a + b, 0);
  return fixed;
}

/** What a specimen is called wherever it is shown (PDF, mail, app). */
export const SPECIMEN_MARK = '样票（非正式发票）';

/** The header line: number (and code, when the issuer gave one) and date; a specimen's number is its 样票编号. */
export function numberLine(inv: Pick<InvoicePdfInput, 'invoiceNo' | 'invoiceCode' | 'specimen' | 'issuedAt'>): string {
  if (inv.specimen) return `样票编号：${inv.invoiceNo}    生成日期：${chinaDateText(inv.issuedAt)}`;
  const code = inv.invoiceCode ? `    发票代码：${inv.invoiceCode}` : '';
  return `发票号码：${inv.invoiceNo}${code}    开票日期：${chinaDateText(inv.issuedAt)}`;
}

/** The electronic invoice as a PDF (layout after the 全面数字化电子发票 sample); a specimen is titled and watermarked 样票. */
export function renderInvoicePdf(inv: InvoicePdfInput): Promise<Buffer> {
  const special = SPECIAL_INVOICE_TYPES.includes(inv.invoiceType);
  const kind = special ? '增值税专用发票' : '普通发票';
  const title = inv.specimen ? `${SPECIMEN_MARK}·${kind}` : `电子发票（${kind}）`;
  const totalFen = inv.lines.reduce((s, l) => s + l.amountFen, 0);
  const { netFen, taxFen } = splitTax(totalFen);
  return renderPdf({ title, subject: `${INVOICE_TYPE_NAMES[inv.invoiceType as keyof typeof INVOICE_TYPE_NAMES] ?? ''} ${inv.invoiceNo}` }, (doc) => {
    const left = doc.page.margins.left;
    const width = doc.page.width - left - doc.page.margins.right;
    if (inv.specimen) specimenWatermark(doc);
    doc.fillColor('#8B0000').fontSize(20).text(title, left, 56, { width, align: 'center' });
    if (inv.specimen) {
      doc.moveDown(0.2);
      doc.fontSize(10).fillColor('#B42318').text('演示环境的本地开票替身生成，未经税务平台开具，不能用于报销或抵扣。', { width, align: 'center' });
    }
    doc.moveDown(0.3);
    doc.fontSize(9).fillColor('#333333').text(numberLine(inv), { width, align: 'right' });
    doc.moveDown(0.8);
    doc.fillColor('#8B0000').fontSize(12).text('购买方信息');
    infoRows(
      doc,
      [
        ['名称', inv.buyerName],
        ['统一社会信用代码/纳税人识别号', inv.buyerTaxNo],
        ...(special ? ([['地址、电话', inv.buyerAddressTel], ['开户行及账号', inv.buyerBank]] as [string, string][]) : []),
      ],
      left,
      width,
    );
    doc.moveDown(0.4);
    doc.fillColor('#8B0000').fontSize(12).text('销售方信息');
    infoRows(
      doc,
      [
        ['名称', SELLER.name],
        ['统一社会信用代码/纳税人识别号', SELLER.creditCode],
        ['地址、电话', `${SELLER.address} ${SELLER.phone}`],
        ['开户行及账号', `${SELLER.bank} ${SELLER.account}`],
      ],
      left,
      width,
    );
    doc.moveDown(0.6);
    // Lines: 项目名称 | 规格型号 | 数量 | 单价 | 金额 | 税率 | 税额
    const cols = lineColumns(width);
    const row = (cells: string[], color = '#111111') => {
      const y = doc.y;
      let x = left;
      let h = 0;
      cells.forEach((cell, i) => {
        // Numbers never wrap (an amount cut as "¥200." / "89" is unreadable); names may.
        doc.fillColor(color).fontSize(9).text(cell, x + 2, y, { width: cols[i] - 4, align: i >= 2 ? 'right' : 'left', lineBreak: i < 2 });
        h = Math.max(h, doc.y - y);
        x += cols[i];
      });
      doc.y = y + h + 4;
      doc.moveTo(left, doc.y - 2).lineTo(left + width, doc.y - 2).strokeColor('#dddddd').stroke();
    };
    row(['项目名称', '规格型号', '数量', '单价', '金额', '税率', '税额'], '#8B0000');
    for (const l of inv.lines) {
      const { netFen: n, taxFen: t } = splitTax(l.amountFen);
      const unit = Math.round(n / Math.max(1, l.quantity));
      row([`*现代服务*${l.name}`, l.spec, String(l.quantity), fenToYuan(unit), fenToYuan(n), `${TAX_RATE_BP / 100}%`, fenToYuan(t)]);
    }
    row(['合计', '', '', '', `¥${fenToYuan(netFen)}`, '', `¥${fenToYuan(taxFen)}`]);
    doc.moveDown(0.6);
    doc.fillColor('#111111').fontSize(11).text(`价税合计（大写）：${amountToChinese(totalFen)}`, left, doc.y, { width });
    doc.text(`（小写）：¥${fenToYuan(totalFen)}`, { width });
    doc.moveDown(0.6);
    doc.fontSize(9).fillColor('#333333').text(`备注：${inv.remarks || '-'}`, { width });
    doc.moveDown(1);
    doc.text(inv.specimen ? `${SPECIMEN_MARK}：薯片企服本地开票替身` : '开票人：薯片企服电子开票系统', { width });
  });
}
