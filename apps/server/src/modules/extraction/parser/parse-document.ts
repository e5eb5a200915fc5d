import type { AddVat } from '@hrt/shared/domain/money';
import { detectCurrency, toPenceExact, usesDecimalComma } from './amounts.ts';
import { type DocumentFigures, type ParsedItem, readLine } from './line-items.ts';
import type { ReceiptPayment } from './receipt.ts';

export interface ParsedDocument extends DocumentFigures {
  supplier: string;
  currency: string;
  items: ParsedItem[];
  vatMode: AddVat;
  /** A till receipt's payment of its whole total (card or cash); absent when none is shown. */
  paidOnReceipt?: ReceiptPayment | null;
}

const documentTitles =
  /^(?:tax\s+)?(?:invoice|receipt|sales\s+receipt|till\s+receipt|order\s+confirmation|credit\s+note|statement|quotation|delivery\s+note|page\b|facture|rechnung)/i;
const notVatRegistered =
  /not\s+vat\s+registered|no\s+vat\s+(?:charged|applies)|vat\s+not\s+applicable/i;

/** Reads a document's text into items, its printed figures, supplier, currency and VAT mode. */
export function parseDocumentText(text: string): ParsedDocument {
  const decimalComma = usesDecimalComma(text);
  const lines = text.split(/\r?\n/);
  const items: ParsedItem[] = [];
  const figures: DocumentFigures = { subtotal: null, vat: null, total: null };
  let vatIncluded = false;
  for (const line of lines) {
    const reading = readLine(line, decimalComma);
    if (reading.vatIncluded) vatIncluded = true;
    if (reading.item) items.push(reading.item);
    if (reading.discount && items.length > 0) {
      const previous = items[items.length - 1]!;
      if (reading.discount.trade) previous.tradeDiscount += reading.discount.value;
      else previous.discount += reading.discount.value;
      previous.lineTotal = fromPence(
        toPenceExact(previous.lineTotal) - toPenceExact(reading.discount.value),
      );
    }
    // The last printed figure wins: multi-page documents repeat running totals before the end.
    if (reading.figure) figures[reading.figure.kind] = reading.figure.value;
  }
  const vatMode = decideVatMode(items, figures, vatIncluded, notVatRegistered.test(text));
  return {
    supplier: findSupplier(lines),
    currency: detectCurrency(text),
    items,
    ...figures,
    vatMode,
  };
}

/**
 * Prices ex VAT plus a VAT line: PLUS_VAT. Lines that already add up to the total with VAT in
 * it: INC_VAT. No VAT anywhere: NO_VAT. The arithmetic decides before the wording does.
 */
function decideVatMode(
  items: ParsedItem[],
  figures: DocumentFigures,
  vatIncluded: boolean,
  noVat: boolean,
): AddVat {
  if (noVat || !figures.vat) return vatIncluded ? 'INC_VAT' : 'NO_VAT';
  const linesPence = items.reduce((sum, item) => sum + toPenceExact(item.lineTotal), 0);
  const near = (a: number, b: number) => Math.abs(a - b) <= Math.max(items.length, 1);
  if (figures.total !== null && near(linesPence, toPenceExact(figures.total))) return 'INC_VAT';
  if (figures.subtotal !== null && near(linesPence, toPenceExact(figures.subtotal))) {
    return 'PLUS_VAT';
  }
  if (figures.total !== null && near(Math.round(linesPence * 1.2), toPenceExact(figures.total))) {
    return 'PLUS_VAT';
  }
  return vatIncluded ? 'INC_VAT' : 'PLUS_VAT';
}

/** The supplier's name is printed first on nearly every invoice and receipt. */
function findSupplier(lines: string[]): string {
  for (const raw of lines.slice(0, 12)) {
    const line = raw.replace(/\s+/g, ' ').trim();
    // OCR noise at a photo's edge ("EEE", "SE RR RRR") is not a name: ask for two words, one
    // of them at least four letters long.
    const words = line.match(/[A-Za-z]{2,}/g) ?? [];
    if (words.length < 2 || !words.some((word) => word.length >= 4)) continue;
    if (documentTitles.test(line)) continue;
    if (/^(?:date|tel|www\.|https?:|vat\s+no|invoice\s+no)/i.test(line)) continue;
    return line.slice(0, 200);
  }
  return '';
}

function fromPence(pence: number): number {
  return pence / 100;
}
