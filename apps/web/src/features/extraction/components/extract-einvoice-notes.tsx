import { formatDate } from '@hrt/shared/format';
import type { EInvoiceLine, ExtractionResult } from '@hrt/shared/schemas/extraction';
import { Alert } from '@/components/ui/alert';

/** The exact note the issue asks for: the rows came from the invoice's own data. */
const einvoiceNote = 'Read from the e-invoice data in this PDF';

/**
 * What the review step says about an e-invoice: where the rows came from, a credit note, and
 * why a PDF's attached e-invoice was not used (the layout reader read it instead).
 */
export function EInvoiceNotes({ result }: { result: ExtractionResult }) {
  const { einvoice } = result;
  return (
    <>
      {einvoice && (
        <Alert kind="success" title="E-invoice">
          {einvoice.in_pdf ? einvoiceNote : 'Read from the e-invoice data in this XML file'} (
          {einvoice.format}
          {einvoice.invoice_number ? `, no. ${einvoice.invoice_number}` : ''}
          {einvoice.issue_date ? ` of ${formatDate(einvoice.issue_date)}` : ''}). The amounts are
          the invoice's own, VAT included per row.
        </Alert>
      )}
      {einvoice?.credit_note && (
        <Alert kind="info" title="Credit note">
          This is a credit note: its rows are negative, money the supplier owes back.
        </Alert>
      )}
      {result.einvoice_notice && (
        <Alert kind="info" title="E-invoice not used">
          {result.einvoice_notice} The rows below were read from the PDF's layout.
        </Alert>
      )}
    </>
  );
}

const number = (value: number) =>
  new Intl.NumberFormat('en-GB', { maximumFractionDigits: 4 }).format(value);
/** Prices and amounts with at least two decimals, as the invoice prints them. */
const money = (value: number) =>
  new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 4 }).format(
    value,
  );

/** The line as the e-invoice states it, under its row: '3 × 3.3333 net · 19 % VAT · 11.90 in all'. */
export function einvoiceLineText(line: EInvoiceLine): string {
  const parts: string[] = [];
  if (line.quantity !== null && line.net_unit_price !== null) {
    parts.push(`${number(line.quantity)} × ${money(line.net_unit_price)} net`);
  } else {
    parts.push(`${money(line.net_amount)} net`);
  }
  parts.push(line.vat_rate ? `${number(line.vat_rate)} % VAT` : 'no VAT');
  parts.push(`${money(line.gross_amount)} in all`);
  return parts.join(' · ');
}
