/** An e-invoice as read from its XML, before it becomes rows (EN 16931 terms in comments). */

export interface EInvoiceVat {
  /** UNCL5305 category: S standard, Z zero, E exempt, AE reverse charge, K intra-EU, G export, O outside scope. */
  category: string;
  /** Percent (19 for 19 %), null when the XML gives none. */
  rate: number | null;
}

export interface EInvoiceEntry {
  /** An invoice line (BG-25), a document allowance (BG-20) or a document charge (BG-21). */
  kind: 'line' | 'allowance' | 'charge';
  name: string;
  /** The seller's article number, else a global id (GTIN). */
  productId: string;
  /** Invoiced quantity (BT-129); null for allowances and charges. */
  quantity: number | null;
  unitCode: string;
  /** Net price per unit (BT-146 / BT-149), null when not given. */
  netUnitPrice: number | null;
  /** List price per unit before the price discount (BT-148), null when not given. */
  grossUnitPrice: number | null;
  /** Net amount in cents as printed (BT-131, BT-92, BT-99); allowances are positive here. */
  netCents: number;
  /** Quantity x net price in cents, to check BT-131 against when the XML contradicts itself. */
  computedNetCents: number | null;
  vat: EInvoiceVat;
}

export interface EInvoiceTax {
  category: string;
  rate: number | null;
  basisCents: number;
  taxCents: number;
}

interface EInvoiceTotals {
  /** Sum of line net amounts (BT-106). */
  linesCents: number | null;
  /** Total without VAT (BT-109). */
  netCents: number | null;
  /** VAT total in the invoice currency (BT-110). */
  taxCents: number | null;
  /** Total with VAT (BT-112). */
  grandCents: number | null;
  /** Amount due (BT-115), after prepayments. */
  dueCents: number | null;
}

export interface EInvoice {
  /** 'CII' (Factur-X, ZUGFeRD, XRechnung CII) or 'UBL' (XRechnung UBL, Peppol). */
  syntax: 'CII' | 'UBL';
  /** What it is, for people: 'ZUGFeRD 1.0', 'Factur-X / ZUGFeRD 2', 'XRechnung (UBL)'. */
  label: string;
  /** Attached to a PDF (Factur-X, ZUGFeRD) rather than uploaded as XML. */
  inPdf: boolean;
  number: string;
  /** YYYY-MM-DD, '' when absent. */
  issueDate: string;
  typeCode: string;
  creditNote: boolean;
  currency: string;
  seller: string;
  entries: EInvoiceEntry[];
  taxes: EInvoiceTax[];
  totals: EInvoiceTotals;
}

/** UNTDID 1001 document types that are credit notes (EN 16931 uses these). */
export const creditNoteTypes = new Set([
  '81',
  '83',
  '261',
  '262',
  '296',
  '308',
  '381',
  '396',
  '420',
  '458',
  '532',
]);

/** VAT categories that carry no VAT for the buyer: the row is No VAT. */
export const noVatCategories = new Set(['Z', 'E', 'AE', 'K', 'G', 'O']);

/** A decimal as the XML writes it ('1234.5', '-3.3333'); null when absent or not a number. */
export function decimal(value: string): number | null {
  if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(value.trim())) return null;
  return Number(value);
}

/** An amount in cents (rounded half away from zero, as invoices round). */
export function cents(value: string): number | null {
  const number = decimal(value);
  if (number === null) return null;
  const scaled = Math.round(Math.abs(number) * 100 + 1e-7);
  return number < 0 ? -scaled : scaled;
}

/** '20180605' (format 102) or '2018-06-05...' as YYYY-MM-DD; '' otherwise. */
export function isoDate(value: string): string {
  const compact = /^(\d{4})(\d{2})(\d{2})$/.exec(value.trim());
  if (compact) return `${compact[1]}-${compact[2]}-${compact[3]}`;
  const dashed = /^(\d{4}-\d{2}-\d{2})/.exec(value.trim());
  return dashed ? dashed[1]! : '';
}

/** A document-level allowance or charge (BG-20, BG-21): an amount with no quantity or price. */
export function documentEntry(
  kind: 'allowance' | 'charge',
  name: string,
  netCents: number,
  vat: EInvoiceVat,
): EInvoiceEntry {
  return {
    kind,
    name,
    productId: '',
    quantity: null,
    unitCode: '',
    netUnitPrice: null,
    grossUnitPrice: null,
    netCents,
    computedNetCents: null,
    vat,
  };
}

/** Quantity x net unit price in cents, rounded as the XML's own amounts are (to 6 places first). */
export function computedNet(quantity: number | null, netUnitPrice: number | null): number | null {
  return quantity !== null && netUnitPrice !== null
    ? cents(String(Math.round(quantity * netUnitPrice * 1e6) / 1e6))
    : null;
}
