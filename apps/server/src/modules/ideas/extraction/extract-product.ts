import { formatIdeaPrice } from '@hrt/shared/format';
import type { ExtractedPreview } from '@hrt/shared/schemas/ideas';
import type { CheerioAPI } from 'cheerio';
// The slim build parses with htmlparser2 only: no parse5 and no HTTP client to load, so a
// reader thread starts in a third of the time.
import { load } from 'cheerio/slim';
import { COUNTRY_CURRENCY, normaliseCode, shopCountry } from './locale.ts';
import { breadcrumbs, productImage, titleElement } from './page-heuristics.ts';
import { pricesInText } from './price-text.ts';
import { readableShopName, shopUrlOf } from './shop-identity.ts';
import { readerFor } from './shops/index.ts';
import { fromJsonLd, fromMeta, fromMicrodata, type ProductFacts } from './structured-data.ts';
import { suggestTags } from './tag-suggestions.ts';
import {
  type PriceCandidate,
  readVisiblePrices,
  type VisiblePriceReading,
} from './visible-price.ts';

const UNKNOWN_NAME = 'Unknown';

/**
 * A page with no product to read (no title at all); the caller answers 422 no_product_found.
 * A plain Error, not AppError: the reader thread then never loads zod, and starts faster.
 */
export class NoProductFound extends Error {}

/** What reading a page gives: the preview, and what the model may choose from when unsure. */
export interface PageReading {
  preview: ExtractedPreview;
  /** The visible price candidates, best first. */
  candidates: PriceCandidate[];
  /** false when the price was a close call or missing: a model may be asked. */
  confident: boolean;
}

interface PriceChoice {
  amount: number | null;
  currency: string | undefined;
  confident: boolean;
  notice: string | null;
}

/**
 * Reads a shop page into a preview. A shop's own reader first (shops/), then structured data
 * (JSON-LD, microdata, Open Graph) checked against the visible page, then the visible price a
 * person would read. Any page with a title gives a preview; unknown fields stay empty.
 */
export function extractProduct(html: string, pageUrl: string): ExtractedPreview {
  return readProductPage(html, pageUrl).preview;
}

export function readProductPage(html: string, pageUrl: string): PageReading {
  // htmlparser2 (through xml mode off) reads a page several times faster than parse5, and a
  // shop page needs no more than its elements and text.
  const $ = load(html, { xml: { xmlMode: false, decodeEntities: true } });
  const shopUrl = shopUrlOf($, pageUrl);
  const country = shopCountry(shopUrl, [
    $('html').attr('lang'),
    $('meta[property="og:locale"]').attr('content'),
    $('meta[http-equiv="content-language" i]').attr('content'),
  ]);
  const reader = readerFor(shopUrl.hostname);
  const own = reader?.read($, country);
  const sources: ProductFacts[] = [fromJsonLd($), fromMicrodata($), fromMeta($)];
  const all = [own, ...sources].filter((source): source is ProductFacts => source !== undefined);
  const first = <K extends keyof ProductFacts>(key: K) =>
    all.map((source) => source[key]).find((value) => value !== undefined && value !== '');
  const title = titleElement($, first('name') as string | undefined);
  const heading = title ? $(title).text().replace(/\s+/g, ' ').trim() : '';
  const name = cleanName(
    (first('name') as string | undefined) || heading,
    $('title').first().text(),
  );
  if (name === UNKNOWN_NAME) {
    throw new NoProductFound('No product was found on that page: it has no title.');
  }
  // A shop's own reader knows where its price stands: the general rules would only add noise
  // (on Amazon, the prices of 'frequently bought together' and the other formats).
  const visible = own
    ? { candidates: [], hasBuyButton: own.isProduct, dismissed: new Set<number>() }
    : readVisiblePrices($, title, country);
  const choice = choosePrice($, own, sources, visible, country);
  const isProduct =
    all.some((source) => source.isProduct) || visible.hasBuyButton || choice.amount !== null;
  const notice = isProduct
    ? choice.notice
    : 'This page does not look like a single product (perhaps a search or category page). Check the details before saving.';
  const base = new URL($('base[href]').attr('href') ?? pageUrl, pageUrl);
  return {
    preview: {
      name,
      price: choice.amount,
      currency: choice.currency ?? (country ? COUNTRY_CURRENCY[country] : undefined) ?? 'GBP',
      retailer:
        reader?.name ?? readableShopName($, shopUrl, sources[2]?.retailer ?? sources[0]?.retailer),
      image_url: resolveHttpUrl(
        (first('image') as string | undefined) ?? productImage($, title),
        base,
      ),
      description: ((first('description') as string | undefined) ?? '').slice(0, 5000),
      tags: suggestTags(name, first('category') as string | undefined, breadcrumbs($)),
      notice,
    },
    candidates: visible.candidates,
    confident: choice.confident,
  };
}

