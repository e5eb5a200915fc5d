/**
 * The invoice's or receipt's own number as printed, or ''. Only a number the document labels
 * as its own: 'Invoice No', 'Invoice number', 'Invoice #', 'Inv No', 'Receipt No', 'Bill No',
 * 'Document No', 'Rechnungsnummer', 'Rechnung Nr', 'Facture N°', 'Numéro de facture'. An
 * order, customer, account or VAT registration number is never taken.
 */

import { INVOICE_NUMBER_MAX_LENGTH } from '@hrt/shared/schemas/expenses';

/** A label and what may stand between it and the number (': ', '. ', '# ', 'No. '). */
const LABELS = [
  /\b(?:tax\s+)?invoice\s*(?:no\b\.?|number\b|num\b\.?|nr\b\.?|#|n°)/gi,
  /\binv\b\.?\s*(?:no\b\.?|#)/gi,
  /\b(?:receipt|bill|document|doc|cash\s+bill|cs|credit\s+note)\s*(?:no\b\.?|number\b|num\b\.?|#)/gi,
  /\brechnungs?\s*-?\s*(?:nummer|nr\b\.?|no\b\.?)/gi,
  /\bfacture\s*(?:n°|no\b\.?|n\b\.?|num[ée]ro\b)|\bnum[ée]ro\s+de\s+facture\b/gi,
];

/** A reference holds a digit; letters, '/', '-', '.', '_' may join its parts. */
const REFERENCE = /^[\s:.#=-]*((?:[A-Z]{1,10}[/_.-]?)?\d[A-Z0-9]*(?:[/_.-][A-Z0-9]+)*)/i;
const LOOKS_LIKE_DATE = /^\d{1,4}[/.-]\d{1,2}[/.-]\d{1,4}$/;

export function findInvoiceNumber(text: string): string {
  const lines = text.split(/\r?\n/);
  for (const label of LABELS) {
    for (const [index, line] of lines.entries()) {
      for (const match of line.matchAll(label)) {
        const after = line.slice((match.index ?? 0) + match[0].length);
        // The number follows the label, or stands on the next line under a label alone.
        const reference =
          referenceAt(after) ??
          (/^[\s:.#-]*$/.test(after) ? referenceAt(lines[index + 1] ?? '') : undefined);
        if (reference) return reference;
      }
    }
  }
  return '';
}

function referenceAt(text: string): string | undefined {
  const value = REFERENCE.exec(text)?.[1]?.replace(/[.-]+$/, '');
  if (!value || LOOKS_LIKE_DATE.test(value) || value.length > INVOICE_NUMBER_MAX_LENGTH) {
    return undefined;
  }
  return value;
}
