import { type ModelExtraction, modelExtractionSchema } from '@hrt/shared/schemas/extraction';
import type { ChatModel } from '../../ai/openai-compatible.ts';
import type { ItemDraft } from './build-rows.ts';

const system = `You read invoices and receipts for a home renovation and answer with JSON only:
{"supplier": string, "vat_mode": "PLUS_VAT" | "INC_VAT" | "NO_VAT",
 "items": [{"description": string, "product": string (stock code or ""), "quantity": number,
            "unit_price": number, "discount": number (amount off the line, 0 if none), "line_total": number}],
 "subtotal": number | null, "vat": number | null, "total": number | null}
PLUS_VAT: prices exclude VAT and VAT is added below; INC_VAT: prices include VAT; NO_VAT: no VAT.
Amounts are plain numbers with a dot for decimals, as printed on the document (1.234,56 -> 1234.56).
Only list goods and services actually charged; never invent rows. No items: "items": [].`;

/** The model's reading of a document, validated by the shared schema; throws when it does not fit. */
export async function extractWithModel(model: ChatModel, text: string): Promise<ModelExtraction> {
  // Long documents are cut: the rows of a renovation invoice fit well within this.
  const answer = await model.completeJson(system, `Document text:\n${text.slice(0, 24_000)}`);
  return modelExtractionSchema.parse(answer);
}

export function modelItems(extraction: ModelExtraction): ItemDraft[] {
  return extraction.items.map((item) => ({
    description: item.description,
    product: item.product,
    quantity: item.quantity,
    unitPrice: item.unit_price,
    tradeDiscount: 0,
    discount: item.discount,
  }));
}