function choosePrice(
  $: CheerioAPI,
  own: ProductFacts | undefined,
  sources: ProductFacts[],
  visible: VisiblePriceReading,
  country: string | undefined,
): PriceChoice {
  const { candidates, dismissed } = visible;
  if (own?.price !== undefined) {
    return {
      amount: own.price,
      currency: normaliseCode(own.currency, country),
      confident: true,
      notice: null,
    };
  }
  const [best, ...rest] = candidates;
  const structured = sources.find((source) => source.price !== undefined);
  if (structured?.price !== undefined) {
    const amount = structured.price;
    const seen = candidates.find((candidate) => candidate.amount === amount);
    const currency =
      normaliseCode(structured.currency, country) ??
      seen?.currency ??
      (country ? COUNTRY_CURRENCY[country] : undefined);
    // Structured data the page shows nowhere (a stale feed, another variant), or shows only as
    // an old price or an auction's starting price, loses to the page's own price.
    const onlyAsOld = dismissed.has(amount);
    if (seen || !best || (!onlyAsOld && shownAnywhere($, amount, country))) {
      return { amount, currency, confident: true, notice: null };
    }
    return {
      amount: best.amount,
      currency: best.currency ?? currency,
      confident: false,
      notice: `The page's data says ${money(amount, currency)} but the page shows ${money(best.amount, best.currency ?? currency)}; the shown price was chosen. Check the price.`,
    };
  }
  if (!best || best.score < 1.5) {
    return {
      amount: null,
      currency: undefined,
      confident: false,
      notice: 'No clear price was found on that page: enter it if you know it.',
    };
  }
  const rival = rest.find((other) => other.amount !== best.amount && other.score >= best.score - 1);
  return {
    amount: best.amount,
    currency: best.currency,
    confident: rival === undefined,
    notice: rival
      ? `Several prices are on that page: ${money(best.amount, best.currency)} was chosen over ${money(rival.amount, rival.currency)}. Check the price.`
      : null,
  };
}

const money = (amount: number, currency: string | undefined) =>
  formatIdeaPrice(amount, currency ?? 'GBP');

/** Whether the amount appears with a currency anywhere in the page's text (struck through or not). */
function shownAnywhere($: CheerioAPI, amount: number, country: string | undefined): boolean {
  const text = $('body').text().slice(0, 400_000);
  return pricesInText(text, { requireCurrency: true, country, limit: 2000 }).some(
    (price) => price.amount === amount,
  );
}

function cleanName(name: string | undefined, title: string): string {
  const fromTitle = title
    .replace(/\s+/g, ' ')
    .split(/\s[|–—-]\s/)[0]
    ?.trim();
  return (name || fromTitle || '').slice(0, 300) || UNKNOWN_NAME;
}

/** Relative and protocol-relative image addresses made absolute; only http(s) kept. */
function resolveHttpUrl(value: string | undefined, base: URL): string | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim(), base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
