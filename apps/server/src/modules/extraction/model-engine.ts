import { type ModelExtraction, modelExtractionSchema } from '@hrt/shared/schemas/extraction';
import type { ChatModel } from '../../ai/openai-compatible.ts';
import type { DocumentTotals } from './build-rows.ts';
import type { PrintedItem } from './parser/choose-rows.ts';
import { detectNumberFormat, findAmountsIn, toCents } from './parser/number-format.ts';

const system = `You read invoices and receipts for a home renovation and answer with JSON only:
{"supplier": string, "vat_mode": "PLUS_VAT" | "INC_VAT" | "NO_VAT",
 "items": [{"description": string, "product": string (stock code or ""), "quantity": number,
            "unit_price": number, "discount": number (amount off the line, 0 if none), "line_total": number}],
 "subtotal": number | null, "vat": number | null, "total": number | null}
PLUS_VAT: prices exclude VAT and VAT is added below; INC_VAT: prices include VAT; NO_VAT: no VAT.
Amounts are plain numbers with a dot for decimals, as printed on the document (1.234,56 -> 1234.56).
Only list goods and services actually charged; never invent rows. No items: "items": [].`;

/**
 * The model's reading of a document, validated by the shared schema; throws when it does not fit.
 * It gets the layout reader's lines (cells split by " | ", so columns survive) and the page text.
 */
export async function extractWithModel(
  model: ChatModel,
  text: string,
  layoutText = '',
): Promise<ModelExtraction> {
  // Long documents are cut: the rows of a renovation invoice fit well within this.
  const layout = layoutText
    ? `Lines as laid out on the page (cells separated by " | "):\n${layoutText.slice(0, 16_000)}\n\n`
    : '';
  const answer = await model.completeJson(
    system,
    `${layout}Document text:\n${text.slice(0, layout ? 12_000 : 24_000)}`,
  );
  return modelExtractionSchema.parse(answer);
}

/** The model's items as printed lines, for the same reconciliation as the layout reader's. */
export function modelPrintedItems(extraction: ModelExtraction): PrintedItem[] {
  return extraction.items.map((item) => ({
    description: item.description,
    product: item.product,
    quantity: item.quantity,
    unitPrice: item.unit_price,
    lineTotal: item.line_total,
  }));
}

/**
 * The figures the model's rows must add up to: the built-in reader's, or, when it read none,
 * the model's own, but only those printed in the document. A model that makes rows up and a
 * total to match them is not believed: its total must be one the page shows.
 */
export function referenceFigures(
  read: DocumentTotals,
  answer: ModelExtraction,
  text: string,
): DocumentTotals {
  if (read.total !== null) return read;
  const printed = new Set(
    findAmountsIn(text, detectNumberFormat(text)).map((amount) => toCents(Math.abs(amount.value))),
  );
  const onPage = (value: number | null) =>
    value !== null && printed.has(toCents(Math.abs(value))) ? value : null;
  return {
    subtotal: onPage(answer.subtotal),
    vat: onPage(answer.vat),
    total: onPage(answer.total),
  };
}
