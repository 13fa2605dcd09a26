import { chooseProvider, type Env, type ProviderInfo } from '../providers';
import { chinaDateDigits, randomDigits } from '../../db/businessNo';

/**
 * Issuing invoices (数电票, the fully digitalised e-invoice) behind one interface (ADR 0011). Only the tax
 * authority's platform (or a licensed issuing service connected to it) assigns an invoice number: the invoice
 * module hands the application over and records what comes back. A 数电票 has a 20-digit 发票号码 and no
 * 发票代码; `invoiceCode` is for providers that still issue the older kinds.
 */
export type InvoiceIssueRequest = {
  /** Our application's id: the request serial a provider de-duplicates on. */
  applicationId: string;
  invoiceType: string;
  buyerName: string;
  buyerTaxNo: string;
  totalFen: number;
};

export type IssuedInvoice = {
  invoiceNo: string;
  invoiceCode: string | null;
  /**
   * 样票: issued by a stand-in, not by the tax platform. It is no invoice: the PDF, the e-mail and the app say
   * 样票（非正式发票）, and it carries no 发票代码.
   */
  specimen: boolean;
};

export interface InvoiceIssuer extends ProviderInfo {
  issue(request: InvoiceIssueRequest, now: Date): Promise<IssuedInvoice>;
}

/** Specimen numbers start with YP (样票) so that no one takes one for a tax platform's 20 digits. */
export const SPECIMEN_PREFIX = 'YP';

/**
 * The local stand-in: it reaches no tax platform. It gives each invoice a specimen number
 * (`YP` + yyMMdd in China time + 10 random digits), no 发票代码, and says the result is a specimen.
 */
export function createLocalInvoiceIssuer(): InvoiceIssuer {
  return {
    provider: 'local',
    standIn: true,
    async issue(_request, now) {
      return { invoiceNo: `${SPECIMEN_PREFIX}${chinaDateDigits(now).slice(2)}${randomDigits(10)}`, invoiceCode: null, specimen: true };
    },
  };
}

/** INVOICE_PROVIDER: `local` (default, the only issuer of this build; a stand-in that issues 样票 only). */
export function createInvoiceIssuer({ env = process.env }: { env?: Env } = {}): InvoiceIssuer {
  chooseProvider(env, 'INVOICE_PROVIDER', ['local'], 'local');
  return createLocalInvoiceIssuer();
}
