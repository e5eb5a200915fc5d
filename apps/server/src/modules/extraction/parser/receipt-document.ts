import type { ParsedItem } from './line-items.ts';
import type { ParsedDocument } from './parse-document.ts';
import { readReceipt } from './receipt.ts';

/**
 * A photographed till receipt: the shop and the total come from the receipt reader. The item
 * lines are kept as rows when they add up to that total (prices on a till receipt include the
 * tax); otherwise OCR has missed or misread some, and one row for the amount paid is right
 * where a handful of half-read ones would not be.
 */
export function asReceipt(parsed: ParsedDocument, lines: string[]): ParsedDocument {
  const receipt = readReceipt(lines);
  const supplier = receipt.shop || parsed.supplier;
  if (receipt.total === null) return { ...parsed, supplier };
  const itemsPence = parsed.items.reduce((sum, item) => sum + Math.round(item.lineTotal * 100), 0);
  const totalPence = Math.round(receipt.total * 100);
  const paidOnReceipt = receipt.paidBy;
  if (parsed.items.length > 0 && itemsPence === totalPence) {
    return { ...parsed, supplier, total: receipt.total, vatMode: 'INC_VAT', paidOnReceipt };
  }
  return {
    ...parsed,
    supplier,
    paidOnReceipt,
    items: [summaryItem(supplier, receipt.total)],
    subtotal: null,
    vat: receipt.tax,
    total: receipt.total,
    vatMode: receipt.tax ? 'INC_VAT' : 'NO_VAT',
  };
}

function summaryItem(shop: string, total: number): ParsedItem {
  return {
    description: shop ? `Receipt from ${shop}` : 'Receipt total',
    product: '',
    quantity: 1,
    unitPrice: total,
    tradeDiscount: 0,
    discount: 0,
    lineTotal: total,
    fromSummary: true,
  };
}
