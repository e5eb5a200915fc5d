import { AppError } from '@hrt/shared/errors';
import type { ExtractedPreview } from '@hrt/shared/schemas/ideas';
import { load } from 'cheerio';
import { fromPageHeuristics } from './page-heuristics.ts';
import { fromJsonLd, fromMeta, fromMicrodata, type ProductFacts } from './structured-data.ts';
import { suggestTags } from './tag-suggestions.ts';

export const UNKNOWN_NAME = 'Unknown';

/**
 * Reads a shop page into a preview. Sources in order of trust: JSON-LD, microdata, OpenGraph
 * and product meta tags, then the visible page; each field comes from the first source that
 * has it. A field nobody states stays unknown; a page that states no product is refused.
 */
export function extractProduct(html: string, pageUrl: string): ExtractedPreview {
  const $ = load(html);
  const sources: ProductFacts[] = [fromJsonLd($), fromMicrodata($), fromMeta($)];
  const heuristics = fromPageHeuristics($);
  const structured = sources.some((source) => source.isProduct);
  if (!structured && !heuristics.isProduct) {
    throw new AppError('no_product_found', 'No product was found on that page.');
  }
  const all = [...sources, heuristics];
  const first = <K extends keyof ProductFacts>(key: K) =>
    all.map((source) => source[key]).find((value) => value !== undefined && value !== '');
  // The price and its currency travel together: never one source's number with another's code.
  const priced = all.find((source) => source.price !== undefined);
  const base = new URL($('base[href]').attr('href') ?? pageUrl, pageUrl);
  const name = cleanName(first('name') as string | undefined, $('title').text());
  return {
    name,
    price: priced?.price ?? null,
    currency: normaliseCurrency(priced?.currency ?? first('currency')),
    retailer: (first('retailer') as string | undefined) ?? siteName(pageUrl),
    image_url: resolveHttpUrl(first('image') as string | undefined, base),
    description: ((first('description') as string | undefined) ?? '').slice(0, 5000),
    tags: suggestTags(name, first('category') as string | undefined, heuristics.category),
  };
}

function cleanName(name: string | undefined, title: string): string {
  const fromTitle = title.split(/\s[|–—-]\s/)[0]?.trim();
  return (name ?? fromTitle ?? '').slice(0, 300) || UNKNOWN_NAME;
}

function normaliseCurrency(value: unknown): string {
  const code = typeof value === 'string' ? value.trim().toUpperCase() : '';
  if (code === '£') return 'GBP';
  if (code === '€') return 'EUR';
  if (code === '$') return 'USD';
  return /^[A-Z]{3}$/.test(code) ? code : 'GBP';
}

/** The shop's host without www, when the page names no site. */
function siteName(pageUrl: string): string {
  return new URL(pageUrl).hostname.replace(/^www\./, '');
}

/** Relative and protocol-relative image addresses made absolute; only http(s) kept. */
export function resolveHttpUrl(value: string | undefined, base: URL): string | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim(), base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
