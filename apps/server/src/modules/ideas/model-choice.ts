import type { ExtractedPreview } from '@hrt/shared/schemas/ideas';
import { type ChatModel, chatModelFromConfig } from '../../ai/openai-compatible.ts';
import type { Config } from '../../config.ts';
import type { Logger } from '../../http/logger.ts';
import type { PageReading } from './extraction/extract-product.ts';

/** A person is waiting for the preview: a model slower than this is not waited for. */
const MODEL_TIMEOUT_MS = 15_000;
/** The candidates the model is shown (the reading keeps the best eight). */
const MAX_CANDIDATES = 8;

export const MODEL_CHOSE_NOTICE =
  'The AI model chose this price from the prices on the page: check it.';
export const MODEL_FOUND_NONE_NOTICE =
  'No clear price was found on that page (the AI model found none of its prices to be the one to pay): enter it if you know it.';

/** The configured OpenAI-compatible model with a short timeout, or undefined without one. */
export function pageModelFromConfig(config: Config): ChatModel | undefined {
  return chatModelFromConfig(config, MODEL_TIMEOUT_MS);
}

const SYSTEM = [
  'You help read a product page of an online shop.',
  'You are given the product name, the shop and a numbered list of prices found on the page, each with the short text it stands in.',
  'Pick the price a buyer pays for this product now: not an old, struck-through or "was" price, not a per-unit, monthly or shipping figure, not a saving, not another product.',
  'Answer only JSON: {"choice": N} with N the number of one listed price, or {"choice": null} when none of them is that price.',
  'Never answer a price that is not in the list.',
].join(' ');

/**
 * A page the rules could not read with confidence goes to the model with the candidates as
 * context. The model only names one of the candidates by its number (or none): its answer is
 * checked against the list, so it can never put a price on the preview that the page does not
 * show. Any failure (no answer, malformed JSON, a number not in the list) keeps the rules'
 * reading.
 */
export async function chooseWithModel(
  model: ChatModel,
  reading: PageReading,
  pageUrl: string,
  log?: Logger,
): Promise<ExtractedPreview> {
  const { preview } = reading;
  const candidates = reading.candidates.slice(0, MAX_CANDIDATES);
  if (reading.confident || candidates.length === 0) return preview;
  const listed = candidates.map((candidate, index) => ({
    number: index + 1,
    amount: candidate.amount,
    currency: candidate.currency ?? preview.currency,
    text: candidate.text,
  }));
  const question = JSON.stringify({
    product: preview.name,
    shop: preview.retailer,
    page: pageUrl,
    prices: listed,
  });
  let answer: unknown;
  try {
    answer = await model.completeJson(SYSTEM, question);
  } catch (error) {
    log?.warn({ err: String(error) }, 'the AI model could not choose a shop price');
    return preview;
  }
  const choice = (answer as { choice?: unknown } | null)?.choice;
  if (choice === null) {
    return { ...preview, price: null, notice: MODEL_FOUND_NONE_NOTICE };
  }
  const picked = Number.isInteger(choice) ? listed[(choice as number) - 1] : undefined;
  if (!picked) {
    log?.warn({ answer }, 'the AI model answered a price that is not on the page; ignored');
    return preview;
  }
  return {
    ...preview,
    price: picked.amount,
    currency: picked.currency,
    notice: MODEL_CHOSE_NOTICE,
  };
}
