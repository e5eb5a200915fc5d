import type { Cheerio, CheerioAPI } from 'cheerio';
import type { AnyNode } from 'domhandler';
import { parsePriceText } from './price-text.ts';
import type { ProductFacts } from './structured-data.ts';

/** Prices shown struck through or for comparison, never the one to pay. */
const OLD_PRICE =
  'del, s, strike, [class*="was" i], [class*="old" i], [class*="strike" i], [class*="rrp" i], [class*="compare" i], [class*="before" i], [class*="original" i], [class*="saving" i], [class*="per-unit" i], [class*="unit-price" i]';
const PRICE_ELEMENTS =
  '[class*="price" i], [id*="price" i], [data-testid*="price" i], [data-price]';
const CURRENT_PRICE = /(now|sale|current|special|offer|final|selling)/i;

/**
 * The visible page, for the many big shops that carry no structured data. Looks for price
 * elements near the product's heading (not in a carousel of other products); several
 * different prices with nothing marking the current one give no price at all.
 */
export function fromPageHeuristics($: CheerioAPI): ProductFacts {
  const heading = $('h1').first();
  const name = heading.text().replace(/\s+/g, ' ').trim() || undefined;
  const { price, sawPrices } = findPrice($, productScope($, heading));
  const image = $('link[rel="image_src"]').attr('href') ?? productImage($, heading);
  return {
    // A heading beside prices is a product page even when its price is ambiguous (Unknown).
    isProduct: price !== undefined || (sawPrices && name !== undefined),
    name,
    price: price?.amount,
    currency: price?.currency,
    image,
    category: $('[class*="breadcrumb" i] a, nav[aria-label*="breadcrumb" i] a')
      .map((_, element) => $(element).text().trim())
      .get()
      .join(' '),
  };
}

/** The smallest ancestor of the heading that holds price elements, else the main content. */
function productScope($: CheerioAPI, heading: Cheerio<AnyNode>): Cheerio<AnyNode> {
  let scope = heading.parent();
  for (let depth = 0; depth < 6 && scope.length > 0; depth++) {
    if (scope.find(PRICE_ELEMENTS).length > 0) return scope;
    scope = scope.parent();
  }
  const main = $('main, [role="main"]').first();
  return main.length > 0 ? main : $('body');
}

function findPrice($: CheerioAPI, scope: Cheerio<AnyNode>) {
  const found: { amount: number; currency: string | undefined; current: boolean }[] = [];
  scope.find(PRICE_ELEMENTS).each((_, element) => {
    const node = $(element);
    if (node.is(OLD_PRICE) || node.closest(OLD_PRICE).length > 0) return;
    if (node.closest('header, footer, nav, aside').length > 0) return;
    const copy = node.clone();
    copy.find(OLD_PRICE).remove();
    const parsed = parsePriceText(copy.text(), { requireCurrency: true });
    if (!parsed) return;
    const current = CURRENT_PRICE.test(`${node.attr('class') ?? ''} ${node.attr('id') ?? ''}`);
    found.push({ ...parsed, current });
  });
  const marked = found.filter((entry) => entry.current);
  const pool = marked.length > 0 ? marked : found;
  const amounts = new Set(pool.map((entry) => entry.amount));
  return { price: amounts.size === 1 ? pool[0] : undefined, sawPrices: found.length > 0 };
}

function productImage($: CheerioAPI, heading: Cheerio<AnyNode>): string | undefined {
  const scope = heading.length ? heading.parent().parent() : $('main');
  const image = scope
    .find('img')
    .toArray()
    .map((element) => $(element).attr('data-src') ?? $(element).attr('src'))
    .find((src) => src && !src.startsWith('data:') && !/\.svg(\?|$)/i.test(src));
  return image;
}
