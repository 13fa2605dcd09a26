import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderPdf, resolveCjkFont } from '@/server/modules/contract/pdf';
import { LABEL_WIDTH, lineColumns, numberLine, renderInvoicePdf } from '@/server/modules/invoice/pdf';

const fontAvailable = (() => {
  try {
    return fs.existsSync(resolveCjkFont().path);
  } catch {
    return false;
  }
})();

/** Widths of texts in the invoice's CJK font (pdfkit's own measure). */
async function measure(texts: { text: string; size: number }[]): Promise<number[]> {
  const out: number[] = [];
  await renderPdf({ title: 'measure' }, (doc) => {
    for (const t of texts) out.push(doc.fontSize(t.size).widthOfString(t.text));
  });
  return out;
}

describe.skipIf(!fontAvailable)('invoice PDF layout', () => {
  const width = 595.28 - 56 * 2;

  it('the longest label (统一社会信用代码/纳税人识别号) fits its column on one line, so it cannot run into the next row', async () => {
    const [label] = await measure([{ text: '统一社会信用代码/纳税人识别号', size: 10 }]);
    expect(label).toBeLessThanOrEqual(LABEL_WIDTH);
  });

  it('every money column holds ¥99999999.99 on one line (no "¥200." / "89")', async () => {
    const cols = lineColumns(width);
    expect(cols.reduce((a, b) => a + b, 0)).toBeCloseTo(width, 5);
    const [amount] = await measure([{ text: '¥99999999.99', size: 9 }]);
    for (const i of [3, 4, 6]) expect(cols[i] - 4, `column ${i}`).toBeGreaterThanOrEqual(amount);
    expect(cols[0]).toBeGreaterThanOrEqual(100);
  });

  it('renders a special invoice', async () => {
    const pdf = await renderInvoicePdf({
      invoiceType: '004', invoiceNo: '26510000123412345678', invoiceCode: '026510012345', specimen: false, issuedAt: new Date('2026-11-23T17:30:00Z'),
      buyerName: '成都示例科技有限公司', buyerTaxNo: '91510100MA6C7XXXXX', buyerAddressTel: '成都市高新区 028-88888888', buyerBank: '招商银行 6225880212345678',
      lines: [{ name: '有限公司注册', spec: '成都市', quantity: 1, amountFen: 20089 }], remarks: '订单号：C1',
    });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('invoice number line', () => {
  const issuedAt = new Date('2026-11-23T17:30:00Z');
  it('a specimen shows its 样票编号 and no 发票代码 or 发票号码', () => {
    const line = numberLine({ invoiceNo: 'YP26112412345', invoiceCode: null, specimen: true, issuedAt });
    expect(line).toBe('样票编号：YP26112412345    生成日期：2026年11月24日');
    expect(line).not.toMatch(/发票代码|发票号码/);
  });
  it('an issued 数电票 shows its number, and a code only when the issuer gave one', () => {
    expect(numberLine({ invoiceNo: '26512000000012345678', invoiceCode: null, specimen: false, issuedAt })).toBe('发票号码：26512000000012345678    开票日期：2026年11月24日');
    expect(numberLine({ invoiceNo: '12345678', invoiceCode: '051002600111', specimen: false, issuedAt })).toContain('发票代码：051002600111');
  });
});
